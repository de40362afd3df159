import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Database } from './db/types.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const BOOTSTRAP_FILE = join(ROOT, 'server/sql/bootstrap.sql');
export const MIGRATIONS_DIR = join(ROOT, 'supabase/migrations');
export const SEED_FILE = join(ROOT, 'supabase/seed.sql');

export interface MigrateOptions {
  migrationsDir?: string;
  /** Path of seed.sql, or false for none. Runs only when the database was created now. */
  seedFile?: string | false;
  log?: (line: string) => void;
}

export interface MigrateResult {
  created: boolean;
  applied: string[];
  seeded: boolean;
}

export const MIGRATION_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/**
 * Migrations renamed after they were committed, old version → new version: their timestamps had
 * been picked by hand in the future (docs/naming.md). The file is the same, so a database that
 * recorded the old version (a local `.data/` folder) has it recorded under the new one instead of
 * running it twice. Nothing had been deployed when they were renamed.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '20261128100000': '20261127140000',
  '20261128110000': '20261127150000',
};

/** Where migrate() records the seed's state: 'pendiente' from creation until it has run. */
const SEED_STATE_SQL = `create table if not exists supabase_migrations.estado_semilla (
  archivo text primary key,
  estado text not null check (estado in ('pendiente', 'aplicada')),
  actualizado_en timestamptz not null default now()
)`;
const SEED_KEY = 'seed.sql';

/**
 * Brings a database to the current schema: the Supabase bootstrap, then every migration of
 * supabase/migrations not yet recorded (each in its own transaction, recorded where the
 * Supabase CLI records it), then seed.sql on a database created now.
 *
 * Resumable: a new database is marked 'seed pending' before its first migration, and the seed
 * clears the mark in its own transaction, so a start interrupted anywhere (kill -9 during the
 * migrations or the seed) is finished by the next start instead of leaving an empty database.
 */
export async function migrate(db: Database, opts: MigrateOptions = {}): Promise<MigrateResult> {
  const dir = opts.migrationsDir ?? MIGRATIONS_DIR;
  const log = opts.log ?? (() => {});
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
  await db.exec(SEED_STATE_SQL);

  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  for (const [before, after] of Object.entries(RENAMED_MIGRATIONS)) {
    if (!done.has(before) || done.has(after)) continue;
    await db.query('update supabase_migrations.schema_migrations set version = $2 where version = $1', [before, after]);
    done.delete(before);
    done.add(after);
  }
  const seedState = async () =>
    (
      await db.query<{ estado: string }>('select estado from supabase_migrations.estado_semilla where archivo = $1', [
        SEED_KEY,
      ])
    ).rows[0]?.estado;
  const created = done.size === 0 && (await seedState()) === undefined;
  const seedFile = opts.seedFile === undefined ? SEED_FILE : opts.seedFile;
  if (created && seedFile) {
    await db.query(`insert into supabase_migrations.estado_semilla (archivo, estado) values ($1, 'pendiente')`, [
      SEED_KEY,
    ]);
  }

  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const m = MIGRATION_NAME.exec(file);
    if (!m) throw new Error(`Migration file name must be YYYYMMDDHHMMSS_snake_name.sql: ${file}`);
    const [, version, name] = m;
    if (done.has(version)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name,
      ]);
    });
    applied.push(file);
    log(`applied ${file}`);
  }

  let seeded = false;
  if (seedFile && (await seedState()) === 'pendiente') {
    const sql = await readFile(seedFile, 'utf8').catch(() => null);
    if (sql !== null) {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          `update supabase_migrations.estado_semilla set estado = 'aplicada', actualizado_en = now() where archivo = $1`,
          [SEED_KEY],
        );
      });
      seeded = true;
      log(`seeded ${relative(ROOT, seedFile)}`);
    }
  }
  if (applied.length > 0 || seeded) await db.exec(`notify pgrst, 'reload schema'`);
  return { created, applied, seeded };
}
