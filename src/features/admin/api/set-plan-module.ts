import { toast } from 'sonner';
import { ApiError, INSUFFICIENT_PRIVILEGE, unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateAccess } from '../lib/invalidate-access';

export interface SetPlanModuleVariables {
  planId: string;
  moduloId: string;
  /** true inserts an active assignment, false deletes it (docs/product.md §4). */
  assigned: boolean;
}

export async function setPlanModule({ planId, moduloId, assigned }: SetPlanModuleVariables): Promise<void> {
  if (assigned) {
    unwrap(await supabase.from('modulos_por_plan').insert({ plan_id: planId, modulo_id: moduloId, activo: true }));
    return;
  }
  const deleted = unwrap(
    await supabase.from('modulos_por_plan').delete().eq('plan_id', planId).eq('modulo_id', moduloId).select('modulo_id'),
  );
  if (!deleted?.length) {
    throw new ApiError('El módulo no estaba asignado al plan o no tienes permiso', { code: INSUFFICIENT_PRIVILEGE });
  }
}

export function useSetPlanModule(options: MutationConfig<typeof setPlanModule> = {}) {
  return useApiMutation(
    {
      mutationFn: setPlanModule,
      invalidate: invalidateAccess,
      notifySuccess: (_data, variables) =>
        toast.success(variables.assigned ? 'Módulo asignado al plan exitosamente' : 'Módulo removido del plan exitosamente'),
      notifyError: (_error, variables) =>
        toast.error(variables.assigned ? 'Error al asignar el módulo al plan' : 'Error al remover el módulo del plan'),
    },
    options,
  );
}
