import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { financeKeys } from './keys';
import type { CashFlowRow } from './types';

/** Collected and paid per month, and what open balances project ahead (public.fin_flujo_caja). */
export function useCashFlow(monthsBack = 6, monthsAhead = 5) {
  return useQuery({
    queryKey: financeKeys.cashFlow(monthsBack, monthsAhead),
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase
          .rpc('fin_flujo_caja', { p_meses_atras: monthsBack, p_meses_adelante: monthsAhead })
          .abortSignal(signal),
      ) as CashFlowRow[],
  });
}
