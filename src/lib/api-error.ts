/**
 * The data layer's one error type and the one way a supabase-js answer becomes data or a throw.
 * Every fetcher in `features/<f>/api` ends in `unwrap` (or throws an ApiError itself for what it
 * checks before sending), so components and tests meet one error whatever the feature.
 * Model: supabase/supabase `apps/studio/data/fetchers.ts` (`handleError`).
 */

/** What supabase-js puts in `error`: PostgREST's `{ code, message, details, hint }`, auth-js's `{ code, status }`. */
export interface ErrorLike {
  message: string;
  code?: string | null;
  details?: string | null;
  hint?: string | null;
  status?: number | null;
}

export interface ApiErrorInit {
  /** PostgREST (`PGRST…`) or Postgres (SQLSTATE) code, an auth error code, or one of ours below. */
  code?: string;
  /** The HTTP status of the answer, when there was one. */
  status?: number;
  details?: string;
  hint?: string;
  cause?: unknown;
}

/** Postgres's insufficient_privilege; also what we use when row-level security filtered a write away. */
export const INSUFFICIENT_PRIVILEGE = '42501';
/** The answer had no error but not the shape the fetcher asked for. */
export const UNEXPECTED_RESPONSE = 'unexpected_response';
/** A value the screen's own check refused before anything was sent. */
export const INVALID_VALUE = 'invalid_value';
/** No answer at all: network failure or timeout (plain-HTTP calls). */
export const NETWORK_ERROR = 'network_error';

export class ApiError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly details: string | undefined;
  readonly hint: string | undefined;

  constructor(message: string, { code, status, details, hint, cause }: ApiErrorInit = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.hint = hint;
  }
}

/** The ApiError of a supabase-js `error` (the answer's HTTP status when the error has none). */
function toApiError(error: ErrorLike, status?: number): ApiError {
  return new ApiError(error.message, {
    code: error.code || undefined,
    status: error.status ?? (status || undefined),
    details: error.details ?? undefined,
    hint: error.hint ?? undefined,
  });
}

/** Throws the ApiError of a supabase-js `error`. */
export function handleError(error: ErrorLike, status?: number): never {
  throw toApiError(error, status);
}

export function unexpectedResponse(status?: number): ApiError {
  return new ApiError('Respuesta inesperada del servidor', { code: UNEXPECTED_RESPONSE, status });
}

/** A supabase-js answer: `{ data, error: null }` on success, `{ error }` on failure. */
interface SupabaseResult {
  data: unknown;
  error: ErrorLike | null;
  status?: number;
}

/** The type of `data` on success (supabase-js types its answers as a union of the two cases). */
type DataOf<R> = R extends { error: null; data: infer D } ? D : never;

/**
 * The data of a supabase-js answer, or a thrown ApiError. `data` is returned as supabase-js typed
 * it: rows for a select, a row or null for `maybeSingle()`, null for a write without `select()`.
 */
export function unwrap<R extends SupabaseResult>(result: R): DataOf<R> {
  if (result.error) handleError(result.error, result.status);
  if (result.data === undefined) throw unexpectedResponse(result.status);
  return result.data as DataOf<R>;
}

/** Like unwrap, for a read that must answer rows (a malformed body is an error, not an empty list). */
export function unwrapRows<R extends SupabaseResult>(result: R): DataOf<R> {
  const data = unwrap(result);
  if (!Array.isArray(data)) throw unexpectedResponse(result.status);
  return data;
}
