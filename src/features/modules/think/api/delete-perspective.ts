import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';

/** Deletes la perspectiva (admin_empresa; row-level security refuses anyone else: nothing comes back). */
export async function deletePerspective(id: string) {
  return unwrap(await supabase.from('think_perspectivas').delete().eq('id', id).select('id').single());
}

export function useDeletePerspective(options: MutationConfig<typeof deletePerspective> = {}) {
  return useApiMutation(
    {
      mutationFn: deletePerspective,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Perspectiva eliminada'),
      notifyError: errorToast('No se pudo eliminar la perspectiva'),
    },
    options,
  );
}
