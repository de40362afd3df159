import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';

/** The company's projects, the latest started first. */
export function useProjects() {
  return useQuery({
    queryKey: projectsKeys.list(),
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase
          .from('proy_proyectos')
          .select('*')
          .order('fecha_inicio', { ascending: false })
          .abortSignal(signal),
      ),
  });
}
