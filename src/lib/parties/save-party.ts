import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { errorToast } from '@/lib/error-message';
import { partiesKeys } from './keys';
import type { PartyValues } from './types';

/** A new party, or changes to one (`id`); the database checks the RUT and refuses a repeated one. */
export async function saveParty({ id, values }: { id?: string; values: PartyValues }) {
  const q = id
    ? supabase.from('terceros').update(values).eq('id', id)
    : supabase.from('terceros').insert({ tipo: 'cliente', ...values });
  return unwrap(await q.select('id, nombre').single());
}

/**
 * Creates or edits a party of the shared directory (CRM's accounts, Finance's quick add); every
 * module's party lists refresh. The caller's options pass through (an inline error replaces the
 * default toast).
 */
export function useSaveParty(options: MutationConfig<typeof saveParty> = {}) {
  return useApiMutation(
    {
      mutationFn: saveParty,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: partiesKeys.all }),
      notifyError: errorToast('No se pudo guardar el cliente o proveedor'),
    },
    options,
  );
}
