import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toastSuccessWithUndo } from '@/lib/undo-toast';
import { ApiError, INSUFFICIENT_PRIVILEGE, unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateAccess } from '../lib/invalidate-access';

export interface UpdateUserRoleVariables {
  userId: string;
  /** A role key, or null for no role ('none' in the selector). */
  roleId: string | null;
  /** The role to restore with 'Deshacer' in the success toast (issue 16); absent: no undo. */
  undoRoleId?: string | null;
}

/** docs/product.md §7: update empleados_servicio set rol_sistema_id where id = the user's id. */
export async function updateUserRole({ userId, roleId }: UpdateUserRoleVariables): Promise<void> {
  const updated = unwrap(
    await supabase.from('empleados_servicio').update({ rol_sistema_id: roleId }).eq('id', userId).select('id'),
  );
  // Row-level security filters rather than fails: no row back means the change was not allowed.
  if (!updated?.length) {
    throw new ApiError('No tienes permiso para cambiar el rol de este usuario', { code: INSUFFICIENT_PRIVILEGE });
  }
}

export function useUpdateUserRole(options: MutationConfig<typeof updateUserRole> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: updateUserRole,
      invalidate: invalidateAccess,
      notifySuccess: (_data, { userId, undoRoleId }) =>
        toastSuccessWithUndo(
          'Rol actualizado correctamente',
          undoRoleId !== undefined
            ? () => updateUserRole({ userId, roleId: undoRoleId }).finally(() => invalidateAccess(queryClient))
            : null,
        ),
      notifyError: () => toast.error('Error al actualizar el rol'),
    },
    options,
  );
}
