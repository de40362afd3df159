/**
 * Tokens of Storage: the caller's JWT at the door, and the signed URLs (a download of one object
 * for a while; an upload to one path), HS256 JWTs signed with the project's secret as hosted
 * Storage signs them: `{ url: '<bucket>/<key>', scope: 'download' | 'upload', iat, exp }`, an upload
 * token also carrying `owner` and `upsert`. A token verifies only for the path and the scope it
 * was made for; the messages are jose's, as storage passes them on.
 */
import { jwtVerify, SignJWT } from 'jose';
import { ERRORS } from './errors.ts';
import type { Caller } from './db.ts';

export const SCOPE_DOWNLOAD = 'download';
export const SCOPE_UPLOAD = 'upload';
/** Signed upload URLs last two hours on hosted Storage. */
export const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;
/** Storage refuses expirations past this absolute time (2^31 - 1 seconds since 1970). */
const MAX_EXPIRY = 2 ** 31 - 1;

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = new TextEncoder().encode(secret)));
  return k;
}

/** A valid `expiresIn` (whole seconds, at least 1, not past 2038), else InvalidParameter. */
export function checkExpiresIn(value: unknown): number {
  const seconds = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : NaN;
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRY - Math.floor(Date.now() / 1000))
    throw ERRORS.invalidParameter('expiresIn');
  return seconds;
}

export async function signUrlToken(
  secret: string,
  payload: { url: string; scope: string; owner?: string; upsert?: boolean },
  expiresIn: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(keyOf(secret));
}

export interface UrlToken {
  url: string;
  scope?: string;
  owner?: string;
  upsert?: boolean;
  exp: number;
}

/** The token of a signed URL for `<bucket>/<key>` and `scope`: signature, scope, path, expiry. */
export async function verifyUrlToken(secret: string, token: string, url: string, scope: string): Promise<UrlToken> {
  let payload: UrlToken;
  try {
    payload = (await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] })).payload as unknown as UrlToken;
  } catch (e) {
    throw ERRORS.invalidJwt(e instanceof Error ? e.message : 'Invalid JWT');
  }
  const uploadScoped = payload.scope === SCOPE_UPLOAD || (payload.scope === undefined && 'upsert' in payload);
  const downloadScoped = payload.scope === SCOPE_DOWNLOAD || (payload.scope === undefined && !('upsert' in payload));
  if (!(scope === SCOPE_UPLOAD ? uploadScoped : downloadScoped))
    throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw ERRORS.invalidSignature();
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) throw ERRORS.expiredToken();
  return payload;
}

/**
 * The caller of a request, from `Authorization: Bearer <jwt>` (storage reads no `apikey`).
 * Without a token: the anon role when the route allows it, else AccessDenied; a bad token is
 * refused (AccessDenied with jose's reason) unless the route allows going on as anon.
 */
export async function callerOf(
  headers: Headers,
  opts: { secret: string; roles: readonly string[]; allowAnon: boolean },
): Promise<Caller & { authenticated: boolean }> {
  const jwt = (headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  const anon = { role: 'anon', claims: { role: 'anon' }, jwt: '', sub: undefined, authenticated: false };
  if (!jwt && opts.allowAnon) return anon;
  let claims: Record<string, unknown>;
  try {
    claims = (await jwtVerify(jwt, keyOf(opts.secret), { algorithms: ['HS256'], requiredClaims: ['exp'] }))
      .payload as Record<string, unknown>;
  } catch (e) {
    if (opts.allowAnon) return anon;
    throw ERRORS.accessDenied(e instanceof Error ? e.message : 'Invalid JWT');
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!opts.roles.includes(role)) throw ERRORS.accessDenied('Access denied: Invalid role');
  return { role, claims, jwt, sub: typeof claims.sub === 'string' ? claims.sub : undefined, authenticated: true };
}
