import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { adminKeys } from './keys';

export type UserPermissionRow = Database['public']['Views']['permisos_usuario_modulo']['Row'];

/**
 * docs/product.md §7: permisos_usuario_modulo for one user, by module name. The view carries the plan's value
 * (en_plan), the override (override_puede_acceder, override_aplicado) and the effective access, so
 * the separate read of empleados_override_permisos docs/product.md lists is not needed.
 */
export async function getUserPermissions({
  userId,
  signal,
}: {
  userId: string;
  signal?: AbortSignal;
}): Promise<UserPermissionRow[]> {
  let query = supabase.from('permisos_usuario_modulo').select('*').eq('usuario_id', userId).order('modulo_nombre');
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

export const userPermissionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userPermissions(userId),
    queryFn: ({ signal }) => getUserPermissions({ userId, signal }),
  });

export function useUserPermissions(
  userId: string | null,
  options: Omit<QueryConfig<typeof userPermissionsQueryOptions>, 'enabled'> = {},
) {
  return useQuery({ ...userPermissionsQueryOptions(userId ?? ''), ...options, enabled: Boolean(userId) });
}
