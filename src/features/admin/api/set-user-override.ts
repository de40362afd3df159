import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { toastSuccessWithUndo } from '@/lib/undo-toast';
import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateAccess } from '../lib/invalidate-access';

export interface SetUserOverrideVariables {
  userId: string;
  moduloId: string;
  /** The access wanted. */
  value: boolean;
  /** Offer 'Deshacer' in the success toast (issue 16): the opposite value, which the override rule maps back. */
  undoable?: boolean;
}

/**
 * docs/product.md §4 with docs/design.md §4's real plan value: a value equal to the plan's deletes the override, a
 * different one upserts it. The rule lives in Postgres (`fijar_permiso_usuario`, next to the
 * effective-access rule), which reads the plan in the same transaction as the write and refuses
 * (42501) whoever the override policies refuse.
 */
export async function setUserOverride({
  userId,
  moduloId,
  value,
}: SetUserOverrideVariables): Promise<'deleted' | 'upserted'> {
  const outcome = unwrap(
    await supabase.rpc('fijar_permiso_usuario', {
      p_usuario_id: userId,
      p_modulo_id: moduloId,
      p_puede_acceder: value,
    }),
  );
  return outcome === 'eliminado' ? 'deleted' : 'upserted';
}

export function useSetUserOverride(options: MutationConfig<typeof setUserOverride> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: setUserOverride,
      invalidate: invalidateAccess,
      notifySuccess: (_data, { userId, moduloId, value, undoable }) =>
        toastSuccessWithUndo(
          'Permiso actualizado correctamente',
          undoable
            ? () => setUserOverride({ userId, moduloId, value: !value }).finally(() => invalidateAccess(queryClient))
            : null,
        ),
      notifyError: () => toast.error('Error al actualizar permiso'),
    },
    options,
  );
}
