import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { handleError, unexpectedResponse } from '@/lib/api-error';
import { CSV_MIME } from '@/lib/csv';
import type { QueryConfig } from '@/lib/query-config';
import { fetchFunction, supabase, type SupabaseClient } from '@/lib/supabase';
import { ALL, NO_PLAN, type EffectiveAccessQuery } from '../lib/effective-access-filters';
import { EFFECTIVE_ACCESS_COLUMNS, EFFECTIVE_ACCESS_FIRST_PAGE_SIZE } from '../lib/effective-access-read';
import { adminKeys } from './keys';
import { toListCount, type ListCount } from './list-count';

type ViewRow = Database['public']['Views']['accesos_efectivos_usuario']['Row'];

export type EffectiveAccessRow = Pick<
  ViewRow,
  | 'usuario_id'
  | 'nombre'
  | 'apellido_paterno'
  | 'apellido_materno'
  | 'correo'
  | 'empresa_nombre'
  | 'plan_nombre'
  | 'modulo_id'
  | 'modulo_clave'
  | 'modulo_nombre'
  | 'modulo_descripcion'
  | 'en_plan'
  | 'acceso_efectivo'
  | 'override_aplicado'
>;

/**
 * Rows asked for per page as the table scrolls. Every page is read from an index after the last
 * row's key (public.accesos_efectivos_pagina), so a page costs its own size whatever its position.
 */
export const EFFECTIVE_ACCESS_SCROLL_PAGE_SIZE = 1_000;
/**
 * Rows per request of the CSV export (the function answers at most 10,000). The server may answer
 * fewer (its max-rows, 1,000 by default on a hosted Supabase project); the next page then starts
 * after what it answered.
 */
export const EFFECTIVE_ACCESS_PAGE_SIZE = 10_000;

/** A row's place in the tab's order: what the next page starts after. */
export type EffectiveAccessKey = [string | null, string, string, string, string, string];

export function keyOf(row: EffectiveAccessRow): EffectiveAccessKey {
  return [
    row.empresa_nombre,
    row.nombre ?? '',
    row.apellido_paterno ?? '',
    row.usuario_id ?? '',
    row.modulo_nombre ?? '',
    row.modulo_id ?? '',
  ];
}

type PageArgs = Database['public']['Functions']['accesos_efectivos_pagina']['Args'];

/** The page function's arguments for the filters (a filter left out is no filter). */
export function pageArgs(query: EffectiveAccessQuery, after: EffectiveAccessKey | null, limit: number): PageArgs {
  const args: PageArgs = { p_limite: limit };
  // Matched literally (no wildcards), case and Spanish accents ignored, by the function.
  if (query.search !== '') args.p_busqueda = query.search;
  if (query.companyId !== ALL) args.p_empresa_id = query.companyId;
  if (query.plan === NO_PLAN) args.p_sin_plan = true;
  else if (query.plan !== ALL) args.p_plan = query.plan;
  if (query.access !== ALL) args.p_acceso = query.access === 'active';
  if (after) args.p_despues = after;
  return args;
}

/** One page of the filtered view: the `limit` rows after `after` in the tab's order. */
function pageQuery(
  client: SupabaseClient,
  query: EffectiveAccessQuery,
  after: EffectiveAccessKey | null,
  limit: number,
  signal?: AbortSignal,
) {
  // docs/product.md's order (company, then name), then surname, then each user's modules by
  // name; the ids make it a total order. Not `*`: busqueda would add a third to the transfer.
  const q = client.rpc('accesos_efectivos_pagina', pageArgs(query, after, limit)).select(EFFECTIVE_ACCESS_COLUMNS);
  return signal ? q.abortSignal(signal) : q;
}

/** What the functions below take besides the filters. */
export interface EffectiveAccessReadOptions {
  signal?: AbortSignal;
  /** The supabase client (tests pass one signed in as a given user). */
  client?: SupabaseClient;
}

/** One page: the `limit` rows after `after` (null: the first rows). */
export async function getEffectiveAccessPage(
  query: EffectiveAccessQuery,
  after: EffectiveAccessKey | null,
  limit: number,
  { signal, client = supabase }: EffectiveAccessReadOptions = {},
): Promise<EffectiveAccessRow[]> {
  const { data, error, status } = await pageQuery(client, query, after, limit, signal);
  if (error) handleError(error, status);
  if (!Array.isArray(data)) throw unexpectedResponse(status);
  return data as EffectiveAccessRow[];
}

/**
 * Every row of the filters, page after page (each after the previous page's last key), handed to
 * `onPage` as it arrives and then let go: the caller decides what to keep (the CSV export keeps
 * none). The next page is asked for as soon as a page's last key is known, before `onPage` runs,
 * so the server reads a page while the browser writes the one before (at most two pages held;
 * issue 33: one after the other, 227,000 rows took 136 s). A page shorter than asked is the end,
 * or the server's cap (max-rows): the next request tells which; once the cap is known, a page
 * shorter than it is the end.
 */
export async function forEachEffectiveAccessPage(
  query: EffectiveAccessQuery,
  onPage: (rows: EffectiveAccessRow[]) => void | Promise<void>,
  { pageSize = EFFECTIVE_ACCESS_PAGE_SIZE, ...options }: EffectiveAccessReadOptions & { pageSize?: number } = {},
): Promise<number> {
  const ask = (after: EffectiveAccessKey | null) => {
    options.signal?.throwIfAborted();
    const page = getEffectiveAccessPage(query, after, pageSize, options);
    // Awaited below; if onPage fails first, its failure is the one reported.
    page.catch(() => undefined);
    return page;
  };
  let next: Promise<EffectiveAccessRow[]> | null = ask(null);
  let read = 0;
  let cap = Infinity;
  let capKnown = false;
  while (next) {
    const page: EffectiveAccessRow[] = await next;
    if (page.length === 0) break;
    read += page.length;
    let more = true;
    if (page.length < Math.min(pageSize, cap)) {
      if (capKnown) more = false;
      else {
        cap = page.length;
        capKnown = true;
      }
    }
    next = more ? ask(keyOf(page[page.length - 1])) : null;
    await onPage(page);
  }
  return read;
}

/** How many rows the filters have (public.accesos_efectivos_conteo): exact, or "more than". */
export async function getEffectiveAccessCount(
  query: EffectiveAccessQuery,
  { signal, client = supabase }: EffectiveAccessReadOptions = {},
): Promise<ListCount> {
  const { p_limite: _limit, ...filters } = pageArgs(query, null, 1);
  let request = client.rpc('accesos_efectivos_conteo', filters);
  if (signal) request = request.abortSignal(signal);
  return toListCount(await request);
}

/**
 * The tab's rows as the table scrolls: a first page of a few rows, then a page at a time as the
 * last rows read come into view (ScrollTable). A page shorter than asked is the end; a page cut
 * by the server's max-rows only means the next one is asked for when the table gets there.
 */
export const effectiveAccessPagesQueryOptions = (query: EffectiveAccessQuery) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.effectiveAccess(query), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      getEffectiveAccessPage(
        query,
        pageParam,
        pageParam ? EFFECTIVE_ACCESS_SCROLL_PAGE_SIZE : EFFECTIVE_ACCESS_FIRST_PAGE_SIZE,
        { signal },
      ),
    initialPageParam: null as EffectiveAccessKey | null,
    getNextPageParam: (page: EffectiveAccessRow[]) => (page.length > 0 ? keyOf(page[page.length - 1]) : undefined),
    // A short page may be the server's cap rather than the end: the next (empty) page says so.
    // Large results: keep them a short while once nobody looks at them.
    gcTime: 60_000,
  });

export function useEffectiveAccessPages(
  query: EffectiveAccessQuery,
  options: Omit<QueryConfig<typeof effectiveAccessPagesQueryOptions>, 'initialPageParam' | 'getNextPageParam'> = {},
) {
  return useInfiniteQuery({ ...effectiveAccessPagesQueryOptions(query), ...options });
}

export const effectiveAccessCountQueryOptions = (query: EffectiveAccessQuery) =>
  queryOptions({
    queryKey: [...adminKeys.effectiveAccess(query), 'count'] as const,
    queryFn: ({ signal }) => getEffectiveAccessCount(query, { signal }),
  });

export function useEffectiveAccessCount(
  query: EffectiveAccessQuery,
  options: QueryConfig<typeof effectiveAccessCountQueryOptions> = {},
) {
  return useQuery({ ...effectiveAccessCountQueryOptions(query), ...options });
}

export interface CsvExportOptions {
  signal?: AbortSignal;
  /** Called as the file arrives, with the rows received so far. */
  onProgress?: (rowsDone: number) => void;
}

/** Counts the CSV's lines (a line end outside quotes) in the bytes as they pass. */
function lineCounter(onLines: (lines: number) => void): TransformStream<Uint8Array, Uint8Array> {
  let quoted = false;
  let lines = 0;
  return new TransformStream({
    transform(chunk, controller) {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i];
        if (b === 0x22) quoted = !quoted;
        else if (b === 0x0a && !quoted) lines++;
      }
      onLines(lines);
      controller.enqueue(chunk);
    },
  });
}

/**
 * The CSV of every row of the filters, streamed by the server (the Edge Function
 * export-effective-access, which reads the rows page by page under the caller's session: the
 * same rows as the tab) into a Blob: the browser collects the bytes outside the page's
 * JavaScript, so the page never holds the set, not even as text. The progress counts the rows as
 * they arrive. A refusal or a bad filter is the function's message; a cut stream is a failure.
 */
export async function exportEffectiveAccessCsv(
  query: EffectiveAccessQuery,
  { signal, onProgress }: CsvExportOptions = {},
): Promise<Blob> {
  const { p_limite: _limit, ...filters } = pageArgs(query, null, 1);
  const response = await fetchFunction('export-effective-access', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(filters),
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : `El servidor respondió ${response.status}.`);
  }
  // The header is the first line.
  const counted = response.body.pipeThrough(lineCounter((lines) => onProgress?.(Math.max(0, lines - 1))));
  const file = await new Response(counted, { headers: { 'Content-Type': CSV_MIME } }).blob();
  signal?.throwIfAborted();
  return file;
}
