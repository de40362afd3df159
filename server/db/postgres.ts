import pg from 'pg';
import type { Database, Queryable, QueryResult } from './types.ts';

// Hand back every value as Postgres's text, like the PGlite driver does.
const rawTypes = { getTypeParser: () => (v: string) => v } as unknown as pg.CustomTypesConfig;

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const r = await c.query({ text: sql, values: params, types: rawTypes });
      return { rows: r.rows as Row[], affectedRows: r.rowCount ?? undefined };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private constructor(readonly pool: pg.Pool) {}

  static async open(connectionString: string, max = 10): Promise<PostgresDatabase> {
    const pool = new pg.Pool({ connectionString, max });
    pool.on('error', () => {}); // an idle client dying must not take the process down
    await pool.query('select 1');
    return new PostgresDatabase(pool);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
    return wrap(this.pool).query<Row>(sql, params);
  }
  exec(sql: string) {
    return wrap(this.pool).exec(sql);
  }
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const out = await fn(wrap(client));
      await client.query('commit');
      return out;
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    } finally {
      // Never hand a connection with a leftover role or setting back to the pool.
      await client.query('reset all; reset role').catch(() => {});
      client.release();
    }
  }
  async listen(channel: string, onNotify: (payload: string) => void) {
    const client = await this.pool.connect();
    const handler = (m: pg.Notification) => {
      if (m.channel === channel) onNotify(m.payload ?? '');
    };
    client.on('notification', handler);
    await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    return async () => {
      client.off('notification', handler);
      await client.query(`unlisten "${channel.replaceAll('"', '""')}"`).catch(() => {});
      client.release();
    };
  }
  async close() {
    await this.pool.end();
  }
}
