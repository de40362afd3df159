/**
 * The one query-key family of the shared parties (`terceros`: clients and suppliers every module
 * uses). Every module reads and writes parties through lib/parties, so a party added in Finance or
 * CRM refreshes Ops' client picker too: invalidating `partiesKeys.all` refreshes them all.
 */
export const partiesKeys = {
  all: ['parties'] as const,
  list: (filter: PartyFilter = {}) => [...partiesKeys.all, 'list', filter] as const,
  detail: (id: string) => [...partiesKeys.all, 'detail', id] as const,
};

export interface PartyFilter {
  /** Only active parties (the pickers); all of them for the directory (CRM's accounts). */
  activeOnly?: boolean;
}
