import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/**
 * One page of a server-driven list: the `limit` rows after the row whose key is `after` (null: the
 * first page), in the list's order. The server reads it from an index that serves that order
 * (e.g. public.ops_ordenes_pagina), so each page costs a page wherever it is.
 */
export type KeysetPageFetcher<T, K> = (after: K | null, limit: number, signal?: AbortSignal) => Promise<T[]>;

/** Rows asked for per page on screen: a few screens of a virtualised list. */
export const KEYSET_PAGE_SIZE = 100;
/**
 * Rows asked for per request when reading everything (the CSV export). At most a hosted Supabase
 * project's max-rows (1,000), so a page shorter than asked is the end.
 */
export const KEYSET_EXPORT_PAGE_SIZE = 1000;

export interface KeysetListOptions<T, K> {
  /** Must include every filter and the sort: a new key starts from the first page. */
  queryKey: QueryKey;
  fetchPage: KeysetPageFetcher<T, K>;
  /** The row's place in the order (what the next page starts after). */
  keyOf: (row: T) => K;
  pageSize?: number;
  enabled?: boolean;
}

/**
 * A list the server filters, sorts and pages (keyset pagination): the first page paints at once,
 * the next ones load as the list scrolls (`loadMore`, which DataList calls near its end) and
 * `fetchAll` reads the whole filtered set page by page for an export. While a new filter loads,
 * the previous rows stay on screen (`refreshing`) instead of a spinner.
 *
 * `query` has the shape QueryState expects, its data being the rows loaded so far.
 */
export function useKeysetList<T, K>({
  queryKey,
  fetchPage,
  keyOf,
  pageSize = KEYSET_PAGE_SIZE,
  enabled = true,
}: KeysetListOptions<T, K>) {
  const infinite = useInfiniteQuery<T[], Error, InfiniteData<T[], K | null>, QueryKey, K | null>({
    queryKey,
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam as K | null, pageSize, signal),
    getNextPageParam: (last: T[]) => (last.length < pageSize ? undefined : keyOf(last[last.length - 1])),
    placeholderData: keepPreviousData,
    enabled,
  });
  const rows = useMemo(() => infinite.data?.pages.flat() ?? [], [infinite.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = infinite;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const fetchAll = useCallback(
    (signal?: AbortSignal) => fetchAllPages(fetchPage, keyOf, { signal }),
    [fetchPage, keyOf],
  );
  return {
    query: {
      isPending: infinite.isPending,
      isError: infinite.isError && !infinite.isFetchNextPageError,
      isFetching: infinite.isFetching,
      error: infinite.error,
      data: infinite.data ? rows : undefined,
      refetch: infinite.refetch,
    },
    rows,
    hasMore: !!hasNextPage,
    loadingMore: isFetchingNextPage,
    /** A later page failed (the rows so far stay; loadMore tries again). */
    loadMoreError: infinite.isFetchNextPageError ? infinite.error : null,
    /** Showing the previous filter's rows while the new filter's first page loads. */
    refreshing: infinite.isPlaceholderData,
    loadMore,
    fetchAll,
  };
}

/** Every row of a keyset list, page after page (each after the previous page's last key). */
export async function fetchAllPages<T, K>(
  fetchPage: KeysetPageFetcher<T, K>,
  keyOf: (row: T) => K,
  {
    pageSize = KEYSET_EXPORT_PAGE_SIZE,
    signal,
    onProgress,
  }: { pageSize?: number; signal?: AbortSignal; onProgress?: (rows: number) => void } = {},
): Promise<T[]> {
  const rows: T[] = [];
  let after: K | null = null;
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage(after, pageSize, signal);
    for (const row of page) rows.push(row);
    onProgress?.(rows.length);
    if (page.length < pageSize) return rows;
    after = keyOf(page[page.length - 1]);
  }
}
