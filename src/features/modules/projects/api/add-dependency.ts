import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';

/** The task waits for another (Postgres refuses another project's task and a cycle). */
export async function addDependency({ taskId, dependsOn }: { taskId: string; dependsOn: string }) {
  return unwrap(
    await supabase
      .from('proy_dependencias')
      .insert({ tarea_id: taskId, depende_de_id: dependsOn })
      .select('id')
      .single(),
  );
}

export function useAddDependency(options: MutationConfig<typeof addDependency> = {}) {
  return useApiMutation(
    {
      mutationFn: addDependency,
      invalidate: invalidateProjects,
      notifyError: errorToast('No se pudo agregar la dependencia'),
    },
    options,
  );
}
