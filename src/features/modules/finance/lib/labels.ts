/** Axel Finance's names as people read them (the database keeps the keys). */
export const DIRECTIONS = ['emitido', 'recibido'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const DIRECTION_LABEL: Record<Direction, string> = { emitido: 'Emitido', recibido: 'Recibido' };

export const DOC_TYPES = ['factura', 'boleta', 'nota_credito'] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const DOC_TYPE_LABEL: Record<DocType, string> = {
  factura: 'Factura',
  boleta: 'Boleta',
  nota_credito: 'Nota de crédito',
};

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
