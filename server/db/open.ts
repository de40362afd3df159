import type { Database } from './types.ts';

export interface DatabaseOptions {
  /** postgres://... to use a real PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; undefined = in memory. */
  dataDir?: string;
  /** PGlite: flush each commit to disk before acknowledging it (default true). */
  durable?: boolean;
  /** PGlite: a closed data folder (server/db/snapshot.ts) a new data folder starts as a copy of. */
  template?: string;
  /** PGlite: Postgres's shared_buffers, e.g. '16MB' (default 128MB; see PgliteOptions). */
  sharedBuffers?: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const { PostgresDatabase } = await import('./postgres.ts');
    return PostgresDatabase.open(opts.url);
  }
  const { PgliteDatabase } = await import('./pglite.ts');
  const { dataDir, durable, template, sharedBuffers } = opts;
  return PgliteDatabase.open(dataDir, { durable, template, sharedBuffers });
}
