/**
 * Vitest global setup of the 'server' projects: ONE migrated and seeded PGlite per run (STYLE 14),
 * a closed data folder copied from the snapshot (tests/support/seeded-snapshot.ts) into memory
 * (/dev/shm). Every test file's freshDatabase() copies that folder and opens the copy
 * (tests/support/server.ts) instead of migrating a database of its own. A copied folder opens in
 * about half the CPU of loading an image into memory: Postgres reads the pages it needs instead of
 * PGlite unpacking 50 MB into its in-memory file system.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testSnapshot } from './seeded-snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed data folder of a migrated and seeded PGlite, to copy ('' when there is none). */
    pgliteTemplateDir: string;
  }
}

/** Temporary folders live in memory where the machine has /dev/shm. */
export function scratchRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(scratchRoot(), 'axel-pglite-tpl-'));
  const dataDir = join(dir, 'data');
  await cp(await testSnapshot(), dataDir, { recursive: true });
  project.provide('pgliteTemplateDir', dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
