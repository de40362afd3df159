import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { crmKeys } from './keys';
import type { CrmSummary } from './types';

/** public.crm_resumen()'s figures (sums as exact text). */
export function useCrmSummary() {
  return useQuery({
    queryKey: crmKeys.summary(),
    queryFn: async () => unwrap(await supabase.rpc('crm_resumen')) as unknown as CrmSummary,
  });
}
