import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { unwrap } from '../lib/admin-error';
import { adminKeys } from './keys';

export type ModuleRow = Pick<Database['public']['Tables']['modulos_disponibles']['Row'], 'id' | 'clave' | 'nombre' | 'descripcion' | 'activo'>;

export async function getActiveModules({ signal }: { signal?: AbortSignal } = {}): Promise<ModuleRow[]> {
  let query = supabase.from('modulos_disponibles').select('id, clave, nombre, descripcion, activo').eq('activo', true).order('nombre');
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

export const activeModulesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.modules(), queryFn: ({ signal }) => getActiveModules({ signal }), staleTime: 5 * 60_000 });

export function useActiveModules() {
  return useQuery(activeModulesQueryOptions());
}
