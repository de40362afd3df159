import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrapRows } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { modulesKeys } from './keys';

export type MyModuleRow = Database['public']['Functions']['mis_modulos']['Returns'][number];

/** The signed-in user's effective access per module (`mis_modulos()`, computed by Postgres under RLS). */
export async function getMyModules({ signal }: { signal?: AbortSignal } = {}): Promise<MyModuleRow[]> {
  let call = supabase.rpc('mis_modulos');
  if (signal) call = call.abortSignal(signal);
  return unwrapRows(await call);
}

/** How often an open tab asks again whether its access changed (issue 16: no stale 'Disponible'). */
export const MY_MODULES_REFRESH_MS = 60_000;

/**
 * Keyed by user so that a different sign-in never sees the previous user's access. Access can change
 * under an open tab (an admin reverts a plan, denies a module): the rows are read again whenever the
 * window regains focus and every minute while it is visible.
 */
export const myModulesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: modulesKeys.mineFor(userId),
    queryFn: ({ signal }) => getMyModules({ signal }),
    staleTime: 15_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: MY_MODULES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

/** Asked for only when there is a user (and the caller's `enabled`, a boolean here, allows it). */
export function useMyModules({
  userId,
  enabled = true,
  ...options
}: { userId: string | undefined; enabled?: boolean } & Omit<QueryConfig<typeof myModulesQueryOptions>, 'enabled'>) {
  return useQuery({ ...myModulesQueryOptions(userId ?? ''), ...options, enabled: enabled && Boolean(userId) });
}
