import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { recordKpiReadings } from './kpi-history';
import { thinkKeys } from './keys';
import type { KpiWithValue } from './types';

/** The company's KPIs with their current value and light (live sources computed as the viewer may read them). */
export function useKpis() {
  return useQuery({
    queryKey: thinkKeys.kpis(),
    queryFn: async ({ signal }): Promise<KpiWithValue[]> => {
      // The admin's reading keeps the live KPIs' history; a failure to record must not hide the KPIs.
      await recordKpiReadings().catch(() => 0);
      const [kpis, current] = await Promise.all([
        supabase.from('think_kpis').select('*').order('nombre').abortSignal(signal),
        supabase.from('think_kpis_actual').select('*').abortSignal(signal),
      ]);
      const byId = new Map(unwrap(current).map((c) => [c.kpi_id, c]));
      return unwrap(kpis).map((k) => {
        const c = byId.get(k.id);
        return {
          ...k,
          valor: c?.valor === null || c?.valor === undefined ? null : Number(c.valor),
          fecha: c?.fecha ?? null,
          semaforo: c?.semaforo ?? null,
        };
      });
    },
  });
}
