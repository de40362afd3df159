import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';

/** Deletes el indicador (admin_empresa; row-level security refuses anyone else: nothing comes back). */
export async function deleteKpi(id: string) {
  return unwrap(await supabase.from('think_kpis').delete().eq('id', id).select('id').single());
}

export function useDeleteKpi(options: MutationConfig<typeof deleteKpi> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteKpi,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Indicador eliminado'),
      notifyError: errorToast('No se pudo eliminar el indicador'),
    },
    options,
  );
}
