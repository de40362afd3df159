import { toast } from 'sonner';
import { ApiError, INSUFFICIENT_PRIVILEGE, unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateAccess } from '../lib/invalidate-access';

export interface SetCompanyPlanVariables {
  companyId: string;
  companyName: string;
  planId: string;
  /** Whether the company already has an active plan row (then it is updated, not inserted). */
  hasActivePlan: boolean;
}

/** Today's date in the user's own calendar (not UTC's), as Postgres `date` text. */
export function todayIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * docs/product.md §4: with an active plan, that row's plan_id is updated; otherwise a new active row is
 * inserted with today's date.
 */
export async function setCompanyPlan({ companyId, planId, hasActivePlan }: SetCompanyPlanVariables): Promise<void> {
  if (hasActivePlan) {
    const updated = unwrap(
      await supabase.from('planes_empresa').update({ plan_id: planId }).eq('empresa_id', companyId).eq('activo', true).select('id'),
    );
    if (!updated?.length) throw new ApiError('No se actualizó ningún plan', { code: INSUFFICIENT_PRIVILEGE });
    return;
  }
  unwrap(
    await supabase
      .from('planes_empresa')
      .insert({ empresa_id: companyId, plan_id: planId, fecha_inicio: todayIsoDate(), activo: true }),
  );
}

export function useSetCompanyPlan(options: MutationConfig<typeof setCompanyPlan> = {}) {
  return useApiMutation(
    {
      mutationFn: setCompanyPlan,
      invalidate: invalidateAccess,
      notifySuccess: (_data, variables) => toast.success(`Plan actualizado exitosamente para ${variables.companyName}`),
      notifyError: () => toast.error('No se pudo actualizar el plan. Inténtalo de nuevo.'),
    },
    options,
  );
}
