import type { OpportunitySummary } from '../api/types';
import { keysetSort } from '@/kit/keyset-sort';
import type { ListParams } from '@/kit/list-params';
import { OPPORTUNITY_SUMMARY_SELECT } from './board-model';

/**
 * How the opportunity list asks the server (public.crm_oportunidades_pagina and
 * crm_oportunidades_totales, 20261127110000_listas_modulos_paginas.sql): filters, order, a row's key.
 */

/** The list's columns: the board's, and `busqueda` (the name order's key). */
export const OPPORTUNITY_LIST_SELECT = `${OPPORTUNITY_SUMMARY_SELECT}, busqueda`;
export type OpportunityListRow = OpportunitySummary & { busqueda: string };

/** The orders the list offers (the page function has an index for each). */
export const OPPORTUNITY_SORTS = ['creado_en', 'nombre', 'monto', 'probabilidad', 'fecha_cierre_estimada'] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];

export interface OpportunityListQuery {
  search: string;
  stage: string;
  ownerId: string;
  sort: OpportunitySort;
  descending: boolean;
}

/** [value of the order, id]; for the name order the row's search text (case and accents ignored). */
export type OpportunityKey = [string | number | null, string];

/** The URL (useListParams) as the query the server answers; an unknown sort: newest first. */
export function opportunityListQuery(params: Pick<ListParams, 'search' | 'filters' | 'sort'>): OpportunityListQuery {
  return {
    search: params.search.trim(),
    stage: params.filters.etapa ?? '',
    ownerId: params.filters.responsable ?? '',
    ...keysetSort(params.sort, OPPORTUNITY_SORTS, { sort: 'creado_en', descending: true }),
  };
}

export const opportunityKeyOf =
  (sort: OpportunitySort) =>
  (o: OpportunityListRow): OpportunityKey => [sort === 'nombre' ? o.busqueda : o[sort], o.id];

/** The filters as the arguments of both functions (a filter left out is no filter). */
export function opportunityFilterArgs(query: OpportunityListQuery) {
  return {
    ...(query.search !== '' ? { p_busqueda: query.search } : {}),
    ...(query.stage ? { p_etapa: query.stage } : {}),
    ...(query.ownerId ? { p_responsable_id: query.ownerId } : {}),
  };
}

/** public.crm_oportunidades_pagina's arguments: the `limit` opportunities after `after`. */
export function opportunityPageArgs(query: OpportunityListQuery, after: OpportunityKey | null, limit: number) {
  return {
    ...opportunityFilterArgs(query),
    p_orden: query.sort,
    p_descendente: query.descending,
    p_limite: limit,
    ...(after ? { p_despues: after } : {}),
  };
}
