import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';

/** A project's tasks in board order. */
export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: projectsKeys.tasks(projectId),
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase
          .from('proy_tareas')
          .select('*')
          .eq('proyecto_id', projectId)
          .order('posicion')
          .order('creado_en')
          .abortSignal(signal),
      ),
  });
}
