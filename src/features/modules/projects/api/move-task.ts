import { replaceById, useOptimisticMutation } from '@/kit/optimistic';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { TaskState } from '../lib/labels';
import { projectsKeys } from './keys';
import type { Task } from './types';

export async function moveTask({ id, estado }: { id: string; estado: TaskState }) {
  return unwrap(await supabase.from('proy_tareas').update({ estado }).eq('id', id).select('id').single());
}

/** The board's move: shown at once, rolled back with the reason if Postgres refuses it. */
export function useMoveTask(projectId: string) {
  return useOptimisticMutation<Task[], { id: string; estado: TaskState }>({
    queryKey: projectsKeys.tasks(projectId),
    mutationFn: moveTask,
    apply: (old, v) => replaceById(old, v.id, { estado: v.estado }),
    invalidate: [projectsKeys.all],
    errorTitle: 'No se pudo mover la tarea',
  });
}
