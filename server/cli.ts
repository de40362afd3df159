/**
 * npm start / npm run dev: the whole product from one process.
 *
 *   npm start              build the SPA if needed, then serve it with /rest/v1 and /auth/v1
 *   npm start -- --reset   recreate the database first (migrations + seed)
 *   npm run dev            the same API, with Vite's dev server (hot reload) in front
 *
 * Environment: PORT (54321), HOST (127.0.0.1), DATA_DIR (.data), DATABASE_URL (a real
 * PostgreSQL instead of PGlite), JWT_SECRET, ENABLE_SIGNUP, SITE_URL, TRUSTED_PROXIES,
 * CORS_ORIGINS, CSP_CONNECT_SRC (comma-separated lists), ALLOW_DEMO_ACCOUNTS, DEV_MODE,
 * STATEMENT_TIMEOUT_MS (30000; 0 = none), DB_DURABILITY (on; off skips the flush at each commit),
 * DB_MAX_ROWS (10000: the most rows one read returns; 0 = no cap), DB_SNAPSHOT (on; off: a new
 * data folder is always migrated and seeded, never loaded from .cache/db-snapshot), and the
 * limits read by server/env.ts (README's settings list).
 *
 * On loopback (the default) the server runs in development mode: the local mailbox is served
 * and the keys and demo passwords are printed. On any other HOST it refuses to start without
 * JWT_SECRET, or with the demo accounts' published password unless ALLOW_DEMO_ACCOUNTS=true,
 * serves no mailbox, and prints no service_role key nor password.
 */
import { rm } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSpaBuilt } from '../scripts/build-spa.ts';
import { openDatabase } from './db/open.ts';
import { DataDirInUseError, dataDirHolder, isNewDataDir, PgliteDatabase } from './db/pglite.ts';
import { materialize, readSnapshot, snapshotVersion, writeSnapshot } from './db/snapshot.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { configFromEnv, SettingError } from './env.ts';
import type { ConfigOverrides } from './config.ts';
import { startServer, UnsafeExposureError } from './index.ts';

let settings: ConfigOverrides;
try {
  settings = configFromEnv(process.env);
} catch (e) {
  if (!(e instanceof SettingError)) throw e;
  console.error(`\n${e.message}\n`);
  process.exit(1);
}

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
    const holder = dataDirHolder(dataDir);
    if (holder !== undefined) {
      console.error(
        `\nThe data folder ${dataDir} is in use by a running server (process ${holder}); stop it before --reset.\n`,
      );
      process.exit(1);
    }
    await rm(dataDir, { recursive: true, force: true });
    console.log(`Database reset (${dataDir}).`);
  }
}

// Compiled for production (npm run build:server), the server serves the SPA built beside it and
// never runs Vite (a dev dependency); under tsx it builds the SPA first when its sources changed.
if (!args.dev && process.env.AXEL_SERVER_BUILD !== 'compiled') await ensureSpaBuilt();

const durable = process.env.DB_DURABILITY !== 'off';
// A new PGlite data folder starts as a copy of the prebuilt snapshot of the migrated and seeded
// database when one of the current version is cached (server/db/snapshot.ts); otherwise it is
// migrated and seeded here, and a snapshot is saved meanwhile for the next fresh start.
const snapshot =
  !databaseUrl && process.env.DB_SNAPSHOT !== 'off' && isNewDataDir(dataDir) ? await snapshotVersion() : undefined;
const template = snapshot ? readSnapshot(snapshot) : undefined;
const server = await startServer({
  database: databaseUrl ? { url: databaseUrl } : { dataDir, durable, template },
  onMigrated:
    snapshot && !template
      ? async (db, m) => {
          if (!(m.created && m.seeded && db instanceof PgliteDatabase)) return;
          // In the background: the server does not wait for its own snapshot (not even the dump).
          void db
            .dump()
            .then((image) => writeSnapshot(snapshot, (folder) => materialize(image, folder)))
            .then(
              (path) =>
                console.log(
                  `[db] saved the migrated and seeded database as ${relative(process.cwd(), path)} for the next fresh start`,
                ),
              (e: unknown) => console.error('[db] could not save the snapshot for the next fresh start', e),
            );
        }
      : undefined,
  port,
  host,
  jwtSecret: process.env.JWT_SECRET || undefined,
  staticDir: args.dev ? false : undefined,
  // Storage's files: DATA_DIR/storage, with PGlite and with DATABASE_URL alike.
  storageDir: resolve(dataDir, 'storage'),
  config: settings,
}).catch((e: unknown) => {
  if (!(e instanceof UnsafeExposureError || e instanceof DataDirInUseError)) throw e;
  console.error(`\n${e.message}\n`);
  process.exit(1);
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
const demo = DEMO_ACCOUNTS.map(
  (a) => `    ${a.email.padEnd(24)} ${a.role.padEnd(14)} ${a.company}${a.note ? `  (${a.note})` : ''}`,
).join('\n');
console.log(
  server.loopback
    ? `
Axel Suite is running (ready in ${seconds} s)${server.devMode ? ' in development mode (loopback only)' : ''}

  App         ${appUrl}
  API URL     ${server.url}   (/rest/v1, /auth/v1, /storage/v1)
  Mailbox     ${server.devMode ? `${server.url}/mailbox   (development mode: this machine only)` : 'off (DEV_MODE=false)'}
  Database    ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}${durable ? '' : '   (DB_DURABILITY=off: commits are not flushed to disk; a crash of the machine can lose them)'}`}
  anon key          ${server.anonKey}
  service_role key  ${server.serviceRoleKey}

  Demo accounts (password ${DEMO_PASSWORD}):
${demo}
`
    : `
Axel Suite is running (ready in ${seconds} s) on ${host}: production mode

  App         ${appUrl}
  API URL     ${server.url}   (/rest/v1, /auth/v1)
  Mailbox     off (served only in development mode, on loopback)
  Database    ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}
  anon key          ${server.anonKey}
  service_role key  (not printed off loopback: sign it with JWT_SECRET)
`,
);

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
