import type { z } from 'zod';
import { BodyError, readJsonBody } from '../http/body.ts';
import { type AuthError, badJson, bodyTooLarge, validationFailed } from './errors.ts';

/** First issue of a zod error as one readable line (`email: Invalid email address`). */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** True if any string (key or value) inside holds U+0000, which Postgres text cannot store. */
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 64 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((x) => hasNul(x, depth + 1));
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
}

/** Validates a parsed JSON body (none = {}). Throws validation_failed. */
export function validateBody<S extends z.ZodType>(data: unknown, schema: S): z.output<S> {
  if (data === undefined) data = {};
  if (hasNul(data)) throw validationFailed('Strings must not contain NUL characters');
  const result = schema.safeParse(data);
  if (!result.success) throw validationFailed(describeIssues(result.error));
  return result.data;
}

/** The shared body reader's refusals in GoTrue's words. */
export function authBodyError(e: BodyError): AuthError {
  if (e.problem === 'too-large') {
    // The rest of the body is never read, so the connection cannot be reused.
    return bodyTooLarge({ Connection: 'close' });
  }
  return badJson(e.message);
}

/**
 * Reads the request's JSON body with server/http/body.ts (at most `maxBytes`, whatever the
 * Content-Type says, as GoTrue does) and validates it. Throws request_too_large, bad_json,
 * validation_failed.
 */
export async function readBody<S extends z.ZodType>(req: Request, schema: S, maxBytes: number): Promise<z.output<S>> {
  let data: unknown;
  try {
    data = await readJsonBody(req, { maxBytes });
  } catch (e) {
    throw e instanceof BodyError ? authBodyError(e) : e;
  }
  return validateBody(data, schema);
}
