/**
 * The auth API's one error type and its JSON, in GoTrue's two shapes:
 * - requests with `X-Supabase-Api-Version: 2024-01-01` (or later; auth-js always sends it):
 *   `{ code: 'invalid_credentials', message: '...' }` and the version echoed in the response header;
 * - older clients: `{ code: 400, error_code: 'invalid_credentials', msg: '...' }`.
 * auth-js reads `code` (string) when the response carries the version header, else `error_code`;
 * the message from `msg` or `message`.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level fields (weak_password reasons). */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
/** The API versions GoTrue knows (newest last). */
const API_VERSIONS = ['2024-01-01'] as const;

/** The closest known API version at or before the requested one, or null for the initial version. */
export function apiVersionOf(header: string | undefined | null): string | null {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header) || Number.isNaN(Date.parse(`${header}T00:00:00Z`))) return null;
  let found: string | null = null;
  for (const v of API_VERSIONS) if (v <= header) found = v;
  return found;
}

export interface ErrorResponse {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export function errorResponse(err: AuthError, apiVersionHeader: string | undefined | null): ErrorResponse {
  const version = apiVersionOf(apiVersionHeader);
  const headers: Record<string, string> = { ...err.headers };
  if (version) {
    headers[API_VERSION_HEADER] = version;
    return { status: err.status, body: { code: err.code, message: err.message, ...err.extra }, headers };
  }
  return {
    status: err.status,
    body: { code: err.status, error_code: err.code, msg: err.message, ...err.extra },
    headers,
  };
}

// The errors the API raises, with GoTrue's codes and messages. ---------------------------------

export const badJson = (detail: string) =>
  new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
export const validationFailed = (msg: string) => new AuthError(400, 'validation_failed', msg);
export const bodyTooLarge = (headers: Record<string, string> = {}) =>
  new AuthError(413, 'request_too_large', 'Request body is too large', {}, headers);
export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const emailNotConfirmed = () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
export const userBanned = () => new AuthError(400, 'user_banned', 'User is banned');
export const refreshTokenNotFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
export const sessionExpired = () => new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const userNotFoundForJwt = () =>
  new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
export const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed');
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const userAlreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
export const weakPassword = (minLength: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });
export const samePassword = () =>
  new AuthError(422, 'same_password', 'New password should be different from the old password.');
export const currentPasswordRequired = () =>
  new AuthError(400, 'current_password_required', 'Current password required when setting new password.');
export const currentPasswordMismatch = () =>
  new AuthError(400, 'current_password_mismatch', 'Current password required when setting new password.');
export const signupDisabled = () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const overRequestRateLimit = (retryAfterSeconds: number) =>
  new AuthError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );
export const unsupportedGrantType = () =>
  new AuthError(400, 'validation_failed', 'unsupported_grant_type: grant_type must be password or refresh_token');
export const notFound = () => new AuthError(404, 'not_found', 'Not found');
export const unexpectedFailure = () =>
  new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
