import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';
import type { ContactInsert } from './types';
export async function updateContact({ id, ...values }: Partial<ContactInsert> & { id: string }) {
  return unwrap(await supabase.from('crm_contactos').update(values).eq('id', id).select('id').single());
}

export function useUpdateContact(options: MutationConfig<typeof updateContact> = {}) {
  return useApiMutation(
    { mutationFn: updateContact, invalidate: invalidateCrm, notifyError: errorToast('No se pudo guardar el contacto') },
    options,
  );
}
