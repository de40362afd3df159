import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/api-error';
import { adminKeys } from './keys';

export type ModuleRow = Pick<
  Database['public']['Tables']['modulos_disponibles']['Row'],
  'id' | 'clave' | 'nombre' | 'descripcion' | 'activo'
>;

export async function getActiveModules({ signal }: { signal?: AbortSignal } = {}): Promise<ModuleRow[]> {
  let query = supabase
    .from('modulos_disponibles')
    .select('id, clave, nombre, descripcion, activo')
    .eq('activo', true)
    .order('nombre');
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

export const activeModulesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.modules(),
    queryFn: ({ signal }) => getActiveModules({ signal }),
    staleTime: 5 * 60_000,
  });

export function useActiveModules(options: QueryConfig<typeof activeModulesQueryOptions> = {}) {
  return useQuery({ ...activeModulesQueryOptions(), ...options });
}
