import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';

/** Deletes el resultado clave (admin_empresa; row-level security refuses anyone else: nothing comes back). */
export async function deleteKeyResult(id: string) {
  return unwrap(await supabase.from('think_resultados_clave').delete().eq('id', id).select('id').single());
}

export function useDeleteKeyResult(options: MutationConfig<typeof deleteKeyResult> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteKeyResult,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Resultado clave eliminado'),
      notifyError: errorToast('No se pudo eliminar el resultado clave'),
    },
    options,
  );
}
