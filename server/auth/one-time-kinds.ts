/**
 * Which stored token a verify type redeems, as GoTrue maps them: `magiclink` is a recovery token
 * (magic links are sent through it), `email` (a code typed from a mail) is the recovery token or
 * else a sign-up's confirmation token, `signup` a confirmation token. An invitation's confirmation
 * token is redeemed only as `invite`: a sign-up confirmation never accepts an invitation.
 */
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { otpExpired } from './errors.ts';
import type { VerifyType } from './schemas.ts';
import { createSession, sessionResponse, type ClientMeta, type SessionResponse } from './sessions.ts';
import { findUserById, findUserByTokenHash, updateUser } from './users.ts';

export type StoredKind = 'invite' | 'recovery' | 'signup';

export async function oneTimeKind(
  ctx: ServerContext,
  q: Queryable,
  type: Exclude<VerifyType, 'email_change'>,
  hash: string,
): Promise<StoredKind> {
  if (type === 'invite' || type === 'recovery' || type === 'signup') return type;
  if (type === 'magiclink') return 'recovery';
  const { rows } = await q.query(
    `select 1 from auth.users where recovery_token = $1
        and recovery_sent_at > now() - make_interval(secs => $2::double precision)`,
    [hash, ctx.config.otpExpiry],
  );
  return rows.length > 0 ? 'recovery' : 'signup';
}

/** Confirms the address of a user who signed up (not an invitee) and opens a session. */
export async function confirmSignup(
  ctx: ServerContext,
  tx: Queryable,
  hash: string,
  email: string | null,
  meta: ClientMeta,
): Promise<SessionResponse> {
  const rec = await findUserByTokenHash(tx, 'confirmation_token', 'confirmation_sent_at', hash, ctx.config.otpExpiry);
  if (!rec || rec.user.invited_at !== null || (email !== null && rec.user.email !== email) || rec.banned) {
    throw otpExpired();
  }
  await tx.query('update auth.users set confirmation_token = null where id = $1', [rec.user.id]);
  await updateUser(tx, rec.user.id, { confirmEmail: true, lastSignIn: true });
  const { sessionId, refreshToken } = await createSession(tx, rec.user.id, 'otp', meta);
  return sessionResponse(ctx, tx, (await findUserById(tx, rec.user.id)) ?? rec, sessionId, refreshToken);
}
