import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toastSuccessWithUndo } from '@/lib/undo-toast';
import { ApiError, INSUFFICIENT_PRIVILEGE, unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateAccess } from '../lib/invalidate-access';

export interface SetPlanModuleVariables {
  planId: string;
  moduloId: string;
  /** true inserts an active assignment, false deletes it (docs/product.md §4). */
  assigned: boolean;
  /** Offer 'Deshacer' (the opposite switch) in the success toast (issue 16). */
  undoable?: boolean;
}

export async function setPlanModule({ planId, moduloId, assigned }: SetPlanModuleVariables): Promise<void> {
  if (assigned) {
    unwrap(await supabase.from('modulos_por_plan').insert({ plan_id: planId, modulo_id: moduloId, activo: true }));
    return;
  }
  const deleted = unwrap(
    await supabase
      .from('modulos_por_plan')
      .delete()
      .eq('plan_id', planId)
      .eq('modulo_id', moduloId)
      .select('modulo_id'),
  );
  if (!deleted?.length) {
    throw new ApiError('El módulo no estaba asignado al plan o no tienes permiso', { code: INSUFFICIENT_PRIVILEGE });
  }
}

export function useSetPlanModule(options: MutationConfig<typeof setPlanModule> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setPlanModule,
      invalidate: invalidateAccess,
      notifySuccess: (_data, { planId, moduloId, assigned, undoable }) =>
        toastSuccessWithUndo(
          assigned ? 'Módulo asignado al plan exitosamente' : 'Módulo removido del plan exitosamente',
          undoable
            ? () =>
                setPlanModule({ planId, moduloId, assigned: !assigned }).finally(() => invalidateAccess(queryClient))
            : null,
        ),
      notifyError: (_error, variables) =>
        toast.error(variables.assigned ? 'Error al asignar el módulo al plan' : 'Error al remover el módulo del plan'),
    },
    options,
  );
}
