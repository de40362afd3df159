/**
 * A prebuilt, closed data folder of the migrated and seeded PGlite database, so that `npm start`
 * on a fresh data folder starts as a copy of it in a couple of seconds instead of running initdb,
 * every migration and the seed (issue 20); the test runs copy it too (tests/support/seeded-snapshot.ts).
 *
 * Build output, never committed: it lives in .cache/ (git-ignored), named by its version, a hash
 * of everything that makes the database — the bootstrap, every migration, the seed, the PGlite
 * release and the worker that opens it (its extensions), and the day: the seed writes its demo
 * records relative to today (attendance of the last two weeks, leave requests, work orders of the
 * last months), so a snapshot seeded yesterday is not today's demo. Any change is a new version:
 * the old snapshot is not used (and is deleted when the new one is written). No snapshot for the
 * version: the start migrates and seeds as before, and saves one for the next fresh start.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BOOTSTRAP_FILE, MIGRATIONS_DIR, ROOT, SEED_FILE, STORAGE_SCHEMA_FILE } from '../migrate.ts';

export const SNAPSHOT_DIR = join(ROOT, '.cache', 'db-snapshot');
const PREFIX = 'axel-db-';

/** The PGlite release: an image from another release may not load. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@electric-sql/pglite'));
  return (JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The calendar days the seed's relative dates depend on: UTC's (current_date) and Chile's (the
 * attendance marks). */
function seedDays(now: Date): string {
  const chile = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);
  return `${now.toISOString().slice(0, 10)} ${chile}`;
}

/** Content hash of what the image is made of (bootstrap, migrations, seed, PGlite and its worker)
 * and of the seed's day. */
export async function snapshotVersion(
  opts: { migrationsDir?: string; seedFile?: string; now?: Date } = {},
): Promise<string> {
  const dir = opts.migrationsDir ?? MIGRATIONS_DIR;
  const hash = createHash('sha256');
  const part = (name: string, content: string | Buffer) => {
    hash.update(`${name}\0${content.length}\0`);
    hash.update(content);
  };
  part('pglite', pgliteVersion());
  part('worker', await readFile(new URL('./pglite-worker.mjs', import.meta.url)));
  part('bootstrap', await readFile(BOOTSTRAP_FILE));
  part('storage', await readFile(STORAGE_SCHEMA_FILE));
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    part(`migration ${f}`, await readFile(join(dir, f)));
  part('seed', await readFile(opts.seedFile ?? SEED_FILE).catch(() => Buffer.from('')));
  part('day', seedDays(opts.now ?? new Date()));
  return hash.digest('hex').slice(0, 16);
}

export function snapshotPath(version: string, dir = SNAPSHOT_DIR): string {
  return join(dir, `${PREFIX}${version}`);
}

/** The closed data folder of this version, if one was saved. */
export function readSnapshot(version: string, dir = SNAPSHOT_DIR): string | undefined {
  const path = snapshotPath(version, dir);
  return existsSync(join(path, 'PG_VERSION')) ? path : undefined;
}

/**
 * Saves the snapshot of this version: `fill` makes a closed data folder in the folder it is given
 * (materialize() from an image, in the server), which then takes the version's name at once; the
 * snapshots of other versions are removed. Another process that saved the same version first wins.
 */
export async function writeSnapshot(
  version: string,
  fill: (folder: string) => Promise<void>,
  dir = SNAPSHOT_DIR,
): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const path = snapshotPath(version, dir);
  const tmp = `${path}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  try {
    await fill(tmp);
    if (!readSnapshot(version, dir)) renameSync(tmp, path);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  for (const f of readdirSync(dir)) {
    if (f.startsWith(PREFIX) && join(dir, f) !== path && !f.endsWith('.tmp'))
      rmSync(join(dir, f), { recursive: true, force: true });
  }
  return path;
}

/** A closed data folder at `folder` holding the database of `image` (dumpDataDir). */
export async function materialize(image: ArrayBuffer, folder: string): Promise<void> {
  const { PgliteDatabase } = await import('./pglite.ts');
  const db = await PgliteDatabase.open(folder, { image, durable: false, log: false });
  await db.close();
}
