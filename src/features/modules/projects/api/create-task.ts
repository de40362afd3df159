import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';
import type { TaskInput } from './types';
export async function createTask(values: TaskInput & { proyecto_id: string }) {
  return unwrap(await supabase.from('proy_tareas').insert(values).select('id, titulo').single());
}

export function useCreateTask(options: MutationConfig<typeof createTask> = {}) {
  return useApiMutation(
    { mutationFn: createTask, invalidate: invalidateProjects, notifyError: errorToast('No se pudo crear la tarea') },
    options,
  );
}
