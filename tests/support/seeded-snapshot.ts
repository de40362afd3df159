/**
 * The migrated and seeded PGlite database of this checkout, as a closed data folder, for the test
 * runs' global setups: the snapshot `npm start` saves in .cache/db-snapshot (server/db/snapshot.ts)
 * when its version matches the migrations, the seed and today; otherwise made here once (initdb,
 * every migration, the seed) and saved, so the 'server' projects' templates and the e2e server
 * share one migration per run, and a second run on the same day migrates nothing.
 */
import { PgliteDatabase } from '../../server/db/pglite.ts';
import { materialize, readSnapshot, snapshotVersion, writeSnapshot } from '../../server/db/snapshot.ts';
import { migrate } from '../../server/migrate.ts';

// The global setups of several projects run in one process, each in a module graph of its own:
// a global, not a module variable, makes them share one migration.
const SHARED = Symbol.for('axel-suite.seeded-snapshot');
const registry = globalThis as unknown as Record<symbol, Map<string, Promise<string>> | undefined>;

export async function seededSnapshot(): Promise<string> {
  const version = await snapshotVersion();
  const made = (registry[SHARED] ??= new Map());
  let folder = made.get(version);
  if (!folder) {
    folder = make(version);
    made.set(version, folder);
    folder.catch(() => made.delete(version));
  }
  return folder;
}

async function make(version: string): Promise<string> {
  const cached = readSnapshot(version);
  if (cached) return cached;
  const db = await PgliteDatabase.open(undefined, { log: false });
  try {
    await migrate(db);
    const image = await db.dump();
    return await writeSnapshot(version, (folder) => materialize(image, folder));
  } finally {
    await db.close();
  }
}
