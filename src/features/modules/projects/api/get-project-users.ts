import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';

/** The company's active users (names only), for manager and assignee. */
export function useProjectUsers() {
  return useQuery({
    queryKey: projectsKeys.users(),
    queryFn: async ({ signal }) => unwrapRows(await supabase.rpc('proy_usuarios').abortSignal(signal)),
    staleTime: 60_000,
  });
}
