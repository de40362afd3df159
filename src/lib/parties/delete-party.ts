import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { errorToast } from '@/lib/error-message';
import { partiesKeys } from './keys';

/**
 * Deletes a party (admin_empresa only: row-level security). Postgres cascades its CRM contacts and
 * activities, empties the link of its orders and projects, and refuses (23503) while opportunities,
 * finance documents or payments refer to it. A refused delete touches no row: single() says so.
 */
export async function deleteParty(id: string) {
  return unwrap(await supabase.from('terceros').delete().eq('id', id).select('id').single());
}

export function useDeleteParty(options: MutationConfig<typeof deleteParty> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteParty,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: partiesKeys.all }),
      notifyError: errorToast('No se pudo eliminar'),
    },
    options,
  );
}
