import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateOps } from './keys';

/** Removes a checklist item. */
export async function removeOrderTask(id: string) {
  return unwrap(await supabase.from('ops_tareas').delete().eq('id', id).select('id').single());
}

export function useRemoveOrderTask(options: MutationConfig<typeof removeOrderTask> = {}) {
  return useApiMutation(
    { mutationFn: removeOrderTask, invalidate: invalidateOps, notifyError: errorToast('No se pudo quitar la tarea') },
    options,
  );
}
