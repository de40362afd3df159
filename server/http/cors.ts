/**
 * CORS for /rest/v1, /auth/v1, /functions/v1 and /expert. The API authenticates with headers (apikey,
 * Authorization: Bearer), never with cookies, so:
 * - a listed origin (CORS_ORIGINS; by default the site's origin and, on loopback, the Vite dev
 *   server's) is reflected, with Access-Control-Allow-Credentials: true;
 * - without CORS_ORIGINS any other origin gets `*` without credentials, as Supabase answers for
 *   the anon key: pages elsewhere can call the API with a key or a token they hold, and the
 *   browser never attaches cookies or HTTP auth for them;
 * - with CORS_ORIGINS set, other origins get no CORS headers at all;
 * - `Origin: null` (sandboxed frames, file: pages) is never reflected.
 */
import type { Context, MiddlewareHandler } from 'hono';

export interface CorsPolicy {
  /** Origins allowed with credentials (exact, e.g. https://app.example.com). */
  allowed(): readonly string[];
  /** Whether unlisted origins get `*` without credentials. */
  openToOthers(): boolean;
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  allowMethods: readonly string[];
  maxAge: number;
}

/** The Access-Control-Allow-Origin (and whether credentials) for a request's Origin, or null. */
export function corsOrigin(
  origin: string | undefined,
  policy: Pick<CorsPolicy, 'allowed' | 'openToOthers'>,
): { origin: string; credentials: boolean } | null {
  if (!origin) return null;
  if (origin !== 'null' && policy.allowed().includes(origin)) return { origin, credentials: true };
  if (policy.openToOthers()) return { origin: '*', credentials: false };
  return null;
}

/** An origin as `scheme://host[:port]` from a URL; null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * CORS as Hono's middleware (hono/cors) answers it, header for header, plus credentials per origin
 * (hono/cors has one `credentials` flag for every origin; ours allows them only to a listed origin,
 * never with `*`). Written here rather than wrapped: hono/cors sets headers on `c.res` before the
 * handler runs, which makes Hono rebuild every response (and @hono/node-server then turn it into a
 * full WHATWG Response whose body is read back through a stream): about a tenth of a millisecond
 * per request (issue 33, docs/scale.md §8). Here a request's headers are set on the response the
 * handler made, after it; a preflight is answered as hono/cors answers it.
 */
export function cors(policy: CorsPolicy): MiddlewareHandler {
  const exposeHeaders = policy.exposeHeaders.length ? policy.exposeHeaders.join(',') : undefined;
  const allowHeaders = policy.allowHeaders.length ? policy.allowHeaders.join(',') : undefined;
  const allowMethods = policy.allowMethods.join(',');
  const maxAge = String(policy.maxAge);
  return async (c: Context, next) => {
    const allow = corsOrigin(c.req.header('origin') || undefined, policy);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers();
      if (allow) headers.set('Access-Control-Allow-Origin', allow.origin);
      if (allow?.credentials) headers.set('Access-Control-Allow-Credentials', 'true');
      if (exposeHeaders) headers.set('Access-Control-Expose-Headers', exposeHeaders);
      headers.append('Vary', 'Origin');
      headers.set('Access-Control-Max-Age', maxAge);
      if (allowMethods) headers.set('Access-Control-Allow-Methods', allowMethods);
      let requested = allowHeaders;
      if (!requested) {
        const asked = c.req.header('Access-Control-Request-Headers');
        if (asked)
          requested = asked
            .split(',')
            .map((h) => h.trim())
            .join(',');
      }
      if (requested) {
        headers.set('Access-Control-Allow-Headers', requested);
        headers.append('Vary', 'Access-Control-Request-Headers');
      }
      return new Response(null, { headers, status: 204, statusText: 'No Content' });
    }
    await next();
    setAll(c, (h) => {
      // Over the handler's own values, as hono/cors's (set before the handler) were.
      if (allow) h.set('Access-Control-Allow-Origin', allow.origin);
      if (allow?.credentials) h.set('Access-Control-Allow-Credentials', 'true');
      if (exposeHeaders) h.set('Access-Control-Expose-Headers', exposeHeaders);
      h.append('Vary', 'Origin');
    });
  };
}

/**
 * Sets headers on the response the handler made. A response whose headers cannot change (one a
 * handler passed on from fetch()) is copied first, as Hono copies one.
 */
function setAll(c: Context, set: (h: Headers) => void): void {
  try {
    set(c.res.headers);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    c.res = new Response(c.res.body, c.res);
    set(c.res.headers);
  }
}
