import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { AdminRequestError, throwIfError } from '../lib/admin-error';
import { invalidateAccess } from '../lib/invalidate-access';

export interface UpdateUserRoleVariables {
  userId: string;
  /** A role key, or null for no role ('none' in the selector). */
  roleId: string | null;
}

/** SPEC §7: update empleados_servicio set rol_sistema_id where id = the user's id. */
export async function updateUserRole({ userId, roleId }: UpdateUserRoleVariables): Promise<void> {
  const { data, error } = await supabase
    .from('empleados_servicio')
    .update({ rol_sistema_id: roleId })
    .eq('id', userId)
    .select('id');
  throwIfError(error);
  // Row-level security filters rather than fails: no row back means the change was not allowed.
  if (!data?.length) throw new AdminRequestError('No tienes permiso para cambiar el rol de este usuario', '42501');
}

export function useUpdateUserRole({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: async () => {
      await invalidateAccess(queryClient);
      toast.success('Rol actualizado correctamente');
      onSuccess?.();
    },
    onError: () => {
      toast.error('Error al actualizar el rol');
    },
  });
}
