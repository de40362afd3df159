/**
 * A PostgreSQL 15 database built the way hosted Supabase builds one and `supabase db push` fills it
 * (docs/design.md §11): a non-superuser owner role (Supabase's `postgres`) owns the database and
 * every object of the migrations, default privileges of new objects revoked, the platform's part
 * made by the superuser: the roles, the auth schema and Realtime's publication
 * (server/sql/bootstrap.sql), and Storage's schema (server/sql/storage.sql, or supabase/storage's
 * own tenant migrations from a checkout named by SUPABASE_STORAGE_MIGRATIONS, e.g.
 * `<supabase/storage>/migrations/tenant`), owned by supabase_storage_admin as there. Nothing of
 * supabase/storage is kept in this repository. The owner gets on Storage what hosted gives `postgres`
 * (all privileges on storage.buckets and storage.objects, with grant option) and, standing in for
 * the supautils extension's policy grants, membership in supabase_storage_admin so that it may
 * create policies on storage.objects. Then the migrations and the seed run as the owner.
 *
 * Only on PostgreSQL (the 'server-pg' project): PGlite has one superuser and no other login.
 */
import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { BOOTSTRAP_FILE, MIGRATIONS_DIR, SEED_FILE, STORAGE_SCHEMA_FILE } from '../../server/migrate.ts';

/** A checkout's `migrations/tenant` folder of supabase/storage, to build Storage's schema as its service does. */
export const STORAGE_MIGRATIONS_DIR = process.env.SUPABASE_STORAGE_MIGRATIONS || undefined;

export interface HostedDatabase {
  owner: string;
  name: string;
  /** The database's URL for the superuser, or for `user`. */
  url(user?: string): string;
  drop(): Promise<void>;
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function sqlState(e: unknown): string | undefined {
  return (e as { code?: string }).code;
}

/**
 * Runs cluster-wide statements that other test files may run at the same moment: a concurrent
 * `create role` may win the race (23505, XX000 "tuple concurrently updated"); they are idempotent.
 */
async function retryingRaces(fn: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await fn();
      return;
    } catch (e) {
      if (attempt >= 4 || !['23505', 'XX000', '40P01'].includes(sqlState(e) ?? '')) throw e;
    }
  }
}

/** supabase/storage's tenant migrations, in its runner's order (the number before the dash). */
async function storageMigrations(dir: string): Promise<Array<{ file: string; sql: string }>> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
  files.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return Promise.all(files.map(async (file) => ({ file, sql: await readFile(join(dir, file), 'utf8') })));
}

/** Storage's schema from supabase/storage's own migrations, as its service runs them. */
async function runStorageMigrations(c: pg.Client, dir: string): Promise<void> {
  // Its runner's settings; each file in a transaction unless it says `disable-transaction`, the
  // files marked `ignore` skipped.
  await c.query(`select set_config('storage.install_roles', 'true', false),
    set_config('storage.multitenant', 'false', false), set_config('storage.super_user', 'supabase_storage_admin', false),
    set_config('search_path', 'storage, public', false)`);
  for (const m of await storageMigrations(dir)) {
    if (m.sql.includes('-- postgres-migrations ignore')) continue;
    const inTransaction = !m.sql.includes('-- postgres-migrations disable-transaction');
    await retryingRaces(async () => {
      if (inTransaction) await c.query('begin');
      try {
        await c.query(m.sql);
        if (inTransaction) await c.query('commit');
      } catch (e) {
        if (inTransaction) await c.query('rollback');
        throw Object.assign(e as Error, { message: `${m.file}: ${(e as Error).message}` });
      }
    });
  }
  await c.query(`set search_path to default`);
}

/** Storage's schema from our server/sql/storage.sql, then owned by supabase_storage_admin as on hosted. */
async function runOwnStorageSchema(c: pg.Client): Promise<void> {
  await retryingRaces(async () => c.query(await readFile(STORAGE_SCHEMA_FILE, 'utf8')));
  await c.query(`do $$ declare r record; begin
    alter schema storage owner to supabase_storage_admin;
    for r in select c.oid::regclass as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'storage' and c.relkind in ('r', 'p', 'v', 'S') loop
      execute format('alter table %s owner to supabase_storage_admin', r.name);
    end loop;
    for r in select p.oid::regprocedure as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
             where n.nspname = 'storage' loop
      execute format('alter function %s owner to supabase_storage_admin', r.name);
    end loop;
  end $$`);
}

export interface HostedOptions {
  /** Run supabase/seed.sql after the migrations (default true). */
  seed?: boolean;
  /**
   * The owner's default privileges as Supabase gave them before 2026 (everything to anon,
   * authenticated and service_role) instead of none (issue 34).
   */
  legacyDefaults?: boolean;
}

export async function createHostedDatabase(adminUrl: string, opts: HostedOptions = {}): Promise<HostedDatabase> {
  const suffix = randomBytes(4).toString('hex');
  const owner = `hosted_owner_${suffix}`;
  const name = `axel_hosted_${suffix}`;
  const url = (user?: string) => {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    if (user) u.username = user;
    return u.toString();
  };
  await withClient(adminUrl, async (c) => {
    await c.query(`create role ${owner} login nosuperuser nocreaterole`);
    await c.query(`create database ${name} owner ${owner}`);
  });
  await withClient(url(), async (c) => {
    for (const kind of ['tables', 'sequences', 'functions']) {
      await c.query(`alter default privileges for role ${owner} revoke all on ${kind} from public`);
      await c.query(`alter default privileges for role ${owner} in schema public revoke all on ${kind} from public`);
    }
    const bootstrap = await readFile(BOOTSTRAP_FILE, 'utf8');
    await retryingRaces(() => c.query(bootstrap));
    if (STORAGE_MIGRATIONS_DIR) await runStorageMigrations(c, STORAGE_MIGRATIONS_DIR);
    else await runOwnStorageSchema(c);
    const [change, to] = opts.legacyDefaults ? ['grant all', 'to'] : ['revoke all', 'from'];
    for (const kind of ['tables', 'sequences', 'functions']) {
      await c.query(
        `alter default privileges for role ${owner} ${change} on ${kind} ${to} anon, authenticated, service_role`,
      );
      await c.query(
        `alter default privileges for role ${owner} in schema public ${change} on ${kind} ${to} anon, authenticated, service_role`,
      );
    }
    // Supabase's postgres may reference, trigger on and seed auth's tables, but does not own them.
    await c.query(`grant usage on schema auth to ${owner}`);
    await c.query(`grant all on all tables in schema auth to ${owner}`);
    // Supabase's postgres owns the supabase_realtime publication (migrations add tables to it) and
    // writes the policies of realtime.messages (Realtime Authorization).
    await c.query(`alter publication supabase_realtime owner to ${owner}`);
    await c.query(`grant usage on schema realtime to ${owner}`);
    await c.query(`alter table realtime.messages owner to ${owner}`);
    // Supabase's postgres creates (trusted) extensions in the extensions schema, e.g. pg_trgm.
    await c.query(`grant usage, create on schema extensions to ${owner}`);
    // What Storage's service gives `postgres` on its schema, given to this owner.
    await c.query(`grant usage on schema storage to ${owner}`);
    await c.query(`grant all on storage.buckets, storage.objects to ${owner} with grant option`);
    await retryingRaces(() => c.query(`grant supabase_storage_admin to ${owner}`));
  });
  // `supabase db push` (and then the seed): every migration in order, as the owner.
  await withClient(url(owner), async (c) => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      await c.query('begin');
      await c.query(await readFile(join(MIGRATIONS_DIR, file), 'utf8'));
      await c.query('commit');
    }
    if (opts.seed !== false) await c.query(await readFile(SEED_FILE, 'utf8'));
  });
  return {
    owner,
    name,
    url,
    async drop() {
      await withClient(adminUrl, async (c) => {
        await c.query(`drop database if exists ${name} with (force)`);
        await c.query(`drop owned by ${owner} cascade`).catch(() => {});
        await c.query(`drop role if exists ${owner}`);
      });
    },
  };
}
