import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { crmKeys } from './keys';

/** The company's users who may own an opportunity or an activity (public.crm_responsables). */
export function useOwners() {
  return useQuery({
    queryKey: crmKeys.owners(),
    queryFn: async () => unwrapRows(await supabase.rpc('crm_responsables')),
    staleTime: 60_000,
  });
}
