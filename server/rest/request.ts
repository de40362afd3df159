/**
 * Stage 1: the HTTP request -> one typed ApiRequest (PostgREST's ApiRequest.hs): what is asked
 * (method and target), in which schema, with which query, preferences, media type, body, role and
 * claims. Everything after (plan, build, execute, respond) takes only this value.
 */
import { mediaTypeOf, readBody, readBodyText } from '../http/body.ts';
import { acceptMedia, readFormBody, readRawBody, type AcceptedMedia } from './media-handlers.ts';
import { csvToRows } from './csv-body.ts';
import type { Auth } from './auth.ts';
import { ApiError } from './errors.ts';
import {
  parsePrefer,
  parseRange,
  pickSchema,
  type MediaType,
  type Preferences,
  type RangeHeader,
} from './parse-headers.ts';
import { parseQuery, type ApiQuery } from './parse.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type MutateMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const METHODS: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']);

/** What the request acts on: a table or view, a function, or the root. */
export type Target = { kind: 'relation'; name: string } | { kind: 'routine'; name: string } | { kind: 'root' };

export interface ApiRequest {
  method: HttpMethod;
  target: Target;
  /** GET and HEAD: the transaction is read-only. */
  readOnly: boolean;
  /** Accept-Profile (reads) or Content-Profile (writes), among the exposed schemas. */
  schema: string;
  /** Several schemas are exposed: responses with a body name theirs in Content-Profile. */
  negotiated: boolean;
  query: ApiQuery;
  preferences: Preferences;
  media: MediaType;
  /** Accept named no built-in media type: those a function's handler may produce (media-handlers.ts). */
  customMedia?: AcceptedMedia['custom'];
  /** `Accept: ...; nulls=stripped`. */
  stripNulls: boolean;
  /** The Range header (reads only). */
  range: RangeHeader | undefined;
  /** The parsed body (writes and POST /rpc), or undefined. */
  body: unknown;
  auth: Auth;
  /** For `request.path` and `request.headers` in the database. */
  path: string;
  /** The query string as sent, without `?` (for Content-Location). */
  search: string;
  headers: Record<string, string>;
}

export interface RequestConfig {
  dbSchemas: readonly string[];
  /** PostgREST's db-aggregates-enabled (env DB_AGGREGATES_ENABLED); off: 400 PGRST123. */
  dbAggregatesEnabled?: boolean;
  /** The names `Prefer: timezone=` accepts (pg_timezone_names, read once by the API). */
  timezones?: ReadonlySet<string>;
}

/** Most rows an anonymous request may insert at once (a contact form sends one). */
export const ANON_MAX_INSERT_ROWS = 100;

function unsupported(method: string): ApiError {
  return new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/** 405 PGRST117 unless a method the API serves. */
export function checkMethod(method: string): HttpMethod {
  if (!METHODS.has(method)) throw unsupported(method);
  return method as HttpMethod;
}

function limitAnonymousRows(body: unknown): void {
  if (Array.isArray(body) && body.length > ANON_MAX_INSERT_ROWS) {
    throw new ApiError(
      413,
      'PGRST413',
      'Payload Too Large',
      `Anonymous requests may insert at most ${ANON_MAX_INSERT_ROWS} rows at a time; this one has ${body.length}`,
      'Sign in, or send the rows in smaller batches',
    );
  }
}

/**
 * Turns the HTTP request into an ApiRequest: headers first (schema, Prefer, Accept), then the
 * target's own checks, the query string and the body. Throws ApiError (or the body reader's
 * BodyError) for anything malformed.
 */
export async function apiRequest(raw: Request, target: Target, auth: Auth, config: RequestConfig): Promise<ApiRequest> {
  const method = checkMethod(raw.method);
  const h = raw.headers;
  const header = (name: string) => h.get(name) ?? undefined;
  const readOnly = method === 'GET' || method === 'HEAD';
  const schema = pickSchema(readOnly ? header('accept-profile') : header('content-profile'), config.dbSchemas);
  const prefer = h.get('prefer');
  const preferences = parsePrefer(prefer ? [prefer] : [], config.timezones);
  const { media, custom: customMedia } = acceptMedia(header('accept'));
  if (media === 'openapi' && target.kind !== 'root')
    throw new ApiError(406, 'PGRST107', 'None of these media types are available: application/openapi+json');
  const url = new URL(raw.url);
  const headers: Record<string, string> = {};
  h.forEach((v, k) => {
    headers[k.toLowerCase()] = v;
  });
  const negotiated = config.dbSchemas.length > 1;
  // request.path as PostgREST sees it behind Supabase's gateway, which takes off `/rest/v1`.
  const path = url.pathname.replace(/^\/rest\/v1(?=\/|$)/, '') || '/';
  const search = url.search.replace(/^\?/, '');
  const base = {
    method,
    target,
    readOnly,
    schema,
    negotiated,
    preferences,
    media,
    ...(customMedia ? { customMedia } : {}),
    auth,
    path,
    search,
    headers,
  };
  const stripNulls = /nulls=stripped/i.test(header('accept') ?? '');
  // The Range header counts for GET only, as in PostgREST 12 (HEAD and writes ignore it).
  const headerRange = () => (method === 'GET' ? parseRange(header('range'), header('range-unit')) : undefined);
  // The size limit is Hono's body-limit middleware in front of the whole API (rest/app.ts).
  const readBodyOf = () => readBody(raw, {});

  if (target.kind === 'root') {
    return { ...base, query: parseQuery([]), stripNulls, range: undefined, body: undefined };
  }
  if (target.kind === 'routine') {
    if (!readOnly && method !== 'POST') throw new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    // A raw body (text/plain, text/xml, application/octet-stream) for a single unnamed parameter.
    const contentType = mediaTypeOf(h.get('content-type'));
    const rawBody =
      method === 'POST' ? ((await readRawBody(raw, contentType)) ?? (await readFormBody(raw, contentType))) : undefined;
    const body = method === 'POST' ? (rawBody ?? (await readBodyOf())) : undefined;
    const query = parseQuery(url.searchParams.entries(), { rpcRead: readOnly, aggregates: config.dbAggregatesEnabled });
    return { ...base, query, stripNulls, range: headerRange(), body };
  }
  if (readOnly) {
    const query = parseQuery(url.searchParams.entries(), { aggregates: config.dbAggregatesEnabled });
    return { ...base, query, stripNulls, range: headerRange(), body: undefined };
  }
  const csv = method !== 'DELETE' && mediaTypeOf(h.get('content-type')) === 'text/csv';
  const body = method === 'DELETE' ? undefined : csv ? csvToRows(await readBodyText(raw)) : await readBodyOf();
  if (method !== 'DELETE' && body === undefined) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  if (method === 'POST' && !auth.authed) limitAnonymousRows(body);
  const query = parseQuery(url.searchParams.entries(), { aggregates: config.dbAggregatesEnabled });
  return { ...base, query, stripNulls, range: undefined, body };
}
