import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { adminKeys } from './keys';

export type AuthenticatedUserRow = Database['public']['Views']['usuarios_autenticados']['Row'];

/**
 * Every user the caller may see (RLS: super_admin all, admin_empresa their company), by name;
 * with `companyId`, one company's users.
 */
export async function getUsers({ companyId, signal }: { companyId?: string; signal?: AbortSignal } = {}): Promise<AuthenticatedUserRow[]> {
  return fetchAllRows(
    (from, to) => {
      let query = supabase.from('usuarios_autenticados').select('*');
      if (companyId) query = query.eq('empresa_id', companyId);
      query = query.order('nombre').order('apellido_paterno').order('id').range(from, to);
      if (signal) query = query.abortSignal(signal);
      return query;
    },
    { signal },
  );
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users(), queryFn: ({ signal }) => getUsers({ signal }) });

export function useUsers(options: QueryConfig<typeof usersQueryOptions> = {}) {
  return useQuery({ ...usersQueryOptions(), ...options });
}
