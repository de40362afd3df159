/**
 * A limit on anonymous writes to /rest/v1 per client address: POST, PATCH, PUT and DELETE
 * with no token or with the anon key (no signed-in user); a POST to a function that only reads
 * (STABLE or IMMUTABLE) is a read and does not count. Only writes that succeed count (a
 * refused write creates nothing), and a write in flight counts until it is answered, so a burst
 * cannot slip past. Generous enough for people: the contact form (/contacto) inserts one row per
 * submission. Answers 429 in PostgREST's error shape, with Retry-After.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiter } from './rate-limit.ts';
import type { ServerConfig } from '../config.ts';
import { verifyJwt } from '../jwt.ts';
import { clientAddress, trustedProxiesOf } from './client-address.ts';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The token a PostgREST request carries (Authorization: Bearer wins over apikey), if any. */
function tokenOf(c: Context): string | undefined {
  const m = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return m?.[1] ?? c.req.header('apikey') ?? undefined;
}

/** True when the request runs as the anon role: no token, or a valid token whose role is anon. */
async function isAnonymous(c: Context, config: ServerConfig): Promise<boolean> {
  const token = tokenOf(c);
  if (!token) return true;
  try {
    const claims = await verifyJwt(token, config.jwtSecret);
    return typeof claims.role !== 'string' || claims.role === config.anonRole;
  } catch {
    return false; // a bad token is refused by the REST API itself (401); it writes nothing
  }
}

/**
 * `readOnlyCall(name, contentProfile)`: whether `POST /rpc/<name>` only reads (a STABLE or
 * IMMUTABLE function, run read-only as PostgREST runs it): such a call is not a write.
 */
export function anonWriteLimit(
  config: ServerConfig,
  readOnlyCall: (name: string, contentProfile: string | undefined) => Promise<boolean> = async () => false,
  limiter = new RateLimiter(),
): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITES.has(c.req.method) || !(await isAnonymous(c, config))) return next();
    const rpc = c.req.method === 'POST' ? /\/rpc\/([^/]+)$/.exec(c.req.path) : null;
    if (rpc && (await readOnlyCall(safeDecode(rpc[1]), c.req.header('content-profile')))) return next();
    const { max, windowSeconds } = config.limits.anonWrites;
    const key = `anon-write:${clientAddress(c, trustedProxiesOf(config.trustedProxies))}`;
    const wait = limiter.hit(key, max, windowSeconds);
    if (wait !== null) {
      const seconds = Math.max(1, Math.ceil(wait));
      return c.json(
        {
          code: 'over_request_rate_limit',
          message: 'Too many writes without signing in from this address',
          details: `At most ${max} writes without a signed-in user per ${windowSeconds} seconds from one address`,
          hint: `Retry after ${seconds} seconds, or sign in`,
        },
        429,
        { 'Retry-After': String(seconds) },
      );
    }
    try {
      await next();
    } finally {
      if (c.res.status >= 400) limiter.release(key);
    }
  };
}
