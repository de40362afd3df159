import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import type { HolidayRow } from './types';

/** The company's holidays (working days skip them). */
export async function getHolidays(): Promise<HolidayRow[]> {
  return unwrapRows(await supabase.from('feriados').select('id, fecha, nombre').order('fecha'));
}
export const useHolidays = () => useQuery({ queryKey: peopleKeys.holidays(), queryFn: getHolidays });
