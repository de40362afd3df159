import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { unwrap, unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { useKeysetList, useOptimisticMutation, replaceById } from '@/kit';
import { OPEN_STATES, type OrderState } from '../lib/labels';
import {
  BOARD_CLOSED_CARDS,
  ORDER_SUMMARY_COLUMNS,
  orderKeyOf,
  orderPageArgs,
  type BoardData,
  type OrderKey,
  type OrderListQuery,
} from '../lib/order-list-spec';

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
          .select(SUMMARY)
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
        .select(SUMMARY, { count: 'exact' })
        .eq('estado', estado)
        .order('numero', { ascending: false })
        .limit(BOARD_CLOSED_CARDS),
    );
    return { estado, rows: unwrapRows(r) as OrderSummary[], total: r.count ?? 0 };
  });
  const [openRows, ...closedParts] = await Promise.all([open, ...closed]);
  const totals = { abierta: 0, asignada: 0, en_curso: 0, completada: 0, cerrada: 0, cancelada: 0 } as Record<
    OrderState,
    number
  >;
  for (const o of openRows) totals[o.estado as OrderState] += 1;
  for (const part of closedParts) totals[part.estado] = part.total;
  return { orders: [...openRows, ...closedParts.flatMap((p) => p.rows)], totals };
}
export const useBoard = () => useQuery({ queryKey: opsKeys.board(), queryFn: ({ signal }) => fetchBoard(signal) });

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

/** A state change shown at once (board, detail) and rolled back if Postgres refuses it. */
export function useChangeState() {
  return useOptimisticMutation<BoardData, { id: string; estado: OrderState; tecnico_id?: string }>({
    queryKey: opsKeys.board(),
    mutationFn: async ({ id, estado, tecnico_id }) =>
      unwrap(
        await supabase
          .from('ops_ordenes')
          .update(tecnico_id ? { estado, tecnico_id } : { estado })
          .eq('id', id)
          .select('id')
          .single(),
      ),
    apply: (old, v) => {
      const from = old.orders.find((o) => o.id === v.id)?.estado as OrderState | undefined;
      const totals = { ...old.totals };
      if (from && from !== v.estado) {
        totals[from] -= 1;
        totals[v.estado] += 1;
      }
      return {
        orders: replaceById(
          old.orders,
          v.id,
          v.tecnico_id ? { estado: v.estado, tecnico_id: v.tecnico_id } : { estado: v.estado },
        ),
        totals,
      };
    },
    invalidate: [opsKeys.all],
    errorTitle: 'No se pudo cambiar el estado',
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
