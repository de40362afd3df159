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
    const db = new PostgresDatabase(pool);
    db.connectionString = connectionString;
    return db;
  }

  private connectionString = '';
  /** Every LISTEN shares one connection of its own, outside the pool (which it would otherwise drain). */
  private listener: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private closing = false;

  private listenerClient(): Promise<pg.Client> {
    this.listener ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('notification', (m) => this.channels.get(m.channel)?.forEach((f) => f(m.payload ?? '')));
      const lost = () => {
        this.listener = undefined;
        if (this.closing || this.channels.size === 0) return;
        // Connection lost: listen again (a notification meanwhile is missed; the listeners also poll).
        setTimeout(() => {
          if (this.closing) return;
          void this.listenerClient()
            .then(async (c) => {
              for (const ch of this.channels.keys()) await c.query(`listen ${quoteChannel(ch)}`);
            })
            .catch(() => {});
        }, 1000).unref();
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      return client;
    })();
    this.listener.catch(() => (this.listener = undefined));
    return this.listener;
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
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
      await (await this.listenerClient()).query(`listen ${quoteChannel(channel)}`);
    }
    set.add(onNotify);
    return async () => {
      set.delete(onNotify);
      if (set.size > 0 || this.channels.get(channel) !== set) return;
      this.channels.delete(channel);
      const c = await this.listener?.catch(() => undefined);
      await c?.query(`unlisten ${quoteChannel(channel)}`).catch(() => {});
    };
  }
  async close() {
    this.closing = true;
    const c = await this.listener?.catch(() => undefined);
    await c?.end().catch(() => {});
    await this.pool.end();
  }
}

function quoteChannel(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
