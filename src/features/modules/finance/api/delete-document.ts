import { unwrapRows } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateFinance } from './keys';

/** Deletes a draft (admin_empresa only; a refused delete touches no row and says so). */
export async function deleteDocument(id: string) {
  const rows = unwrapRows(await supabase.from('fin_documentos').delete().eq('id', id).select('id'));
  if (rows.length === 0) throw new Error('No tienes permiso para eliminar este documento');
}

export function useDeleteDocument(options: MutationConfig<typeof deleteDocument> = {}) {
  return useApiMutation(
    { mutationFn: deleteDocument, invalidate: invalidateFinance, notifyError: errorToast('No se pudo eliminar') },
    options,
  );
}
