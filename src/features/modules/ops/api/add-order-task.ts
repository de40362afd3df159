import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateOps } from './keys';

type Tables = Database['public']['Tables'];

/** A checklist item of an order. */
export async function addOrderTask(
  values: Pick<Tables['ops_tareas']['Insert'], 'orden_id' | 'descripcion' | 'posicion'>,
) {
  return unwrap(await supabase.from('ops_tareas').insert(values).select('id').single());
}

export function useAddOrderTask(options: MutationConfig<typeof addOrderTask> = {}) {
  return useApiMutation(
    { mutationFn: addOrderTask, invalidate: invalidateOps, notifyError: errorToast('No se pudo agregar la tarea') },
    options,
  );
}
