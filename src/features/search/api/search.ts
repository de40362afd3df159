import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { searchableText } from '../lib/kinds';

/** One row of public.buscar (docs/search.md). */
export interface SearchHit {
  modulo: string;
  tipo: string;
  id: string;
  titulo: string;
  detalle: string | null;
  ruta: string;
  rango: number;
}

/** How many rows the box asks for. */
export const SEARCH_LIMIT = 20;

export const searchKeys = {
  all: ['search'] as const,
  results: (userId: string, text: string) => ['search', userId, text] as const,
};

/**
 * The records of every module the user may read that match `text`, ranked by Postgres. The
 * request is cancelled (AbortSignal) when a newer text replaces it.
 */
export async function searchRecords(text: string, signal?: AbortSignal): Promise<SearchHit[]> {
  let q = supabase.rpc('buscar', { p_texto: text, p_limite: SEARCH_LIMIT });
  if (signal) q = q.abortSignal(signal);
  return unwrapRows(await q) as SearchHit[];
}

export const searchQuery = (userId: string, text: string) =>
  queryOptions({
    queryKey: searchKeys.results(userId, text),
    queryFn: ({ signal }) => searchRecords(text, signal),
    enabled: searchableText(text),
    // The previous results stay on screen while the next ones load.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

export function useSearch(userId: string, text: string) {
  return useQuery(searchQuery(userId, text));
}
