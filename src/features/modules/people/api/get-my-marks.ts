import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import type { MarkRow } from './types';

/** An employee's own marks of the last 31 days. */
export async function getMyMarks(employeeId: string): Promise<MarkRow[]> {
  return unwrapRows(
    await supabase
      .from('marcas_asistencia')
      .select('*')
      .eq('colaborador_id', employeeId)
      .order('fecha', { ascending: false })
      .limit(31),
  );
}
export const useMyMarks = (employeeId: string | undefined) =>
  useQuery({
    queryKey: peopleKeys.myMarks(employeeId ?? ''),
    queryFn: () => getMyMarks(employeeId!),
    enabled: !!employeeId,
  });
