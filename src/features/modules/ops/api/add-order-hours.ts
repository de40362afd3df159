import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateOps } from './keys';

type Tables = Database['public']['Tables'];

/** Hours worked on an order. */
export async function addOrderHours(
  values: Pick<Tables['ops_horas']['Insert'], 'orden_id' | 'fecha' | 'horas' | 'nota'>,
) {
  return unwrap(await supabase.from('ops_horas').insert(values).select('id').single());
}

export function useAddOrderHours(options: MutationConfig<typeof addOrderHours> = {}) {
  return useApiMutation(
    {
      mutationFn: addOrderHours,
      invalidate: invalidateOps,
      notifyError: errorToast('No se pudieron registrar las horas'),
    },
    options,
  );
}
