import { useQuery } from '@tanstack/react-query';
import { unwrap, unwrapRows } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { predictiveKeys } from './keys';
import type { AlertsReview, StoredAlert } from './types';

export interface AlertsRun {
  /** The company's last run of the rules (null before the first). */
  review: AlertsReview | null;
  alerts: StoredAlert[];
}

/**
 * The stored alerts with their decisions, and the last run of the rules. The rules run in the
 * database (migration 20261128073830): when readings arrive, in the hourly scheduled check and on
 * demand (`runReview`); the page only reads what they found.
 */
export async function getAlerts(signal?: AbortSignal): Promise<AlertsRun> {
  const reviewQuery = supabase
    .from('predictive_revisiones')
    .select('revisado_en, origen, series, lecturas, alertas_nuevas');
  const [review, alerts] = await Promise.all([
    (signal ? reviewQuery.abortSignal(signal) : reviewQuery).maybeSingle(),
    fetchAllRows<StoredAlert>(
      (from, to) => {
        const q = supabase
          .from('predictive_alertas')
          .select('*')
          .order('medido_en', { ascending: false })
          .order('id')
          .range(from, to);
        return signal ? q.abortSignal(signal) : q;
      },
      { signal },
    ),
  ]);
  return { review: unwrap(review), alerts };
}

export function useAlerts(enabled = true) {
  return useQuery({ queryKey: predictiveKeys.alerts(), queryFn: ({ signal }) => getAlerts(signal), enabled });
}

/** Runs the rules over every series of the company now ('Revisar ahora'); answers the run. */
export async function runReview(): Promise<AlertsReview> {
  return unwrap(await supabase.rpc('predictive_revisar_alertas')) as unknown as AlertsReview;
}

export function useRunReview(options: MutationConfig<typeof runReview> = {}) {
  return useApiMutation(
    {
      mutationFn: runReview,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: predictiveKeys.alerts() }),
      notifyError: errorToast('No se pudieron revisar las lecturas'),
    },
    options,
  );
}

/** Accept or dismiss an alert (or put it back to pending). */
export async function decideAlert({ id, estado }: { id: string; estado: 'aceptada' | 'descartada' | 'pendiente' }) {
  return unwrap(
    await supabase.from('predictive_alertas').update({ estado }).eq('id', id).select('id, estado').single(),
  );
}

export function useDecideAlert(options: MutationConfig<typeof decideAlert> = {}) {
  return useApiMutation(
    {
      mutationFn: decideAlert,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: predictiveKeys.alerts() }),
      notifyError: errorToast('No se pudo guardar la decisión'),
    },
    options,
  );
}

/** The readings around an alert (its series, the 30 before and 5 after): the inputs it was read from. */
export async function getAlertContext(alert: StoredAlert) {
  const before = unwrapRows(
    await supabase
      .from('predictive_lecturas')
      .select('id, valor, unidad, medido_en')
      .eq('activo_id', alert.activo_id!)
      .eq('variable', alert.variable!)
      .lte('medido_en', alert.medido_en!)
      .order('medido_en', { ascending: false })
      .limit(31),
  );
  const after = unwrapRows(
    await supabase
      .from('predictive_lecturas')
      .select('id, valor, unidad, medido_en')
      .eq('activo_id', alert.activo_id!)
      .eq('variable', alert.variable!)
      .gt('medido_en', alert.medido_en!)
      .order('medido_en')
      .limit(5),
  );
  return [...before.reverse(), ...after];
}

export function useAlertContext(alert: StoredAlert) {
  return useQuery({
    queryKey: [...predictiveKeys.alerts(), 'context', alert.id] as const,
    queryFn: () => getAlertContext(alert),
  });
}
