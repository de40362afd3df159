import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { opsKeys } from './keys';

/** What 'Nueva orden' sends: the number, state, company and authorship are the database's. */
export type OrderInput = Pick<
  Database['public']['Tables']['ops_ordenes']['Insert'],
  | 'tipo'
  | 'prioridad'
  | 'tercero_id'
  | 'activo_id'
  | 'equipo_texto'
  | 'falla_reportada'
  | 'tecnico_id'
  | 'fecha_programada'
>;

export async function createOrder(values: OrderInput) {
  return unwrap(await supabase.from('ops_ordenes').insert(values).select('id, codigo').single());
}

export function useCreateOrder(options: MutationConfig<typeof createOrder> = {}) {
  return useApiMutation(
    {
      mutationFn: createOrder,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: opsKeys.all }),
      notifyError: errorToast('No se pudo crear la orden'),
    },
    options,
  );
}
