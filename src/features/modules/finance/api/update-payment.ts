import { unwrapRows } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateFinance } from './keys';

/** A payment's date, method, reference and notes (its amount is the sum of what it settles). */
export async function updatePayment({
  id,
  ...changes
}: {
  id: string;
  fecha: string;
  medio: string;
  referencia: string | null;
  notas: string | null;
}) {
  const rows = unwrapRows(await supabase.from('fin_pagos').update(changes).eq('id', id).select('id'));
  if (rows.length === 0) throw new Error('El pago ya no existe o no tienes acceso a Axel Finance');
}

export function useUpdatePayment(options: MutationConfig<typeof updatePayment> = {}) {
  return useApiMutation(
    {
      mutationFn: updatePayment,
      invalidate: invalidateFinance,
      notifyError: errorToast('No se pudo actualizar el pago'),
    },
    options,
  );
}
