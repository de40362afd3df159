import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidatePeople } from './keys';

type Tables = Database['public']['Tables'];

export async function addHoliday(fecha: string, nombre: string): Promise<void> {
  unwrap(await supabase.from('feriados').insert({ fecha, nombre } satisfies Tables['feriados']['Insert']));
}
export async function deleteHoliday(id: string): Promise<void> {
  unwrap(await supabase.from('feriados').delete().eq('id', id));
}

/** Adds a company holiday (admin_empresa only); working days and balances are computed again. */
export function useAddHoliday(options: MutationConfig<typeof addHolidayValues> = {}) {
  return useApiMutation(
    {
      mutationFn: addHolidayValues,
      invalidate: invalidatePeople,
      notifyError: errorToast('No se pudo agregar el feriado'),
    },
    options,
  );
}
const addHolidayValues = ({ fecha, nombre }: { fecha: string; nombre: string }) => addHoliday(fecha, nombre);

export function useDeleteHoliday(options: MutationConfig<typeof deleteHoliday> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteHoliday,
      invalidate: invalidatePeople,
      notifyError: errorToast('No se pudo quitar el feriado'),
    },
    options,
  );
}
