import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useKeysetList } from '@/kit/keyset-list';
import { unwrap, unwrapRows } from '@/lib/api-error';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import {
  documentFilterArgs,
  documentKeyOf,
  documentPageArgs,
  type DocumentKey,
  type DocumentListQuery,
} from '../lib/document-list-spec';
import { financeKeys } from './keys';
import { DOC_COLUMNS, type DocumentRow, type DocumentTotals } from './types';

/**
 * One page of the document list, searched, filtered and sorted by Postgres
 * (public.fin_documentos_pagina: keyset pages over an index per order); row-level security decides
 * which documents exist.
 */
export async function fetchDocumentPage(
  query: DocumentListQuery,
  after: DocumentKey | null,
  limit: number,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<DocumentRow[]> {
  const request = client.rpc('fin_documentos_pagina', documentPageArgs(query, after, limit)).select(DOC_COLUMNS);
  return unwrapRows(await (signal ? request.abortSignal(signal) : request)) as unknown as DocumentRow[];
}

/** The document list, page by page as it scrolls; `fetchAll` reads the whole filtered set (the accountant's CSV). */
export function useDocumentList(query: DocumentListQuery) {
  const fetchPage = useCallback(
    (after: DocumentKey | null, limit: number, signal?: AbortSignal) => fetchDocumentPage(query, after, limit, signal),
    [query],
  );
  const keyOf = useMemo(() => documentKeyOf(query.sort), [query.sort]);
  return useKeysetList({ queryKey: financeKeys.documentList(query), fetchPage, keyOf });
}

/** The list's count and exact sums over the whole filtered set, computed by Postgres (public.fin_documentos_totales). */
export function useDocumentTotals(query: DocumentListQuery) {
  return useQuery({
    queryKey: financeKeys.documentTotals(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await supabase.rpc('fin_documentos_totales', documentFilterArgs(query)).abortSignal(signal),
      ) as unknown as DocumentTotals,
    placeholderData: keepPreviousData,
  });
}
