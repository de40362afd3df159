import { useQuery } from '@tanstack/react-query';
import { unwrap, unwrapRows } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { findAlerts, NOT_MONITORED, type SeriesReading } from '../lib/alerts';
import { predictiveKeys } from './keys';
import type { StoredAlert } from './types';

export interface AlertsRun {
  /** When the rules ran over the readings (ISO). */
  computedAt: string;
  readings: number;
  series: number;
  /** Alerts new in this run. */
  added: number;
  alerts: StoredAlert[];
}

/**
 * Runs the anomaly rules over every series of readings, records the alerts not stored yet (a
 * reading and a rule give one alert: a second run adds nothing), then reads the stored alerts with
 * their decisions. Lazily, when the alerts page opens or 'Revisar de nuevo' is pressed.
 */
export async function runAlerts(signal?: AbortSignal): Promise<AlertsRun> {
  const readings = await fetchAllRows<SeriesReading>(
    (from, to) => {
      const q = supabase
        .from('predictive_lecturas')
        .select('id, activo_id, variable, valor, medido_en')
        .not('variable', 'in', `(${NOT_MONITORED.join(',')})`)
        .order('activo_id')
        .order('variable')
        .order('medido_en')
        .order('id')
        .range(from, to);
      return signal ? q.abortSignal(signal) : q;
    },
    { signal },
  );
  const found = findAlerts(readings);
  const stored = await fetchAllRows<{ lectura_id: string; regla: string }>(
    (from, to) => supabase.from('predictive_alertas').select('lectura_id, regla').order('id').range(from, to),
    { signal },
  );
  const known = new Set(stored.map((a) => `${a.lectura_id}:${a.regla}`));
  const fresh = found.filter((a) => !known.has(`${a.lectura_id}:${a.regla}`));
  for (let i = 0; i < fresh.length; i += 500)
    unwrap(
      await supabase
        .from('predictive_alertas')
        .upsert(fresh.slice(i, i + 500), { onConflict: 'lectura_id,regla', ignoreDuplicates: true }),
    );
  const alerts = await fetchAllRows<StoredAlert>(
    (from, to) =>
      supabase
        .from('predictive_alertas')
        .select('*')
        .order('medido_en', { ascending: false })
        .order('id')
        .range(from, to),
    { signal },
  );
  const series = new Set(readings.map((r) => `${r.activo_id}:${r.variable}`)).size;
  return { computedAt: new Date().toISOString(), readings: readings.length, series, added: fresh.length, alerts };
}

export function useAlerts(enabled = true) {
  return useQuery({ queryKey: predictiveKeys.alerts(), queryFn: ({ signal }) => runAlerts(signal), enabled });
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
