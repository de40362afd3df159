import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { createAuthApp } from './auth/app.ts';
import { defaultConfig, type ServerConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import { openDatabase, type DatabaseOptions } from './db/open.ts';
import type { Database } from './db/types.ts';
import { createExpertApp } from './expert/app.ts';
import { makeApiKeys } from './keys.ts';
import { Mailbox } from './mailbox.ts';
import { migrate, ROOT, type MigrateResult } from './migrate.ts';
import { SHELL_FILE } from './prerender-spa.ts';
import { createRestApp } from './rest/app.ts';

export interface StartOptions {
  /** An open database, or how to open one (default: PGlite in memory). */
  database?: Database | DatabaseOptions;
  /** 0 picks a free port. Default 54321. */
  port?: number;
  host?: string;
  jwtSecret?: string;
  config?: Partial<ServerConfig>;
  /** Run the bootstrap, migrations and (on a new database) the seed. Default true. */
  migrate?: boolean;
  /** seed.sql path, or false to skip seeding a new database. */
  seedFile?: string | false;
  /** Folder of the built SPA to serve at /, or false. Default: dist/ if it exists. */
  staticDir?: string | false;
}

export interface RunningServer {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  config: ServerConfig;
  mailbox: Mailbox;
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
];

function isDatabase(d: StartOptions['database']): d is Database {
  return !!d && typeof (d as Database).transaction === 'function';
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const db = isDatabase(opts.database) ? opts.database : await openDatabase(opts.database ?? {});
  const ownsDb = !isDatabase(opts.database);
  const port = opts.port ?? 54321;
  const host = opts.host ?? '127.0.0.1';
  const config = defaultConfig({ ...(opts.jwtSecret ? { jwtSecret: opts.jwtSecret } : {}), ...opts.config });
  const log = config.log ? (l: string) => console.log(`[db] ${l}`) : undefined;

  const migration = opts.migrate === false ? undefined : await migrate(db, { seedFile: opts.seedFile, log });
  // Only now: the migrations and the seed may take as long as they need.
  db.setStatementTimeout(config.statementTimeoutMs);

  const keys = await makeApiKeys(config.jwtSecret);
  const mailbox = new Mailbox(config.log);
  const ctx: ServerContext = { db, config, keys, mailbox };

  const rest = await createRestApp(ctx);
  const auth = createAuthApp(ctx);
  const expert = createExpertApp(ctx);

  const app = new Hono();
  const apiCors = cors({
    origin: (origin) => origin || '*',
    allowHeaders: API_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Content-Range', 'Content-Location', 'Preference-Applied', 'Location', 'X-Total-Count', 'Retry-After', 'X-Supabase-Api-Version'],
    credentials: true,
    maxAge: 86400,
  });
  app.use('/rest/v1/*', apiCors);
  app.use('/auth/v1/*', apiCors);
  // The expert backend: production SPAs may call it from another origin.
  app.use('/expert/*', apiCors);
  app.route('/rest/v1', rest.app);
  app.route('/auth/v1', auth.app);
  app.route('/expert', expert.app);
  app.get('/mailbox/api/messages', (c) => c.json(mailbox.list(c.req.query('to'))));
  app.get('/mailbox', (c) => c.html(renderMailbox(mailbox)));

  const staticDir = opts.staticDir === undefined ? (existsSync(join(ROOT, 'dist/index.html')) ? join(ROOT, 'dist') : false) : opts.staticDir;
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
    app.use('/*', compress());
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
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => ok(s));
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
  if (!opts.config?.siteUrl) config.siteUrl = url;

  let stopped = false;
  return {
    url,
    port: actualPort,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    db,
    config,
    mailbox,
    migration,
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((ok) => {
        server.close(() => ok());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await rest.close();
      await auth.close();
      if (ownsDb) await db.close();
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
