import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { adminKeys, type AuditFilters } from './keys';
import { toListCount, type ListCount } from './list-count';

export type AuditRow = Database['public']['Views']['historial_permisos']['Row'];

/** Rows per page as the table scrolls. */
export const AUDIT_PAGE_SIZE = 100;

/** The key of a page: the last row's [ocurrido_en, id] (newest first). */
export type AuditPageKey = [ocurridoEn: string, id: number];

/**
 * One page of the audit trail, newest first, after the row whose key is `after` (RLS: the changes
 * the caller could have made). public.historial_permisos_pagina reads it from an index that serves
 * the order under each filter, so a deep page costs what the first does (an OFFSET did not).
 */
export async function getAuditPage({
  filters,
  after,
  signal,
}: {
  filters: AuditFilters;
  after: AuditPageKey | null;
  signal?: AbortSignal;
}): Promise<AuditRow[]> {
  let query = supabase.rpc('historial_permisos_pagina', {
    p_empresa_id: filters.companyId ?? undefined,
    p_usuario_id: filters.userId ?? undefined,
    p_despues: after ?? undefined,
    p_limite: AUDIT_PAGE_SIZE,
  });
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query) as AuditRow[];
}

function nextKey(page: AuditRow[]): AuditPageKey | undefined {
  const last = page.at(-1);
  if (page.length < AUDIT_PAGE_SIZE || !last?.ocurrido_en || last.id == null) return undefined;
  return [last.ocurrido_en, last.id];
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.audit(filters), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getAuditPage({ filters, after: pageParam, signal }),
    initialPageParam: null as AuditPageKey | null,
    getNextPageParam: nextKey,
  });

export function useAuditLog(
  filters: AuditFilters,
  options: Omit<QueryConfig<typeof auditLogQueryOptions>, 'initialPageParam' | 'getNextPageParam'> = {},
) {
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), ...options });
}

/**
 * How many changes the filters hold (public.historial_permisos_conteo: row-level security applies):
 * exact up to 100,000, beyond that "more than 100,000".
 */
export async function getAuditCount({
  filters,
  signal,
}: {
  filters: AuditFilters;
  signal?: AbortSignal;
}): Promise<ListCount> {
  let query = supabase.rpc('historial_permisos_conteo', {
    p_empresa_id: filters.companyId ?? undefined,
    p_usuario_id: filters.userId ?? undefined,
  });
  if (signal) query = query.abortSignal(signal);
  return toListCount(await query);
}

export const auditCountQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...adminKeys.audit(filters), 'count'] as const,
    queryFn: ({ signal }) => getAuditCount({ filters, signal }),
  });

export function useAuditCount(filters: AuditFilters, options: QueryConfig<typeof auditCountQueryOptions> = {}) {
  return useQuery({ ...auditCountQueryOptions(filters), ...options });
}
