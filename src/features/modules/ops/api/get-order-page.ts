import { useCallback, useMemo } from 'react';
import { useKeysetList } from '@/kit/keyset-list';
import { unwrapRows } from '@/lib/api-error';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import {
  ORDER_SUMMARY_COLUMNS,
  orderKeyOf,
  orderPageArgs,
  type OrderKey,
  type OrderListQuery,
  type OrderSummary,
} from '../lib/order-list-spec';
import { opsKeys } from './keys';

/**
 * One page of the work-order list, filtered and sorted by Postgres (public.ops_ordenes_pagina:
 * keyset pagination over an index per order, the search through a trigram index); row-level
 * security decides which orders exist.
 */
export async function fetchOrderPage(
  query: OrderListQuery,
  after: OrderKey | null,
  limit: number,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<OrderSummary[]> {
  const request = client.rpc('ops_ordenes_pagina', orderPageArgs(query, after, limit)).select(ORDER_SUMMARY_COLUMNS);
  return unwrapRows(await (signal ? request.abortSignal(signal) : request)) as OrderSummary[];
}

/** The work-order list, page by page as it scrolls; `fetchAll` reads the whole filtered set (CSV). */
export function useOrderList(query: OrderListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const fetchPage = useCallback(
    (after: OrderKey | null, limit: number, signal?: AbortSignal) => fetchOrderPage(query, after, limit, signal),
    [query],
  );
  const keyOf = useMemo(() => orderKeyOf(query.sort), [query.sort]);
  return useKeysetList({ queryKey: opsKeys.orderList(query), fetchPage, keyOf, enabled });
}
