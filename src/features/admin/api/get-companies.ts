import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import type { QueryConfig } from '@/lib/query-config';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { adminKeys } from './keys';

export interface CompanyOption {
  id: string;
  nombre: string;
}

/**
 * The companies the caller may see (RLS: super_admin all, everyone else their own), by name.
 * docs/product.md §7 derives this list from permisos_usuario_modulo deduplicated per company; reading the
 * companies table gives the same set without transferring one row per user and module.
 */
export async function getCompanies({
  signal,
  client = supabase,
}: { signal?: AbortSignal; client?: SupabaseClient } = {}): Promise<CompanyOption[]> {
  return fetchAllRows(
    (from, to) => {
      let query = client.from('empresas').select('id, nombre').order('nombre').order('id').range(from, to);
      if (signal) query = query.abortSignal(signal);
      return query;
    },
    { signal },
  );
}

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.companies(), queryFn: ({ signal }) => getCompanies({ signal }) });

export function useCompanies(options: QueryConfig<typeof companiesQueryOptions> = {}) {
  return useQuery({ ...companiesQueryOptions(), ...options });
}
