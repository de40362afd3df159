import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';
import type { ProjectInput } from './types';
export async function updateProject({ id, values }: { id: string; values: Partial<ProjectInput> }) {
  return unwrap(await supabase.from('proy_proyectos').update(values).eq('id', id).select('id').single());
}

export function useUpdateProject(options: MutationConfig<typeof updateProject> = {}) {
  return useApiMutation(
    {
      mutationFn: updateProject,
      invalidate: invalidateProjects,
      notifyError: errorToast('No se pudo guardar el proyecto'),
    },
    options,
  );
}
