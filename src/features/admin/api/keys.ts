import type { EffectiveAccessQuery } from '../lib/effective-access-filters';

/** The filters of the 'Historial' tab: a company, a user, or neither (null: all the caller may see). */
export interface AuditFilters {
  companyId: string | null;
  userId: string | null;
}

/** The 'Gestión de Roles' list: a search (trimmed; '' for none) over name, e-mail and company. */
export interface UserListQuery {
  search: string;
}

/**
 * One query-key factory for the admin panel, broad to narrow, so a mutation can refresh everything
 * its write affects by invalidating a prefix: any permission-shaping write (role, plan, module of a
 * plan, override) invalidates `adminKeys.access()`, which holds every derived read.
 * Model: supabase/supabase `apps/studio/data/auth/keys.ts`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  modules: () => [...adminKeys.all, 'modules'] as const,
  /** Reads that depend on roles, plans, modules per plan or overrides. */
  access: () => [...adminKeys.all, 'access'] as const,
  users: () => [...adminKeys.access(), 'users'] as const,
  /** 'Gestión de Roles': the keyset pages of one search. */
  userPages: (query: UserListQuery) => [...adminKeys.users(), query] as const,
  companies: () => [...adminKeys.access(), 'companies'] as const,
  /** A company picker's first matches of a search (trimmed; '' for none). */
  companyMatches: (search: string) => [...adminKeys.companies(), 'matches', search] as const,
  /** One company's name by id (a picker's label). */
  company: (id: string) => [...adminKeys.companies(), 'one', id] as const,
  companyPlans: () => [...adminKeys.access(), 'company-plans'] as const,
  /** The plan admin's list narrowed by a company-name search (trimmed; '' for none). */
  companyPlansSearch: (search: string) => [...adminKeys.companyPlans(), search] as const,
  planModules: (planId: string) => [...adminKeys.access(), 'plan-modules', planId] as const,
  companyUsers: (companyId: string, search: string) =>
    [...adminKeys.access(), 'company-users', companyId, search] as const,
  userPermissions: (userId: string) => [...adminKeys.access(), 'user-permissions', userId] as const,
  effectiveAccess: (query: EffectiveAccessQuery) => [...adminKeys.access(), 'effective-access', query] as const,
  effectiveAccessOptions: () => [...adminKeys.access(), 'effective-access-options'] as const,
  audit: (filters: AuditFilters) => [...adminKeys.access(), 'audit', filters] as const,
};
