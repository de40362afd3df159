import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';
import type { ProjectInput } from './types';
export async function createProject(values: ProjectInput) {
  return unwrap(await supabase.from('proy_proyectos').insert(values).select('id, nombre').single());
}

export function useCreateProject(options: MutationConfig<typeof createProject> = {}) {
  return useApiMutation(
    {
      mutationFn: createProject,
      invalidate: invalidateProjects,
      notifyError: errorToast('No se pudo crear el proyecto'),
    },
    options,
  );
}
