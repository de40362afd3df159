import { keysetSort } from '@/kit/keyset-sort';
import type { ListParams } from '@/kit/list-params';
import type { Database } from '@/lib/database.types';
import { ORDER_STATES, PRIORITY_RANK, type OrderState } from './labels';

/**
 * How the work-order list and the board ask the server and group what it answers. Apart from the
 * pages (no React, nothing the bench cannot run in Node) so bench/modules.ts asks the very same
 * requests and groups the very same way.
 */

/** A work order as the list, the board and the CSV read it (ORDER_SUMMARY_COLUMNS). */
export type OrderSummary = Pick<
  Database['public']['Tables']['ops_ordenes']['Row'],
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

/** The columns the list, the board and the CSV use. */
export const ORDER_SUMMARY_COLUMNS =
  'id, codigo, numero, tipo, prioridad, prioridad_rango, estado, tecnico_id, tercero_id, activo_id, equipo_texto, fecha_programada, creado_en, falla_reportada';

/** The orders the list sorts by (public.ops_ordenes_pagina has an index for each). */
export const ORDER_SORTS = ['numero', 'prioridad', 'fecha_programada', 'creado_en'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** What the work-order list shows: its filters (as in the URL) and its order. */
export interface OrderListQuery {
  search: string;
  state: string;
  priority: string;
  type: string;
  /** 'Mis órdenes': only this technician's orders. */
  technicianId: string | null;
  sort: OrderSort;
  descending: boolean;
}

/** A row's place in the list's order, what the next page starts after: [value of the order, N°]. */
export type OrderKey = [string | number | null, number];

/**
 * The list's URL (search, filters, sort: useListParams) as the query the server answers. An
 * unknown sort in the URL falls back to N°, newest first.
 */
export function orderListQuery(
  params: Pick<ListParams, 'search' | 'filters' | 'sort'>,
  technicianId: string | null = null,
): OrderListQuery {
  return {
    search: params.search.trim(),
    state: params.filters.estado ?? '',
    priority: params.filters.prioridad ?? '',
    type: params.filters.tipo ?? '',
    technicianId,
    ...keysetSort(params.sort, ORDER_SORTS, { sort: 'numero', descending: true }),
  };
}

export function orderKeyOf(sort: OrderSort): (row: OrderSummary) => OrderKey {
  switch (sort) {
    case 'prioridad':
      return (o) => [o.prioridad_rango, o.numero];
    case 'fecha_programada':
      return (o) => [o.fecha_programada, o.numero];
    case 'creado_en':
      return (o) => [o.creado_en, o.numero];
    default:
      return (o) => [o.numero, o.numero];
  }
}

/** public.ops_ordenes_pagina's arguments: the `limit` orders after `after` (a filter left out is no filter). */
export function orderPageArgs(query: OrderListQuery, after: OrderKey | null, limit: number) {
  const args: {
    p_orden: OrderSort;
    p_descendente: boolean;
    p_limite: number;
    p_busqueda?: string;
    p_estado?: string;
    p_prioridad?: string;
    p_tipo?: string;
    p_tecnico_id?: string;
    p_despues?: OrderKey;
  } = { p_orden: query.sort, p_descendente: query.descending, p_limite: limit };
  if (query.search.trim() !== '') args.p_busqueda = query.search;
  if (query.state) args.p_estado = query.state;
  if (query.priority) args.p_prioridad = query.priority;
  if (query.type) args.p_tipo = query.type;
  if (query.technicianId) args.p_tecnico_id = query.technicianId;
  if (after) args.p_despues = after;
  return args;
}

/** Cards the board shows per closed column (cerrada, cancelada); the rest are counted. */
export const BOARD_CLOSED_CARDS = 150;

/** The board: every open order (the states work moves through) and the latest closed ones. */
export interface BoardData {
  orders: OrderSummary[];
  /** Orders per state, including the closed ones not loaded. */
  totals: Record<OrderState, number>;
}

/**
 * The board's columns: each state's cards, most urgent first (then newest), and its count (the
 * closed states are counted by the server, only their latest cards are loaded).
 */
export function groupBoard(orders: readonly OrderSummary[], totals: Record<OrderState, number>) {
  const byState = new Map<string, OrderSummary[]>(ORDER_STATES.map((e) => [e, []]));
  for (const o of orders) byState.get(o.estado)?.push(o);
  return ORDER_STATES.map((estado) => {
    const cards = byState
      .get(estado)!
      .sort((a, b) => PRIORITY_RANK[a.prioridad] - PRIORITY_RANK[b.prioridad] || b.numero - a.numero);
    return { estado, cards, total: Math.max(totals[estado] ?? 0, cards.length) };
  });
}
