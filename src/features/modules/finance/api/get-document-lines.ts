import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { financeKeys } from './keys';
import { LINE_COLUMNS, type LineRow } from './types';

/** A document's lines in their order (public.fin_documento_lineas; amounts derived by Postgres). */
export async function getDocumentLines(id: string, signal?: AbortSignal): Promise<LineRow[]> {
  const q = supabase.from('fin_documento_lineas').select(LINE_COLUMNS).eq('documento_id', id).order('numero');
  return unwrapRows(await (signal ? q.abortSignal(signal) : q)) as unknown as LineRow[];
}

export function useDocumentLines(id: string | undefined) {
  return useQuery({
    queryKey: financeKeys.documentLines(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => getDocumentLines(id ?? '', signal),
  });
}
