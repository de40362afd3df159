/**
 * Setup file of the 'server-pg' project: waits until the PostgreSQL 15 cluster its global setup
 * makes in the background (pg-cluster.ts) is ready, or fails the file with the reason it is not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

const file = inject('pgReadyFile');
/** initdb, the start, every migration and the seed: well under this even on a busy machine. */
const LIMIT_MS = 600_000;
const deadline = Date.now() + LIMIT_MS;
while (!existsSync(file)) {
  if (Date.now() > deadline) throw new Error(`The PostgreSQL 15 test cluster was not ready after ${LIMIT_MS / 1000} s`);
  await new Promise((r) => setTimeout(r, 100));
}
const failure = readFileSync(file, 'utf8');
if (failure) throw new Error(failure);
