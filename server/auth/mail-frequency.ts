/**
 * GoTrue's `smtp.max_frequency` (`[auth.email] max_frequency` of config.toml): one mail of a kind
 * per user at most every `emailMaxFrequencySeconds`, else 429 over_email_send_rate_limit.
 */
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { AuthError } from './errors.ts';

export type SentAtColumn =
  'recovery_sent_at' | 'confirmation_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';

export const overEmailSendRateLimit = (seconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
    {},
    { 'Retry-After': String(seconds) },
  );

/** Throws 429 when the user was sent a mail of this kind less than the frequency ago. */
export async function rateLimitedEmail(
  ctx: ServerContext,
  q: Queryable,
  userId: string,
  column: SentAtColumn,
): Promise<void> {
  const frequency = ctx.config.emailMaxFrequencySeconds;
  if (frequency <= 0) return;
  const { rows } = await q.query<{ wait: number | string | null }>(
    `select ceil(extract(epoch from (${column} + make_interval(secs => $2::double precision) - now())))::int as wait
       from auth.users where id = $1`,
    [userId, frequency],
  );
  const wait = Number(rows[0]?.wait ?? 0);
  if (wait > 0) throw overEmailSendRateLimit(wait);
}
