/**
 * The expert backend on its own (`npm run expert`), for production on hosted Supabase (issue 18,
 * docs/design.md §11): the same POST /ask_expert and /save_expert_session contract and the same
 * knowledge base as server/'s /expert, with no database connection and no bootstrap. It reaches a
 * Supabase project over HTTP with supabase-js and the service-role key:
 *
 * - the caller of /save_expert_session is the user of their access token, as the project's Auth
 *   answers for it (GET /auth/v1/user);
 * - the conversation is stored through PostgREST as service_role (restConversationStore).
 *
 * Environment: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (required); PORT (default 54331), HOST
 * (default 127.0.0.1; 0.0.0.0 in a container); CORS_ORIGINS (comma-separated origins of the SPA;
 * without it any origin gets `*` without credentials, which is safe for a Bearer-token API);
 * TRUSTED_PROXIES; EXPERT_QUESTIONS_PER_MINUTE (default 30); EXPERT_LLM_* (see llm.ts).
 * The SPA's configuration screen then points `api_url_backend` at this service's URL.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { DEFAULT_LIMITS, type Limit } from '../config.ts';
import { cors } from '../http/cors.ts';
import { createExpertRoutes, type ExpertAppOptions, type ExpertCaller } from './app.ts';
import { restConversationStore, StoreError } from './save.ts';

export interface StandaloneOptions extends ExpertAppOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Origins allowed with credentials; undefined: any origin gets `*` without credentials. */
  corsOrigins?: string[];
  trustedProxies?: string[];
  questionLimit?: Limit;
  log?: boolean;
}

/** A required setting is missing or malformed. */
export class StandaloneConfigError extends Error {}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Options from the environment; throws StandaloneConfigError naming what is missing. */
export function standaloneOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StandaloneOptions {
  const missing = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'].filter((k) => !env[k]);
  if (missing.length) throw new StandaloneConfigError(`Falta la variable de entorno ${missing.join(' y ')}.`);
  try {
    new URL(env.SUPABASE_URL!);
  } catch {
    throw new StandaloneConfigError(`SUPABASE_URL no es una URL: ${env.SUPABASE_URL}`);
  }
  const perMinute = env.EXPERT_QUESTIONS_PER_MINUTE ? Number(env.EXPERT_QUESTIONS_PER_MINUTE) : undefined;
  if (perMinute !== undefined && !(Number.isInteger(perMinute) && perMinute > 0)) {
    throw new StandaloneConfigError('EXPERT_QUESTIONS_PER_MINUTE debe ser un entero positivo.');
  }
  return {
    supabaseUrl: env.SUPABASE_URL!,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY!,
    ...(env.CORS_ORIGINS ? { corsOrigins: list(env.CORS_ORIGINS) } : {}),
    trustedProxies: list(env.TRUSTED_PROXIES),
    ...(perMinute ? { questionLimit: { max: perMinute, windowSeconds: 60 } } : {}),
    log: env.EXPERT_LOG !== 'false',
  };
}

function bearer(c: Context): string | null {
  const m = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return m ? m[1] : null;
}

/** The Hono app: the expert routes at / (and at /expert, the path the embedded server uses). */
export function createStandaloneExpert(opts: StandaloneOptions): Hono {
  const supabase = createClient(opts.supabaseUrl, opts.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { app: routes } = createExpertRoutes(
    {
      store: restConversationStore(supabase),
      async authenticate(c): Promise<ExpertCaller | null> {
        const token = bearer(c);
        if (!token) return null;
        const { data, error } = await supabase.auth.getUser(token);
        if (error || !data.user) {
          // 4xx from Auth: the token is bad or its session ended. No answer or a 5xx is an outage
          // (503 to the caller, not a 401 that would make the SPA drop a valid session).
          const status = error?.status ?? 0;
          if (error && (status === 0 || status >= 500)) throw new StoreError(`Auth: ${error.message}`, String(status));
          return null;
        }
        const until = (data.user as { banned_until?: string | null }).banned_until;
        return { id: data.user.id, banned: !!until && Date.parse(until) > Date.now() };
      },
      questionLimit: () => opts.questionLimit ?? DEFAULT_LIMITS.expertQuestions,
      trustedProxies: () => opts.trustedProxies ?? [],
      log: opts.log ?? false,
    },
    opts,
  );
  const app = new Hono();
  app.use(
    '*',
    cors({
      allowed: () => opts.corsOrigins ?? [],
      openToOthers: () => opts.corsOrigins === undefined,
      allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info'],
      exposeHeaders: ['Retry-After'],
      allowMethods: ['POST', 'OPTIONS'],
      maxAge: 86400,
    }),
  );
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/expert', routes);
  app.route('/', routes);
  return app;
}

export interface RunningExpert {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startStandaloneExpert(
  opts: StandaloneOptions & { port?: number; host?: string },
): Promise<RunningExpert> {
  const app = createStandaloneExpert(opts);
  const host = opts.host ?? '127.0.0.1';
  const server: ServerType = await new Promise((ok) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 54331, hostname: host }, () => ok(s));
  });
  const port = (server.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shown}:${port}`,
    port,
    stop: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const opts = standaloneOptionsFromEnv();
    const running = await startStandaloneExpert({
      ...opts,
      port: Number(process.env.PORT ?? 54331),
      host: process.env.HOST ?? '127.0.0.1',
    });
    console.log(`Expert backend on ${running.url} (Supabase: ${opts.supabaseUrl})`);
    const stop = () => void running.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (e) {
    console.error(e instanceof StandaloneConfigError ? e.message : e);
    process.exit(1);
  }
}
