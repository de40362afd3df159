/**
 * The migrated and seeded PGlite image of this checkout, for the test runs' global setups: the
 * cached one of `npm start` (server/db/snapshot.ts, .cache/db-snapshot) when its version matches
 * the migrations, the seed and today; otherwise made here once (initdb, every migration, the seed)
 * and cached, so the 'server' project's template and the e2e server share one migration per run,
 * and a second run on the same day migrates nothing.
 */
import { PgliteDatabase } from '../../server/db/pglite.ts';
import { readSnapshot, snapshotVersion, writeSnapshot } from '../../server/db/snapshot.ts';
import { migrate } from '../../server/migrate.ts';

export async function seededImage(): Promise<ArrayBuffer> {
  const version = await snapshotVersion();
  const cached = readSnapshot(version);
  if (cached) return cached;
  const db = await PgliteDatabase.open(undefined, { log: false });
  try {
    await migrate(db);
    const image = await db.dump();
    writeSnapshot(version, image);
    return image;
  } finally {
    await db.close();
  }
}
