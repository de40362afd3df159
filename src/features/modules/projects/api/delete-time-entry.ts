import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';

/** Deletes a time entry (its user's; admin_empresa may delete anyone's). */
export async function deleteTimeEntry(id: string) {
  return unwrap(await supabase.from('proy_horas').delete().eq('id', id).select('id').single());
}

export function useDeleteTimeEntry(options: MutationConfig<typeof deleteTimeEntry> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteTimeEntry,
      invalidate: invalidateProjects,
      notifyError: errorToast('No se pudieron eliminar las horas'),
    },
    options,
  );
}
