import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { modulesKeys } from './keys';

export type MyModuleRow = Database['public']['Functions']['mis_modulos']['Returns'][number];

export class MyModulesError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'MyModulesError';
    this.code = code;
  }
}

/** The signed-in user's effective access per module (`mis_modulos()`, computed by Postgres under RLS). */
export async function getMyModules({ signal }: { signal?: AbortSignal } = {}): Promise<MyModuleRow[]> {
  let call = supabase.rpc('mis_modulos');
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw new MyModulesError(error.message, error.code);
  if (!Array.isArray(data)) throw new MyModulesError('Respuesta inesperada del servidor');
  return data;
}

/** Keyed by user so that a different sign-in never sees the previous user's access. */
export const myModulesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: modulesKeys.mineFor(userId),
    queryFn: ({ signal }) => getMyModules({ signal }),
    staleTime: 30_000,
  });

export function useMyModules({ userId, enabled = true }: { userId: string | undefined; enabled?: boolean }) {
  return useQuery({ ...myModulesQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });
}
