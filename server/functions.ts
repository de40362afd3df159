/**
 * Supabase's Edge Functions protocol at /functions/v1/<name>: the account functions of
 * supabase/functions run here with the same code as on Supabase's Edge Runtime. Each gets the
 * environment the Edge Runtime gives (SUPABASE_URL = this server, the anon and service-role
 * keys) and calls back into this server's REST and auth APIs over HTTP, as it would there.
 */
import { Hono } from 'hono';
import { bodyLimit } from './http/body-limit.ts';
import type { ServerContext } from './context.ts';
import type { FunctionEnv } from '../supabase/functions/_shared/context.ts';
import { FUNCTIONS, type FunctionHandler } from '../supabase/functions/registry.ts';
import { CORS_HEADERS } from '../supabase/functions/_shared/http.ts';

export function createFunctionsApp(
  ctx: ServerContext,
  ownUrl: () => string,
  /** What the Edge Runtime would give from secrets (send-mail: SITE_URL, the SMTP transport). */
  extra: () => Partial<FunctionEnv> = () => ({}),
): Hono {
  const app = new Hono();
  const handlers = new Map<string, FunctionHandler>();
  const handlerOf = (name: string): FunctionHandler | undefined => {
    const make = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    if (!make) return undefined;
    let h = handlers.get(name);
    if (!h) {
      h = make({
        ...extra(),
        supabaseUrl: ownUrl(),
        anonKey: ctx.keys.anonKey,
        serviceRoleKey: ctx.keys.serviceRoleKey,
      });
      handlers.set(name, h);
    }
    return h;
  };
  // MAX_BODY_BYTES, as for /rest/v1 (Hono's body-limit middleware): a larger declared
  // Content-Length is refused before anything is read, a streamed body as soon as it passes the
  // limit; the handlers (which read their bodies whole, as on the Edge Runtime) never see it.
  app.use(
    '*',
    bodyLimit({
      maxSize: ctx.config.maxBodyBytes,
      onError: (c) =>
        c.json(
          {
            code: 'request_too_large',
            message: `El cuerpo de la solicitud supera el máximo de ${ctx.config.maxBodyBytes} bytes.`,
          },
          413,
          // The rest of the body is never read, so the connection cannot be reused.
          { ...CORS_HEADERS, Connection: 'close' },
        ),
    }),
  );
  app.all('/:name', async (c) => {
    const handler = handlerOf(c.req.param('name'));
    // The Edge Runtime's answer for a function that does not exist.
    if (!handler) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    return handler(c.req.raw);
  });
  app.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404));
  return app;
}
