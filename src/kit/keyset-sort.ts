import type { SortState } from './list-params';

/*
 * Apart from keyset-list.ts (and importing no module at run time) so a list's spec that the bench
 * imports in Node (e.g. ops/order-list-spec.ts) can use it.
 */

/**
 * The list's order as its page function takes it: the URL's sort (useListParams) when the server
 * offers that order (an index serves each), else the list's default.
 */
export function keysetSort<S extends string>(
  sort: SortState | null | undefined,
  sorts: readonly S[],
  fallback: { sort: S; descending: boolean },
) {
  const key = sort?.key;
  return sort && key && (sorts as readonly string[]).includes(key)
    ? { sort: key as S, descending: sort.dir === 'desc' }
    : fallback;
}
