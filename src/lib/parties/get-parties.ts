import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { partiesKeys, type PartyFilter } from './keys';
import { PARTY_COLUMNS, type Party } from './types';

/**
 * The company's parties by name (row-level security: the caller's company, with a module that uses
 * them). One request: a company's directory is hundreds of rows, far below the API's row limit.
 */
export async function getParties(filter: PartyFilter = {}, signal?: AbortSignal): Promise<Party[]> {
  let q = supabase.from('terceros').select(PARTY_COLUMNS);
  if (filter.activeOnly) q = q.eq('activo', true);
  q = q.order('nombre').order('id');
  return unwrapRows(await (signal ? q.abortSignal(signal) : q));
}

export const partiesQuery = (filter: PartyFilter = {}) =>
  queryOptions({
    queryKey: partiesKeys.list(filter),
    queryFn: ({ signal }) => getParties(filter, signal),
    staleTime: 30_000,
  });

/** Parties for a picker (`activeOnly`) or the whole directory. */
export function useParties(filter: PartyFilter = {}, options: QueryConfig<typeof partiesQuery> = {}) {
  return useQuery({ ...partiesQuery(filter), ...options });
}
