import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';

const planHoursQuery = () =>
  queryOptions({
    queryKey: industrialKeys.planHours(),
    queryFn: async ({ signal }) =>
      new Map(
        unwrapRows(await supabase.from('industrial_planes_horas').select('*').abortSignal(signal)).map((h) => [
          h.plan_id ?? '',
          h,
        ]),
      ),
  });

/** The meter plans' hours since their last execution, by plan id (Predictive's readings; none without it). */
export const usePlanHours = () => useQuery(planHoursQuery());
