import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { rankFailureRisk, type FailureHistoryRow, type RiskRanking } from '../lib/risk-ranking';
import { predictiveKeys } from './keys';
import type { FailureOrder } from './types';

/** The fit in a Web Worker; where none exists (jsdom, very old browsers), on the main thread. */
function rankInWorker(rows: FailureHistoryRow[], now: Date): Promise<RiskRanking> {
  if (typeof Worker === 'undefined') return Promise.resolve(rankFailureRisk(rows, now));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../lib/risk.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ ok: true; result: RiskRanking } | { ok: false; message: string }>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'No se pudo calcular el riesgo'));
    };
    worker.postMessage({ rows, now: now.toISOString() });
  });
}

/** The failure days and hours per asset (public.predictive_resumen_fallas), ranked by risk. */
export async function getFailureRisk(now = new Date()): Promise<RiskRanking> {
  const rows: FailureHistoryRow[] = unwrapRows(await supabase.rpc('predictive_resumen_fallas'));
  return rankInWorker(rows, now);
}

/** Re-runs when the page opens again or 'Recalcular' is pressed, and after an order from a risk. */
export function useFailureRisk(enabled = true) {
  return useQuery({ queryKey: predictiveKeys.failureRisk(), queryFn: () => getFailureRisk(), enabled });
}

/** The corrective orders behind one asset's numbers (public.predictive_ordenes_falla). */
export async function getFailureOrders(key: string): Promise<FailureOrder[]> {
  const rows = unwrapRows(await supabase.rpc('predictive_ordenes_falla', { p_clave: key }));
  return rows.map((r) => ({ id: r.id, number: Number(r.numero), at: r.creado_en, repairHours: r.horas }));
}

/** Read when an asset's calculation is opened, not with the ranking. */
export function useFailureOrders(key: string) {
  return useQuery({ queryKey: predictiveKeys.failureOrders(key), queryFn: () => getFailureOrders(key) });
}
