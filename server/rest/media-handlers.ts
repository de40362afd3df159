/**
 * PostgREST 12's raw bodies and media type handlers for functions:
 *
 * - A POST to /rpc/fn with `Content-Type: text/plain`, `text/xml` or `application/octet-stream`
 *   passes the body as it is to the overload of fn with a single unnamed `text`, `xml` or `bytea`
 *   parameter (none: 404 PGRST202 "... with a single unnamed text parameter").
 * - A function returning a domain named after a media type (`create domain "text/plain" as text`,
 *   `returns "text/xml"`) is that media type's handler for the function: `Accept: text/plain`
 *   answers its value as it is, with that Content-Type.
 *
 * - An aggregate of a relation's rows returning such a domain (`create aggregate plain_agg(t) (...,
 *   stype = "text/plain")`) is that media type's handler for the relation (or for every relation,
 *   over `anyelement`): `Accept: text/plain` on it answers `plain_agg(row)` of the filtered rows.
 */
import { readBodyText } from '../http/body.ts';
import { csvToRows } from './csv-body.ts';
import { ApiError } from './errors.ts';
import type { MediaAggregate } from './media-aggregates.ts';
import { parseAccept, type MediaType } from './parse-headers.ts';
import type { Routine } from './schema-cache.ts';

const RAW_BODY_TYPES: Record<string, 'text' | 'xml' | 'bytea'> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

/** A raw body for a function's single unnamed text/xml/bytea parameter (bytea as `\x` hex text). */
export class RawBody {
  constructor(
    readonly type: 'text' | 'xml' | 'bytea',
    readonly value: string,
  ) {}
}

/** The raw body of a POST /rpc with one of the raw media types, else undefined (read it as usual). */
export async function readRawBody(req: Request, contentType: string): Promise<RawBody | undefined> {
  const type = RAW_BODY_TYPES[contentType];
  if (!type) return undefined;
  if (type !== 'bytea') return new RawBody(type, await readBodyText(req));
  const bytes = new Uint8Array(await req.arrayBuffer());
  return new RawBody(type, `\\x${Buffer.from(bytes).toString('hex')}`);
}

/** The overloads that take a raw body: one unnamed parameter of its type; none is PGRST202. */
export function rawBodyCandidates(all: Routine[], body: RawBody, schema: string, name: string): Routine[] {
  const c = all.filter(
    (r) =>
      r.params.length === 1 &&
      r.params[0].name === '' &&
      r.params[0].typeSchema === 'pg_catalog' &&
      r.params[0].typeName === body.type,
  );
  if (c.length > 0) return c;
  throw new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name} in the schema cache`,
    `Searched for the function ${schema}.${name} with a single unnamed ${body.type} parameter, but no matches were found in the schema cache.`,
    null,
  );
}

/**
 * Accept, as PostgREST negotiates it: a built-in media type, or (when none is accepted) the
 * media types a handler may still produce, with the 406 to answer if none does.
 */
export interface AcceptedMedia {
  media: MediaType;
  custom?: { types: string[]; error: ApiError };
}

export function acceptMedia(accept: string | undefined): AcceptedMedia {
  try {
    return { media: parseAccept(accept) };
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 'PGRST107' || !accept) throw e;
    const types = accept
      .split(',')
      .map((part) => part.split(';')[0].trim().toLowerCase())
      .filter((t) => t !== '');
    return { media: 'json', custom: { types, error: e } };
  }
}

/** The media type among `types` that the function's return type (a domain named after it) handles. */
export function routineHandler(routine: Routine, types: string[]): string | undefined {
  if (routine.returnsSet || routine.returnTypeKind !== 'd') return undefined;
  const produced = routine.returnTypeName.toLowerCase();
  return types.find((t) => t === produced);
}

const TEXT_TYPES = new Set(['text/plain', 'text/xml']);

/** A handler's answer: the function's scalar result as it is, with the media type as Content-Type. */
export function rawOutput(
  mediaType: string,
  jsonBody: string | null,
): { contentType: string; body: string | ReadableStream<Uint8Array> } {
  const value = jsonBody === null ? null : (JSON.parse(jsonBody) as unknown);
  const text = value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const contentType = TEXT_TYPES.has(mediaType) ? `${mediaType}; charset=utf-8` : mediaType;
  if (mediaType === 'application/octet-stream' && /^\\x[0-9a-f]*$/i.test(text)) {
    return { contentType, body: new Blob([Buffer.from(text.slice(2), 'hex')]).stream() };
  }
  return { contentType, body: text };
}

/**
 * An `application/x-www-form-urlencoded` (or CSV) body for /rpc: a name given several times is every
 * value for a variadic parameter (`v=hi&v=there`), the last one otherwise, as PostgREST reads forms.
 */
export class FormBody {
  constructor(readonly fields: ReadonlyArray<readonly [string, unknown]>) {}

  args(variadic: ReadonlySet<string>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, value] of this.fields) {
      if (variadic.has(key)) out[key] = [...((out[key] as unknown[] | undefined) ?? []), value];
      else out[key] = value;
    }
    return out;
  }
}

/**
 * A form body for /rpc, or a CSV one (its first row's fields, as PostgREST reads one row of the
 * body), else undefined (read it as usual). Neither falls back to a function's json parameter.
 */
export async function readFormBody(req: Request, contentType: string): Promise<FormBody | undefined> {
  if (contentType === 'application/x-www-form-urlencoded')
    return new FormBody([...new URLSearchParams(await readBodyText(req))]);
  if (contentType === 'text/csv') return new FormBody(Object.entries(csvToRows(await readBodyText(req))[0] ?? {}));
  return undefined;
}

/** The aggregate handling one of `types` for the relation (its own first, then one over anyelement). */
export function relationHandler(
  aggregates: readonly MediaAggregate[],
  relid: number,
  types: string[],
): { media: string; fn: MediaAggregate } | undefined {
  for (const media of types) {
    const fn =
      aggregates.find((a) => a.relid === relid && a.media === media) ??
      aggregates.find((a) => a.relid === 0 && a.media === media);
    if (fn) return { media, fn };
  }
  return undefined;
}
