/**
 * A global setup that makes something in the background (pglite-template.ts, pg-cluster.ts,
 * tests/e2e/global-setup.ts) writes a file when it is done: empty when it is ready, else the reason
 * it is not. The project's setup file waits for that file in each test file before the file's
 * tests run.
 */
import { existsSync, readFileSync } from 'node:fs';

/** A cold start (initdb or a build, every migration and the seed) stays well under this on a busy machine. */
const LIMIT_MS = 600_000;

export async function waitForReadyFile(file: string, what: string): Promise<void> {
  const deadline = Date.now() + LIMIT_MS;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${what} was not ready after ${LIMIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const failure = readFileSync(file, 'utf8');
  if (failure) throw new Error(failure);
}
