/**
 * /rest/v1: the PostgREST-compatible API. Thin handlers over the pipeline
 * parse (parse.ts, parse-headers.ts) -> plan (plan-read/-mutate/-call.ts) -> build (build.ts)
 * -> execute (execute.ts) -> respond (response.ts).
 */
import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context.ts';
import { readBody as readRequestBody } from '../http/body.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { buildCall, buildMutation, buildRead } from './build.ts';
import { ApiError, toApiError } from './errors.ts';
import { execute, type ExecPlan, type RequestSettings } from './execute.ts';
import { parseAccept, parsePrefer, parseRange, pickSchema, pickToken, type MediaType, type Preferences } from './parse-headers.ts';
import { parseQuery, type ApiQuery } from './parse.ts';
import { argNames, planCall, routinesNamed } from './plan-call.ts';
import { planMutate, type MutateMethod } from './plan-mutate.ts';
import { findRelation, planRead } from './plan-read.ts';
import { callResponse, checkSingular, mutateResponse, pageBounds, readResponse, type HttpOut } from './response.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';

export interface RestApp {
  app: Hono;
  close(): Promise<void>;
  /** Reloads the schema cache now (what `NOTIFY pgrst, 'reload schema'` triggers). */
  reload(): Promise<void>;
}

interface Auth {
  role: string;
  claims: Record<string, unknown>;
  authed: boolean;
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
  const unlisten = await db.listen('pgrst', (payload) => {
    const p = payload.trim().toLowerCase();
    if (p === '' || p === 'reload schema') {
      reloading = reloading.then(reload).catch((e: unknown) => {
        if (config.log) console.error('[rest] schema cache reload failed', e);
      });
    }
  });

  /**
   * Verified tokens, remembered until they expire (the same API key or access token comes with
   * every request; its HS256 signature need not be checked again). Bounded; oldest evicted first.
   */
  const verified = new Map<string, JwtClaims>();
  async function verifiedClaims(token: string): Promise<JwtClaims> {
    const hit = verified.get(token);
    if (hit && (hit.exp === undefined || hit.exp > Date.now() / 1000)) return hit;
    verified.delete(token);
    const claims = await verifyJwt(token, config.jwtSecret);
    if (verified.size >= 1000) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  }

  async function authenticate(c: Context): Promise<Auth> {
    const token = pickToken(c.req.header('authorization'), c.req.header('apikey'));
    if (token === undefined) return { role: config.anonRole, claims: { role: config.anonRole }, authed: false };
    let claims: JwtClaims;
    try {
      claims = await verifiedClaims(token);
    } catch (e) {
      const expired = e instanceof JwtError && e.problem === 'expired';
      const message = expired ? 'JWT expired' : 'JWT cryptographic operation failed';
      throw new ApiError(401, expired ? 'PGRST303' : 'PGRST301', message, expired ? null : e instanceof Error ? e.message : null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
      });
    }
    const role = typeof claims.role === 'string' ? claims.role : config.anonRole;
    if (!config.jwtRoles.includes(role)) {
      throw new ApiError(401, 'PGRST301', 'JWT role is not allowed', `The role '${role}' cannot be used with this API`, null, {
        'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT role is not allowed"',
      });
    }
    return { role, claims: claims as Record<string, unknown>, authed: role !== config.anonRole };
  }

  const readBody = (c: Context): Promise<unknown> => readRequestBody(c.req.raw, { maxBytes: config.maxBodyBytes });

  function settingsFor(c: Context, auth: Auth, readOnly: boolean): RequestSettings {
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => {
      headers[k.toLowerCase()] = v;
    });
    return { role: auth.role, claims: auth.claims, method: c.req.method, path: new URL(c.req.url).pathname, headers, readOnly };
  }

  function send(c: Context, out: HttpOut): Response {
    return c.newResponse(out.body, out.status as 200, out.headers);
  }

  const query = (c: Context, opts: { argNames?: ReadonlySet<string> } = {}): ApiQuery =>
    parseQuery(new URL(c.req.url).searchParams.entries(), opts);

  const app = new Hono();
  /** Whether a request carried a non-anon role (42501 answers 403 then, 401 otherwise). */
  const authedRequests = new WeakMap<Request, boolean>();

  app.onError((err, c) => {
    const e = toApiError(err, authedRequests.get(c.req.raw) === true);
    if (e.status >= 500 && config.log) console.error('[rest]', err);
    const headers = new Headers({ 'Content-Type': JSON_TYPE, ...e.headers });
    const body = c.req.method === 'HEAD' ? null : JSON.stringify(e.body());
    return new Response(body, { status: e.status, headers });
  });

  app.notFound((c) => {
    const e = new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
    return c.newResponse(JSON.stringify(e.body()), 404, { 'Content-Type': JSON_TYPE });
  });

  const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']);

  async function common(c: Context) {
    const method = c.req.method;
    if (!METHODS.has(method)) throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const auth = await authenticate(c);
    authedRequests.set(c.req.raw, auth.authed);
    await reloading;
    const sc = await cache;
    const readOnly = method === 'GET' || method === 'HEAD';
    const schema = pickSchema(readOnly ? c.req.header('accept-profile') : c.req.header('content-profile'), config.dbSchemas);
    const prefs = parsePrefer(c.req.raw.headers.get('prefer') ? [c.req.raw.headers.get('prefer')!] : []);
    const media = parseAccept(c.req.header('accept'));
    if (media === 'openapi') throw new ApiError(406, 'PGRST107', 'None of these media types are available: application/openapi+json');
    return { method, auth, sc, readOnly, schema, prefs, media };
  }

  const countRequested = (prefs: Preferences) => prefs.count !== undefined;
  const stripNulls = (c: Context) => /nulls=stripped/i.test(c.req.header('accept') ?? '');

  app.all('/rpc/:fn', async (c) => {
    const { method, auth, sc, readOnly, schema, prefs, media } = await common(c);
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      throw new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    const name = c.req.param('fn');
    const isPost = method === 'POST';
    const body = isPost ? await readBody(c) : undefined;
    const q = query(c, isPost ? {} : { argNames: argNames(routinesNamed(sc, schema, name)) });
    const plan = planCall(sc, { schema, name, body, isPost, query: q, prefs });
    const page = pageBounds(rootLimit(q), rootOffset(q), readOnly ? parseRange(c.req.header('range'), c.req.header('range-unit')) : undefined, config.maxRows);
    const built = buildCall(
      plan.spec,
      plan.rows
        ? { plan: plan.rows, opts: { count: countRequested(prefs), singular: media === 'object', stripNulls: stripNulls(c), ...page } }
        : undefined,
    );
    const exec: ExecPlan = { statements: [], main: built, rollback: prefs.tx === 'rollback' };
    if (media === 'object' && (plan.spec.shape === 'rows' || plan.spec.shape === 'setof-scalar')) exec.check = checkSingular;
    const r = await execute(db, settingsFor(c, auth, readOnly), exec);
    return send(c, callResponse(r, { media, head: method === 'HEAD', shape: plan.spec.shape, page, applied: withTx(plan.applied, prefs) }));
  });

  app.all('/:table', async (c) => {
    const { method, auth, sc, readOnly, schema, prefs, media } = await common(c);
    const rel = findRelation(sc, schema, c.req.param('table'));
    if (readOnly) {
      const q = query(c);
      const plan = planRead(sc, rel, q);
      const page = pageBounds(rootLimit(q), rootOffset(q), parseRange(c.req.header('range'), c.req.header('range-unit')), config.maxRows);
      const built = buildRead(plan, { count: countRequested(prefs), singular: media === 'object', stripNulls: stripNulls(c), ...page });
      const r = await execute(db, settingsFor(c, auth, true), {
        statements: [],
        main: built,
        check: media === 'object' ? checkSingular : undefined,
      });
      const applied = prefs.count ? [`count=${prefs.count}`] : [];
      return send(c, readResponse(r, { page, media, head: method === 'HEAD', applied }));
    }
    const body = method === 'DELETE' ? undefined : await readBody(c);
    if (method !== 'DELETE' && body === undefined) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    if (method === 'POST' && !auth.authed) limitAnonymousRows(body);
    const q = query(c);
    const plan = planMutate(sc, rel, method as MutateMethod, body, q, prefs);
    const returnPref = prefs.return ?? 'minimal';
    const needsRows = returnPref !== 'minimal';
    const built = buildMutation(
      plan.spec,
      needsRows ? { plan: plan.represent, opts: { count: false, singular: media === 'object', stripNulls: stripNulls(c) } } : undefined,
    );
    const exec: ExecPlan = {
      statements: built.statements,
      main: built.main,
      rollback: prefs.tx === 'rollback',
      check: media === 'object' && needsRows ? checkSingular : undefined,
    };
    const r = await execute(db, settingsFor(c, auth, false), exec);
    let location: string | undefined;
    if (returnPref === 'headers-only' && method === 'POST' && rel.primaryKey.length > 0 && r.body) {
      const rows = JSON.parse(r.body) as Record<string, unknown>[];
      if (rows[0]) {
        const qs = new URLSearchParams(rel.primaryKey.map((k) => [k, `eq.${String(rows[0][k])}`]));
        location = `/${encodeURIComponent(rel.name)}?${qs.toString()}`;
      }
    }
    return send(
      c,
      mutateResponse(r, {
        method: method as MutateMethod,
        media: media as MediaType,
        returnPref,
        countRequested: countRequested(prefs),
        applied: withTx(plan.applied, prefs),
        location,
      }),
    );
  });

  app.all('/', async (c) => {
    await common(c);
    throw new ApiError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  });

  return {
    app,
    reload: async () => {
      await reloading;
      await reload();
    },
    async close() {
      await unlisten().catch(() => {});
    },
  };
}

/** Most rows an anonymous request may insert at once (a contact form sends one). */
export const ANON_MAX_INSERT_ROWS = 100;

function limitAnonymousRows(body: unknown): void {
  if (Array.isArray(body) && body.length > ANON_MAX_INSERT_ROWS) {
    throw new ApiError(
      413,
      'PGRST413',
      'Payload Too Large',
      `Anonymous requests may insert at most ${ANON_MAX_INSERT_ROWS} rows at a time; this one has ${body.length}`,
      'Sign in, or send the rows in smaller batches',
    );
  }
}

function rootLimit(q: ApiQuery): number | undefined {
  return q.limits.filter((l) => l.path.length === 0).at(-1)?.value;
}

function rootOffset(q: ApiQuery): number | undefined {
  return q.offsets.filter((l) => l.path.length === 0).at(-1)?.value;
}

function withTx(applied: string[], prefs: Preferences): string[] {
  return prefs.tx ? [...applied, `tx=${prefs.tx}`] : applied;
}
