/**
 * Vitest global setup of the 'server' projects: ONE migrated and seeded PGlite per run (STYLE 14),
 * a closed data folder copied from the snapshot (tests/support/seeded-snapshot.ts) into memory
 * (/dev/shm). Every test file's freshDatabase() copies that folder and opens the copy
 * (tests/support/server.ts) instead of migrating a database of its own. A copied folder opens in
 * about half the CPU of loading an image into memory: Postgres reads the pages it needs instead of
 * PGlite unpacking 50 MB into its in-memory file system.
 *
 * The folder is made in the background, as pg-cluster.ts makes its cluster: vitest runs every
 * project's global setup one after another before the first test file, and from a fresh checkout
 * (no .cache/db-snapshot: CI) the migrations and the seed took about 35 s of that serial start with
 * one core idle. The setup returns at once; the project's setup file (pglite-ready.ts) waits, in
 * each file, until the folder is there, and the projects without a database run first meanwhile
 * (test-order.ts).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testSnapshot } from './seeded-snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed data folder of a migrated and seeded PGlite, to copy once pgliteReadyFile says so. */
    pgliteTemplateDir: string;
    /** A file the setup writes when the template folder is complete: '' on success, else the error. */
    pgliteReadyFile: string;
  }
}

/** Temporary folders live in memory where the machine has /dev/shm. */
export function scratchRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(scratchRoot(), 'axel-pglite-tpl-'));
  const dataDir = join(dir, 'data');
  const readyFile = join(dir, 'ready');
  const ready = (async () => {
    await cp(await testSnapshot(), dataDir, { recursive: true });
  })().then(
    () => writeFileSync(readyFile, ''),
    (e: unknown) => {
      const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
      writeFileSync(readyFile, `The migrated and seeded PGlite template could not be made: ${detail}`);
    },
  );
  project.provide('pgliteTemplateDir', dataDir);
  project.provide('pgliteReadyFile', readyFile);
  return async () => {
    await ready;
    rmSync(dir, { recursive: true, force: true });
  };
}
