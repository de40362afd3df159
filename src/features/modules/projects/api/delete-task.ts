import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';

/** Deletes a task and its hours (admin_empresa or the project's manager: a refused delete touches no row). */
export async function deleteTask(id: string) {
  return unwrap(await supabase.from('proy_tareas').delete().eq('id', id).select('id').single());
}

export function useDeleteTask(options: MutationConfig<typeof deleteTask> = {}) {
  return useApiMutation(
    { mutationFn: deleteTask, invalidate: invalidateProjects, notifyError: errorToast('No se pudo eliminar la tarea') },
    options,
  );
}
