import { keysetSort } from '@/kit/keyset-sort';
import type { ListParams } from '@/kit/list-params';
import type { Database } from '@/lib/database.types';
import { todayInChile } from '@/lib/dates';
import type { OrderState } from './labels';

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

/**
 * The board (issue 33): each column reads its own cards, page by page as it scrolls, with its
 * count from the server; the first page of every column is asked for at once. Only what a card
 * shows is selected.
 */
export const BOARD_CARD_COLUMNS =
  'id, codigo, numero, prioridad, prioridad_rango, estado, tecnico_id, fecha_programada, falla_reportada';
export type BoardCard = Pick<
  OrderSummary,
  | 'id'
  | 'codigo'
  | 'numero'
  | 'prioridad'
  | 'prioridad_rango'
  | 'estado'
  | 'tecnico_id'
  | 'fecha_programada'
  | 'falla_reportada'
>;
/** A column's first page: what a screen shows, so the board paints after one small read per column. */
export const BOARD_FIRST_CARDS = 20;
/** Each later page, as the column scrolls. */
export const BOARD_PAGE_CARDS = 50;

/**
 * A column's order, as the list's server query: the states work moves through most urgent first,
 * then oldest first (the order waiting longest at a given urgency); the closed states (cerrada,
 * cancelada: thousands) newest first. Each is an order public.ops_ordenes_pagina serves from an
 * index, so a page deep in a column costs what the first does.
 */
export function boardColumnQuery(estado: OrderState): OrderListQuery {
  const closed = isClosedState(estado);
  return {
    search: '',
    state: estado,
    priority: '',
    type: '',
    technicianId: null,
    sort: closed ? 'numero' : 'prioridad',
    descending: closed,
  };
}

/** A board card's place in its column's order: what the column's next page starts after. */
export function boardKeyOf(query: OrderListQuery, card: BoardCard): OrderKey {
  return query.sort === 'prioridad' ? [card.prioridad_rango, card.numero] : [card.numero, card.numero];
}

/** One page of a column; `total` is the column's count, read with its first page (null after). */
export interface BoardColumnPage {
  cards: BoardCard[];
  total: number | null;
  /** `total` is the planner's estimate, not a count (a closed column past 1,000: isClosedState). */
  approximate?: boolean;
}

/**
 * The closed columns (cerrada, cancelada: nearly every order a company ever had) are not counted
 * exactly on every opening: public.ops_tablero counts them up to 1,000 (the smallest max-rows in
 * use, hosted Supabase's), then gives the planner's estimate, and says so (`approximate`).
 */
export const isClosedState = (estado: OrderState) => estado === 'cerrada' || estado === 'cancelada';

/** An open order whose scheduled date has passed (the list's 'Vencida', the board's 'vencida'). */
export const isOverdue = (o: Pick<OrderSummary, 'estado' | 'fecha_programada'>) =>
  ['abierta', 'asignada', 'en_curso'].includes(o.estado) && !!o.fecha_programada && o.fecha_programada < todayInChile();
