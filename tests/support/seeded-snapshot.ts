/**
 * The migrated and seeded PGlite database of this checkout, as a closed data folder, for the test
 * runs' global setups: the snapshot `npm start` saves in .cache/db-snapshot (server/db/snapshot.ts)
 * when its version matches the migrations, the seed and today; otherwise made here once (initdb,
 * every migration, the seed) and saved, so the 'server' projects' templates and the e2e server
 * share one migration per run, and a second run on the same day migrates nothing.
 *
 * The tests start from testSnapshot(): the same database with the demo password stored at a
 * cheaper bcrypt cost (tests/support/fast-passwords.ts), saved beside it in .cache/db-snapshot-tests.
 */
import { cpSync } from 'node:fs';
import { PgliteDatabase } from '../../server/db/pglite.ts';
import { materialize, readSnapshot, SNAPSHOT_DIR, snapshotVersion, writeSnapshot } from '../../server/db/snapshot.ts';
import { migrate } from '../../server/migrate.ts';
import { fastDemoPasswords, TEST_BCRYPT_COST } from './fast-passwords.ts';

const TEST_SNAPSHOT_DIR = `${SNAPSHOT_DIR}-tests`;

// The global setups of several projects run in one process, each in a module graph of its own:
// a global, not a module variable, makes them share one migration.
const SHARED = Symbol.for('axel-suite.seeded-snapshot');
const registry = globalThis as unknown as Record<symbol, Map<string, Promise<string>> | undefined>;

export async function seededSnapshot(): Promise<string> {
  return once(await snapshotVersion(), make);
}

/** The seeded snapshot as the tests start from it: the demo password at TEST_BCRYPT_COST. */
export async function testSnapshot(): Promise<string> {
  return once(`${await snapshotVersion()}-bcrypt${TEST_BCRYPT_COST}`, makeTest);
}

function once(version: string, make: (version: string) => Promise<string>): Promise<string> {
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

async function makeTest(version: string): Promise<string> {
  const cached = readSnapshot(version, TEST_SNAPSHOT_DIR);
  if (cached) return cached;
  const source = await seededSnapshot();
  return writeSnapshot(
    version,
    async (folder) => {
      cpSync(source, folder, { recursive: true });
      const db = await PgliteDatabase.open(folder, { durable: false, log: false });
      try {
        await fastDemoPasswords(db);
      } finally {
        await db.close();
      }
    },
    TEST_SNAPSHOT_DIR,
  );
}
