import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';

/** Only admin_empresa deletes contacts (RLS); a refused delete touches no row and reads as PGRST116. */
export async function deleteContact(id: string) {
  return unwrap(await supabase.from('crm_contactos').delete().eq('id', id).select('id').single());
}

export function useDeleteContact(options: MutationConfig<typeof deleteContact> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteContact,
      invalidate: invalidateCrm,
      notifyError: errorToast('No se pudo eliminar el contacto'),
    },
    options,
  );
}
