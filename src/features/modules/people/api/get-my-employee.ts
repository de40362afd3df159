import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import { EMPLOYEE_COLUMNS, type EmployeeRow } from './types';

/** The signed-in user's own employee record, when they have one. */
export async function getMyEmployee(userId: string): Promise<EmployeeRow | null> {
  return unwrap(await supabase.from('colaboradores').select(EMPLOYEE_COLUMNS).eq('usuario_id', userId).maybeSingle());
}
export const useMyEmployee = (userId: string | undefined) =>
  useQuery({ queryKey: peopleKeys.me(userId), queryFn: () => getMyEmployee(userId!), enabled: !!userId });
