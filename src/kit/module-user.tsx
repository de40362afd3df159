import { createContext, useContext, type ReactNode } from 'react';

export interface ModuleUser {
  userId: string | undefined;
  isSuperAdmin: boolean;
  /** The company's admin_empresa: the only one Postgres lets annul, delete and manage catalogues.
   * The database enforces it; this only decides which buttons show. */
  isCompanyAdmin: boolean;
  /** Module keys the user has effective access to (for features that degrade without another module). */
  modules: readonly string[];
  /**
   * The user's company (null: a super admin without one): a live screen's presence channel and the
   * first segment of a record's files' folder (docs/storage.md).
   */
  companyId?: string | null;
  /** The user's name, shown to others on a live screen. */
  name?: string;
}

const ModuleUserContext = createContext<ModuleUser>({
  userId: undefined,
  isSuperAdmin: false,
  isCompanyAdmin: false,
  modules: [],
});

/**
 * Who is using the module, given by src/app (features never import the auth feature): 'Mis órdenes',
 * assigning to oneself, the admin-only buttons, and whether a module the screen links to (Ops from
 * Industrial) is there.
 */
export function ModuleUserProvider({ value, children }: { value: ModuleUser; children: ReactNode }) {
  return <ModuleUserContext.Provider value={value}>{children}</ModuleUserContext.Provider>;
}

export function useModuleUser(): ModuleUser {
  return useContext(ModuleUserContext);
}

export function useHasModule(key: string): boolean {
  const u = useModuleUser();
  return u.isSuperAdmin || u.modules.includes(key);
}
