import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';

/** Deletes a project with its tasks and hours (admin_empresa only: a refused delete touches no row). */
export async function deleteProject(id: string) {
  return unwrap(await supabase.from('proy_proyectos').delete().eq('id', id).select('id').single());
}

export function useDeleteProject(options: MutationConfig<typeof deleteProject> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteProject,
      invalidate: invalidateProjects,
      notifyError: errorToast('No se pudo eliminar el proyecto'),
    },
    options,
  );
}
