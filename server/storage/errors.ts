/**
 * Supabase Storage's errors: every failure answers `{ statusCode, code, error, message }`, with
 * `statusCode` a string (the error's own status) and the HTTP status 400 for every error whose
 * own status is not 500 (storage's StorageBackendError.userStatusCode), except the few it sends
 * as they are (an expired or refused token at the door: 403 bodies with HTTP 400 as well).
 * Codes, texts and statuses follow supabase/storage (src/internal/errors/codes.ts).
 */
import { isPgError } from '../db/types.ts';

export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export class StorageError extends Error {
  constructor(
    /** The status the body names (`statusCode`). */
    readonly status: number,
    readonly code: string,
    message: string,
    /** The legacy `error` field; the code when absent. */
    readonly error?: string,
    /** The HTTP status, when it is not storage's usual (400, or 500 for a 500). */
    readonly httpStatus?: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'StorageError';
  }

  get responseStatus(): number {
    return this.httpStatus ?? (this.status === 500 ? 500 : 400);
  }

  body(): StorageErrorBody {
    return { statusCode: String(this.status), code: this.code, error: this.error ?? this.code, message: this.message };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  /** What a download answers when the row exists but its bytes do not (storage's renderer). */
  resourceNotFound: () =>
    new StorageError(404, 'NoSuchKey', 'The resource was not found', 'Not found', undefined, {
      'cache-control': 'no-store',
    }),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  rlsDenied: () => ERRORS.accessDenied('new row violates row-level security policy'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: (entity = 'object') =>
    new StorageError(413, 'EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidMimeType: (mimeType: string, message = `mime type ${mimeType} is not supported`) =>
    new StorageError(415, 'InvalidMimeType', message, 'invalid_mime_type'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  expiredToken: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  invalidParameter: (parameter: string) => new StorageError(400, 'InvalidParameter', `Invalid Parameter ${parameter}`),
  /** A body or query that does not match the route's schema (storage's Fastify validation). */
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message, 'Bad Request'),
  noContent: (message = 'No content provided') => new StorageError(400, 'InvalidRequest', message),
  invalidRange: () => new StorageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range', 416),
  routeNotFound: (method: string, url: string) =>
    new StorageError(404, 'InvalidRequest', `Route ${method}:${url} not found`, 'Not Found', 404),
  databaseUnavailable: (retryAfter: number) =>
    new StorageError(503, 'DatabaseTimeout', 'The database is not answering; try again shortly', undefined, 503, {
      'retry-after': String(retryAfter),
    }),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error', 'Internal'),
};

/**
 * A database error as storage reports it (src/storage/database/errors.ts): 42501 access denied
 * (a policy or a raised 42501, with its message), 23505 already exists, 23503 a missing or still
 * referenced row, 22P02 a bad value; anything else a 500 naming the SQLSTATE.
 */
export function fromPgError(e: unknown): StorageError {
  if (!isPgError(e)) return ERRORS.internal();
  switch (e.code) {
    case '42501':
      return ERRORS.accessDenied(
        e.message.includes('row-level security') ? 'new row violates row-level security policy' : e.message,
      );
    case '23505':
      return ERRORS.resourceAlreadyExists();
    case '23503':
      return (e.detail ?? '').includes('is still referenced')
        ? new StorageError(
            409,
            'ResourceReferenced',
            'The resource could not be updated or removed due to a foreign key constraint',
          )
        : new StorageError(404, 'InvalidRequest', 'The related resource does not exist');
    case '57014':
      return new StorageError(544, 'DatabaseTimeout', 'The connection to the database timed out', undefined, 544);
    case '22021':
    case '22P05':
      return new StorageError(400, 'InvalidParameter', 'Invalid character in a key or value');
    case '22P02':
      return new StorageError(400, 'InvalidParameter', e.message || 'Invalid value format or type conversion failed');
    default:
      return new StorageError(500, 'DatabaseError', `database error, code: ${e.code}`);
  }
}
