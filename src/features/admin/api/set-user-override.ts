import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { AdminRequestError, throwIfError } from '../lib/admin-error';
import { invalidateAccess } from '../lib/invalidate-access';

export interface SetUserOverrideVariables {
  userId: string;
  moduloId: string;
  /** The access wanted. */
  value: boolean;
  /** What the plan alone gives (the module is in the company's active plan). */
  planValue: boolean;
}

/**
 * SPEC §4 with DESIGN §4's real plan value: a value equal to the plan's deletes the override, a
 * different one upserts it.
 */
export async function setUserOverride({ userId, moduloId, value, planValue }: SetUserOverrideVariables): Promise<'deleted' | 'upserted'> {
  if (value === planValue) {
    const { error } = await supabase.from('empleados_override_permisos').delete().eq('empleado_id', userId).eq('modulo_id', moduloId);
    throwIfError(error);
    return 'deleted';
  }
  const { data, error } = await supabase
    .from('empleados_override_permisos')
    .upsert(
      { empleado_id: userId, modulo_id: moduloId, puede_acceder: value, updated_at: new Date().toISOString() },
      { onConflict: 'empleado_id,modulo_id' },
    )
    .select('empleado_id');
  throwIfError(error);
  if (!data?.length) throw new AdminRequestError('No tienes permiso para cambiar el acceso de este usuario', '42501');
  return 'upserted';
}

export function useSetUserOverride({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserOverride,
    onSuccess: async () => {
      await invalidateAccess(queryClient);
      toast.success('Permiso actualizado correctamente');
      onSuccess?.();
    },
    onError: () => {
      toast.error('Error al actualizar permiso');
    },
  });
}
