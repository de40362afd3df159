/**
 * Vitest global setup of the 'server' project: ONE migrated and seeded PGlite per run (STYLE 14),
 * written as a data-directory dump to a temporary file (the cached image when it is current:
 * tests/support/seeded-image.ts). Every test file's freshDatabase() loads
 * that file (tests/support/server.ts) instead of booting and migrating a database of its own:
 * loading costs about a fifth of a migration.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededImage } from './seeded-image.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the data-directory dump of a migrated and seeded PGlite ('' when there is none). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'axel-pglite-tpl-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, new Uint8Array(await seededImage()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
