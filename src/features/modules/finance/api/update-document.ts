import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateFinance } from './keys';

/**
 * A document's issue or annulment (its other fields are written by save-document.ts, and only while
 * it is a draft): Postgres checks every rule of the change and answers why it refuses one.
 */
export type DocumentChanges = { estado: 'emitida' | 'anulada' };

export async function updateDocument({ id, values }: { id: string; values: DocumentChanges }) {
  return unwrap(await supabase.from('fin_documentos').update(values).eq('id', id).select('id, estado, folio').single());
}

export function useUpdateDocument(options: MutationConfig<typeof updateDocument> = {}) {
  return useApiMutation(
    {
      mutationFn: updateDocument,
      invalidate: invalidateFinance,
      notifyError: errorToast('No se pudo guardar el documento'),
    },
    options,
  );
}
