/**
 * Test backends: every test file gets its own fresh, migrated and seeded database and its own
 * server on a free port. On PGlite (the default) each database is a copy of the migrated and
 * seeded template folder that the project's global setup made (pglite-template.ts);
 * with TEST_DATABASE_URL (a real PostgreSQL, e.g. Debian's 15 in CI) each server gets
 * `create database ... template ...` of the migrated template database that pg-cluster.ts made.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import { startServer, type RunningServer, type StartOptions } from '../../server/index.ts';
import { PgliteDatabase } from '../../server/db/pglite.ts';
import { PostgresDatabase } from '../../server/db/postgres.ts';
import type { Database } from '../../server/db/types.ts';
import { migrate } from '../../server/migrate.ts';
import { DEMO, DEMO_PASSWORD } from '../../server/demo-accounts.ts';
import { fastDemoPasswords, TEST_BCRYPT_COST } from './fast-passwords.ts';
import { TEST_SHARED_BUFFERS } from './shared-buffers.ts';

export { DEMO, DEMO_PASSWORD };

let pgliteTemplate: Promise<PgliteDatabase> | undefined;
let pgTemplate: Promise<string> | undefined;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * A database with nothing in it, not even the bootstrap (PGlite in memory, or a new database of the
 * PostgreSQL cluster dropped on close): for a test that migrates it its own way.
 */
export async function emptyDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) {
    const name = `axel_t_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(`create database ${name}`);
    return dropOnClose(await PostgresDatabase.open(withDatabase(process.env.TEST_DATABASE_URL, name), 4), name);
  }
  return PgliteDatabase.open(undefined, { sharedBuffers: TEST_SHARED_BUFFERS });
}

/** A fresh database with the bootstrap, every migration and the seed applied. */
export async function freshDatabase(opts: { seed?: boolean } = {}): Promise<Database> {
  if (opts.seed === false) {
    const db = await emptyDatabase();
    await migrate(db, { seedFile: false });
    return db;
  }
  if (process.env.TEST_DATABASE_URL) {
    // The template database the project's global setup made (pg-cluster.ts), or one of our own.
    const provided = inject('pgTemplate');
    if (provided) pgTemplate ??= Promise.resolve(provided);
    pgTemplate ??= (async () => {
      const name = `axel_tpl_${process.pid}_${randomUUID().slice(0, 8)}`;
      await adminQuery(`create database ${name}`);
      const db = await PostgresDatabase.open(withDatabase(process.env.TEST_DATABASE_URL!, name), 2);
      await migrate(db);
      await fastDemoPasswords(db);
      await db.close();
      return name;
    })();
    const template = await pgTemplate;
    const name = `axel_t_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(`create database ${name} template ${template}`);
    return dropOnClose(await PostgresDatabase.open(withDatabase(process.env.TEST_DATABASE_URL, name), 4), name);
  }
  const templateDir = inject('pgliteTemplateDir');
  // Next to the template: should a file die first, its copy goes with the template's folder when
  // the run ends.
  if (templateDir) return openTemplateCopy(templateDir, join(dirname(templateDir), 'db-'));
  // Without the global setup (a project that does not declare it): migrate a template here.
  pgliteTemplate ??= (async () => {
    const db = await PgliteDatabase.open(undefined, { sharedBuffers: TEST_SHARED_BUFFERS });
    await migrate(db);
    await fastDemoPasswords(db);
    return db;
  })();
  return (await pgliteTemplate).clone();
}

/**
 * A PGlite on a new copy of a closed template folder, made in a new folder named `prefix` and six
 * random characters, opened in place and deleted when the database closes.
 */
export async function openTemplateCopy(
  template: string,
  prefix: string,
  /** Postgres's shared_buffers: the tests' small one unless told (a bench sizes it as `npm start` does). */
  sharedBuffers: string | undefined = TEST_SHARED_BUFFERS,
): Promise<PgliteDatabase> {
  const dir = mkdtempSync(prefix);
  try {
    const db = await PgliteDatabase.open(join(dir, 'data'), { durable: false, template, sharedBuffers });
    const close = db.close.bind(db);
    return Object.assign(db, {
      async close() {
        try {
          await close();
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

function dropOnClose(db: PostgresDatabase, name: string): Database {
  const close = db.close.bind(db);
  return Object.assign(db, {
    async close() {
      await close();
      await adminQuery(`drop database if exists ${name} with (force)`).catch(() => {});
    },
  });
}

export interface TestServer extends RunningServer {
  /** A supabase-js client with the anon key and no session. */
  anon(): SupabaseClient;
  /** A supabase-js client with the service-role key (bypasses RLS). */
  service(): SupabaseClient;
  /** A supabase-js client signed in with e-mail and password (default: the demo password). */
  signedIn(email: string, password?: string): Promise<SupabaseClient>;
}

/**
 * A server on a fresh database, or on `database` (a file's own, shared by servers started one
 * after another with different settings; stopping the server leaves it open).
 */
export async function startTestServer(
  opts: Omit<StartOptions, 'database'> & { seed?: boolean; database?: Database } = {},
): Promise<TestServer> {
  const own = !opts.database;
  const db = opts.database ?? (await freshDatabase({ seed: opts.seed }));
  const server = await startServer({
    port: 0,
    staticDir: false,
    migrate: false,
    ...opts,
    database: db,
    // Every test signs in from 127.0.0.1: production rate limits would turn later tests into 429s.
    config: {
      log: false,
      rateLimits: { token: 10_000, recover: 10_000, verify: 10_000, windowSeconds: 300 },
      // Tests run the scheduled checks themselves (server.checks.run()) when they need them.
      checksIntervalMs: 0,
      // ... and the sweep of files whose record was deleted (server.storageSweep.run()).
      storageSweepIntervalMs: 0,
      // The demo accounts' cost (fast-passwords.ts) for the passwords tests set: bcrypt at 10
      // was most of the CPU of the auth tests (about 80 ms per hash or check against 1 ms).
      passwordHashCost: TEST_BCRYPT_COST,
      ...opts.config,
    },
  });
  const client = (key: string) =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  return {
    ...server,
    async stop() {
      await server.stop();
      if (own) await db.close();
    },
    anon: () => client(server.anonKey),
    service: () => client(server.serviceRoleKey),
    async signedIn(email, password = DEMO_PASSWORD) {
      const c = client(server.anonKey);
      const { error } = await c.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
      return c;
    },
  };
}
