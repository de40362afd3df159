import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { serverErrorToast } from '../lib/server-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateFinance } from './keys';
import type { DocumentInput } from './types';

/** A document's changes, or its issue or annulment (`estado`); a paid or annulled one is frozen by Postgres. */
export type DocumentChanges = Partial<Omit<DocumentInput, 'direccion' | 'estado'>> &
  Pick<Database['public']['Tables']['fin_documentos']['Update'], 'estado'>;

export async function updateDocument({ id, values }: { id: string; values: DocumentChanges }) {
  return unwrap(await supabase.from('fin_documentos').update(values).eq('id', id).select('id, estado, folio').single());
}

export function useUpdateDocument(options: MutationConfig<typeof updateDocument> = {}) {
  return useApiMutation(
    {
      mutationFn: updateDocument,
      invalidate: invalidateFinance,
      notifyError: serverErrorToast('No se pudo guardar el documento'),
    },
    options,
  );
}
