/**
 * /rest/v1: the PostgREST-compatible API. Routing only: the method guard and the JWT middleware,
 * then request.ts (HTTP -> ApiRequest) and handle.ts (plan -> build -> execute -> respond).
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context.ts';
import { jwtAuth, type Auth, type AuthVariables } from './auth.ts';
import { ApiError, bodyError, toApiError } from './errors.ts';
import { BodyError } from '../http/body.ts';
import { bodyLimit } from '../http/body-limit.ts';
import { handle } from './handle.ts';
import { LargeReads, largeReadCaller } from './large-reads.ts';
import { clientAddress, trustedProxiesOf } from '../http/client-address.ts';
import { apiRequest, checkMethod, type Target } from './request.ts';
import type { HttpOut } from './respond.ts';
import { loadSchemaCache, relKey, type SchemaCache } from './schema-cache.ts';

export interface RestApp {
  app: Hono<{ Variables: AuthVariables }>;
  close(): Promise<void>;
  /** Reloads the schema cache now (what `NOTIFY pgrst, 'reload schema'` triggers). */
  reload(): Promise<void>;
  /**
   * Whether `POST /rpc/<name>` (with this Content-Profile) reads only: every function of that
   * name is STABLE or IMMUTABLE, which PostgREST runs read-only. False for unknown names.
   */
  readOnlyCall(name: string, contentProfile: string | undefined): Promise<boolean>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export async function createRestApp(ctx: ServerContext): Promise<RestApp> {
  const { db, config } = ctx;
  let cache: Promise<SchemaCache> = loadSchemaCache(db, config.dbSchemas);
  await cache;
  const reload = async () => {
    const next = loadSchemaCache(db, config.dbSchemas);
    await next;
    cache = next;
  };
  let reloading: Promise<void> = Promise.resolve();
  // What `Prefer: timezone=` accepts, as PostgREST's schema cache reads it (once: the list comes
  // with the server's time zone data, not with the schema).
  const timezones = db
    .query<{ name: string }>('select name from pg_timezone_names')
    .then((r) => new Set(r.rows.map((row) => row.name)))
    .catch(() => new Set<string>());
  const unlisten = await db.listen('pgrst', (payload) => {
    const p = payload.trim().toLowerCase();
    if (p === '' || p === 'reload schema') {
      reloading = reloading.then(reload).catch((e: unknown) => {
        if (config.log) console.error('[rest] schema cache reload failed', e);
      });
    }
  });

  const app = new Hono<{ Variables: AuthVariables }>();
  /** Whether a request carried a non-anon role (42501 answers 403 then, 401 otherwise). */
  const authedRequests = new WeakMap<Request, boolean>();

  app.onError((err, c) => {
    const e = toApiError(err, authedRequests.get(c.req.raw) === true);
    if (e.status >= 500 && config.log) console.error('[rest]', err);
    // PostgREST 12 names the error's code in Proxy-Status on every error response.
    const headers = new Headers({
      'Content-Type': JSON_TYPE,
      'Proxy-Status': `PostgREST; error=${e.code}`,
      ...e.headers,
    });
    const body = c.req.method === 'HEAD' ? null : JSON.stringify(e.body());
    // A custom reason phrase (RAISE SQLSTATE 'PGRST''s status_text): the Fetch Response's
    // statusText does not reach the wire through @hono/node-server, Node's own response does.
    if (e.statusText) {
      const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
      if (outgoing) outgoing.statusMessage = e.statusText;
    }
    return new Response(body, { status: e.status, statusText: e.statusText, headers });
  });

  app.notFound((c) => {
    const e = new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
    return c.newResponse(JSON.stringify(e.body()), 404, {
      'Content-Type': JSON_TYPE,
      'Proxy-Status': `PostgREST; error=${e.code}`,
    });
  });

  app.use('*', async (c, next) => {
    checkMethod(c.req.method);
    await next();
  });
  // MAX_BODY_BYTES: 413 on a larger declared Content-Length before reading anything, or as soon
  // as a streamed body passes it (Hono's body-limit middleware).
  app.use(
    '*',
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: () => {
        const e = bodyError(
          new BodyError('too-large', `The request body exceeds the limit of ${config.maxBodyBytes} bytes`),
        );
        // The rest of the body is never read, so the connection cannot be reused.
        throw new ApiError(e.status, e.code, e.message, e.details, e.hint, { Connection: 'close' });
      },
    }),
  );
  app.use(
    '*',
    jwtAuth(config, (req, auth: Auth) => authedRequests.set(req, auth.authed)),
  );

  const largeReads = new LargeReads(() => config.largeReadsPerCaller);
  const serve = async (c: Context<{ Variables: AuthVariables }>, target: Target): Promise<Response> => {
    await reloading;
    const sc = await cache;
    const auth = c.get('auth');
    const req = await apiRequest(c.req.raw, target, auth, { ...config, timezones: await timezones });
    const caller = largeReadCaller(
      auth.role,
      auth.claims,
      config.anonRole,
      clientAddress(c, trustedProxiesOf(config.trustedProxies)),
    );
    return send(
      c,
      await handle(req, sc, {
        db,
        maxRows: config.maxRows,
        extraSearchPath: config.dbExtraSearchPath,
        spool: config.spool,
        admitLargeRead: caller === undefined ? undefined : () => largeReads.admit(caller),
      }),
    );
  };

  app.all('/rpc/:fn', (c) => serve(c, { kind: 'routine', name: c.req.param('fn') }));
  app.all('/:table', (c) => serve(c, { kind: 'relation', name: c.req.param('table') }));
  app.all('/', (c) => serve(c, { kind: 'root' }));
  // Any other path under /rest/v1 (`/a/b`, `/rpc`) answers PostgREST's JSON 404, never the SPA.
  app.all('*', (c) => {
    // `/rest/v1/` (the root with its trailing slash) is the root too.
    if (/^\/[^/]+\/[^/]+\/$/.test(c.req.path)) return serve(c, { kind: 'root' });
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  });

  return {
    app,
    readOnlyCall: async (name, contentProfile) => {
      const schema = contentProfile && config.dbSchemas.includes(contentProfile) ? contentProfile : config.dbSchemas[0];
      const found = (await cache).routines.get(relKey(schema, name)) ?? [];
      return found.length > 0 && found.every((r) => r.volatility !== 'v');
    },
    reload: async () => {
      await reloading;
      await reload();
    },
    async close() {
      await unlisten().catch(() => {});
    },
  };
}

function send(c: Context, out: HttpOut): Response {
  // An empty body ('', Content-Length: 0 set by respond.ts) goes without a default Content-Type.
  const res = c.newResponse(out.body === '' ? null : out.body, out.status as 200, out.headers);
  for (const [name, value] of out.repeated ?? []) res.headers.append(name, value);
  return res;
}
