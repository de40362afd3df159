import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { unwrap } from '../lib/admin-error';
import { adminKeys } from './keys';

export type PlanRow = Database['public']['Tables']['planes_disponibles']['Row'];

export async function getActivePlans({ signal }: { signal?: AbortSignal } = {}): Promise<PlanRow[]> {
  let query = supabase.from('planes_disponibles').select('*').eq('activo', true).order('nombre');
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

export const activePlansQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.plans(), queryFn: ({ signal }) => getActivePlans({ signal }), staleTime: 5 * 60_000 });

export function useActivePlans() {
  return useQuery(activePlansQueryOptions());
}
