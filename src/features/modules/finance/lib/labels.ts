/** Axel Finance's names as people read them (the database keeps the keys). */
export const DIRECTIONS = ['emitido', 'recibido'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const DIRECTION_LABEL: Record<Direction, string> = { emitido: 'Emitido', recibido: 'Recibido' };

/** The SII's seven document types (public.fin_tipos_documento), in the order a person picks them. */
export const DOC_TYPES = [
  'factura',
  'factura_exenta',
  'boleta',
  'boleta_exenta',
  'nota_credito',
  'nota_debito',
  'guia_despacho',
] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const DOC_TYPE_LABEL: Record<DocType, string> = {
  factura: 'Factura',
  factura_exenta: 'Factura exenta',
  boleta: 'Boleta',
  boleta_exenta: 'Boleta exenta',
  nota_credito: 'Nota de crédito',
  nota_debito: 'Nota de débito',
  guia_despacho: 'Guía de despacho',
};
/** The SII's code of each type (TipoDTE). */
export const DOC_TYPE_CODE: Record<DocType, 33 | 34 | 39 | 41 | 52 | 56 | 61> = {
  factura: 33,
  factura_exenta: 34,
  boleta: 39,
  boleta_exenta: 41,
  nota_credito: 61,
  nota_debito: 56,
  guia_despacho: 52,
};
/** 'Factura (33)': the type as the form's picker shows it. */
export const DOC_TYPE_OPTION_LABEL = Object.fromEntries(
  DOC_TYPES.map((t) => [t, `${DOC_TYPE_LABEL[t]} (${DOC_TYPE_CODE[t]})`]),
) as Record<DocType, string>;
/** A credit or debit note corrects another document (its reference). */
export const isNoteType = (tipo: string) => tipo === 'nota_credito' || tipo === 'nota_debito';
/** Types that correct nothing and carry a balance: what a note may reference. */
export const REFERENCEABLE_TYPES: readonly string[] = ['factura', 'factura_exenta', 'boleta', 'boleta_exenta'];

/** The states a person sees: 'vencida' is derived by the database from the due date. */
export const DOC_STATES = ['borrador', 'emitida', 'pagada_parcial', 'pagada', 'vencida', 'anulada'] as const;
export type DocState = (typeof DOC_STATES)[number];
export const DOC_STATE_LABEL: Record<DocState, string> = {
  borrador: 'Borrador',
  emitida: 'Emitida',
  pagada_parcial: 'Pagada parcial',
  pagada: 'Pagada',
  vencida: 'Vencida',
  anulada: 'Anulada',
};

export const PAYMENT_DIRECTIONS = ['cobro', 'pago'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];
export const PAYMENT_DIRECTION_LABEL: Record<PaymentDirection, string> = {
  cobro: 'Cobro a cliente',
  pago: 'Pago a proveedor',
};
/** A payment settles documents of its side: collections settle issued ones, payments received ones. */
export const PAYMENT_FOR: Record<Direction, PaymentDirection> = { emitido: 'cobro', recibido: 'pago' };

export const PAYMENT_METHODS = ['transferencia', 'cheque', 'efectivo', 'tarjeta', 'otro'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  transferencia: 'Transferencia',
  cheque: 'Cheque',
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  otro: 'Otro',
};

export const CATEGORY_TYPES = ['ingreso', 'gasto'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABEL: Record<CategoryType, string> = { ingreso: 'Ingreso', gasto: 'Gasto' };

export const opts = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

/** 'Factura N° 123', or 'Borrador' when an issued document has no folio yet. */
export function documentTitle(d: { tipo: string; folio: number | string | null }): string {
  const type = DOC_TYPE_LABEL[d.tipo as DocType] ?? d.tipo;
  return d.folio === null || d.folio === undefined ? `${type} (borrador)` : `${type} N° ${d.folio}`;
}
