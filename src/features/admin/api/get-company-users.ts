import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '@/lib/query-config';
import { getUserPage } from './get-users';
import { adminKeys } from './keys';

export interface CompanyUser {
  id: string;
  nombre: string | null;
  apellido_paterno: string | null;
  apellido_materno: string | null;
  correo: string | null;
  empresa_id: string | null;
  empresa_nombre: string | null;
  rol_id: string | null;
  estado: string | null;
}

/** Users a company picker lists at once; typing asks the server for the first matches of the rest. */
export const COMPANY_USER_MATCHES = 50;

/**
 * The first `limit` users of a company by name that match `search` (names, e-mail, company; case and
 * accents ignored), read from public.usuarios_autenticados_pagina (security invoker: the caller's RLS,
 * the company filter and the search done in the database through its indexes). A picker never reads a
 * company's users whole (200,000 users at scale, docs/scale.md §3).
 */
export async function getCompanyUsers({
  companyId,
  search = '',
  limit = COMPANY_USER_MATCHES,
  signal,
}: {
  companyId: string;
  search?: string;
  limit?: number;
  signal?: AbortSignal;
}): Promise<CompanyUser[]> {
  const rows = await getUserPage({ query: { search: search.trim() }, companyId, after: null, limit, signal });
  return rows.flatMap((r) => (r.id ? [{ ...r, id: r.id }] : []));
}

export const companyUsersQueryOptions = (companyId: string, search: string) =>
  queryOptions({
    queryKey: adminKeys.companyUsers(companyId, search.trim()),
    queryFn: ({ signal }) => getCompanyUsers({ companyId, search, signal }),
    // While a new search runs, the previous matches of the same company stay listed (never another
    // company's users).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey.at(-2) === companyId ? previous : undefined),
  });

/** Runs only when a company is selected (docs/product.md §5); `search` is sent as typed (debounce it). */
export function useCompanyUsers(
  companyId: string | null,
  search = '',
  options: Omit<QueryConfig<typeof companyUsersQueryOptions>, 'enabled'> = {},
) {
  return useQuery({ ...companyUsersQueryOptions(companyId ?? '', search), ...options, enabled: Boolean(companyId) });
}
