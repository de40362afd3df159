import type { PaymentRow } from '../api/types';
import { keysetSort } from '@/kit/keyset-sort';
import type { ListParams } from '@/kit/list-params';

/** How the payment list asks the server (public.fin_pagos_pagina): filters, order, a row's key. */

export const PAYMENT_SORTS = ['numero', 'fecha', 'monto'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

export interface PaymentListQuery {
  search: string;
  /** cobro / pago */
  direction: string;
  method: string;
  sort: PaymentSort;
  descending: boolean;
}

/** [value of the order, N°]. */
export type PaymentKey = [string | number, number];

/** The URL (useListParams) as the query the server answers; an unknown sort: N°, newest first. */
export function paymentListQuery(params: Pick<ListParams, 'search' | 'filters' | 'sort'>): PaymentListQuery {
  return {
    search: params.search.trim(),
    direction: params.filters.direccion ?? '',
    method: params.filters.medio ?? '',
    ...keysetSort(params.sort, PAYMENT_SORTS, { sort: 'numero', descending: true }),
  };
}

export const paymentKeyOf =
  (sort: PaymentSort) =>
  (p: PaymentRow): PaymentKey => [p[sort], p.numero];

/** public.fin_pagos_pagina's arguments: the `limit` payments after `after` (a filter left out is no filter). */
export function paymentPageArgs(query: PaymentListQuery, after: PaymentKey | null, limit: number) {
  return {
    ...(query.search !== '' ? { p_busqueda: query.search } : {}),
    ...(query.direction ? { p_direccion: query.direction } : {}),
    ...(query.method ? { p_medio: query.method } : {}),
    p_orden: query.sort,
    p_descendente: query.descending,
    p_limite: limit,
    ...(after ? { p_despues: after } : {}),
  };
}
