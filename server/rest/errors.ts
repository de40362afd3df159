import { DatabaseUnavailableError, isPgError } from '../db/types.ts';
import { BodyError } from '../http/body.ts';

/** An error answered in PostgREST's JSON shape `{code, message, details, hint}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
    /** A reason phrase other than the status's standard one (RAISE SQLSTATE 'PGRST''s status_text). */
    readonly statusText?: string,
  ) {
    super(message);
  }

  body(): { code: string; message: string; details: unknown; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, 'PGRST100', message, details);
}

export function tableNotFound(schema: string, name: string, hint: string | null = null): ApiError {
  return new ApiError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`, null, hint);
}

export function columnNotFound(rel: string, column: string): ApiError {
  return new ApiError(400, 'PGRST204', `Could not find the '${column}' column of '${rel}' in the schema cache`);
}

/** HTTP status PostgREST answers for a SQLSTATE (src/PostgREST/Error.hs, mapSQLtoHTTP). */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '40001':
      // PostgREST answers 500 for the whole 40 class; a serialization failure is retryable, so 503.
      return 503;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authed ? 403 : 401;
  }
  const cls = code.slice(0, 2);
  switch (cls) {
    case '08':
      return 503;
    case '09':
      return 500;
    case '0L':
    case '0P':
      return 403;
    case '25':
      return 500;
    case '28':
      return 403;
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
      return 500;
    case '53':
      return 503;
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
  }
  if (cls === 'PT') {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  return 400;
}

const PGRST121 = `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`;
const MESSAGE_HINT =
  "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
const DETAIL_HINT =
  "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";

const parseObject = (text: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const optionalText = (v: unknown): v is string | null | undefined =>
  v === undefined || v === null || typeof v === 'string';
/** A reason phrase Node can put on the status line (visible ASCII and blanks). */
const STATUS_TEXT = /^[\x20-\x7e]{1,100}$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * `raise sqlstate 'PGRST' using message = '{json}', detail = '{json}'`: full control of the answer,
 * as PostgREST 12 reads it (Error.hs, parseRaisePGRST). MESSAGE: `code` and `message` (text),
 * `details` and `hint` (text, optional). DETAIL: `status` (an integer), `headers` (an object of
 * texts) and `status_text` (optional). Anything else: 500 PGRST121 saying which part.
 */
function raisedPgrst(message: string, detail: string | undefined): ApiError {
  const m = parseObject(message);
  if (
    !m ||
    typeof m.code !== 'string' ||
    typeof m.message !== 'string' ||
    !optionalText(m.details) ||
    !optionalText(m.hint)
  ) {
    return new ApiError(500, 'PGRST121', PGRST121, `Invalid JSON value for MESSAGE: '${message}'`, MESSAGE_HINT);
  }
  if (detail === undefined || detail === null) {
    return new ApiError(500, 'PGRST121', PGRST121, 'DETAIL is missing in the RAISE statement', DETAIL_HINT);
  }
  const d = parseObject(detail);
  const headers = d?.headers;
  const validHeaders =
    !!headers &&
    typeof headers === 'object' &&
    !Array.isArray(headers) &&
    Object.values(headers).every((v) => typeof v === 'string');
  if (!d || !Number.isInteger(d.status) || !validHeaders || !optionalText(d.status_text)) {
    return new ApiError(500, 'PGRST121', PGRST121, `Invalid JSON value for DETAIL: '${detail}'`, DETAIL_HINT);
  }
  // What HTTP cannot carry is dropped rather than failing the answer: a status outside 200-599
  // (the Fetch API's Response refuses it) is 500; a header name or value with control characters is left out.
  const status = (d.status as number) >= 200 && (d.status as number) <= 599 ? (d.status as number) : 500;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers as Record<string, string>)) {
    if (HEADER_NAME.test(k) && !/[\r\n\0]/.test(v)) out[k] = v;
  }
  const text = typeof d.status_text === 'string' && STATUS_TEXT.test(d.status_text) ? d.status_text : undefined;
  return new ApiError(status, m.code, m.message, m.details ?? null, m.hint ?? null, out, text);
}

const VIEW_NOT_UPDATABLE =
  /^cannot (insert into|update|delete from) (?:column "(?:[^"]|"")*" of )?(view|materialized view) "(?:[^"]|"")*"$|^cannot change (materialized view) "(?:[^"]|"")*"$/;

/**
 * A write to a view that cannot take it (55000 "cannot delete from view", 0A000 "cannot insert into
 * column of view", 42809 "cannot change materialized view") is the client's mistake: 405, as
 * PostgREST answers a write refused for the resource (25006), and without the names, which may be
 * of private views under the exposed one.
 */
function viewNotUpdatable(code: string, message: string): ApiError | null {
  if (code !== '55000' && code !== '0A000' && code !== '42809') return null;
  const m = VIEW_NOT_UPDATABLE.exec(message);
  if (!m) return null;
  const verb = m[1] === undefined ? 'change' : m[1].split(' ')[0];
  return new ApiError(
    405,
    code,
    `Cannot ${verb} rows through this resource`,
    'It is a view that cannot be updated this way',
    null,
  );
}

/** The body reader's refusals in PostgREST's words. */
export function bodyError(e: BodyError): ApiError {
  switch (e.problem) {
    case 'too-large':
      return new ApiError(413, 'PGRST413', 'Payload Too Large', e.message);
    case 'unsupported-type':
      return new ApiError(415, 'PGRST107', e.message);
    case 'invalid-json':
      // PostgREST 12 says no more (its details are null).
      return new ApiError(400, 'PGRST102', 'Empty or invalid json', null);
    case 'too-deep':
      return new ApiError(400, 'PGRST102', 'Empty or invalid json', e.message);
  }
}

/** Turns anything thrown while answering into the ApiError the client sees. */
export function toApiError(e: unknown, authed: boolean): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof BodyError) return bodyError(e);
  if (e instanceof DatabaseUnavailableError) {
    return new ApiError(503, 'PGRST001', 'Database client error. Retrying the connection.', e.message, null, {
      'Retry-After': String(e.retryAfter),
    });
  }
  if (isPgError(e)) {
    const code = e.code!;
    if (code === 'PGRST') return raisedPgrst(e.message, e.detail);
    const view = viewNotUpdatable(code, e.message);
    if (view) return view;
    const status = statusForSqlState(code, e.message, authed);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    if (status === 503) headers['Retry-After'] = '0';
    return new ApiError(status, code, e.message, e.detail ?? null, e.hint ?? null, headers);
  }
  const message = e instanceof Error ? e.message : String(e);
  return new ApiError(500, 'PGRSTX00', 'Internal server error', message);
}
