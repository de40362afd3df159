import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import type { MarkRow } from './types';

/** One day's attendance marks the caller may read. */
export async function getMarks(day: string): Promise<MarkRow[]> {
  return unwrapRows(await supabase.from('marcas_asistencia').select('*').eq('fecha', day).limit(10000));
}
export const marksQuery = (day: string) =>
  queryOptions({ queryKey: peopleKeys.marks(day), queryFn: () => getMarks(day) });
export const useMarks = (day: string) => useQuery(marksQuery(day));
