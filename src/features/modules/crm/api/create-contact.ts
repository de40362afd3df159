import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';
import type { ContactInsert } from './types';
export async function createContact(values: ContactInsert) {
  return unwrap(await supabase.from('crm_contactos').insert(values).select('id').single());
}

export function useCreateContact(options: MutationConfig<typeof createContact> = {}) {
  return useApiMutation(
    { mutationFn: createContact, invalidate: invalidateCrm, notifyError: errorToast('No se pudo crear el contacto') },
    options,
  );
}
