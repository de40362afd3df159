import { isPgError } from '../db/types.ts';
import { AuthError, emailExists } from './errors.ts';

/**
 * A database error raised while writing a user (a constraint, or a trigger of the app on
 * auth.users) as an AuthError carrying Postgres's message; other errors pass through.
 */
export function userWriteError(e: unknown): unknown {
  if (!isPgError(e) || !e.code) return e;
  if (e.code === '23505' && /email/i.test(`${e.message} ${e.detail ?? ''}`)) return emailExists();
  const cls = e.code.slice(0, 2);
  if (cls === '22') return new AuthError(400, 'validation_failed', `Database error saving user: ${e.message}`);
  if (cls === '23' || cls === 'P0' || e.code === '42501') {
    return new AuthError(422, 'unexpected_failure', `Database error saving user: ${e.message}`);
  }
  return e;
}
