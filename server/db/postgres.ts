import pg from 'pg';
import { DatabaseUnavailableError, type Database, type Queryable, type QueryResult } from './types.ts';

/** Extra time a statement gets beyond statement_timeout before its connection counts as hung. */
const WATCHDOG_GRACE_MS = 5_000;

// Hand back every value as Postgres's text, like the PGlite driver does.
const rawTypes = { getTypeParser: () => (v: string) => v } as unknown as pg.CustomTypesConfig;

function wrap(c: pg.Pool | pg.PoolClient, queryTimeout?: number): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const r = await c.query({
        text: sql,
        values: params,
        types: rawTypes,
        ...(queryTimeout ? { query_timeout: queryTimeout } : {}),
      });
      return { rows: r.rows as Row[], affectedRows: r.rowCount ?? undefined };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private statementTimeoutMs = 0;
  private constructor(readonly pool: pg.Pool) {}

  setStatementTimeout(ms: number) {
    this.statementTimeoutMs = ms;
  }

  /** Client-side limit: the server's statement_timeout plus a grace period (0 = none). */
  private get watchdogMs() {
    return this.statementTimeoutMs > 0 ? this.statementTimeoutMs + WATCHDOG_GRACE_MS : 0;
  }

  static async open(connectionString: string, max = 10): Promise<PostgresDatabase> {
    const pool = new pg.Pool({ connectionString, max });
    pool.on('error', () => {}); // an idle client dying must not take the process down
    await pool.query('select 1');
    return new PostgresDatabase(pool);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
    return wrap(this.pool, this.watchdogMs || undefined).query<Row>(sql, params);
  }
  exec(sql: string) {
    return wrap(this.pool).exec(sql);
  }
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect().catch((e: unknown) => {
      throw new DatabaseUnavailableError(`Cannot reach the database: ${e instanceof Error ? e.message : String(e)}`);
    });
    // A connection that outlives the watchdog (network gone, server stuck) is destroyed, never reused.
    let hung = false;
    const watchdog =
      this.watchdogMs > 0
        ? setTimeout(() => {
            hung = true;
            (client as pg.PoolClient & { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
          }, this.watchdogMs)
        : undefined;
    try {
      await client.query(
        this.statementTimeoutMs > 0 ? `begin; set local statement_timeout = ${this.statementTimeoutMs}` : 'begin',
      );
      const out = await fn(wrap(client, this.watchdogMs || undefined));
      await client.query('commit');
      return out;
    } catch (e) {
      if (hung) throw new DatabaseUnavailableError('The database did not answer in time');
      await client.query('rollback').catch(() => {});
      throw e;
    } finally {
      clearTimeout(watchdog);
      if (hung) client.release(true);
      else {
        // Never hand a connection with a leftover role or setting back to the pool.
        await client.query('reset all; reset role').catch(() => {});
        client.release();
      }
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
