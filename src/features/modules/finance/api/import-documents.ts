import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { errorToast } from '@/lib/error-message';
import { importInBatches, type ImportDocument, type ImportResult } from '../lib/sii/import-document';
import { invalidateFinance } from './keys';

/** One batch through public.fin_importar_documentos: one result per document, each in its own subtransaction. */
export async function importBatch(batch: ImportDocument[]): Promise<ImportResult[]> {
  return unwrap(
    await supabase.rpc('fin_importar_documentos', { p_documentos: batch as never }),
  ) as unknown as ImportResult[];
}

/** The documents read from an SII file, in batches of 100; `onProgress` after each. */
export async function importDocuments({
  documents,
  onProgress,
}: {
  documents: ImportDocument[];
  onProgress?: (done: number, total: number) => void;
}): Promise<ImportResult[]> {
  return importInBatches(documents, importBatch, onProgress);
}

export function useImportDocuments(options: MutationConfig<typeof importDocuments> = {}) {
  return useApiMutation(
    {
      mutationFn: importDocuments,
      invalidate: invalidateFinance,
      notifyError: errorToast('No se pudo importar'),
    },
    options,
  );
}
