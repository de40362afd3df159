import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import type { BalanceRow } from './types';

/** The vacation balances the caller may read (own, reports', or all for an admin). */
export async function getBalances(): Promise<BalanceRow[]> {
  return unwrapRows(await supabase.from('saldos_vacaciones').select('*').limit(10000));
}
export const useBalances = () => useQuery({ queryKey: peopleKeys.balances(), queryFn: getBalances });
