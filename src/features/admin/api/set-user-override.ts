import { toast } from 'sonner';
import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateAccess } from '../lib/invalidate-access';

export interface SetUserOverrideVariables {
  userId: string;
  moduloId: string;
  /** The access wanted. */
  value: boolean;
}

/**
 * docs/product.md §4 with docs/design.md §4's real plan value: a value equal to the plan's deletes the override, a
 * different one upserts it. The rule lives in Postgres (`fijar_permiso_usuario`, next to the
 * effective-access rule), which reads the plan in the same transaction as the write and refuses
 * (42501) whoever the override policies refuse.
 */
export async function setUserOverride({ userId, moduloId, value }: SetUserOverrideVariables): Promise<'deleted' | 'upserted'> {
  const outcome = unwrap(
    await supabase.rpc('fijar_permiso_usuario', { p_usuario_id: userId, p_modulo_id: moduloId, p_puede_acceder: value }),
  );
  return outcome === 'eliminado' ? 'deleted' : 'upserted';
}

export function useSetUserOverride(options: MutationConfig<typeof setUserOverride> = {}) {
  return useApiMutation(
    {
      mutationFn: setUserOverride,
      invalidate: invalidateAccess,
      notifySuccess: () => toast.success('Permiso actualizado correctamente'),
      notifyError: () => toast.error('Error al actualizar permiso'),
    },
    options,
  );
}
