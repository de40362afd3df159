import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateOps } from './keys';

type Tables = Database['public']['Tables'];

/** A spare part (or a described material) used on an order; Postgres moves the part's stock. */
export async function addOrderPart(
  values: Pick<Tables['ops_repuestos_usados']['Insert'], 'orden_id' | 'repuesto_id' | 'descripcion' | 'cantidad'>,
) {
  return unwrap(await supabase.from('ops_repuestos_usados').insert(values).select('id').single());
}

export function useAddOrderPart(options: MutationConfig<typeof addOrderPart> = {}) {
  return useApiMutation(
    {
      mutationFn: addOrderPart,
      invalidate: invalidateOps,
      notifyError: errorToast('No se pudo registrar el repuesto'),
    },
    options,
  );
}
