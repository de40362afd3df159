import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/api-error';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { adminKeys, type UserListQuery } from './keys';
import { toListCount, type ListCount } from './list-count';

export type AuthenticatedUserRow = Database['public']['Views']['usuarios_autenticados']['Row'];

/**
 * Every user the caller may see (RLS: super_admin all, admin_empresa their company), by name;
 * with `companyId`, one company's users. Whole sets: the screens read pages (getUserPage) instead.
 */
export async function getUsers({ companyId, signal }: { companyId?: string; signal?: AbortSignal } = {}): Promise<
  AuthenticatedUserRow[]
> {
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

/** Users per page of 'Gestión de Roles'. */
export const USERS_PAGE_SIZE = 100;

/** The key of a page: the last row's [nombre, apellido_paterno, id] (the tab's order). */
export type UserPageKey = [nombre: string, apellidoPaterno: string, id: string];

/**
 * One page of the users the caller may see (RLS), by name, after the row whose key is `after`
 * (public.usuarios_autenticados_pagina: keyset over an index, the search done in the database).
 */
export async function getUserPage({
  query,
  companyId,
  after,
  limit = USERS_PAGE_SIZE,
  signal,
}: {
  query: UserListQuery;
  /** One company's users (the company pickers); all the caller may see without it. */
  companyId?: string;
  after: UserPageKey | null;
  limit?: number;
  signal?: AbortSignal;
}): Promise<AuthenticatedUserRow[]> {
  let request = supabase.rpc('usuarios_autenticados_pagina', {
    p_busqueda: query.search,
    p_empresa_id: companyId,
    p_despues: after ?? undefined,
    p_limite: limit,
  });
  if (signal) request = request.abortSignal(signal);
  return unwrap(await request) as AuthenticatedUserRow[];
}

function nextKey(page: AuthenticatedUserRow[]): UserPageKey | undefined {
  const last = page.at(-1);
  if (page.length < USERS_PAGE_SIZE || !last?.id) return undefined;
  return [last.nombre ?? '', last.apellido_paterno ?? '', last.id];
}

export const userPagesQueryOptions = (query: UserListQuery) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userPages(query),
    queryFn: ({ pageParam, signal }) => getUserPage({ query, after: pageParam, signal }),
    initialPageParam: null as UserPageKey | null,
    getNextPageParam: nextKey,
    // While a new search runs, the previous list stays on screen.
    placeholderData: keepPreviousData,
  });

export function useUserPages(
  query: UserListQuery,
  options: Omit<QueryConfig<typeof userPagesQueryOptions>, 'initialPageParam' | 'getNextPageParam'> = {},
) {
  return useInfiniteQuery({ ...userPagesQueryOptions(query), ...options });
}

/** How many users the list has for the search (public.usuarios_autenticados_conteo: row-level security applies). */
export async function getUserCount({
  query,
  signal,
}: {
  query: UserListQuery;
  signal?: AbortSignal;
}): Promise<ListCount> {
  let request = supabase.rpc('usuarios_autenticados_conteo', { p_busqueda: query.search });
  if (signal) request = request.abortSignal(signal);
  return toListCount(await request);
}

export const userCountQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...adminKeys.userPages(query), 'count'] as const,
    queryFn: ({ signal }) => getUserCount({ query, signal }),
    // While a new search is counted, the previous count stays on screen (as the rows do).
    placeholderData: keepPreviousData,
  });

export function useUserCount(query: UserListQuery, options: QueryConfig<typeof userCountQueryOptions> = {}) {
  return useQuery({ ...userCountQueryOptions(query), ...options });
}
