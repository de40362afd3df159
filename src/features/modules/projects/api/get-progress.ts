import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';

/** Each project's progress (the view proy_avance). */
export function useProgress() {
  return useQuery({
    queryKey: projectsKeys.progress(),
    queryFn: async ({ signal }) => unwrapRows(await supabase.from('proy_avance').select('*').abortSignal(signal)),
  });
}
