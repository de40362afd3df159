/**
 * One query-key factory for the admin panel, broad to narrow, so a mutation can refresh everything
 * its write affects by invalidating a prefix: any permission-shaping write (role, plan, module of a
 * plan, override) invalidates `adminKeys.access()`, which holds every derived read.
 */
export const adminKeys = {
  all: ['admin'] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  modules: () => [...adminKeys.all, 'modules'] as const,
  /** Reads that depend on roles, plans, modules per plan or overrides. */
  access: () => [...adminKeys.all, 'access'] as const,
  users: () => [...adminKeys.access(), 'users'] as const,
  companies: () => [...adminKeys.access(), 'companies'] as const,
  companyPlans: () => [...adminKeys.access(), 'company-plans'] as const,
  planModules: (planId: string) => [...adminKeys.access(), 'plan-modules', planId] as const,
  companyUsers: (empresaId: string) => [...adminKeys.access(), 'company-users', empresaId] as const,
  userPermissions: (userId: string) => [...adminKeys.access(), 'user-permissions', userId] as const,
  effectiveAccess: (filters: object) => [...adminKeys.access(), 'effective-access', filters] as const,
  effectiveAccessOptions: () => [...adminKeys.access(), 'effective-access-options'] as const,
  audit: (filters: object) => [...adminKeys.access(), 'audit', filters] as const,
};
