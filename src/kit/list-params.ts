import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalizeText } from '@/lib/text';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDirection;
}

export interface ListParams {
  /** `?q=` */
  search: string;
  /** One `?<name>=` per declared filter; '' when unset. */
  filters: Record<string, string>;
  /** `?orden=<key>&dir=asc|desc` */
  sort: SortState | null;
}

/**
 * A list's search, filters and sort kept in the URL (so a link, a refresh or the back button
 * restore the same view). Typing replaces the history entry instead of adding one per key.
 */
export function useListParams(filterNames: readonly string[], defaultSort: SortState | null = null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const namesKey = filterNames.join(',');

  const params = useMemo(
    () => readListParams(searchParams, namesKey ? namesKey.split(',') : [], defaultSort),
    [searchParams, namesKey, defaultSort],
  );

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setSearch = useCallback((q: string) => update({ q }), [update]);
  const setFilter = useCallback((name: string, value: string) => update({ [name]: value }), [update]);
  const toggleSort = useCallback(
    (key: string) => {
      const current = params.sort;
      const dir: SortDirection = current?.key === key && current.dir === 'asc' ? 'desc' : 'asc';
      update({ orden: key, dir });
    },
    [params.sort, update],
  );
  const clear = useCallback(
    () => update(Object.fromEntries(['q', ...params.filterNames].map((n) => [n, null]))),
    [update, params],
  );

  return { ...params, setSearch, setFilter, toggleSort, clear };
}

export function readListParams(
  searchParams: URLSearchParams,
  filterNames: readonly string[],
  defaultSort: SortState | null,
): ListParams & { filterNames: readonly string[] } {
  const filters: Record<string, string> = {};
  for (const name of filterNames) filters[name] = searchParams.get(name) ?? '';
  const key = searchParams.get('orden');
  const dir = searchParams.get('dir') === 'desc' ? 'desc' : 'asc';
  return { search: searchParams.get('q') ?? '', filters, sort: key ? { key, dir } : defaultSort, filterNames };
}

/** ISO dates and timestamps (what the lists sort by date) order correctly as plain strings. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  if (ISO_DATE.test(x) && ISO_DATE.test(y)) return x < y ? -1 : x > y ? 1 : 0;
  return collator.compare(x, y);
}

export interface ClientFilterSpec<T> {
  /** The text the search box looks in. */
  searchText: (row: T) => string;
  /** For each filter name, the row's value compared to the filter's. */
  filterValue?: Record<string, (row: T) => string | null | undefined>;
  /** For each sortable key, the value rows are ordered by. */
  sortValue?: Record<string, (row: T) => string | number | null | undefined>;
}

const collator = new Intl.Collator('es-CL', { numeric: true, sensitivity: 'base' });

/**
 * The normalised search text of a row, kept per searchText function and row object: rows from the
 * query cache stay the same objects between keystrokes, so only the first search of a list pays
 * for normalising every row (100,000 orders: bench/modules.ts). A page keeps its spec stable
 * (useMemo) to profit; a new spec or new rows simply start a new cache.
 */
const searchCache = new WeakMap<(row: never) => string, WeakMap<object, string>>();
function searchTextOf<T>(searchText: (row: T) => string, row: T): string {
  if (typeof row !== 'object' || row === null) return normalizeText(searchText(row));
  let byRow = searchCache.get(searchText as (row: never) => string);
  if (!byRow) {
    byRow = new WeakMap();
    searchCache.set(searchText as (row: never) => string, byRow);
  }
  let text = byRow.get(row);
  if (text === undefined) {
    text = normalizeText(searchText(row));
    byRow.set(row, text);
  }
  return text;
}

/** Search, filters and sort applied in the browser (for lists the page holds whole). */
export function applyListParams<T>(rows: readonly T[], params: ListParams, spec: ClientFilterSpec<T>): T[] {
  const words = normalizeText(params.search).split(/\s+/).filter(Boolean);
  const active = Object.entries(params.filters).filter(([, v]) => v !== '');
  let out = rows.filter((row) => {
    for (const [name, value] of active) {
      const get = spec.filterValue?.[name];
      if (get && (get(row) ?? '') !== value) return false;
    }
    if (words.length === 0) return true;
    const text = searchTextOf(spec.searchText, row);
    return words.every((w) => text.includes(w));
  });
  const sortGet = params.sort && spec.sortValue?.[params.sort.key];
  if (params.sort && sortGet) {
    const sign = params.sort.dir === 'desc' ? -1 : 1;
    out = out
      .map((row) => ({ row, v: sortGet(row) }))
      .sort((a, b) => {
        if (a.v === b.v) return 0;
        if (a.v === null || a.v === undefined) return 1;
        if (b.v === null || b.v === undefined) return -1;
        return sign * compareValues(a.v, b.v);
      })
      .map((x) => x.row);
  }
  return out;
}
