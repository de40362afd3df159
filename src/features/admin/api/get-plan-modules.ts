import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { adminKeys } from './keys';

/** docs/product.md §7: the modules assigned (and active) in a plan, as a set of modulo_id. */
export async function getPlanModules({
  planId,
  signal,
}: {
  planId: string;
  signal?: AbortSignal;
}): Promise<Set<string>> {
  let query = supabase.from('modulos_por_plan').select('modulo_id').eq('plan_id', planId).eq('activo', true);
  if (signal) query = query.abortSignal(signal);
  return new Set(unwrap(await query).map((r) => r.modulo_id));
}

export const planModulesQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: adminKeys.planModules(planId),
    queryFn: ({ signal }) => getPlanModules({ planId, signal }),
  });

export function usePlanModules(planId: string, options: QueryConfig<typeof planModulesQueryOptions> = {}) {
  return useQuery({ ...planModulesQueryOptions(planId), ...options });
}
