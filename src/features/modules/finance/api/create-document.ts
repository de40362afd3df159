import { unwrap } from '@/lib/api-error';
import { serverErrorToast } from '../lib/server-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateFinance } from './keys';
import type { DocumentInput } from './types';

/** A new document: a draft, an issued one (Postgres gives it its folio) or a supplier's. */
export async function createDocument(values: DocumentInput) {
  return unwrap(await supabase.from('fin_documentos').insert(values).select('id, folio, tipo').single());
}

export function useCreateDocument(options: MutationConfig<typeof createDocument> = {}) {
  return useApiMutation(
    {
      mutationFn: createDocument,
      invalidate: invalidateFinance,
      notifyError: serverErrorToast('No se pudo guardar el documento'),
    },
    options,
  );
}
