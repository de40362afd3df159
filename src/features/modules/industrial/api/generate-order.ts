import { opsKeys } from '@/features/modules/ops/public';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';

/**
 * 'Generar OT': the plan's preventive work order, made by Postgres (public.industrial_generar_ot;
 * with Ops only). Returns the order's id. The database refuses a second order for the same plan
 * and due date; the screen keeps the button busy meanwhile and shows the open order afterwards.
 */
export async function generateOrder(planId: string): Promise<string> {
  const id = unwrap(await supabase.rpc('industrial_generar_ot', { p_plan_id: planId }));
  if (typeof id !== 'string') throw new Error('Respuesta inesperada del servidor');
  return id;
}

export function useGenerateOrder(options: MutationConfig<typeof generateOrder> = {}) {
  return useApiMutation(
    {
      mutationFn: generateOrder,
      invalidate: (qc) =>
        Promise.all([
          qc.invalidateQueries({ queryKey: opsKeys.all }),
          qc.invalidateQueries({ queryKey: industrialKeys.plans() }),
        ]),
      notifyError: errorToast('No se pudo generar la orden'),
    },
    options,
  );
}
