import { unwrapRows } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateFinance } from './keys';

/** Deletes a payment (admin_empresa only): the documents it settled get their balance back. */
export async function deletePayment(id: string) {
  const rows = unwrapRows(await supabase.from('fin_pagos').delete().eq('id', id).select('id'));
  if (rows.length === 0) throw new Error('Solo el administrador de la empresa elimina pagos');
}

export function useDeletePayment(options: MutationConfig<typeof deletePayment> = {}) {
  return useApiMutation(
    {
      mutationFn: deletePayment,
      invalidate: invalidateFinance,
      notifyError: errorToast('No se pudo eliminar el pago'),
    },
    options,
  );
}
