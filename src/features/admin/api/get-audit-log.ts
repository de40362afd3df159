import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { adminKeys, type AuditFilters } from './keys';

export type AuditRow = Database['public']['Views']['historial_permisos']['Row'];

export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit trail, newest first (RLS: the changes the caller could have made). */
export async function getAuditPage({
  filters,
  page,
  signal,
}: {
  filters: AuditFilters;
  page: number;
  signal?: AbortSignal;
}): Promise<AuditRow[]> {
  let query = supabase
    .from('historial_permisos')
    .select('*')
    .order('ocurrido_en', { ascending: false })
    .order('id', { ascending: false })
    .range(page * AUDIT_PAGE_SIZE, (page + 1) * AUDIT_PAGE_SIZE - 1);
  if (filters.companyId) query = query.eq('empresa_id', filters.companyId);
  if (filters.userId) query = query.eq('usuario_id', filters.userId);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => getAuditPage({ filters, page: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < AUDIT_PAGE_SIZE ? undefined : pages.length),
  });

export function useAuditLog(
  filters: AuditFilters,
  options: Omit<QueryConfig<typeof auditLogQueryOptions>, 'initialPageParam' | 'getNextPageParam'> = {},
) {
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), ...options });
}
