/**
 * The customer payment-risk score's parts, with the weights of public.predictive_riesgo_pago()
 * (supabase/migrations/20261128034340_predictive_riesgo_pago.sql; docs/predictive.md). Postgres
 * computes the score; this says what each part contributed, for the screen.
 */
export interface PaymentRiskInputs {
  shareLate: number;
  averageDaysLate: number;
  overdueBalance: number;
  documentsTotal: number;
  recentDaysLate: number | null;
  earlierDaysLate: number | null;
}

export interface ScorePart {
  label: string;
  weight: number;
  /** Weight × the part's fraction (0-1), before rounding the sum. */
  points: number;
}

/** Days late at which the average counts in full, and the trend's cap (days). */
export const DAYS_CAP = 60;
export const TREND_CAP = 30;
export const RECENT_DAYS = 90;

export function paymentScoreParts(r: PaymentRiskInputs): ScorePart[] {
  const trend = r.recentDaysLate == null || r.earlierDaysLate == null ? 0 : r.recentDaysLate - r.earlierDaysLate;
  const overdueShare = r.documentsTotal > 0 ? Math.min(Math.max(r.overdueBalance, 0) / r.documentsTotal, 1) : 0;
  return [
    { label: 'Documentos con atraso', weight: 40, points: 40 * r.shareLate },
    { label: 'Días de atraso promedio', weight: 30, points: (30 * Math.min(r.averageDaysLate, DAYS_CAP)) / DAYS_CAP },
    { label: 'Saldo vencido sobre lo facturado', weight: 20, points: 20 * overdueShare },
    {
      label: `Tendencia (últimos ${RECENT_DAYS} días contra antes)`,
      weight: 10,
      points: (10 * Math.min(Math.max(trend, 0), TREND_CAP)) / TREND_CAP,
    },
  ];
}

/** The method in one Spanish paragraph. */
export const PAYMENT_RISK_METHOD =
  'Se consideran las facturas y boletas emitidas a cada cliente (no borradores ni anuladas) que ya están pagadas o ya ' +
  'vencieron; las que aún no vencen no cuentan todavía. Los días de atraso de un documento pagado son los días entre su ' +
  'vencimiento y el último pago aplicado; los de uno impago, los días desde su vencimiento hasta hoy. El puntaje, de 0 a ' +
  '100, suma cuatro partes con pesos fijos: 40 por la proporción de documentos con atraso, 30 por el atraso promedio de ' +
  `los atrasados (completo desde ${DAYS_CAP} días), 20 por el saldo vencido sobre el total de esos documentos y 10 si ` +
  `el atraso promedio de los que vencieron en los últimos ${RECENT_DAYS} días supera al de los anteriores (completo ` +
  `desde ${TREND_CAP} días de diferencia). Un puntaje alto no es una predicción: resume cómo ha pagado el cliente.`;
