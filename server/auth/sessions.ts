/**
 * Sessions and their refresh-token families (auth.sessions, auth.refresh_tokens,
 * auth.mfa_amr_claims), GoTrue's rotation and reuse detection, and the session JSON.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import type { Database, Queryable } from '../db/types.ts';
import { signJwt } from '../jwt.ts';
import { refreshTokenAlreadyUsed, refreshTokenNotFound, sessionExpired, userBanned } from './errors.ts';
import { accessTokenClaims, randomToken, type AmrEntry } from './tokens.ts';
import { findUserById, tokenUser, userJson, type UserRecord } from './users.ts';

export type AuthMethod = 'password' | 'otp' | 'email/signup' | 'email_change' | 'totp';

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomToken(24);
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Starts a session for the user, authenticated by `method`; returns its id and first refresh token. */
export async function createSession(
  q: Queryable,
  userId: string,
  method: AuthMethod,
  meta: ClientMeta,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', timezone('UTC', now()), $3, $4)`,
    [sessionId, userId, meta.userAgent, meta.ip],
  );
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)`,
    [randomUUID(), sessionId, method],
  );
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null);
  return { sessionId, refreshToken };
}

const amrRow = z.object({ method: z.string(), ts: z.string() });

export async function amrOf(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query(
    `select authentication_method as method, floor(extract(epoch from updated_at))::bigint::text as ts
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => {
    const a = amrRow.parse(r);
    return { method: a.method, timestamp: Number(a.ts) };
  });
}

/** Signs an access token for the session and builds GoTrue's session JSON. */
export async function sessionResponse(
  ctx: ServerContext,
  q: Queryable,
  rec: UserRecord,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const now = Math.floor(Date.now() / 1000);
  const { rows: level } = await q.query<{ aal: string | null }>(
    'select aal::text as aal from auth.sessions where id = $1',
    [sessionId],
  );
  const claims = accessTokenClaims({
    user: tokenUser(rec.user),
    sessionId,
    amr: await amrOf(q, sessionId),
    aal: level[0]?.aal === 'aal2' ? 'aal2' : 'aal1',
    issuer: `${ctx.config.siteUrl}/auth/v1`,
    now,
    expiry: ctx.config.jwtExpiry,
  });
  return {
    access_token: await signJwt(claims, ctx.config.jwtSecret),
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: claims.exp,
    refresh_token: refreshToken,
    user: userJson(rec.user),
  };
}

const tokenRow = z.object({
  id: z.string(),
  token: z.string(),
  revoked: z.enum(['t', 'f', 'true', 'false']).transform((v) => v.startsWith('t')),
  session_id: z.string(),
  user_id: z.string(),
  in_reuse_window: z.enum(['t', 'f', 'true', 'false']).transform((v) => v.startsWith('t')),
  session_expired: z.enum(['t', 'f', 'true', 'false']).transform((v) => v.startsWith('t')),
});

type RefreshOutcome =
  { ok: true; rec: UserRecord; sessionId: string; refreshToken: string } | { ok: false; reused: true };

/**
 * The refresh_token grant. A live token is revoked and replaced by a child (`parent` = it).
 * A revoked token used again within the reuse interval gets the family's current token back
 * (a client that lost the response); later than that it is taken as theft: every token of
 * the session is revoked, the session ends, and the caller gets refresh_token_already_used.
 */
export async function refreshSession(
  ctx: ServerContext,
  db: Database,
  token: string,
  meta: ClientMeta,
): Promise<SessionResponse> {
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query(
      `select rt.id::text as id, rt.token, rt.revoked::text as revoked, rt.session_id::text as session_id,
              s.user_id::text as user_id,
              (rt.updated_at > now() - make_interval(secs => $2::double precision))::text as in_reuse_window,
              (s.not_after is not null and s.not_after <= now())::text as session_expired
         from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
        where rt.token = $1
        for update of rt, s`,
      [token, ctx.config.refreshTokenReuseInterval],
    );
    if (!rows[0]) throw refreshTokenNotFound();
    const row = tokenRow.parse(rows[0]);
    const rec = await findUserById(tx, row.user_id);
    if (!rec) throw refreshTokenNotFound();
    if (rec.banned) throw userBanned();

    let issued: string | null = null;
    if (row.revoked) {
      if (row.in_reuse_window) {
        const { rows: active } = await tx.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
          [row.session_id],
        );
        issued = active[0]?.token ?? null;
      }
      if (!issued) {
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
          [row.session_id],
        );
        await tx.query(`update auth.sessions set not_after = now(), updated_at = now() where id = $1`, [
          row.session_id,
        ]);
        return { ok: false, reused: true };
      }
    } else {
      if (row.session_expired) throw sessionExpired();
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
      issued = await insertRefreshToken(tx, row.user_id, row.session_id, row.token);
    }
    await tx.query(
      `update auth.sessions set refreshed_at = timezone('UTC', now()), updated_at = now(), user_agent = $2, ip = $3
        where id = $1`,
      [row.session_id, meta.userAgent, meta.ip],
    );
    return { ok: true, rec, sessionId: row.session_id, refreshToken: issued };
  });
  // The revocation above is committed before the error goes out.
  if (!outcome.ok) throw refreshTokenAlreadyUsed();
  return sessionResponse(ctx, db, outcome.rec, outcome.sessionId, outcome.refreshToken);
}

export type SessionState = 'active' | 'missing' | 'ended';

export async function sessionState(q: Queryable, sessionId: string, userId: string): Promise<SessionState> {
  const { rows } = await q.query<{ ended: string }>(
    `select (not_after is not null and not_after <= now())::text as ended from auth.sessions where id = $1 and user_id = $2`,
    [sessionId, userId],
  );
  if (!rows[0]) return 'missing';
  return rows[0].ended.startsWith('t') ? 'ended' : 'active';
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions (their refresh tokens and amr rows go by cascade). */
export async function logout(
  q: Queryable,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global') {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (!sessionId) {
    return; // a token of no session: nothing is "this" session
  } else if (scope === 'local') {
    await q.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else {
    await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}
