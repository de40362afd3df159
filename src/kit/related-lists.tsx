import { createContext, useContext, type ReactNode } from 'react';
import type { RelatedList } from './manifest';

/** A manifest's related list, with its module and where its rows open (given by src/app). */
export interface RelatedListEntry extends RelatedList {
  module: string;
  /** The page of a row of this list (its `id`), when the module declares one for `opens`. */
  href?: (id: string) => string;
}

/*
 * Apart from related-records.tsx (issue 33): every module screen renders the provider (the
 * signed-in frame's chunk), only a record's page shows the lists, their reads and their buttons.
 */
const RelatedListsContext = createContext<readonly RelatedListEntry[]>([]);

/** Every module's related lists (src/app/modules.ts collects them from the manifests). */
export function RelatedListsProvider({ lists, children }: { lists: readonly RelatedListEntry[]; children: ReactNode }) {
  return <RelatedListsContext.Provider value={lists}>{children}</RelatedListsContext.Provider>;
}

/** The related lists the provider above holds. */
export function useRelatedLists(): readonly RelatedListEntry[] {
  return useContext(RelatedListsContext);
}
