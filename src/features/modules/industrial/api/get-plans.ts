import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';

export const plansQuery = () =>
  queryOptions({
    queryKey: industrialKeys.plans(),
    queryFn: async ({ signal }) =>
      unwrapRows(await supabase.from('industrial_planes').select('*').order('proxima_fecha').abortSignal(signal)),
  });

/** The preventive maintenance plans, the next one due first. */
export const usePlans = () => useQuery(plansQuery());
