import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { OPEN_STATES, type OrderState } from '../lib/labels';
import { BOARD_CLOSED_CARDS, ORDER_SUMMARY_COLUMNS, type BoardData, type OrderSummary } from '../lib/order-list-spec';
import { opsKeys } from './keys';

/**
 * The board's orders: the open states whole (a few thousand at most: read by the (empresa_id,
 * estado, numero) index, in pages), and for cerrada and cancelada only the latest
 * BOARD_CLOSED_CARDS with their count, so a company with 100,000 closed orders loads what it shows.
 */
export async function fetchBoard(signal?: AbortSignal, client: SupabaseClient = supabase): Promise<BoardData> {
  const withSignal = <Q extends { abortSignal: (s: AbortSignal) => Q }>(q: Q) => (signal ? q.abortSignal(signal) : q);
  const open = fetchAllRows<OrderSummary>(
    (from, to) =>
      withSignal(
        client
          .from('ops_ordenes')
          .select(ORDER_SUMMARY_COLUMNS)
          .in('estado', [...OPEN_STATES])
          .order('numero', { ascending: false })
          .range(from, to),
      ),
    { signal, pageSize: 1000 },
  );
  const closed = (['cerrada', 'cancelada'] as const).map(async (estado) => {
    const r = await withSignal(
      client
        .from('ops_ordenes')
        .select(ORDER_SUMMARY_COLUMNS, { count: 'exact' })
        .eq('estado', estado)
        .order('numero', { ascending: false })
        .limit(BOARD_CLOSED_CARDS),
    );
    return { estado, rows: unwrapRows(r) as OrderSummary[], total: r.count ?? 0 };
  });
  const [openRows, ...closedParts] = await Promise.all([open, ...closed]);
  const totals: Record<OrderState, number> = {
    abierta: 0,
    asignada: 0,
    en_curso: 0,
    completada: 0,
    cerrada: 0,
    cancelada: 0,
  };
  for (const o of openRows) totals[o.estado as OrderState] += 1;
  for (const part of closedParts) totals[part.estado] = part.total;
  return { orders: [...openRows, ...closedParts.flatMap((p) => p.rows)], totals };
}

export const useBoard = () => useQuery({ queryKey: opsKeys.board(), queryFn: ({ signal }) => fetchBoard(signal) });
