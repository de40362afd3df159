import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';

/** Working days between two dates (public.dias_habiles: weekends and the company's holidays skipped). */
export async function getWorkingDays(from: string, to: string): Promise<number | null> {
  return unwrap(await supabase.rpc('dias_habiles', { p_desde: from, p_hasta: to }));
}
export const useWorkingDays = (from: string, to: string) =>
  useQuery({
    queryKey: peopleKeys.workingDays(from, to),
    queryFn: () => getWorkingDays(from, to),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && to >= from,
  });
