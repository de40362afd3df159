import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { financeKeys } from './keys';
import type { FinanceSummary } from './types';

/** public.fin_resumen()'s figures (amounts as exact text). */
export function useFinanceSummary() {
  return useQuery({
    queryKey: financeKeys.summary(),
    queryFn: async ({ signal }) =>
      unwrap(await supabase.rpc('fin_resumen').abortSignal(signal)) as unknown as FinanceSummary,
  });
}
