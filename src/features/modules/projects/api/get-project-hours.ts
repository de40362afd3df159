import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';

/** A project's time entries, the latest first. */
export function useProjectHours(projectId: string) {
  return useQuery({
    queryKey: projectsKeys.hours(projectId),
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase
          .from('proy_horas')
          .select('*')
          .eq('proyecto_id', projectId)
          .order('fecha', { ascending: false })
          .order('creado_en', { ascending: false })
          .abortSignal(signal),
      ),
  });
}
