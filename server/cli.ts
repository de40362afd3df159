/**
 * npm start / npm run dev: the whole product from one process.
 *
 *   npm start              build the SPA if needed, then serve it with /rest/v1 and /auth/v1
 *   npm start -- --reset   recreate the database first (migrations + seed)
 *   npm run dev            the same API, with Vite's dev server (hot reload) in front
 *
 * Environment: PORT (54321), HOST (127.0.0.1), DATA_DIR (.data), DATABASE_URL (a real
 * PostgreSQL instead of PGlite), JWT_SECRET, ENABLE_SIGNUP, SITE_URL.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSpaBuilt } from './build-spa.ts';
import { openDatabase } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { startServer } from './index.ts';

const { values: args } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, dev: { type: 'boolean', default: false } },
  strict: true,
});

const started = performance.now();
const port = Number(process.env.PORT ?? 54321);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? '.data');

if (args.reset) {
  if (databaseUrl) {
    const db = await openDatabase({ url: databaseUrl });
    // Everything our migrations and the bootstrap created; system schemas stay.
    await db.exec(`do $$ declare s text; begin
      for s in select nspname from pg_namespace
        where nspname not like 'pg\\_%' and nspname <> 'information_schema' loop
        execute format('drop schema %I cascade', s);
      end loop;
      create schema public;
    end $$;`);
    await db.close();
    console.log('Database reset (DATABASE_URL).');
  } else {
    await rm(dataDir, { recursive: true, force: true });
    console.log(`Database reset (${dataDir}).`);
  }
}

if (!args.dev) await ensureSpaBuilt();

const server = await startServer({
  database: databaseUrl ? { url: databaseUrl } : { dataDir },
  port,
  host,
  jwtSecret: process.env.JWT_SECRET || undefined,
  staticDir: args.dev ? false : undefined,
  config: {
    enableSignup: process.env.ENABLE_SIGNUP === 'true',
    ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}),
    redirectAllowList: ['http://localhost:5173', 'http://127.0.0.1:5173'],
  },
});

let appUrl = server.url;
if (args.dev) {
  process.env.API_URL = server.url;
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: resolve(import.meta.dirname, '../vite.config.ts') });
  await vite.listen();
  appUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://localhost:5173';
  process.once('exit', () => void vite.close());
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`
Axel Suite is running (ready in ${seconds} s)

  App         ${appUrl}
  API URL     ${server.url}   (/rest/v1, /auth/v1)
  Mailbox     ${server.url}/mailbox
  Database    ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}
  anon key          ${server.anonKey}
  service_role key  ${server.serviceRoleKey}

  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.role.padEnd(14)} ${a.company}${a.note ? `  (${a.note})` : ''}`).join('\n')}
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    server.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}
