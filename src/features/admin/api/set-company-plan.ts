import { todayInChile } from '@/lib/dates';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiError, INSUFFICIENT_PRIVILEGE, unwrap } from '@/lib/api-error';
import { toastSuccessWithUndo } from '@/lib/undo-toast';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateAccess } from '../lib/invalidate-access';

export interface SetCompanyPlanVariables {
  companyId: string;
  companyName: string;
  /** The new plan, or null to leave the company without a plan (its active row is deactivated). */
  planId: string | null;
  /** Whether the company already has an active plan row (then it is updated, not inserted). */
  hasActivePlan: boolean;
  /** The start date to record; today when absent (an undo gives the previous plan's date back). */
  fechaInicio?: string;
  /** The inverse change, offered as 'Deshacer' in the success toast (issue 16). */
  undo?: Omit<SetCompanyPlanVariables, 'undo'> | null;
}

/**
 * docs/product.md §4: with an active plan, that row's plan_id is updated; otherwise a new active row is
 * inserted with today's date. Issue 16: a change of plan starts a new period, so 'Fecha de Inicio'
 * moves to today too; no plan (null) deactivates the active row, which keeps its history.
 */
export async function setCompanyPlan({
  companyId,
  planId,
  hasActivePlan,
  fechaInicio,
}: SetCompanyPlanVariables): Promise<void> {
  const fecha_inicio = fechaInicio ?? todayInChile();
  if (planId === null) {
    if (!hasActivePlan) return;
    const ended = unwrap(
      await supabase
        .from('planes_empresa')
        .update({ activo: false })
        .eq('empresa_id', companyId)
        .eq('activo', true)
        .select('id'),
    );
    if (!ended?.length) throw new ApiError('No se actualizó ningún plan', { code: INSUFFICIENT_PRIVILEGE });
    return;
  }
  if (hasActivePlan) {
    const updated = unwrap(
      await supabase
        .from('planes_empresa')
        .update({ plan_id: planId, fecha_inicio })
        .eq('empresa_id', companyId)
        .eq('activo', true)
        .select('id'),
    );
    if (!updated?.length) throw new ApiError('No se actualizó ningún plan', { code: INSUFFICIENT_PRIVILEGE });
    return;
  }
  unwrap(
    await supabase
      .from('planes_empresa')
      .insert({ empresa_id: companyId, plan_id: planId, fecha_inicio, activo: true }),
  );
}

export function useSetCompanyPlan(options: MutationConfig<typeof setCompanyPlan> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setCompanyPlan,
      invalidate: invalidateAccess,
      notifySuccess: (_data, { companyName, undo }) =>
        toastSuccessWithUndo(
          `Plan actualizado exitosamente para ${companyName}`,
          undo ? () => setCompanyPlan(undo).finally(() => invalidateAccess(queryClient)) : null,
        ),
      notifyError: () => toast.error('No se pudo actualizar el plan. Inténtalo de nuevo.'),
    },
    options,
  );
}
