/**
 * MAX_BODY_BYTES in front of each area (rest/app.ts, functions.ts, index.ts for /auth/v1): Hono's
 * body-limit middleware, not run for GET and HEAD. @hono/node-server gives those no body, and
 * the middleware's first look (`c.req.raw.body`) builds the whole WHATWG Request to find that out:
 * a read paid for it on every request (issue 33, docs/scale.md §8).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';

export function bodyLimit(options: Parameters<typeof honoBodyLimit>[0]): MiddlewareHandler {
  const limit = honoBodyLimit(options);
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
