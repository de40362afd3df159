import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { AdminRequestError, throwIfError } from '../lib/admin-error';
import { invalidateAccess } from '../lib/invalidate-access';

export interface SetPlanModuleVariables {
  planId: string;
  moduloId: string;
  /** true inserts an active assignment, false deletes it (SPEC §4). */
  assigned: boolean;
}

export async function setPlanModule({ planId, moduloId, assigned }: SetPlanModuleVariables): Promise<void> {
  if (assigned) {
    const { error } = await supabase.from('modulos_por_plan').insert({ plan_id: planId, modulo_id: moduloId, activo: true });
    throwIfError(error);
    return;
  }
  const { data, error } = await supabase
    .from('modulos_por_plan')
    .delete()
    .eq('plan_id', planId)
    .eq('modulo_id', moduloId)
    .select('modulo_id');
  throwIfError(error);
  if (!data?.length) throw new AdminRequestError('El módulo no estaba asignado al plan o no tienes permiso', '42501');
}

export function useSetPlanModule({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanModule,
    onSuccess: async (_data, variables) => {
      await invalidateAccess(queryClient);
      toast.success(variables.assigned ? 'Módulo asignado al plan exitosamente' : 'Módulo removido del plan exitosamente');
      onSuccess?.();
    },
    onError: (_error, variables) => {
      toast.error(variables.assigned ? 'Error al asignar el módulo al plan' : 'Error al remover el módulo del plan');
    },
  });
}
