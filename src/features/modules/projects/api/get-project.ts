import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';

/** One project; null when it does not exist or cannot be read. */
export function useProject(id: string) {
  return useQuery({
    queryKey: projectsKeys.project(id),
    queryFn: async ({ signal }) =>
      unwrap(await supabase.from('proy_proyectos').select('*').eq('id', id).abortSignal(signal).maybeSingle()),
  });
}
