import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { opsKeys } from './keys';

export type OrderChanges = Pick<
  Database['public']['Tables']['ops_ordenes']['Update'],
  'prioridad' | 'tecnico_id' | 'fecha_programada'
>;

export async function updateOrder({ id, values }: { id: string; values: OrderChanges }) {
  return unwrap(await supabase.from('ops_ordenes').update(values).eq('id', id).select('id').single());
}

export function useUpdateOrder(options: MutationConfig<typeof updateOrder> = {}) {
  return useApiMutation(
    {
      mutationFn: updateOrder,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: opsKeys.all }),
      notifyError: errorToast('No se pudo guardar la orden'),
    },
    options,
  );
}
