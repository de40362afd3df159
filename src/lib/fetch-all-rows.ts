import { handleError, unexpectedResponse, type ErrorLike } from './api-error';

/**
 * Reads every row of a query in pages. Supabase answers at most `max-rows` per request (1,000 on a
 * hosted project by default) and silently cuts the rest, so a large result is fetched range by range
 * until the server has nothing more. The query MUST have a total order (end it with a unique column)
 * or pages may overlap or skip rows.
 *
 * A page shorter than requested is either the end or the server's cap; the next request tells which.
 * Once the cap is known (a short page followed by a non-empty one), a page shorter than it is the end.
 */
export interface PageResult<T> {
  data: T[] | null;
  error: ErrorLike | null;
  status?: number;
}

export interface FetchAllRowsOptions {
  /** Rows asked for per request. */
  pageSize?: number;
  signal?: AbortSignal;
  /** Called after each page with the rows read so far (progress for large reads). */
  onProgress?: (rowsSoFar: number) => void;
}

export async function fetchAllRows<T>(
  page: (from: number, to: number) => PromiseLike<PageResult<T>>,
  { pageSize = 10_000, signal, onProgress }: FetchAllRowsOptions = {},
): Promise<T[]> {
  const rows: T[] = [];
  let cap = pageSize;
  let capKnown = false;
  for (;;) {
    signal?.throwIfAborted();
    const { data, error, status } = await page(rows.length, rows.length + pageSize - 1);
    if (error) handleError(error, status);
    if (!Array.isArray(data)) throw unexpectedResponse(status);
    if (data.length === 0) break;
    for (const row of data) rows.push(row);
    onProgress?.(rows.length);
    if (data.length >= cap) continue;
    if (capKnown) break;
    // Short page: the end, or the server's cap. Remember it; an empty next page settles it.
    cap = data.length;
    capKnown = true;
  }
  return rows;
}
