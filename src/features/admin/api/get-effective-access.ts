import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { handleError, unexpectedResponse } from '@/lib/api-error';
import { fetchAllRows, type PageResult } from '@/lib/fetch-all-rows';
import { containsFilter } from '@/lib/like-pattern';
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

/**
 * Rows asked for first: few, so the table paints quickly (every request filters and sorts the
 * whole result again on the server, so the first page costs that plus its own size).
 */
export const EFFECTIVE_ACCESS_FIRST_PAGE_SIZE = 1_000;
/**
 * Rows asked for per request after the first: large, since each request sorts the whole result
 * again. The server may answer fewer (Supabase's max-rows, 1,000 by default on a hosted project);
 * fetchAllRows then goes on in steps of what it answers.
 */
export const EFFECTIVE_ACCESS_PAGE_SIZE = 20_000;

export interface GetEffectiveAccessOptions {
  signal?: AbortSignal;
  /** Called with each page of rows, in order, as it arrives. */
  onPage?: (rows: EffectiveAccessRow[]) => void;
  firstPageSize?: number;
  pageSize?: number;
  /** The supabase client (tests pass one signed in as a given user). */
  client?: SupabaseClient;
}

/** One page of the filtered view. */
function pageQuery(
  client: SupabaseClient,
  query: EffectiveAccessQuery,
  from: number,
  to: number,
  signal?: AbortSignal,
) {
  let q = client.from('accesos_efectivos_usuario').select(EFFECTIVE_ACCESS_COLUMNS);
  // The search is already in busqueda's form (lower-case, accents removed): a case-sensitive
  // like is enough, and much faster than ilike.
  const search = containsFilter(query.search);
  if (search) q = q.filter('busqueda', search.op, search.value);
  if (query.companyId !== ALL) q = q.eq('empresa_id', query.companyId);
  if (query.plan === NO_PLAN) q = q.is('plan_clave', null);
  else if (query.plan !== ALL) q = q.eq('plan_clave', query.plan);
  if (query.access !== ALL) q = q.eq('acceso_efectivo', query.access === 'active');
  // docs/product.md's order (company, then name), then surname, then each user's modules by name; the ids
  // make it a total order, which paging by ranges needs.
  q = q
    .order('empresa_nombre')
    .order('nombre')
    .order('apellido_paterno')
    .order('usuario_id')
    .order('modulo_nombre')
    .order('modulo_id')
    .range(from, to);
  return signal ? q.abortSignal(signal) : q;
}

/**
 * docs/product.md §7 'accesos_efectivos_usuario' with the optional search, company, plan and access filters,
 * ordered by empresa_nombre then nombre. Row-level security decides whose rows come back
 * (docs/design.md §3: super_admin all, admin_empresa their company, a user their own rows). Every row is
 * read, page after page, so nothing is cut off at the server's max-rows.
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
  const read = async (from: number, to: number): Promise<PageResult<EffectiveAccessRow>> => {
    const { data, error, status } = await pageQuery(client, query, from, to, signal);
    if (error) return { data: null, error, status };
    if (data?.length) onPage?.(data);
    return { data, error: null, status };
  };
  // A small first page for an early paint, then every row after it in large pages. A first page
  // shorter than asked is the end or the server's cap: fetchAllRows's first request tells which.
  const first = await read(0, firstPageSize - 1);
  if (first.error) handleError(first.error, first.status);
  if (!Array.isArray(first.data)) throw unexpectedResponse(first.status);
  if (first.data.length === 0) return [];
  const offset = first.data.length;
  const rest = await fetchAllRows<EffectiveAccessRow>((from, to) => read(offset + from, offset + to), {
    pageSize,
    signal,
  });
  return first.data.concat(rest);
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
export function useEffectiveAccess(query: EffectiveAccessQuery, options: QueryConfig<typeof effectiveAccessQueryOptions> = {}) {
  return useQuery({ ...effectiveAccessQueryOptions(query), ...options });
}
