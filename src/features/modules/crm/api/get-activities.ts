import { useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { crmKeys } from './keys';
import type { Activity } from './types';

/** The company's activities by due date. */
export function useActivities() {
  return useQuery({
    queryKey: crmKeys.activities(),
    queryFn: ({ signal }) =>
      fetchAllRows<Activity>(
        (from, to) =>
          supabase
            .from('crm_actividades')
            .select('*')
            .order('fecha_vencimiento')
            .order('id')
            .range(from, to)
            .abortSignal(signal),
        { signal },
      ),
  });
}
