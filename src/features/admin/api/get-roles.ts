import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/api-error';
import { adminKeys } from './keys';

export type RoleRow = Database['public']['Tables']['roles_sistema']['Row'];

export async function getRoles({ signal }: { signal?: AbortSignal } = {}): Promise<RoleRow[]> {
  let query = supabase.from('roles_sistema').select('*').order('nombre');
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.roles(), queryFn: ({ signal }) => getRoles({ signal }), staleTime: 5 * 60_000 });

export function useRoles(options: QueryConfig<typeof rolesQueryOptions> = {}) {
  return useQuery({ ...rolesQueryOptions(), ...options });
}
