import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { Direction } from '../lib/labels';
import { financeKeys } from './keys';
import type { AgeingRow } from './types';

/** Receivables (issued) or payables (received) by party and days overdue (public.fin_antiguedad); the last row is the total. */
export function useAgeing(direccion: Direction) {
  return useQuery({
    queryKey: financeKeys.ageing(direccion),
    queryFn: async ({ signal }) =>
      unwrapRows(await supabase.rpc('fin_antiguedad', { p_direccion: direccion }).abortSignal(signal)) as AgeingRow[],
  });
}
