import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { thinkKeys } from './keys';
import type { KpiValue } from './types';

/** A hand-entered KPI's values, oldest first (its trend). */
export function useKpiValues(kpiId: string) {
  return useQuery({
    queryKey: thinkKeys.kpiValues(kpiId),
    queryFn: async ({ signal }): Promise<KpiValue[]> =>
      unwrap(
        await supabase.from('think_kpi_valores').select('*').eq('kpi_id', kpiId).order('fecha').abortSignal(signal),
      ),
  });
}
