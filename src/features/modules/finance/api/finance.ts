import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { unwrap, unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import {
  documentFilterArgs,
  documentKeyOf,
  documentPageArgs,
  type DocumentKey,
  type DocumentListQuery,
} from '../lib/document-list-spec';
import type { Direction, PaymentDirection } from '../lib/labels';
import { paymentKeyOf, paymentPageArgs, type PaymentKey, type PaymentListQuery } from '../lib/payment-list-spec';
import { useKeysetList } from '@/kit';

/**
 * Axel Finance's data (supabase/migrations/20261125200000_finance.sql). Amounts are numeric whole
 * pesos: they arrive as text or numbers and are handled as BigInt (money.ts), never summed as floats.
 * Totals, IVA, balances, states and the ageing are the database's.
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
}
const DOC_COLUMNS =
  'id, direccion, tipo, folio, tercero_id, tercero_nombre, tercero_rut, categoria_id, categoria_nombre, documento_referencia_id, descripcion, fecha_emision, fecha_vencimiento, neto, iva, total, monto_pagado, saldo, estado, estado_actual, dias_vencido, anulado_en, creado_en';

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
const PAYMENT_COLUMNS =
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

export interface DocumentInput {
  direccion: Direction;
  tipo: string;
  folio: string | null;
  tercero_id: string;
  categoria_id: string | null;
  documento_referencia_id: string | null;
  descripcion: string | null;
  fecha_emision: string;
  fecha_vencimiento: string;
  /** Whole pesos as text (exact). */
  neto: string;
  estado?: 'borrador' | 'emitida';
}

export const financeKeys = {
  all: ['finance'] as const,
  documentList: (query: DocumentListQuery) => [...financeKeys.all, 'documentos', 'lista', query] as const,
  documentTotals: (query: DocumentListQuery) => [...financeKeys.all, 'documentos', 'totales', query] as const,
  partyDocuments: (partyId: string, direction: Direction) =>
    [...financeKeys.all, 'documentos', 'tercero', partyId, direction] as const,
  document: (id: string) => [...financeKeys.all, 'documento', id] as const,
  paymentList: (query: PaymentListQuery) => [...financeKeys.all, 'pagos', 'lista', query] as const,
  categories: () => [...financeKeys.all, 'categorias'] as const,
  parties: () => [...financeKeys.all, 'terceros'] as const,
  ageing: (d: Direction) => [...financeKeys.all, 'antiguedad', d] as const,
  cashFlow: () => [...financeKeys.all, 'flujo'] as const,
  summary: () => [...financeKeys.all, 'resumen'] as const,
};

const withSignal = <Q extends { abortSignal: (s: AbortSignal) => Q }>(q: Q, signal?: AbortSignal) =>
  signal ? q.abortSignal(signal) : q;

/**
 * One page of the document list, searched, filtered and sorted by Postgres
 * (public.fin_documentos_pagina: keyset pages over an index per order); row-level security decides
 * which documents exist.
 */
export async function fetchDocumentPage(
  query: DocumentListQuery,
  after: DocumentKey | null,
  limit: number,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<DocumentRow[]> {
  return unwrapRows(
    await withSignal(
      client.rpc('fin_documentos_pagina', documentPageArgs(query, after, limit)).select(DOC_COLUMNS),
      signal,
    ),
  ) as unknown as DocumentRow[];
}

/** The document list, page by page as it scrolls; `fetchAll` reads the whole filtered set (the accountant's CSV). */
export function useDocumentList(query: DocumentListQuery) {
  const fetchPage = useCallback(
    (after: DocumentKey | null, limit: number, signal?: AbortSignal) => fetchDocumentPage(query, after, limit, signal),
    [query],
  );
  const keyOf = useMemo(() => documentKeyOf(query.sort), [query.sort]);
  return useKeysetList({ queryKey: financeKeys.documentList(query), fetchPage, keyOf });
}

/** The list's count and exact sums over the whole filtered set, computed by Postgres (public.fin_documentos_totales). */
export function useDocumentTotals(query: DocumentListQuery) {
  return useQuery({
    queryKey: financeKeys.documentTotals(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await withSignal(supabase.rpc('fin_documentos_totales', documentFilterArgs(query)), signal),
      ) as unknown as DocumentTotals,
    placeholderData: keepPreviousData,
  });
}

/**
 * One party's documents of one direction in the given states (a payment's open documents, a
 * credit note's reference), newest first: a party's, not the company's, so it stays small.
 */
export function usePartyDocuments(partyId: string, direction: Direction, states: readonly string[]) {
  return useQuery({
    queryKey: [...financeKeys.partyDocuments(partyId, direction), states],
    enabled: partyId !== '',
    queryFn: ({ signal }) =>
      fetchAllRows<DocumentRow>(
        (from, to) =>
          supabase
            .from('fin_documentos_vista')
            .select(DOC_COLUMNS)
            .eq('tercero_id', partyId)
            .eq('direccion', direction)
            .in('estado', [...states])
            .order('fecha_emision', { ascending: false })
            .order('id')
            .range(from, to)
            .abortSignal(signal) as never,
        { signal },
      ),
  });
}

export function useDocument(id: string) {
  return useQuery({
    queryKey: financeKeys.document(id),
    queryFn: async () => {
      const doc = unwrap(
        await supabase.from('fin_documentos_vista').select(DOC_COLUMNS).eq('id', id).maybeSingle(),
      ) as DocumentRow | null;
      if (!doc) return null;
      const applications = unwrapRows(
        await supabase
          .from('fin_pago_aplicaciones')
          .select('id, pago_id, documento_id, monto, creado_en, fin_pagos(numero, fecha, medio, referencia)')
          .eq('documento_id', id)
          .order('creado_en'),
      ) as unknown as ApplicationRow[];
      return { doc, applications };
    },
  });
}

/** One page of the payment list (public.fin_pagos_pagina), with each payment's party. */
export async function fetchPaymentPage(
  query: PaymentListQuery,
  after: PaymentKey | null,
  limit: number,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<PaymentRow[]> {
  return unwrapRows(
    await withSignal(
      client.rpc('fin_pagos_pagina', paymentPageArgs(query, after, limit)).select(PAYMENT_COLUMNS),
      signal,
    ),
  ) as unknown as PaymentRow[];
}

/** The payment list, page by page as it scrolls; `fetchAll` reads the whole filtered set (CSV). */
export function usePaymentList(query: PaymentListQuery) {
  const fetchPage = useCallback(
    (after: PaymentKey | null, limit: number, signal?: AbortSignal) => fetchPaymentPage(query, after, limit, signal),
    [query],
  );
  const keyOf = useMemo(() => paymentKeyOf(query.sort), [query.sort]);
  return useKeysetList({ queryKey: financeKeys.paymentList(query), fetchPage, keyOf });
}

export function useCategories() {
  return useQuery({
    queryKey: financeKeys.categories(),
    queryFn: async () =>
      unwrapRows(
        await supabase.from('fin_categorias').select('id, tipo, nombre, activo').order('tipo').order('nombre'),
      ) as Category[],
    staleTime: 60_000,
  });
}

/** Clients and suppliers of the shared directory (terceros). */
export function useParties() {
  return useQuery({
    queryKey: financeKeys.parties(),
    queryFn: async () =>
      unwrapRows(await supabase.from('terceros').select('id, nombre, tipo, rut').eq('activo', true).order('nombre')),
    staleTime: 60_000,
  });
}

export function useAgeing(direccion: Direction) {
  return useQuery({
    queryKey: financeKeys.ageing(direccion),
    queryFn: async () => unwrapRows(await supabase.rpc('fin_antiguedad', { p_direccion: direccion })) as AgeingRow[],
  });
}

export function useCashFlow(monthsBack = 6, monthsAhead = 5) {
  return useQuery({
    queryKey: [...financeKeys.cashFlow(), monthsBack, monthsAhead],
    queryFn: async () =>
      unwrapRows(
        await supabase.rpc('fin_flujo_caja', { p_meses_atras: monthsBack, p_meses_adelante: monthsAhead }),
      ) as CashFlowRow[],
  });
}

export function useSummary() {
  return useQuery({
    queryKey: financeKeys.summary(),
    queryFn: async () => unwrap(await supabase.rpc('fin_resumen')) as unknown as FinanceSummary,
  });
}

function useInvalidatingMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: financeKeys.all }) });
}

export function useCreateDocument() {
  return useInvalidatingMutation(
    async (v: DocumentInput) =>
      unwrap(
        await supabase
          .from('fin_documentos')
          .insert(v as never)
          .select('id, folio, tipo')
          .single(),
      ) as { id: string; folio: number | null; tipo: string },
  );
}

export function useUpdateDocument(id: string) {
  return useInvalidatingMutation(
    async (v: Partial<Omit<DocumentInput, 'direccion' | 'estado'>> & { estado?: 'emitida' | 'anulada' }) =>
      unwrap(
        await supabase
          .from('fin_documentos')
          .update(v as never)
          .eq('id', id)
          .select('id, estado, folio')
          .single(),
      ),
  );
}

export function useDeleteDocument() {
  return useInvalidatingMutation(async (id: string) => {
    const rows = unwrapRows(await supabase.from('fin_documentos').delete().eq('id', id).select('id'));
    if (rows.length === 0) throw new Error('No tienes permiso para eliminar este documento');
  });
}

export interface PaymentInput {
  direccion: PaymentDirection;
  tercero_id: string;
  fecha: string;
  monto: string;
  medio: string;
  referencia: string | null;
  notas: string | null;
}
export function useRegisterPayment() {
  return useInvalidatingMutation(
    async ({
      pago,
      aplicaciones,
    }: {
      pago: PaymentInput;
      aplicaciones: Array<{ documento_id: string; monto: string }>;
    }) =>
      unwrap(
        await supabase.rpc('fin_registrar_pago', { p_pago: pago as never, p_aplicaciones: aplicaciones as never }),
      ) as string,
  );
}

/** A payment's date, method, reference and notes (its amount is the sum of what it settles). */
export function useUpdatePayment() {
  return useInvalidatingMutation(
    async (v: { id: string; fecha: string; medio: string; referencia: string | null; notas: string | null }) => {
      const { id, ...changes } = v;
      const rows = unwrapRows(await supabase.from('fin_pagos').update(changes).eq('id', id).select('id'));
      if (rows.length === 0) throw new Error('El pago ya no existe o no tienes acceso a Axel Finance');
    },
  );
}

export function useDeletePayment() {
  return useInvalidatingMutation(async (id: string) => {
    const rows = unwrapRows(await supabase.from('fin_pagos').delete().eq('id', id).select('id'));
    if (rows.length === 0) throw new Error('Solo el administrador de la empresa elimina pagos');
  });
}

export function useSaveCategory() {
  return useInvalidatingMutation(async (v: { id?: string; tipo: string; nombre: string; activo: boolean }) => {
    const q = v.id
      ? supabase.from('fin_categorias').update({ nombre: v.nombre, activo: v.activo }).eq('id', v.id).select('id')
      : supabase
          .from('fin_categorias')
          .insert({ tipo: v.tipo, nombre: v.nombre } as never)
          .select('id');
    const rows = unwrapRows(await q);
    if (rows.length === 0) throw new Error('Solo el administrador de la empresa administra las categorías');
  });
}

/** A new client or supplier in the shared directory (terceros), from Finance's document form. */
export function useCreateParty() {
  return useInvalidatingMutation(
    async (v: { nombre: string; rut: string | null; tipo: 'cliente' | 'proveedor' }) =>
      unwrap(
        await supabase
          .from('terceros')
          .insert(v as never)
          .select('id, nombre')
          .single(),
      ) as { id: string; nombre: string },
  );
}
