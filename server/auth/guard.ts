/** Who is calling: the Bearer JWT, checked against the sessions and users it names. */
import type { Context } from 'hono';
import type { ServerContext } from '../context.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { badJwt, noAuthorization, notAdmin, sessionNotFound, userNotFoundForJwt } from './errors.ts';
import { sessionState } from './sessions.ts';
import { findUserById, isUuid, type UserRecord } from './users.ts';

export function bearerToken(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  const m = /^bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) throw noAuthorization();
  return m[1];
}

export async function bearerClaims(ctx: ServerContext, c: Context): Promise<JwtClaims> {
  const token = bearerToken(c);
  try {
    return await verifyJwt(token, ctx.config.jwtSecret);
  } catch (e) {
    if (e instanceof JwtError) {
      throw badJwt(e.problem === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed');
    }
    throw e;
  }
}

export interface Caller {
  claims: JwtClaims;
  sessionId: string | null;
  rec: UserRecord;
}

/** The signed-in user: a valid token whose user exists and whose session has not ended. */
export async function requireUser(ctx: ServerContext, c: Context): Promise<Caller> {
  const claims = await bearerClaims(ctx, c);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!isUuid(sub)) throw badJwt('invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : null;
  if (sessionId !== null) {
    if (!isUuid(sessionId)) throw sessionNotFound();
    if ((await sessionState(ctx.db, sessionId, sub)) !== 'active') throw sessionNotFound();
  }
  const rec = await findUserById(ctx.db, sub);
  if (!rec) throw userNotFoundForJwt();
  return { claims, sessionId, rec };
}

/**
 * The service-role key (or a token with role service_role); anything else is 403 not_admin.
 * GoTrue also admits `supabase_admin`, a role this server never issues: refused here.
 */
export async function requireAdmin(ctx: ServerContext, c: Context): Promise<JwtClaims> {
  const claims = await bearerClaims(ctx, c);
  if (claims.role !== 'service_role') throw notAdmin();
  return claims;
}
