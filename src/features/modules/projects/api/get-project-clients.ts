import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { projectsKeys } from './keys';

/** The company's active clients, through the module's picker (proy_clientes): a user with Projects only cannot read the shared directory (lib/parties), so the module asks for names only. */
export function useProjectClients() {
  return useQuery({
    queryKey: projectsKeys.clients(),
    queryFn: async ({ signal }) => unwrapRows(await supabase.rpc('proy_clientes').abortSignal(signal)),
    staleTime: 60_000,
  });
}
