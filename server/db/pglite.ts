import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './types.ts';

/**
 * Raw results: no JS type parsing, so PGlite and node-postgres hand back the same strings.
 * PGlite falls back to its built-in parsers per type OID, so every built-in OID is mapped to
 * the identity here, once, at open (user types such as enums have no parser anyway).
 */
const identity = (v: string) => v;
const RAW_PARSERS: Record<number, (v: string) => unknown> = Object.fromEntries(
  Array.from({ length: 16384 }, (_, oid) => [oid, identity]),
);
const RAW = { rowMode: 'object' as const };

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const r = await q.query<Row>(sql, params, RAW);
      return { rows: r.rows, affectedRows: r.affectedRows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private constructor(readonly pg: PGlite) {}

  /** `dataDir` undefined = in memory. */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: RAW_PARSERS });
    return new PgliteDatabase(pg);
  }

  /** A copy of this database (used to give each test a migrated database in about a second). */
  async clone(): Promise<PgliteDatabase> {
    // Not PGlite's own clone(): it drops the options, and with them the raw parsers.
    const loadDataDir = await this.pg.dumpDataDir('none');
    return new PgliteDatabase(await PGlite.create({ loadDataDir, parsers: RAW_PARSERS }));
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
    return wrap(this.pg).query<Row>(sql, params);
  }
  exec(sql: string) {
    return wrap(this.pg).exec(sql);
  }
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => fn(wrap(tx)));
  }
  async listen(channel: string, onNotify: (payload: string) => void) {
    const unsub = await this.pg.listen(channel, onNotify);
    return async () => unsub();
  }
  async close() {
    if (!this.pg.closed) await this.pg.close();
  }
}
