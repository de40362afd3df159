import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { opsKeys } from './keys';

/** The company's active users who may take an order (public.ops_tecnicos: names only). */
export const techniciansQueryOptions = () =>
  queryOptions({
    queryKey: opsKeys.technicians(),
    queryFn: async ({ signal }) => unwrapRows(await supabase.rpc('ops_tecnicos').abortSignal(signal)),
    staleTime: 60_000,
  });

export function useTechnicians() {
  return useQuery(techniciansQueryOptions());
}
