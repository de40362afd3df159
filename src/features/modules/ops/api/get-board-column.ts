import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { ORDER_STATES, type OrderState } from '../lib/labels';
import {
  BOARD_CARD_COLUMNS,
  BOARD_EXACT_COUNT_UP_TO,
  BOARD_FIRST_CARDS,
  BOARD_PAGE_CARDS,
  boardColumnQuery,
  boardKeyOf,
  isClosedState,
  orderPageArgs,
  type BoardCard,
  type BoardColumnPage,
  type OrderKey,
} from '../lib/order-list-spec';
import { opsKeys } from './keys';

/**
 * One page of a board column (order-list-spec.ts: boardColumnQuery), only the card's columns. The
 * first page reads the table in the column's order with the column's count in the same request:
 * exact for the open states, PostgREST's estimated count for the closed ones (exact up to the
 * server's max-rows, then the planner's estimate: counting 100,000 closed orders on every opening
 * cost more than the rest of the board). A later page is public.ops_ordenes_pagina after the last
 * card's key.
 */
export async function fetchBoardColumn(
  estado: OrderState,
  after: OrderKey | null,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<BoardColumnPage> {
  const query = boardColumnQuery(estado);
  if (after === null) {
    const closed = isClosedState(estado);
    let first = client
      .from('ops_ordenes')
      .select(BOARD_CARD_COLUMNS, { count: closed ? 'estimated' : 'exact' })
      .eq('estado', estado)
      .order(query.sort === 'prioridad' ? 'prioridad_rango' : 'numero', { ascending: !query.descending })
      .order('numero', { ascending: !query.descending })
      .limit(BOARD_FIRST_CARDS);
    if (signal) first = first.abortSignal(signal);
    const r = await first;
    const total = r.count ?? null;
    return {
      cards: unwrapRows(r) as BoardCard[],
      total,
      approximate: closed && total !== null && total > BOARD_EXACT_COUNT_UP_TO,
    };
  }
  let next = client.rpc('ops_ordenes_pagina', orderPageArgs(query, after, BOARD_PAGE_CARDS)).select(BOARD_CARD_COLUMNS);
  if (signal) next = next.abortSignal(signal);
  return { cards: unwrapRows(await next) as BoardCard[], total: null };
}

const boardColumnOptions = (estado: OrderState) => {
  const query = boardColumnQuery(estado);
  return {
    queryKey: opsKeys.boardColumn(estado),
    queryFn: ({ pageParam, signal }: { pageParam: OrderKey | null; signal: AbortSignal }) =>
      fetchBoardColumn(estado, pageParam, signal),
    initialPageParam: null as OrderKey | null,
    getNextPageParam: (page: BoardColumnPage, pages: BoardColumnPage[]) => {
      const asked = pages.length === 1 ? BOARD_FIRST_CARDS : BOARD_PAGE_CARDS;
      const last = page.cards.at(-1);
      return page.cards.length < asked || !last ? undefined : boardKeyOf(query, last);
    },
  };
};

/** One board column: its cards read so far, its count, and its next page as it scrolls. */
export function useBoardColumn(estado: OrderState) {
  return useInfiniteQuery(boardColumnOptions(estado));
}

/** Every column's first page, asked for at once (ops/preload.ts: while the screen's code loads). */
export function prefetchBoard(queryClient: QueryClient) {
  return Promise.all(ORDER_STATES.map((estado) => queryClient.prefetchInfiniteQuery(boardColumnOptions(estado))));
}
