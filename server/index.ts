import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from './http/body-limit.ts';
import { compress } from 'hono/compress';
import { API_VERSION_HEADER, bodyTooLarge, errorResponse } from './auth/errors.ts';
import { createAuthApp } from './auth/app.ts';
import { verifyPassword } from './auth/passwords.ts';
import { DEFAULT_JWT_SECRET, defaultConfig, type ConfigOverrides, type ServerConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import { openDatabase, type DatabaseOptions } from './db/open.ts';
import type { Database } from './db/types.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { createExpertApp } from './expert/app.ts';
import { createFunctionsApp } from './functions.ts';
import { anonWriteLimit } from './http/anon-writes.ts';
import { cors, originOf } from './http/cors.ts';
import { localOnly } from './http/dev-only.ts';
import { dropSlowClients } from './http/slow-clients.ts';
import { isLoopbackHost } from './http/net.ts';
import { appCsp, inlineScriptHashes, securityHeaders } from './http/security-headers.ts';
import { makeApiKeys } from './keys.ts';
import { Mailbox } from './mailbox.ts';
import { migrate, ROOT, type MigrateResult } from './migrate.ts';
import { SHELL_FILE, SPA_GZIP_MIN_BYTES } from './http/spa-files.ts';
import { createRealtime } from './realtime/app.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import { createRestApp } from './rest/app.ts';
import { ScheduledChecks } from './notices/checks.ts';
import { OutboxSender, transportFor } from './outbox/sender.ts';
import { createStorageApp } from './storage/app.ts';
import { ObjectStore } from './storage/disk.ts';
import { OrphanSweep } from './storage/orphans.ts';

export interface StartOptions {
  /** An open database, or how to open one (default: PGlite in memory). */
  database?: Database | DatabaseOptions;
  /** 0 picks a free port. Default 54321. */
  port?: number;
  host?: string;
  jwtSecret?: string;
  config?: ConfigOverrides;
  /** Run the bootstrap, migrations and (on a new database) the seed. Default true. */
  migrate?: boolean;
  /** seed.sql path, or false to skip seeding a new database. */
  seedFile?: string | false;
  /** Runs once the migrations (and seed) ran, before the server listens (e.g. to save a snapshot). */
  onMigrated?: (db: Database, result: MigrateResult) => Promise<void>;
  /** Folder of the built SPA to serve at /, or false. Default: dist/ if it exists. */
  staticDir?: string | false;
  /**
   * Folder of Storage's files (/storage/v1). Default: `storage/` in the PGlite data folder; for an
   * in-memory database or an open one, a temporary folder removed when the server stops.
   */
  storageDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  config: ServerConfig;
  mailbox: Mailbox;
  /** /realtime/v1: its connections and change feed (tests and the bench read them). */
  realtime: RealtimeHub;
  /** The notice e-mails' sender (tests wait for it with drain()). */
  outbox: OutboxSender;
  /** The scheduled checks (tests run them with run()). */
  checks: ScheduledChecks;
  /** Where Storage keeps its files. */
  storageDir: string;
  /** The sweep of files whose record was deleted (tests run it with run()). */
  storageSweep: OrphanSweep;
  /** Listening on a loopback address only (127.0.0.0/8, ::1, localhost). */
  loopback: boolean;
  /** Development mode: the /mailbox is served (only ever on loopback). */
  devMode: boolean;
  migration?: MigrateResult;
  stop(): Promise<void>;
}

const API_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-client-info',
  'x-supabase-api-version',
  'x-upsert',
  'x-region',
  'x-metadata',
  'cache-control',
  'if-none-match',
  'if-modified-since',
];

/** The Vite dev server's origins (npm run dev), allowed by CORS on loopback. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** Refused start-up: a setting that would expose the server off loopback. */
export class UnsafeExposureError extends Error {
  override name = 'UnsafeExposureError';
}

/**
 * Off loopback, the server must not sign tokens with a published secret (anyone could forge a
 * service_role key): JWT_SECRET must be set, and not to the Supabase local default.
 */
export function checkSecretForHost(host: string, jwtSecret: string): void {
  if (isLoopbackHost(host)) return;
  if (jwtSecret === DEFAULT_JWT_SECRET) {
    throw new UnsafeExposureError(
      `Refusing to listen on ${host} with the published default JWT secret: anyone could sign a service_role key. ` +
        'Set JWT_SECRET to a random secret of at least 32 characters (e.g. `openssl rand -base64 48`), or listen on 127.0.0.1.',
    );
  }
  if (jwtSecret.length < 32) {
    throw new UnsafeExposureError(`Refusing to listen on ${host}: JWT_SECRET must have at least 32 characters.`);
  }
}

/**
 * The invitation's lifetime (INVITE_EXPIRY_SECONDS) where the database's accepting trigger reads
 * it (app_config 'invitacion_vigencia_segundos'), so an invite link and its invitation expire
 * together. Skipped on a database without the app's schema (the external suites' databases).
 */
async function writeInviteExpiry(db: Database, seconds: number): Promise<void> {
  // As text: the drivers disagree on booleans (node-postgres here gives them as text).
  const { rows } = await db.query<{ t: string | null }>("select to_regclass('public.app_config')::text as t");
  if (!rows[0]?.t) return;
  await db.query(
    `insert into public.app_config (key, value) values ('invitacion_vigencia_segundos', $1)
     on conflict (key) do update set value = excluded.value where app_config.value <> excluded.value`,
    [String(seconds)],
  );
}

/** The seeded demo accounts whose password is still the published demo password. */
export async function demoAccountsWithDemoPassword(db: Database, passwordHashCost: number): Promise<string[]> {
  const { rows } = await db.query<{ email: string; encrypted_password: string | null }>(
    'select email, encrypted_password from auth.users where lower(email) = any($1::text[])',
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  const open: string[] = [];
  for (const r of rows)
    if (await verifyPassword(DEMO_PASSWORD, r.encrypted_password, passwordHashCost)) open.push(r.email);
  return open;
}

function isDatabase(d: StartOptions['database']): d is Database {
  return !!d && typeof (d as Database).transaction === 'function';
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const port = opts.port ?? 54321;
  const host = opts.host ?? '127.0.0.1';
  const config = defaultConfig({ ...(opts.jwtSecret ? { jwtSecret: opts.jwtSecret } : {}), ...opts.config });
  const loopback = isLoopbackHost(host);
  // Off loopback: never the published secret, never the mailbox, never the demo passwords
  // (unless allowDemoAccounts).
  checkSecretForHost(host, config.jwtSecret);
  const devMode = loopback && (config.devMode ?? true);
  config.devMode = devMode;

  const db = isDatabase(opts.database) ? opts.database : await openDatabase(opts.database ?? {});
  const ownsDb = !isDatabase(opts.database);
  const log = config.log ? (l: string) => console.log(`[db] ${l}`) : undefined;

  let migration: MigrateResult | undefined;
  try {
    migration = opts.migrate === false ? undefined : await migrate(db, { seedFile: opts.seedFile, log });
    if (migration && opts.onMigrated) await opts.onMigrated(db, migration);
    if (!loopback && !config.allowDemoAccounts) {
      const open = await demoAccountsWithDemoPassword(db, config.passwordHashCost);
      if (open.length > 0) {
        throw new UnsafeExposureError(
          `Refusing to listen on ${host}: the demo accounts (${open.join(', ')}) still have the published demo password. ` +
            'Change their passwords or delete them, start on 127.0.0.1, or set ALLOW_DEMO_ACCOUNTS=true to accept the risk.',
        );
      }
    }
  } catch (e) {
    if (ownsDb) await db.close();
    throw e;
  }
  // Only now: the migrations and the seed may take as long as they need.
  db.setStatementTimeout(config.statementTimeoutMs);
  await writeInviteExpiry(db, config.inviteExpiry);

  const keys = await makeApiKeys(config.jwtSecret);
  const mailbox = new Mailbox(config.log);
  const ctx: ServerContext = { db, config, keys, mailbox };

  const rest = await createRestApp(ctx);
  const auth = createAuthApp(ctx);
  const expert = createExpertApp(ctx);
  const mailTransport = transportFor(config, mailbox);
  const functions = createFunctionsApp(
    ctx,
    () => url,
    () => ({
      siteUrl: config.siteUrl,
      mail: mailTransport ?? undefined,
    }),
  );
  const realtime = await createRealtime(ctx);
  const serverLog = config.log ? (l: string) => console.log(`[notices] ${l}`) : undefined;
  const outbox = new OutboxSender({
    db,
    transport: mailTransport,
    siteUrl: () => config.siteUrl,
    leaseSeconds: config.outboxLeaseSeconds,
    log: serverLog,
  });
  const checks = new ScheduledChecks(db, config.checksIntervalMs, serverLog);
  const dataDir = isDatabase(opts.database) ? undefined : opts.database?.dataDir;
  const ownStorageDir = opts.storageDir === undefined && !dataDir;
  const storageDir =
    opts.storageDir ?? (dataDir ? join(dataDir, 'storage') : await mkdtemp(join(tmpdir(), 'axel-storage-')));
  const store = new ObjectStore(storageDir);
  await store.init();
  const storage = createStorageApp(ctx, store);
  const storageSweep = new OrphanSweep(db, store, config.storageSweepIntervalMs, serverLog);

  const staticDir =
    opts.staticDir === undefined
      ? existsSync(join(ROOT, 'dist/index.html'))
        ? join(ROOT, 'dist')
        : false
      : opts.staticDir;
  let url = '';

  const app = new Hono();
  // A client that stops taking its response is dropped (it holds nothing of the database).
  const slowClients = dropSlowClients(() => config.clientStallMs);
  app.use('*', slowClients.middleware);
  const apiPaths = ['/rest/', '/auth/', '/functions/', '/realtime/', '/storage/', '/expert', '/mailbox'];
  app.use(
    '*',
    securityHeaders({
      spaCsp: staticDir
        ? appCsp({ scriptHashes: inlineScriptHashes(staticDir), connectSrc: config.connectSrc, loopback })
        : undefined,
      isSpaPath: (path) => !apiPaths.some((p) => path.startsWith(p)),
    }),
  );
  const apiCors = cors({
    allowed: () =>
      config.corsOrigins ??
      [originOf(config.siteUrl), originOf(url), ...(loopback ? DEV_ORIGINS : [])].filter(
        (o): o is string => o !== null,
      ),
    openToOthers: () => config.corsOrigins === undefined,
    allowHeaders: API_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: [
      'Content-Range',
      'Content-Location',
      'Content-Profile',
      'Preference-Applied',
      'Location',
      'X-Total-Count',
      'Retry-After',
      'X-Supabase-Api-Version',
      'Content-Length',
      'Content-Disposition',
      'Accept-Ranges',
      'ETag',
      'Last-Modified',
    ],
    maxAge: 86400,
  });
  app.use('/rest/v1/*', apiCors);
  app.use('/auth/v1/*', apiCors);
  app.use('/functions/v1/*', apiCors);
  app.use('/realtime/v1/api/*', apiCors);
  app.use('/storage/v1/*', apiCors);
  // The expert backend: production SPAs may call it from another origin.
  app.use('/expert/*', apiCors);
  // Anonymous writes (the contact form) per client address; signed-in writes are not limited.
  app.use('/rest/v1/*', anonWriteLimit(config, rest.readOnlyCall));
  // MAX_BODY_BYTES for GoTrue's API, in its error shape (/rest/v1 and /functions/v1 apply it
  // themselves; the expert backend has smaller limits per route).
  app.use(
    '/auth/v1/*',
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: (c) => {
        // The rest of the body is never read, so the connection cannot be reused.
        const r = errorResponse(bodyTooLarge({ Connection: 'close' }), c.req.header(API_VERSION_HEADER));
        return c.json(r.body, r.status, r.headers);
      },
    }),
  );
  app.route('/rest/v1', rest.app);
  app.route('/auth/v1', auth.app);
  app.route('/functions/v1', functions);
  app.route('/realtime/v1', realtime.app);
  app.route('/storage/v1', storage.app);
  app.route('/expert', expert.app);
  // The mailbox shows recovery links: development mode on loopback only, to this machine only,
  // never cross-origin (no CORS).
  if (devMode) {
    app.use('/mailbox', localOnly());
    app.use('/mailbox/*', localOnly());
    app.get('/mailbox/api/messages', (c) => c.json(mailbox.list(c.req.query('to'))));
    app.get('/mailbox', (c) => c.html(renderMailbox(mailbox)));
  }
  app.all('/mailbox', (c) => c.text('Not found', 404));
  app.all('/mailbox/*', (c) => c.text('Not found', 404));

  if (staticDir) {
    const root = relative(process.cwd(), staticDir) || '.';
    // The build's index.html is the prerendered landing; its unrendered shell serves every other route.
    const shell = existsSync(join(staticDir, SHELL_FILE)) ? SHELL_FILE : 'index.html';
    const indexHtml = await readFile(join(staticDir, shell), 'utf8');
    // The SPA's files, gzip-compressed; Vite's hashed assets never change, so browsers keep them.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
    });
    app.use('/*', compress({ threshold: SPA_GZIP_MIN_BYTES }));
    // The prerendered pages are HTML files too: browsers revalidate them, so a new build shows at once.
    app.use('/*', async (c, next) => {
      await next();
      if (c.res.headers.get('content-type')?.startsWith('text/html')) c.header('cache-control', 'no-cache');
    });
    app.use('/*', serveStatic({ root }));
    // Every other GET is a route of the SPA: the router decides (including its 404 page).
    app.get('*', (c) => {
      c.header('cache-control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  const server: ServerType = await new Promise((ok) => {
    const s = serve({ fetch: app.fetch, port, hostname: host, websocket: { server: realtime.wss } }, () => ok(s));
  });
  const actualPort = (server.address() as AddressInfo).port;
  url = `http://${host === '0.0.0.0' ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  if (!opts.config?.siteUrl) config.siteUrl = url;
  await outbox.start();
  checks.start();
  storageSweep.start();

  let stopped = false;
  return {
    url,
    port: actualPort,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    db,
    config,
    mailbox,
    realtime: realtime.hub,
    outbox,
    checks,
    storageDir: store.root,
    storageSweep,
    loopback,
    devMode,
    migration,
    async stop() {
      if (stopped) return;
      stopped = true;
      await checks.stop();
      await storageSweep.stop();
      await outbox.stop();
      mailTransport?.close?.();
      await realtime.close();
      await new Promise<void>((ok) => {
        server.close(() => ok());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      slowClients.close();
      await rest.close();
      await auth.close();
      if (ownsDb) await db.close();
      if (ownStorageDir) await rm(storageDir, { recursive: true, force: true });
    },
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function renderMailbox(mailbox: Mailbox): string {
  const items = mailbox
    .list()
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>Para: ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>` +
        `<pre>${escapeHtml(m.text)}</pre>${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}</article>`,
    )
    .join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Buzón local · Axel Suite</title></head><body><h1>Buzón local</h1>${items || '<p>No hay mensajes.</p>'}</body></html>`;
}
