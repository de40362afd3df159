/**
 * Vitest global setup of the 'server' project: ONE migrated and seeded PGlite per run (STYLE 14),
 * unpacked from the image (the cached one when it is current: tests/support/seeded-image.ts) into
 * a data folder that is then closed cleanly. Every test file's freshDatabase() copies that folder
 * and opens the copy (tests/support/server.ts) instead of migrating a database of its own. A copied
 * folder opens in about half the CPU of loading the image into memory: Postgres reads the pages it
 * needs instead of PGlite unpacking 50 MB into its in-memory file system.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PgliteDatabase } from '../../server/db/pglite.ts';
import { seededImage } from './seeded-image.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed data folder of a migrated and seeded PGlite, to copy ('' when there is none). */
    pgliteTemplateDir: string;
  }
}

/** Temporary folders live in memory where the machine has /dev/shm. */
export function scratchRoot(): string {
  return process.platform === 'linux' ? '/dev/shm' : tmpdir();
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(scratchRoot(), 'axel-pglite-tpl-'));
  const dataDir = join(dir, 'data');
  const db = await PgliteDatabase.open(dataDir, { image: await seededImage(), durable: false, log: false });
  await db.close();
  project.provide('pgliteTemplateDir', dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
