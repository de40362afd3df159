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
import { cors as honoCors } from 'hono/cors';

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
 * Hono's CORS middleware (hono/cors) with the policy above. What it lacks, kept here: credentials
 * per origin (hono/cors has one `credentials` flag for every origin; ours allows them only to a
 * listed origin, never with `*`).
 */
export function cors(policy: CorsPolicy): MiddlewareHandler {
  const hono = honoCors({
    origin: (origin) => corsOrigin(origin || undefined, policy)?.origin ?? null,
    allowHeaders: [...policy.allowHeaders],
    allowMethods: [...policy.allowMethods],
    exposeHeaders: [...policy.exposeHeaders],
    maxAge: policy.maxAge,
  });
  return async (c: Context, next) => {
    // Set before the handler runs: Hono carries it onto the preflight's answer and the handler's.
    if (corsOrigin(c.req.header('origin'), policy)?.credentials) c.header('Access-Control-Allow-Credentials', 'true');
    return hono(c, next);
  };
}
