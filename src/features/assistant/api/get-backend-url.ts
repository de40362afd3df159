import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, handleError, unexpectedResponse, UNEXPECTED_RESPONSE } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { assistantKeys } from './keys';

/**
 * Why the backend URL could not be read: `load` when the data backend answered with an error
 * (docs/product.md §8 'Error de configuración'), `unexpected` for anything else that went wrong ('Error'):
 * an answer of the wrong shape, or a failure before any answer.
 */
export function backendUrlErrorKind(error: unknown): 'load' | 'unexpected' {
  return error instanceof ApiError && error.code !== UNEXPECTED_RESPONSE ? 'load' : 'unexpected';
}

/** PostgREST's "JSON object requested, multiple (or no) rows returned": with `.single()`, no row. */
const NO_ROW = 'PGRST116';

/** A configured value, trimmed and without trailing slashes; null when it is empty. */
export function normalizeBackendUrl(value: string): string | null {
  const url = value.trim().replace(/\/+$/, '');
  return url === '' ? null : url;
}

/**
 * docs/product.md §7: select app_config key, value where key = 'api_url_backend', single row.
 * Resolves to the URL ('/expert' on the local server, an absolute URL in production), or null when
 * there is no such row or its value is empty ('URL del backend no configurada').
 */
export async function getBackendUrl({ signal }: { signal?: AbortSignal } = {}): Promise<string | null> {
  let query = supabase.from('app_config').select('key, value').eq('key', 'api_url_backend');
  if (signal) query = query.abortSignal(signal);
  const { data, error, status } = await query.single();
  if (error) {
    if (error.code === NO_ROW) return null;
    handleError(error, status);
  }
  const row: unknown = data;
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw unexpectedResponse(status);
  const value: unknown = (row as Record<string, unknown>).value;
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw unexpectedResponse(status);
  return normalizeBackendUrl(value);
}

export const backendUrlQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.backendUrl(),
    queryFn: ({ signal }) => getBackendUrl({ signal }),
    staleTime: 5 * 60_000,
  });

export function useBackendUrl(options: QueryConfig<typeof backendUrlQueryOptions> = {}) {
  return useQuery({ ...backendUrlQueryOptions(), ...options });
}
