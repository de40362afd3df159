import type { Database } from '@/lib/database.types';
import type { Direction, PaymentDirection } from '../lib/labels';

/**
 * Axel Finance's rows (supabase/migrations/20261125200000_finance.sql). Amounts are numeric whole
 * pesos: they arrive as text or numbers and are handled as BigInt (lib/money.ts), never summed as
 * floats. Totals, IVA, balances, states and the ageing are the database's.
 */
type Tables = Database['public']['Tables'];
type Amount = number | string;

export interface DocumentRow {
  id: string;
  direccion: Direction;
  tipo: string;
  folio: number | null;
  tercero_id: string;
  tercero_nombre: string | null;
  tercero_rut: string | null;
  categoria_id: string | null;
  categoria_nombre: string | null;
  documento_referencia_id: string | null;
  descripcion: string | null;
  fecha_emision: string;
  fecha_vencimiento: string;
  neto: Amount;
  iva: Amount;
  total: Amount;
  monto_pagado: Amount;
  saldo: Amount;
  estado: string;
  estado_actual: string;
  dias_vencido: number;
  anulado_en: string | null;
  creado_en: string;
  exento: Amount;
  /** The SII's code of its type (33, 61 ...). */
  codigo_sii: number;
  /** 'manual' (typed in Axel), 'xml' or 'rcv' (read in from the SII). */
  origen: string;
  dte_estado: string;
}
export const DOC_COLUMNS =
  'id, direccion, tipo, folio, tercero_id, tercero_nombre, tercero_rut, categoria_id, categoria_nombre, documento_referencia_id, descripcion, fecha_emision, fecha_vencimiento, neto, iva, total, monto_pagado, saldo, estado, estado_actual, dias_vencido, anulado_en, creado_en, exento, codigo_sii, origen, dte_estado';

export interface PaymentRow {
  id: string;
  numero: number;
  direccion: PaymentDirection;
  tercero_id: string;
  fecha: string;
  monto: Amount;
  monto_aplicado: Amount;
  medio: string;
  referencia: string | null;
  notas: string | null;
  terceros: { nombre: string } | null;
}
export const PAYMENT_COLUMNS =
  'id, numero, direccion, tercero_id, fecha, monto, monto_aplicado, medio, referencia, notas, terceros(nombre)';

export interface ApplicationRow {
  id: string;
  pago_id: string;
  documento_id: string;
  monto: Amount;
  creado_en: string;
  fin_pagos: { numero: number; fecha: string; medio: string; referencia: string | null } | null;
}
export type Category = Pick<Tables['fin_categorias']['Row'], 'id' | 'tipo' | 'nombre' | 'activo'>;
export interface AgeingRow {
  tercero_id: string | null;
  tercero_nombre: string | null;
  documentos: number;
  por_vencer: Amount;
  d0_30: Amount;
  d31_60: Amount;
  d61_90: Amount;
  d90_mas: Amount;
  total: Amount;
}
export interface CashFlowRow {
  mes: string;
  cobrado: Amount;
  pagado: Amount;
  por_cobrar: Amount;
  por_pagar: Amount;
}
export interface FinanceSummary {
  por_cobrar: string;
  por_pagar: string;
  vencido_cobrar: string;
  vencido_pagar: string;
  documentos_vencidos: number;
  facturado_mes: string;
  cobrado_mes: string;
  pagado_mes: string;
  borradores: number;
}
/** The document list's totals over the whole filtered set (amounts as exact text). */
export interface DocumentTotals {
  documentos: number;
  total: string;
  saldo: string;
}

/** A payment as fin_registrar_pago receives it (a jsonb): amounts as whole pesos in text. */
export type PaymentInput = {
  direccion: PaymentDirection;
  tercero_id: string;
  fecha: string;
  monto: string;
  medio: string;
  referencia: string | null;
  notas: string | null;
};

/** A document's line as read (public.fin_documento_lineas): quantities and prices as exact text or numbers. */
export interface LineRow {
  id: string;
  numero: number;
  producto_id: string | null;
  codigo: string | null;
  descripcion: string;
  cantidad: Amount;
  unidad: string | null;
  precio_unitario: Amount;
  descuento_pct: Amount | null;
  descuento_monto: Amount;
  exento: boolean;
  monto: Amount | null;
}
export const LINE_COLUMNS =
  'id, numero, producto_id, codigo, descripcion, cantidad, unidad, precio_unitario, descuento_pct, descuento_monto, exento, monto';

/** A line as fin_guardar_lineas takes it (decimals as canonical text, never floats). */
export interface LineInput {
  producto_id: string | null;
  descripcion: string;
  cantidad: string;
  unidad: string | null;
  precio_unitario: string;
  descuento_pct: string | null;
  exento: boolean;
}

export type ProductRow = Pick<
  Tables['fin_productos']['Row'],
  'id' | 'codigo' | 'nombre' | 'descripcion' | 'unidad' | 'precio' | 'exento' | 'activo'
>;
export type IssuerRow = Tables['fin_emisor']['Row'];
