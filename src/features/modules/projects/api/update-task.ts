import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';
import type { TaskInput } from './types';
export async function updateTask({ id, values }: { id: string; values: Partial<TaskInput> }) {
  return unwrap(await supabase.from('proy_tareas').update(values).eq('id', id).select('id').single());
}

export function useUpdateTask(options: MutationConfig<typeof updateTask> = {}) {
  return useApiMutation(
    { mutationFn: updateTask, invalidate: invalidateProjects, notifyError: errorToast('No se pudo guardar la tarea') },
    options,
  );
}
