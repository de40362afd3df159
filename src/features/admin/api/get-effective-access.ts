import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { handleError, unexpectedResponse } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { ALL, NO_PLAN, type EffectiveAccessQuery } from '../lib/effective-access-filters';
import { adminKeys } from './keys';

type ViewRow = Database['public']['Views']['accesos_efectivos_usuario']['Row'];

/**
 * The columns the tab and the CSV use. Not `*`: `busqueda` (the search column) and the ids the
 * screen does not show would add a third to a 50,000-row response.
 */
export const EFFECTIVE_ACCESS_COLUMNS =
  'usuario_id, nombre, apellido_paterno, apellido_materno, correo, empresa_nombre, plan_nombre, modulo_id, modulo_clave, modulo_nombre, modulo_descripcion, en_plan, acceso_efectivo, override_aplicado';

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

/** Rows asked for first: few, so the table paints quickly. */
export const EFFECTIVE_ACCESS_FIRST_PAGE_SIZE = 1_000;
/**
 * Rows asked for per request after the first. Every page is read from an index after the last
 * row's key (public.accesos_efectivos_pagina), so a page costs its own size whatever its position;
 * the function answers at most 10,000. The server may answer fewer (its max-rows, 1,000 by
 * default on a hosted Supabase project); the next page then starts after what it answered.
 */
export const EFFECTIVE_ACCESS_PAGE_SIZE = 10_000;

export interface GetEffectiveAccessOptions {
  signal?: AbortSignal;
  /** Called with each page of rows, in order, as it arrives. */
  onPage?: (rows: EffectiveAccessRow[]) => void;
  firstPageSize?: number;
  pageSize?: number;
  /** The supabase client (tests pass one signed in as a given user). */
  client?: SupabaseClient;
}

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

/**
 * docs/product.md §7 'accesos_efectivos_usuario' with the optional search, company, plan and access filters,
 * ordered by empresa_nombre then nombre. Row-level security decides whose rows come back
 * (docs/design.md §3: super_admin all, admin_empresa their company, a user their own rows). Every row is
 * read, page after page (each after the previous page's last key), so nothing is cut off at the
 * server's max-rows.
 */
export async function getEffectiveAccess(
  query: EffectiveAccessQuery,
  {
    signal,
    onPage,
    firstPageSize = EFFECTIVE_ACCESS_FIRST_PAGE_SIZE,
    pageSize = EFFECTIVE_ACCESS_PAGE_SIZE,
    client = supabase,
  }: GetEffectiveAccessOptions = {},
): Promise<EffectiveAccessRow[]> {
  const rows: EffectiveAccessRow[] = [];
  let after: EffectiveAccessKey | null = null;
  // A page shorter than asked is the end, or the server's cap (max-rows): the next request tells
  // which. Once the cap is known, a page shorter than it is the end.
  let cap = Infinity;
  let capKnown = false;
  for (;;) {
    signal?.throwIfAborted();
    const asked = rows.length === 0 ? firstPageSize : pageSize;
    const { data, error, status } = await pageQuery(client, query, after, asked, signal);
    if (error) handleError(error, status);
    if (!Array.isArray(data)) throw unexpectedResponse(status);
    const page = data as EffectiveAccessRow[];
    if (page.length === 0) break;
    onPage?.(page);
    for (const row of page) rows.push(row);
    after = keyOf(page[page.length - 1]);
    if (page.length >= Math.min(asked, cap)) continue;
    if (capKnown) break;
    cap = page.length;
    capKnown = true;
  }
  return rows;
}

/**
 * The rows as an async stream of pages, for TanStack Query's streamed query: the table paints the
 * first page while the next ones load.
 */
export async function* streamEffectiveAccess(
  query: EffectiveAccessQuery,
  options: Omit<GetEffectiveAccessOptions, 'onPage'> = {},
): AsyncGenerator<EffectiveAccessRow[]> {
  const pending: EffectiveAccessRow[][] = [];
  let wake: (() => void) | undefined;
  let done = false;
  let failure: { error: unknown } | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  getEffectiveAccess(query, {
    ...options,
    onPage: (rows) => {
      pending.push(rows);
      notify();
    },
  }).then(
    () => {
      done = true;
      notify();
    },
    (error: unknown) => {
      failure = { error };
      notify();
    },
  );
  for (;;) {
    const next = pending.shift();
    if (next) {
      yield next;
      continue;
    }
    if (failure) throw failure.error;
    if (done) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
}

/**
 * What the tab shows: the rows so far, and whether the last page has arrived (a first load paints
 * page by page; `complete` turns true when the stream ends).
 */
export interface EffectiveAccessResult {
  rows: EffectiveAccessRow[];
  complete: boolean;
}

type Chunk = { rows: EffectiveAccessRow[] } | { complete: true };

async function* chunksOf(query: EffectiveAccessQuery, signal: AbortSignal): AsyncGenerator<Chunk> {
  for await (const rows of streamEffectiveAccess(query, { signal })) yield { rows };
  yield { complete: true };
}

/** A new array per page (React sees the change; the cached value is never mutated). */
function reduceChunk(acc: EffectiveAccessResult, chunk: Chunk): EffectiveAccessResult {
  if ('complete' in chunk) return { rows: acc.rows, complete: true };
  return { rows: acc.rows.length === 0 ? chunk.rows : acc.rows.concat(chunk.rows), complete: false };
}

export const effectiveAccessQueryOptions = (query: EffectiveAccessQuery) =>
  queryOptions({
    queryKey: adminKeys.effectiveAccess(query),
    queryFn: streamedQuery<Chunk, EffectiveAccessResult>({
      streamFn: ({ signal }) => chunksOf(query, signal),
      // A refresh (e.g. after an admin's write invalidates adminKeys.access()) keeps showing the
      // current rows and swaps in the new ones when they have all arrived.
      refetchMode: 'replace',
      reducer: reduceChunk,
      initialValue: { rows: [], complete: false },
    }),
    // Large results: keep them a short while once nobody looks at them.
    gcTime: 60_000,
  });

/**
 * The rows for the filters. On a first load `data.rows` grows page by page until `data.complete`;
 * a refresh keeps the complete rows until the new ones have all arrived (`isFetching` meanwhile).
 */
export function useEffectiveAccess(
  query: EffectiveAccessQuery,
  options: QueryConfig<typeof effectiveAccessQueryOptions> = {},
) {
  return useQuery({ ...effectiveAccessQueryOptions(query), ...options });
}
