import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateOps } from './keys';

type Tables = Database['public']['Tables'];

/** A comment on an order. */
export async function addOrderComment(values: Pick<Tables['ops_comentarios']['Insert'], 'orden_id' | 'texto'>) {
  return unwrap(await supabase.from('ops_comentarios').insert(values).select('id').single());
}

export function useAddOrderComment(options: MutationConfig<typeof addOrderComment> = {}) {
  return useApiMutation(
    {
      mutationFn: addOrderComment,
      invalidate: invalidateOps,
      notifyError: errorToast('No se pudo agregar el comentario'),
    },
    options,
  );
}
