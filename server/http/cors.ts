/**
 * CORS for /rest/v1, /auth/v1 and /expert. The API authenticates with headers (apikey,
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

export function cors(policy: CorsPolicy): MiddlewareHandler {
  return async (c: Context, next) => {
    const allow = corsOrigin(c.req.header('origin'), policy);
    const set = (h: Headers) => {
      h.append('Vary', 'Origin');
      if (!allow) return;
      h.set('Access-Control-Allow-Origin', allow.origin);
      if (allow.credentials) h.set('Access-Control-Allow-Credentials', 'true');
    };
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers = new Headers();
      set(headers);
      if (allow) {
        headers.set('Access-Control-Allow-Methods', policy.allowMethods.join(','));
        headers.set('Access-Control-Allow-Headers', policy.allowHeaders.join(','));
        headers.set('Access-Control-Max-Age', String(policy.maxAge));
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    set(c.res.headers);
    if (allow) c.res.headers.set('Access-Control-Expose-Headers', policy.exposeHeaders.join(','));
  };
}
