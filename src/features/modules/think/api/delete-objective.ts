import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';

/** Deletes el objetivo (admin_empresa; row-level security refuses anyone else: nothing comes back). */
export async function deleteObjective(id: string) {
  return unwrap(await supabase.from('think_objetivos').delete().eq('id', id).select('id').single());
}

export function useDeleteObjective(options: MutationConfig<typeof deleteObjective> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteObjective,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Objetivo eliminado'),
      notifyError: errorToast('No se pudo eliminar el objetivo'),
    },
    options,
  );
}
