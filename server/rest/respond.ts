/** Page bounds, Content-Range, status codes and bodies, as PostgREST answers them. Pure. */
import { ApiError } from './errors.ts';
import type { ExecResult, StreamResult } from './execute.ts';
import type { MediaType, RangeHeader } from './parse-headers.ts';

export interface Page {
  offset: number;
  limit?: number;
}

/** limit/offset query parameters intersected with the Range header, capped by max-rows. */
export function pageBounds(
  limit: number | undefined,
  offset: number | undefined,
  range: RangeHeader | undefined,
  maxRows?: number,
): Page {
  const qLower = offset ?? 0;
  const qUpper = limit === undefined ? Infinity : qLower + limit - 1;
  const lower = Math.max(qLower, range?.from ?? 0);
  let upper = Math.min(qUpper, range?.to ?? Infinity);
  if (maxRows !== undefined) upper = Math.min(upper, lower + maxRows - 1);
  return { offset: lower, limit: upper === Infinity ? undefined : Math.max(0, upper - lower + 1) };
}

export interface HttpOut {
  status: number;
  headers: Record<string, string>;
  /** A stream for large reads (streamed from a cursor, chunk by chunk). */
  body: string | ReadableStream<Uint8Array> | null;
  /** Headers sent once more besides `headers` (a name `response.headers` sets twice, e.g. Set-Cookie). */
  repeated?: [string, string][];
}

const CONTENT_TYPE: Record<MediaType, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  openapi: 'application/openapi+json; charset=utf-8',
};

/** 406 PGRST116 unless exactly one row (checked inside the transaction, so mutations roll back). */
export function checkSingular(r: ExecResult): void {
  if (r.pageTotal !== 1) {
    throw new ApiError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${r.pageTotal} rows`,
    );
  }
}

export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return pageTotal === 0 ? `*/${t}` : `${offset}-${offset + pageTotal - 1}/${t}`;
}

/** A JSON value as Postgres prints jsonb (`{"a": 1, "b": [1, 2]}`). */
function jsonbText(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(jsonbText).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}: ${jsonbText(x)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(v);
}

/**
 * One CSV field as PostgREST writes it (a row's record text without its parentheses): null is
 * empty; a value that is empty or holds a quote, backslash, parenthesis, comma or whitespace is
 * quoted, with its quotes and backslashes doubled.
 */
function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'object' ? jsonbText(v) : String(v);
  return s === '' || /["\\(),\s]/.test(s) ? `"${s.replace(/["\\]/g, (ch) => ch + ch)}"` : s;
}

/** CSV of a JSON array of objects (the body Postgres built). */
export function jsonToCsv(json: string): string {
  const rows = JSON.parse(json) as Record<string, unknown>[];
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]);
  return [keys.map(csvCell).join(','), ...rows.map((r) => keys.map((k) => csvCell(r[k])).join(','))].join('\n');
}

function bodyFor(r: ExecResult, media: MediaType, singular: boolean): string {
  if (singular) return r.singleBody ?? 'null';
  if (media === 'csv') return jsonToCsv(r.body ?? '[]');
  return r.body ?? '[]';
}

export interface ReadOut {
  page: Page;
  media: MediaType;
  head: boolean;
  applied: string[];
}

/** A counted answer whose offset lies past its rows: 416 PGRST103 (PostgREST's rangeStatusHeader). */
function checkOffset(offset: number, total: number): void {
  if (offset > 0 && offset > total) {
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    );
  }
}

/** Status and headers of a read, from its counts (shared by the one-string and streamed bodies). */
function readHead(
  r: { total: number | null; pageTotal: number },
  o: ReadOut,
): { status: number; headers: Record<string, string> } {
  const singular = o.media === 'object';
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPE[o.media],
    'Content-Range': contentRange(o.page.offset, r.pageTotal, r.total),
  };
  if (o.applied.length) headers['Preference-Applied'] = o.applied.join(', ');
  let status = 200;
  if (r.total !== null) {
    checkOffset(o.page.offset, r.total);
    if (r.pageTotal < r.total && !singular) status = 206;
  }
  return { status, headers };
}

export function readResponse(r: ExecResult, o: ReadOut): HttpOut {
  return { ...readHead(r, o), body: o.head ? null : bodyFor(r, o.media, o.media === 'object') };
}

/** CSV lines of row JSON texts; the header (from the first row's keys) when `keys` is empty. */
function csvLines(rows: string[], keys: string[]): string[] {
  const out: string[] = [];
  for (const text of rows) {
    const row = JSON.parse(text) as Record<string, unknown>;
    if (keys.length === 0) {
      keys.push(...Object.keys(row));
      out.push(keys.map(csvCell).join(','));
    }
    out.push(keys.map((k) => csvCell(row[k])).join(','));
  }
  return out;
}

/**
 * A read streamed from a cursor (StreamResult): the same status and headers as readResponse,
 * and the body written chunk by chunk as the client takes it (a JSON array or CSV).
 */
export function streamReadResponse(r: StreamResult, o: ReadOut): HttpOut {
  const head = readHead(r, o);
  const csv = o.media === 'csv';
  const keys: string[] = [];
  const encode = (rows: string[], first: boolean) =>
    csv ? `${first ? '' : '\n'}${csvLines(rows, keys).join('\n')}` : `${first ? '[' : ','}${rows.join(',')}`;
  if (!r.more) {
    const body = csv ? csvLines(r.rows, keys).join('\n') : `[${r.rows.join(',')}]`;
    return { ...head, body: o.head ? null : body };
  }
  const more = r.more;
  if (o.head) {
    void more.cancel();
    return { ...head, body: null };
  }
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(encode(r.rows, true)));
          return;
        }
        const rows = await more.next();
        if (rows === null) {
          if (!csv) controller.enqueue(encoder.encode(']'));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(encode(rows, false)));
      },
      cancel() {
        return more.cancel();
      },
    },
    { highWaterMark: 1 },
  );
  return { ...head, body };
}

export interface MutateOut {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  media: MediaType;
  returnPref: 'minimal' | 'representation' | 'headers-only';
  countRequested: boolean;
  applied: string[];
  /** Location for headers-only inserts: `/table?pk=eq.v`. */
  location?: string;
  /** The rows went through the representation query (pageTotal counts them), not bare statements. */
  represented: boolean;
  /** An upsert (POST with resolution=merge-duplicates, or PUT): 200 when it inserted nothing. */
  merge: boolean;
}

/**
 * Location of an inserted row: `/table?pk=eq.value` (the values as the database wrote them; a null
 * key column, possible through a view, is `is.null` as PostgREST writes it).
 */
export function locationFor(table: string, primaryKey: readonly string[], values: readonly (string | null)[]): string {
  const qs = new URLSearchParams(primaryKey.map((k, i) => [k, values[i] === null ? 'is.null' : `eq.${values[i]}`]));
  return `/${encodeURIComponent(table)}?${qs.toString()}`;
}

/**
 * PostgREST's answers to writes (Response.hs): POST 201 (200 for a merge that inserted nothing),
 * Content-Range `*\/n`; PATCH `0-(n-1)/n`; DELETE `*\/n` (n only with count=exact, else `*`);
 * PUT 201 when it inserted, 200 when it updated, no Content-Range; 204 without a representation,
 * and `Content-Length: 0` on an empty 201.
 */
export function mutateResponse(r: ExecResult, o: MutateOut): HttpOut {
  const n = o.represented ? r.pageTotal : r.affected;
  const total = o.countRequested ? n : null;
  const headers: Record<string, string> = {};
  if (o.method === 'POST' || o.method === 'DELETE') headers['Content-Range'] = `*/${total ?? '*'}`;
  else if (o.method === 'PATCH') headers['Content-Range'] = contentRange(0, n, total);
  if (o.applied.length) headers['Preference-Applied'] = o.applied.join(', ');
  if (o.location) headers.Location = o.location;
  const insertedNothing = o.merge && r.inserted !== null && r.inserted <= 0;
  if (o.returnPref === 'representation') {
    headers['Content-Type'] = CONTENT_TYPE[o.media];
    let status = 200;
    if (o.method === 'POST' || o.method === 'PUT') status = insertedNothing ? 200 : 201;
    return { status, headers, body: bodyFor(r, o.media, o.media === 'object') };
  }
  if (o.method === 'POST') {
    headers['Content-Length'] = '0';
    return { status: insertedNothing ? 200 : 201, headers, body: '' };
  }
  return { status: 204, headers, body: null };
}

export interface CallOut {
  media: MediaType;
  head: boolean;
  shape: 'scalar' | 'setof-scalar' | 'rows' | 'single-row' | 'void';
  page: Page;
  applied: string[];
}

export function callResponse(r: ExecResult, o: CallOut): HttpOut {
  const headers: Record<string, string> = {};
  if (o.applied.length) headers['Preference-Applied'] = o.applied.join(', ');
  if (o.shape === 'void') return { status: 204, headers, body: null };
  headers['Content-Type'] = CONTENT_TYPE[o.media];
  const setReturning = o.shape === 'rows' || o.shape === 'setof-scalar';
  if (setReturning && r.total !== null) checkOffset(o.page.offset, r.total);
  // A single value or row is the range 0-0 (of 1 when counted), as PostgREST answers it.
  headers['Content-Range'] = setReturning
    ? contentRange(o.page.offset, r.pageTotal, r.total)
    : contentRange(0, 1, r.total);
  let status = 200;
  if (setReturning && r.total !== null && r.pageTotal < r.total && o.media !== 'object') status = 206;
  const singular = o.media === 'object' || o.shape === 'single-row';
  let body: string;
  if (o.shape === 'scalar') body = r.body ?? 'null';
  else if (singular) body = r.singleBody ?? 'null';
  else body = o.media === 'csv' ? jsonToCsv(r.body ?? '[]') : (r.body ?? '[]');
  return { status, headers, body: o.head ? null : body };
}
