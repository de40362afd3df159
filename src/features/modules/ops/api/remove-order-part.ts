import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateOps } from './keys';

/** Removes a part used on an order; Postgres gives its stock back. */
export async function removeOrderPart(id: string) {
  return unwrap(await supabase.from('ops_repuestos_usados').delete().eq('id', id).select('id').single());
}

export function useRemoveOrderPart(options: MutationConfig<typeof removeOrderPart> = {}) {
  return useApiMutation(
    {
      mutationFn: removeOrderPart,
      invalidate: invalidateOps,
      notifyError: errorToast('No se pudo quitar el repuesto'),
    },
    options,
  );
}
