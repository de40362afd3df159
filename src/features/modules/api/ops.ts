import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { unwrap, unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { errorMessage, useKeysetList } from '../kit';
import { ORDER_STATES, type OrderState } from '../ops/labels';
import {
  BOARD_CARD_COLUMNS,
  BOARD_FIRST_CARDS,
  BOARD_PAGE_CARDS,
  boardColumnQuery,
  ORDER_SUMMARY_COLUMNS,
  orderKeyOf,
  orderPageArgs,
  type BoardCard,
  type BoardColumnPage,
  type OrderKey,
  type OrderListQuery,
} from '../ops/order-list-spec';

type Tables = Database['public']['Tables'];
type New<T> = Omit<T, 'empresa_id' | 'numero'>;
export type Order = Tables['ops_ordenes']['Row'];
export type OrderSummary = Pick<
  Order,
  | 'id'
  | 'codigo'
  | 'numero'
  | 'tipo'
  | 'prioridad'
  | 'prioridad_rango'
  | 'estado'
  | 'tecnico_id'
  | 'tercero_id'
  | 'activo_id'
  | 'equipo_texto'
  | 'fecha_programada'
  | 'creado_en'
  | 'falla_reportada'
>;
export type OrderInsert = New<Tables['ops_ordenes']['Insert']>;

const SUMMARY = ORDER_SUMMARY_COLUMNS;

export const opsKeys = {
  all: ['ops'] as const,
  list: (query: OrderListQuery) => [...opsKeys.all, 'lista', query] as const,
  board: () => [...opsKeys.all, 'tablero'] as const,
  boardColumn: (estado: OrderState) => [...opsKeys.board(), estado] as const,
  order: (id: string) => [...opsKeys.all, 'orden', id] as const,
  technicians: () => [...opsKeys.all, 'tecnicos'] as const,
  clients: () => [...opsKeys.all, 'terceros'] as const,
  summary: () => [...opsKeys.all, 'resumen'] as const,
};

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
  const request = client.rpc('ops_ordenes_pagina', orderPageArgs(query, after, limit)).select(SUMMARY);
  return unwrapRows(await (signal ? request.abortSignal(signal) : request)) as OrderSummary[];
}

/** The work-order list, page by page as it scrolls; `fetchAll` reads the whole filtered set (CSV). */
export function useOrderList(query: OrderListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const fetchPage = useCallback(
    (after: OrderKey | null, limit: number, signal?: AbortSignal) => fetchOrderPage(query, after, limit, signal),
    [query],
  );
  const keyOf = useMemo(() => orderKeyOf(query.sort), [query.sort]);
  return useKeysetList({ queryKey: opsKeys.list(query), fetchPage, keyOf, enabled });
}

/** A board card's place in its column's order: what the column's next page starts after. */
function boardKeyOf(query: OrderListQuery, card: BoardCard): OrderKey {
  return query.sort === 'prioridad' ? [card.prioridad_rango, card.numero] : [card.numero, card.numero];
}

/**
 * One page of a board column (order-list-spec.ts: boardColumnQuery), only the card's columns. The
 * first page reads the table in the column's order with PostgREST's exact count (the column's
 * total, in the same request); a later page is public.ops_ordenes_pagina after the last card's key.
 */
export async function fetchBoardColumn(
  estado: OrderState,
  after: OrderKey | null,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<BoardColumnPage> {
  const query = boardColumnQuery(estado);
  if (after === null) {
    let first = client
      .from('ops_ordenes')
      .select(BOARD_CARD_COLUMNS, { count: 'exact' })
      .eq('estado', estado)
      .order(query.sort === 'prioridad' ? 'prioridad_rango' : 'numero', { ascending: !query.descending })
      .order('numero', { ascending: !query.descending })
      .limit(BOARD_FIRST_CARDS);
    if (signal) first = first.abortSignal(signal);
    const r = await first;
    return { cards: unwrapRows(r) as BoardCard[], total: r.count ?? null };
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
export function prefetchBoard(qc: QueryClient) {
  return Promise.all(ORDER_STATES.map((estado) => qc.prefetchInfiniteQuery(boardColumnOptions(estado))));
}

type ColumnData = InfiniteData<BoardColumnPage, OrderKey | null>;

/** Whether `card` sorts before `other` in `estado`'s column. */
function sortsBefore(estado: OrderState, card: BoardCard, other: BoardCard): boolean {
  const query = boardColumnQuery(estado);
  const [a, b] = [boardKeyOf(query, card), boardKeyOf(query, other)];
  const cmp = (a[0] as number) - (b[0] as number) || a[1] - b[1];
  return query.descending ? cmp > 0 : cmp < 0;
}

/**
 * A card moved in the cached columns: out of the column it was in, into its new column where it
 * sorts among the cards read so far (left out when it sorts after them and more are still to be
 * read: the column's scrolling brings it), each column's count moved with it.
 */
function moveCard(
  qc: ReturnType<typeof useQueryClient>,
  id: string,
  estado: OrderState,
  patch: Partial<BoardCard>,
): void {
  let card: BoardCard | undefined;
  for (const from of ORDER_STATES) {
    qc.setQueryData<ColumnData>(opsKeys.boardColumn(from), (data) => {
      if (!data) return data;
      const found = data.pages.flatMap((p) => p.cards).find((c) => c.id === id);
      if (!found || from === estado) return data;
      card = found;
      return {
        ...data,
        pages: data.pages.map((p, i) => ({
          cards: p.cards.filter((c) => c.id !== id),
          total: i === 0 && p.total !== null ? p.total - 1 : p.total,
        })),
      };
    });
  }
  if (!card) return;
  const moved: BoardCard = { ...card, ...patch, estado };
  qc.setQueryData<ColumnData>(opsKeys.boardColumn(estado), (data) => {
    if (!data) return data;
    const last = data.pages.at(-1)!;
    // Every card of the column is read: a card sorting after them all goes last.
    const complete = last.cards.length < (data.pages.length === 1 ? BOARD_FIRST_CARDS : BOARD_PAGE_CARDS);
    let placed = false;
    const pages = data.pages.map((p, i) => {
      let cards = p.cards;
      if (!placed) {
        const at = cards.findIndex((c) => sortsBefore(estado, moved, c));
        if (at >= 0) {
          cards = [...cards.slice(0, at), moved, ...cards.slice(at)];
          placed = true;
        } else if (i === data.pages.length - 1 && complete) {
          cards = [...cards, moved];
          placed = true;
        }
      }
      return { cards, total: i === 0 && p.total !== null ? p.total + 1 : p.total };
    });
    return { ...data, pages };
  });
}

/** A state change shown at once on the board, and rolled back (with the reason) if Postgres refuses it. */
export function useChangeState() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, estado, tecnico_id }: { id: string; estado: OrderState; tecnico_id?: string }) =>
      unwrap(
        await supabase
          .from('ops_ordenes')
          .update(tecnico_id ? { estado, tecnico_id } : { estado })
          .eq('id', id)
          .select('id')
          .single(),
      ),
    onMutate: async ({ id, estado, tecnico_id }) => {
      await qc.cancelQueries({ queryKey: opsKeys.board() });
      const previous: Array<[QueryKey, unknown]> = qc.getQueriesData({ queryKey: opsKeys.board() });
      moveCard(qc, id, estado, tecnico_id ? { tecnico_id } : {});
      return { previous };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data);
      toast.error('No se pudo cambiar el estado', { description: errorMessage(error) });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

export function useTechnicians() {
  return useQuery({
    queryKey: opsKeys.technicians(),
    queryFn: async () => unwrapRows(await supabase.rpc('ops_tecnicos')),
    staleTime: 60_000,
  });
}
export function useClients() {
  return useQuery({
    queryKey: opsKeys.clients(),
    queryFn: async () =>
      unwrapRows(await supabase.from('terceros').select('id, nombre, tipo').eq('activo', true).order('nombre')),
    staleTime: 60_000,
  });
}
/** Industrial's assets and parts when the company has the module (else the lists are empty: RLS). */
export function useAssetOptions() {
  return useQuery({
    queryKey: [...opsKeys.all, 'activos'],
    queryFn: async () =>
      unwrapRows(await supabase.from('industrial_activos').select('id, codigo, nombre').order('codigo')),
    staleTime: 60_000,
  });
}
export function usePartOptions() {
  return useQuery({
    queryKey: [...opsKeys.all, 'repuestos'],
    queryFn: async () =>
      unwrapRows(await supabase.from('industrial_repuestos').select('id, sku, nombre, stock, unidad').order('sku')),
    staleTime: 10_000,
  });
}
export function useSummary() {
  return useQuery({
    queryKey: opsKeys.summary(),
    queryFn: async () =>
      unwrap(await supabase.rpc('ops_resumen')) as {
        abiertas_por_prioridad: Record<string, number>;
        vencidas: number;
        mediana_horas_cierre: number | null;
        por_semana: Array<{ semana: string; creadas: number; cerradas: number }>;
      },
  });
}

export function useOrderDetail(id: string) {
  return useQuery({
    queryKey: opsKeys.order(id),
    queryFn: async () =>
      unwrap(
        await supabase
          .from('ops_ordenes')
          .select(
            '*, ops_tareas(*), ops_repuestos_usados(*, industrial_repuestos(sku, nombre, unidad)), ops_horas(*), ops_comentarios(*), ops_transiciones(*), terceros(nombre), industrial_activos(codigo, nombre)',
          )
          .eq('id', id)
          .maybeSingle(),
      ),
  });
}

export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: OrderInsert) =>
      unwrap(
        await supabase
          .from('ops_ordenes')
          .insert(values as never)
          .select('id, codigo')
          .single(),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

export function useUpdateOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: Partial<OrderInsert>) =>
      unwrap(await supabase.from('ops_ordenes').update(values).eq('id', id).select('id').single()),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

type ChildTable = 'ops_tareas' | 'ops_repuestos_usados' | 'ops_horas' | 'ops_comentarios';
export function useAddChild(table: ChildTable, orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) =>
      unwrap(
        await supabase
          .from(table)
          .insert({ ...values, orden_id: orderId } as never)
          .select('id')
          .single(),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
export function useRemoveChild(table: ChildTable) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await supabase.from(table).delete().eq('id', id).select('id').single()),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
export function useToggleTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hecha }: { id: string; hecha: boolean }) =>
      unwrap(await supabase.from('ops_tareas').update({ hecha }).eq('id', id).select('id').single()),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
