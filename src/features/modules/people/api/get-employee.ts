import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import { EMPLOYEE_COLUMNS, type EmployeeDetail } from './types';

/** One employee: the directory row, the private record and the balance the caller may read. */
export async function getEmployee(id: string): Promise<EmployeeDetail | null> {
  const [employee, record, balance] = await Promise.all([
    supabase.from('colaboradores').select(EMPLOYEE_COLUMNS).eq('id', id).maybeSingle(),
    supabase.from('colaboradores_ficha').select('*').eq('colaborador_id', id).maybeSingle(),
    supabase.from('saldos_vacaciones').select('*').eq('colaborador_id', id).maybeSingle(),
  ]);
  const e = unwrap(employee);
  if (!e) return null;
  return { employee: e, record: unwrap(record), balance: unwrap(balance) };
}
export const useEmployee = (id: string | undefined) =>
  useQuery({ queryKey: peopleKeys.employee(id ?? ''), queryFn: () => getEmployee(id!), enabled: !!id });
