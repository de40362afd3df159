import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import type { LinkableAccount } from './types';

/**
 * The company's accounts an employee may be linked to: those not linked to another employee (this
 * one's included). Admins only: Postgres answers nobody else with any row.
 */
export async function getLinkableAccounts(employeeId: string | null): Promise<LinkableAccount[]> {
  return unwrapRows(await supabase.rpc('cuentas_vinculables', employeeId ? { p_colaborador: employeeId } : {}));
}
export const useLinkableAccounts = (employeeId: string | null, enabled: boolean) =>
  useQuery({ queryKey: peopleKeys.accounts(employeeId), queryFn: () => getLinkableAccounts(employeeId), enabled });
