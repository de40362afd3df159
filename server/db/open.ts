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
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const { PostgresDatabase } = await import('./postgres.ts');
    return PostgresDatabase.open(opts.url);
  }
  const { PgliteDatabase } = await import('./pglite.ts');
  return PgliteDatabase.open(opts.dataDir, { durable: opts.durable, template: opts.template });
}
