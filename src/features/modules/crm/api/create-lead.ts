import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';
import type { LeadInsert } from './types';
/** A lead typed in by hand (the public /contacto form files the platform's own). */
export async function createLead(values: LeadInsert) {
  return unwrap(await supabase.from('crm_leads').insert(values).select('id, nombre').single());
}

export function useCreateLead(options: MutationConfig<typeof createLead> = {}) {
  return useApiMutation(
    { mutationFn: createLead, invalidate: invalidateCrm, notifyError: errorToast('No se pudo crear el lead') },
    options,
  );
}
