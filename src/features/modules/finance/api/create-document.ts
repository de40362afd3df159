import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
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
      notifyError: errorToast('No se pudo guardar el documento'),
    },
    options,
  );
}
