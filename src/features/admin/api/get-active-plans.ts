import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/api-error';
import { adminKeys } from './keys';

export type PlanRow = Database['public']['Tables']['planes_disponibles']['Row'];

/** Active plans in tier order (nivel: Básico, Profesional, Enterprise), then by name. */
export async function getActivePlans({ signal }: { signal?: AbortSignal } = {}): Promise<PlanRow[]> {
  let query = supabase.from('planes_disponibles').select('*').eq('activo', true).order('nivel').order('nombre');
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

export const activePlansQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.plans(),
    queryFn: ({ signal }) => getActivePlans({ signal }),
    staleTime: 5 * 60_000,
  });

export function useActivePlans(options: QueryConfig<typeof activePlansQueryOptions> = {}) {
  return useQuery({ ...activePlansQueryOptions(), ...options });
}
