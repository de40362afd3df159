import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { adminKeys } from './keys';

export interface CompanyOption {
  id: string;
  nombre: string;
}

/** Companies a picker lists at once; typing asks the server for the first matches of the rest. */
export const COMPANY_MATCHES = 50;

/**
 * The first `limit` companies by name whose name contains `search` (literal; case and accents
 * ignored), from public.empresas_opciones (security invoker: row-level security leaves super_admin
 * every company, anyone else their own). One more than `limit` is asked for, to know whether more
 * match: the answer says so in `more` and lists `limit`. A picker never reads every company (2,000
 * at seed:scale; docs/scale.md §3).
 */
export async function getCompanyMatches({
  search = '',
  limit = COMPANY_MATCHES,
  signal,
  client = supabase,
}: {
  search?: string;
  limit?: number;
  signal?: AbortSignal;
  client?: SupabaseClient;
} = {}): Promise<{ companies: CompanyOption[]; more: boolean }> {
  let request = client.rpc('empresas_opciones', { p_busqueda: search.trim(), p_limite: limit + 1 });
  if (signal) request = request.abortSignal(signal);
  const rows = unwrapRows(await request) as CompanyOption[];
  return { companies: rows.slice(0, limit), more: rows.length > limit };
}

/** One company by id (its name, for a picker's choice it did not make), or null if the caller may not see it. */
export async function getCompanyOption(
  id: string,
  { signal, client = supabase }: { signal?: AbortSignal; client?: SupabaseClient } = {},
): Promise<CompanyOption | null> {
  let request = client.rpc('empresas_opciones', { p_id: id, p_limite: 1 });
  if (signal) request = request.abortSignal(signal);
  const rows = unwrapRows(await request) as CompanyOption[];
  return rows[0] ?? null;
}

export const companyMatchesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminKeys.companyMatches(search.trim()),
    queryFn: ({ signal }) => getCompanyMatches({ search, signal }),
    // While a new search runs, the previous matches stay listed.
    placeholderData: keepPreviousData,
  });

/** The first matches of `search` (send it debounced). */
export function useCompanyMatches(search: string, options: QueryConfig<typeof companyMatchesQueryOptions> = {}) {
  return useQuery({ ...companyMatchesQueryOptions(search), ...options });
}

export const companyOptionQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.company(id), queryFn: ({ signal }) => getCompanyOption(id, { signal }) });

/** One company's name by id; runs only for an id. */
export function useCompanyOption(id: string | null, options: QueryConfig<typeof companyOptionQueryOptions> = {}) {
  return useQuery({
    ...companyOptionQueryOptions(id ?? ''),
    ...options,
    enabled: Boolean(id) && options.enabled !== false,
  });
}
