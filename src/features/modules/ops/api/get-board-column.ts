import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { ORDER_STATES, type OrderState } from '../lib/labels';
import {
  BOARD_CARD_COLUMNS,
  BOARD_FIRST_CARDS,
  BOARD_PAGE_CARDS,
  boardColumnQuery,
  boardKeyOf,
  orderPageArgs,
  type BoardCard,
  type BoardColumnPage,
  type OrderKey,
} from '../lib/order-list-spec';
import { opsKeys } from './keys';

/**
 * The first pages asked for in the same tick (the opening's six columns, a retry of the failed ones,
 * the live bar's refetch when its channel joins), read as one call: public.ops_tablero
 * (20261128161241_ops_tablero_inicio.sql) returns each state's first cards (the card's columns only,
 * in the column's order) and its count: exact for the open states; for the closed ones exact up to
 * 1,000, then the planner's estimate (counting 100,000 closed orders on every opening cost more than
 * the rest of the board). Issue 33: six requests, answered one after another by the embedded server,
 * held the first card up.
 */
interface FirstPages {
  estados: OrderState[];
  client: SupabaseClient;
  answer: Promise<Map<string, BoardColumnPage>>;
}
let gathering: FirstPages | null = null;

function firstPage(estado: OrderState, client: SupabaseClient): Promise<BoardColumnPage> {
  if (!gathering || gathering.client !== client) {
    const batch: FirstPages = { estados: [], client, answer: Promise.resolve(new Map()) };
    batch.answer = Promise.resolve().then(async () => {
      if (gathering === batch) gathering = null;
      const rows = unwrapRows(
        await client.rpc('ops_tablero', { p_estados: batch.estados, p_limite: BOARD_FIRST_CARDS }),
      );
      return new Map(
        rows.map((r) => [
          r.estado,
          { cards: r.tarjetas as unknown as BoardCard[], total: r.total, approximate: r.aproximado },
        ]),
      );
    });
    gathering = batch;
  }
  const batch = gathering;
  if (!batch.estados.includes(estado)) batch.estados.push(estado);
  return batch.answer.then((pages) => pages.get(estado) ?? { cards: [], total: 0, approximate: false });
}

/**
 * One page of a board column (order-list-spec.ts: boardColumnQuery), only the card's columns: the
 * first with the column's count (gathered with the other columns' into one call, above); a later
 * one is public.ops_ordenes_pagina after the last card's key.
 */
export async function fetchBoardColumn(
  estado: OrderState,
  after: OrderKey | null,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<BoardColumnPage> {
  // The first page is shared with the other columns' (one call): one column's signal cannot abort it.
  if (after === null) return firstPage(estado, client);
  const query = boardColumnQuery(estado);
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
