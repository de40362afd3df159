import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { thinkKeys } from './keys';
import type { KpiHistoryPoint } from './types';

/** A KPI's history, oldest first: the values entered by hand, or a live KPI's readings per period (think_kpi_historial). */
export function useKpiHistory(kpiId: string) {
  return useQuery({
    queryKey: thinkKeys.kpiHistory(kpiId),
    queryFn: async ({ signal }): Promise<KpiHistoryPoint[]> =>
      unwrap(
        await supabase.from('think_kpi_historial').select('*').eq('kpi_id', kpiId).order('fecha').abortSignal(signal),
      ).map((r) => ({
        fecha: r.fecha ?? '',
        valor: Number(r.valor),
        origen: r.origen === 'lectura' ? 'lectura' : 'manual',
      })),
  });
}

/**
 * Records this period's reading of each live KPI (public.think_registrar_lecturas: the company's admin
 * only, a no-op for anyone else). Called when the KPIs are read, so live KPIs keep a history.
 */
export async function recordKpiReadings(): Promise<number> {
  return unwrap(await supabase.rpc('think_registrar_lecturas'));
}
