import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';
import type { ProjectsSummary } from './types';

/** public.proy_resumen()'s figures. */
export function useProjectsSummary() {
  return useQuery({
    queryKey: projectsKeys.summary(),
    queryFn: async ({ signal }) =>
      unwrap(await supabase.rpc('proy_resumen').abortSignal(signal)) as unknown as ProjectsSummary,
  });
}
