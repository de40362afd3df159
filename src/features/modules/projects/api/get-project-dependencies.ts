import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';

/** Which task of a project waits for which. */
export function useProjectDependencies(projectId: string) {
  return useQuery({
    queryKey: projectsKeys.dependencies(projectId),
    queryFn: async ({ signal }) =>
      unwrapRows(await supabase.from('proy_dependencias').select('*').eq('proyecto_id', projectId).abortSignal(signal)),
  });
}
