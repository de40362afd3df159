import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { OPEN_STATES } from '../lib/labels';
import { opsKeys } from './keys';

/**
 * The open work orders that preventive plans generated, by plan: a plan with one is being done
 * (Industrial shows the order instead of 'Vencido' and 'Generar OT').
 */
export function usePlanOrders(enabled: boolean) {
  return useQuery({
    queryKey: opsKeys.planOrders(),
    enabled,
    queryFn: async ({ signal }) => {
      const rows = unwrapRows(
        await supabase
          .from('ops_ordenes')
          .select('id, codigo, plan_id, estado')
          .not('plan_id', 'is', null)
          .in('estado', [...OPEN_STATES])
          .order('numero', { ascending: false })
          .abortSignal(signal),
      );
      const byPlan = new Map<string, (typeof rows)[number]>();
      for (const o of rows) if (o.plan_id && !byPlan.has(o.plan_id)) byPlan.set(o.plan_id, o);
      return byPlan;
    },
  });
}
