import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import { EMPLOYEE_COLUMNS, type EmployeeRow } from './types';

/** The company's directory (every user of the module reads it). */
export async function getDirectory({ signal }: { signal?: AbortSignal } = {}): Promise<EmployeeRow[]> {
  let q = supabase.from('colaboradores').select(EMPLOYEE_COLUMNS).order('apellidos').order('nombres').limit(10000);
  if (signal) q = q.abortSignal(signal);
  return unwrapRows(await q);
}
export const directoryQuery = () =>
  queryOptions({ queryKey: peopleKeys.directory(), queryFn: ({ signal }) => getDirectory({ signal }) });
export const useDirectory = () => useQuery(directoryQuery());
