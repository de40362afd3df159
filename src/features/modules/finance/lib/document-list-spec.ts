import type { DocumentRow } from '../api/types';
import { keysetSort } from '@/kit/keyset-sort';
import type { ListParams } from '@/kit/list-params';

/**
 * How the document list asks the server (public.fin_documentos_pagina and fin_documentos_totales,
 * 20261127110000_listas_modulos_paginas.sql): its filters, its order and the key of a row.
 */

/** The orders the list offers (the page function has an index for each). */
export const DOCUMENT_SORTS = ['fecha_emision', 'fecha_vencimiento', 'folio', 'tercero', 'total', 'saldo'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

/** What the document list shows: its filters (as in the URL) and its order. */
export interface DocumentListQuery {
  search: string;
  direction: string;
  /** The state of today ('vencida' is derived by the database). */
  state: string;
  type: string;
  sort: DocumentSort;
  descending: boolean;
}

/**
 * A row's place in the order, what the next page starts after: [value of the order, id]; for the
 * party order the value is [party's name, party's id] (parties may share a name).
 */
export type DocumentKey = [string | number | [string | null, string] | null, string];

/** The URL (useListParams) as the query the server answers; an unknown sort: newest first. */
export function documentListQuery(params: Pick<ListParams, 'search' | 'filters' | 'sort'>): DocumentListQuery {
  return {
    search: params.search.trim(),
    direction: params.filters.direccion ?? '',
    state: params.filters.estado ?? '',
    type: params.filters.tipo ?? '',
    ...keysetSort(params.sort, DOCUMENT_SORTS, { sort: 'fecha_emision', descending: true }),
  };
}

export function documentKeyOf(sort: DocumentSort): (row: DocumentRow) => DocumentKey {
  switch (sort) {
    case 'tercero':
      return (d) => [[d.tercero_nombre, d.tercero_id], d.id];
    case 'folio':
      return (d) => [d.folio ?? 0, d.id];
    default:
      return (d) => [d[sort], d.id];
  }
}

/** The filters as the arguments of both functions (a filter left out is no filter). */
export function documentFilterArgs(query: DocumentListQuery) {
  const args: { p_busqueda?: string; p_direccion?: string; p_estado?: string; p_tipo?: string } = {};
  if (query.search !== '') args.p_busqueda = query.search;
  if (query.direction) args.p_direccion = query.direction;
  if (query.state) args.p_estado = query.state;
  if (query.type) args.p_tipo = query.type;
  return args;
}

/** public.fin_documentos_pagina's arguments: the `limit` documents after `after`. */
export function documentPageArgs(query: DocumentListQuery, after: DocumentKey | null, limit: number) {
  return {
    ...documentFilterArgs(query),
    p_orden: query.sort,
    p_descendente: query.descending,
    p_limite: limit,
    ...(after ? { p_despues: after } : {}),
  };
}
