import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { predictiveKeys } from './keys';

/** One customer's payment risk (public.predictive_riesgo_pago), ranked by score in Postgres. */
export interface CustomerPaymentRisk {
  partyId: string;
  name: string;
  /** The party's page: CRM's account when the user has CRM, else Finance's documents searched by name. */
  path: string;
  documents: number;
  late: number;
  overdue: number;
  averageDaysLate: number;
  shareLate: number;
  recentDaysLate: number | null;
  earlierDaysLate: number | null;
  overdueBalance: number;
  documentsTotal: number;
  score: number;
  reasons: string[];
  computedAt: string;
}

/** One document behind a customer's numbers (public.predictive_documentos_pago). */
export interface PaymentRiskDocument {
  id: string;
  type: string;
  folio: number | null;
  issuedOn: string;
  dueOn: string;
  paidOn: string | null;
  total: number;
  balance: number;
  daysLate: number;
}

const paymentRiskKeys = {
  ranking: () => [...predictiveKeys.all, 'payment-risk'] as const,
  documents: (partyId: string) => [...predictiveKeys.all, 'payment-risk', 'documents', partyId] as const,
};

export async function getPaymentRisk(): Promise<CustomerPaymentRisk[]> {
  const rows = unwrapRows(await supabase.rpc('predictive_riesgo_pago'));
  const computedAt = new Date().toISOString();
  return rows.map((r) => ({
    partyId: r.tercero_id,
    name: r.nombre,
    path: r.ruta,
    documents: r.documentos,
    late: r.con_atraso,
    overdue: r.vencidos,
    averageDaysLate: Number(r.dias_atraso_promedio),
    shareLate: Number(r.proporcion_atraso),
    recentDaysLate: r.atraso_reciente == null ? null : Number(r.atraso_reciente),
    earlierDaysLate: r.atraso_anterior == null ? null : Number(r.atraso_anterior),
    overdueBalance: Number(r.saldo_vencido),
    documentsTotal: Number(r.total_documentos),
    score: r.puntaje,
    reasons: r.motivos,
    computedAt,
  }));
}

/** Re-read on each visit and by 'Recalcular' (the score is computed in Postgres on each read). */
export function usePaymentRisk(enabled = true) {
  return useQuery({ queryKey: paymentRiskKeys.ranking(), queryFn: getPaymentRisk, enabled });
}

export async function getPaymentRiskDocuments(partyId: string): Promise<PaymentRiskDocument[]> {
  const rows = unwrapRows(await supabase.rpc('predictive_documentos_pago', { p_tercero: partyId }));
  return rows.map((r) => ({
    id: r.documento_id,
    type: r.tipo,
    folio: r.folio == null ? null : Number(r.folio),
    issuedOn: r.fecha_emision,
    dueOn: r.fecha_vencimiento,
    paidOn: r.fecha_pago,
    total: Number(r.total),
    balance: Number(r.saldo),
    daysLate: r.dias_atraso,
  }));
}

/** Read when a customer's numbers are opened, not with the ranking. */
export function usePaymentRiskDocuments(partyId: string) {
  return useQuery({
    queryKey: paymentRiskKeys.documents(partyId),
    queryFn: () => getPaymentRiskDocuments(partyId),
  });
}
