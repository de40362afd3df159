/**
 * TOTP second factors, GoTrue's MFA protocol as auth-js's `mfa` API calls it:
 *   POST   /factors                    enroll (QR code as SVG, secret, otpauth:// URI)
 *   POST   /factors/{id}/challenge     a challenge to answer within CHALLENGE_EXPIRY_SECONDS
 *   POST   /factors/{id}/verify        the code: the factor becomes verified, the session aal2
 *   DELETE /factors/{id}               unenroll (a verified factor only from an aal2 session)
 * Codes are checked by otpauth (RFC 6238: SHA-1, 6 digits, 30 s, one step of skew, as GoTrue).
 * Beyond GoTrue: a code is single-use (the factor keeps the time step of the last accepted code and
 * refuses that step and earlier ones), and failed codes are limited per factor (app.ts).
 */
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { AuthError, userNotFound, validationFailed } from './errors.ts';
import type { Caller } from './guard.ts';
import type { ClientMeta } from './sessions.ts';
import { insertRefreshToken, sessionResponse, type SessionResponse } from './sessions.ts';
import { findUserById, isUuid, type GoTrueUser } from './users.ts';

export const CHALLENGE_EXPIRY_SECONDS = 300;
export const MAX_FACTORS = 10;
const PERIOD = 30;

export const mfaFactorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
export const mfaChallengeNotFound = () =>
  new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
export const mfaChallengeExpired = (id: string) =>
  new AuthError(
    422,
    'mfa_challenge_expired',
    `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
  );
export const mfaVerificationFailed = () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
export const insufficientAal = (msg: string) => new AuthError(422, 'insufficient_aal', msg);

export const enrollBody = z.object({
  friendly_name: z.string().max(255).nullish(),
  factor_type: z.string().max(32).nullish(),
  issuer: z.string().max(255).nullish(),
  phone: z.string().max(64).nullish(),
});
export const challengeBody = z.object({ channel: z.string().max(16).nullish() });
export const verifyFactorBody = z.object({
  challenge_id: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
});

function requireSession(caller: Caller): string {
  if (!caller.sessionId) {
    throw new AuthError(401, 'no_authorization', 'A valid session and a registered user are required');
  }
  return caller.sessionId;
}

async function sessionAal(q: Queryable, sessionId: string): Promise<string> {
  const { rows } = await q.query<{ aal: string | null }>('select aal::text as aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  return rows[0]?.aal ?? 'aal1';
}

/**
 * GoTrue's UserUpdate: a user with a verified factor changes the password or the e-mail only from
 * an aal2 session (401 insufficient_aal), so a stolen password alone cannot take the account over.
 * Other updates (user_metadata, the same e-mail again) are allowed at aal1, as in GoTrue.
 */
export async function requireAal2ForSensitiveUpdate(
  q: Queryable,
  caller: Caller,
  change: { password: boolean; email: boolean },
): Promise<void> {
  if (!change.password && !change.email) return;
  const { rows } = await q.query<{ n: string }>(
    `select count(*)::text as n from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [caller.rec.user.id],
  );
  if (Number(rows[0]?.n ?? 0) === 0) return;
  if (caller.sessionId && (await sessionAal(q, caller.sessionId)) === 'aal2') return;
  throw new AuthError(
    401,
    'insufficient_aal',
    'AAL2 session is required to update email or password when MFA is enabled.',
  );
}

const factorRow = z.object({
  id: z.string(),
  status: z.string(),
  factor_type: z.string(),
  secret: z.string().nullable(),
  last_totp_step: z.union([z.string(), z.number()]).nullable(),
});

async function findFactor(q: Queryable, userId: string, factorId: string, lock = false) {
  if (!isUuid(factorId)) throw mfaFactorNotFound();
  const { rows } = await q.query(
    `select id::text as id, status::text as status, factor_type::text as factor_type, secret, last_totp_step::text as last_totp_step
       from auth.mfa_factors where id = $1 and user_id = $2 ${lock ? 'for update' : ''}`,
    [factorId, userId],
  );
  if (!rows[0]) throw mfaFactorNotFound();
  return factorRow.parse(rows[0]);
}

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** POST /factors: a new, unverified TOTP factor. */
export async function enrollFactor(ctx: ServerContext, caller: Caller, body: z.output<typeof enrollBody>) {
  const sessionId = requireSession(caller);
  const type = body.factor_type ?? '';
  if (type === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn')
    throw new AuthError(422, 'mfa_web_authn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  const friendlyName = (body.friendly_name ?? '').trim();
  const userId = caller.rec.user.id;

  const { rows } = await ctx.db.query<{ verified: string; total: string; same_name: string }>(
    `select count(*) filter (where status::text = 'verified')::text as verified, count(*)::text as total,
            count(*) filter (where $2 <> '' and friendly_name = $2)::text as same_name
       from auth.mfa_factors where user_id = $1`,
    [userId, friendlyName],
  );
  const counts = rows[0] ?? { verified: '0', total: '0', same_name: '0' };
  if (Number(counts.same_name) > 0) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  if (Number(counts.total) >= MAX_FACTORS) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (Number(counts.verified) > 0 && (await sessionAal(ctx.db, sessionId)) !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  const issuer = body.issuer?.trim() || new URL(ctx.config.siteUrl).host;
  const secret = new Secret({ size: 20 }).base32;
  const totp = totpOf(secret, issuer, caller.rec.user.email);
  const uri = totp.toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const id = randomUUID();
  await ctx.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, userId, friendlyName, secret],
  );
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } };
}

/** POST /factors/{id}/challenge */
export async function challengeFactor(ctx: ServerContext, caller: Caller, factorId: string, meta: ClientMeta) {
  requireSession(caller);
  const factor = await findFactor(ctx.db, caller.rec.user.id, factorId);
  if (factor.factor_type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  const id = randomUUID();
  const { rows } = await ctx.db.transaction(async (tx) => {
    await tx.query('update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1', [
      factor.id,
    ]);
    return tx.query<{ at: string }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)
       returning floor(extract(epoch from created_at))::bigint::text as at`,
      [id, factor.id, meta.ip],
    );
  });
  return {
    id,
    type: 'totp',
    expires_at: Number(rows[0]?.at ?? Math.floor(Date.now() / 1000)) + CHALLENGE_EXPIRY_SECONDS,
  };
}

const challengeRow = z.object({
  id: z.string(),
  verified: z.enum(['t', 'f', 'true', 'false']).transform((v) => v.startsWith('t')),
  expired: z.enum(['t', 'f', 'true', 'false']).transform((v) => v.startsWith('t')),
  ip_address: z.string().nullable(),
});

/**
 * POST /factors/{id}/verify. A wrong code throws mfa_verification_failed (the caller counts it);
 * a right one verifies the challenge and the factor, raises the session to aal2 (amr gets 'totp'),
 * ends the user's other aal1 sessions and unverified factors, as GoTrue, and returns a new session.
 */
export async function verifyFactor(
  ctx: ServerContext,
  caller: Caller,
  factorId: string,
  body: z.output<typeof verifyFactorBody>,
  meta: ClientMeta,
): Promise<SessionResponse> {
  const sessionId = requireSession(caller);
  const code = (body.code ?? '').trim();
  if (code === '') throw validationFailed('Code needs to be non-empty');
  const challengeId = body.challenge_id ?? '';
  const userId = caller.rec.user.id;

  return ctx.db.transaction(async (tx) => {
    const factor = await findFactor(tx, userId, factorId, true);
    if (!isUuid(challengeId)) throw mfaChallengeNotFound();
    const { rows } = await tx.query(
      `select id::text as id, (verified_at is not null)::text as verified,
              (created_at <= now() - make_interval(secs => $3::double precision))::text as expired, ip_address::text as ip_address
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
      [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
    );
    if (!rows[0]) throw mfaChallengeNotFound();
    const challenge = challengeRow.parse(rows[0]);
    if (challenge.ip_address !== null && meta.ip !== null && challenge.ip_address !== meta.ip) {
      throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (challenge.verified || challenge.expired) throw mfaChallengeExpired(challenge.id);
    if (!factor.secret) throw mfaVerificationFailed();

    const now = Date.now();
    const totp = totpOf(factor.secret, 'Axel Suite', caller.rec.user.email);
    const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now, window: 1 }) : null;
    if (delta === null) throw mfaVerificationFailed();
    const step = Math.floor(now / 1000 / PERIOD) + delta;
    // Single use: this step (or an earlier one) was already accepted for this factor.
    if (factor.last_totp_step !== null && step <= Number(factor.last_totp_step)) throw mfaVerificationFailed();

    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', last_totp_step = $2, updated_at = now() where id = $1`,
      [factor.id, step],
    );
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
      sessionId,
      factor.id,
    ]);
    await tx.query(
      `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
       values ($1, $2, now(), now(), 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [randomUUID(), sessionId],
    );
    await tx.query(
      `delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal::text, 'aal1') <> 'aal2'`,
      [userId, sessionId],
    );
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and id <> $2 and status::text = 'unverified'`, [
      userId,
      factor.id,
    ]);
    // A fresh refresh token for the raised session; the older ones of the session are revoked.
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
      [sessionId],
    );
    const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
    const rec = (await findUserById(tx, userId)) ?? caller.rec;
    return sessionResponse(ctx, tx, rec, sessionId, refreshToken);
  });
}

/** DELETE /factors/{id}: a verified factor only from an aal2 session; sessions it raised go back to aal1. */
export async function unenrollFactor(ctx: ServerContext, caller: Caller, factorId: string) {
  const sessionId = requireSession(caller);
  return ctx.db.transaction(async (tx) => {
    const factor = await findFactor(tx, caller.rec.user.id, factorId, true);
    if (factor.status === 'verified' && (await sessionAal(tx, sessionId)) !== 'aal2') {
      throw insufficientAal('AAL2 required to unenroll verified factor');
    }
    await removeFactor(tx, caller.rec.user.id, factor.id);
    return { id: factor.id };
  });
}

/** Deletes a factor; the sessions it raised to aal2 go back to aal1. */
async function removeFactor(tx: Queryable, userId: string, factorId: string): Promise<void> {
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [
    factorId,
  ]);
  await tx.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.user_id = $1 and c.authentication_method = 'totp' and coalesce(s.aal::text, 'aal1') = 'aal1'`,
    [userId],
  );
  await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

/** GET /admin/users/{id}/factors (service role): the user's factors as in the user JSON. */
export async function adminListFactors(ctx: ServerContext, userId: string): Promise<GoTrueUser['factors']> {
  if (!isUuid(userId)) throw userNotFound();
  const rec = await findUserById(ctx.db, userId);
  if (!rec) throw userNotFound();
  return rec.user.factors;
}

/** DELETE /admin/users/{id}/factors/{factor_id} (service role): whatever the session's level. */
export async function adminDeleteFactor(ctx: ServerContext, userId: string, factorId: string) {
  if (!isUuid(userId)) throw userNotFound();
  return ctx.db.transaction(async (tx) => {
    const rec = await findUserById(tx, userId);
    if (!rec) throw userNotFound();
    const factor = rec.user.factors.find((f) => f.id === factorId);
    if (!factor) throw mfaFactorNotFound();
    await tx.query('select 1 from auth.mfa_factors where id = $1 for update', [factor.id]);
    await removeFactor(tx, userId, factor.id);
    return factor;
  });
}

/** The code an authenticator app shows for `secret` (base32) at `timestampMs`. */
export function totpCodeAt(secret: string, timestampMs: number): string {
  return totpOf(secret, 'Axel Suite', '').generate({ timestamp: timestampMs });
}
