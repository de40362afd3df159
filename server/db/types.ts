/**
 * The one database interface the server speaks. Two implementations: PGlite (in-process,
 * the default) and node-postgres (a real PostgreSQL server through DATABASE_URL).
 *
 * Results are deliberately thin: the REST layer makes Postgres build its JSON body as text,
 * so both drivers hand back the same strings whatever their type parsers do.
 */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs one or more statements without parameters (migrations, SET LOCAL ...). */
  exec(sql: string): Promise<void>;
  /**
   * Inside a transaction, where the driver can (PGlite): commits right after the statements sent
   * so far, in the same round trip, without waiting for their answers first; but not when
   * `unless.query` (one of them) returns `unless.rows` rows or more: the transaction then stays
   * open. Resolves to whether it ended. A statement that failed makes the commit a rollback, as
   * COMMIT does. Only for a transaction whose outcome nothing after those statements decides.
   */
  commitUnless?(unless?: { query: Promise<unknown>; rows: number }): Promise<boolean>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN ... COMMIT (ROLLBACK if it throws). Transactions never interleave state.
   * Statements fn sends without waiting for the previous one's answer run in the order sent.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; returns the unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Ends any statement that runs longer than this (0 = never). Set once the migrations ran, so
   * they are never cut short. A statement that outlives it by a grace period counts as a hung
   * database: its request fails with DatabaseUnavailableError and the database is reconnected.
   */
  setStatementTimeout(ms: number): void;
  close(): Promise<void>;
}

/**
 * The database cannot answer now (it hung, broke, or is being restarted). Nothing of the failed
 * request was committed; it may be tried again (HTTP 503 with Retry-After).
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    message: string,
    /** Seconds after which a retry is expected to work. */
    readonly retryAfter = 2,
    /**
     * False for the statement that caused the failure (it would hang or break the database
     * again); true for the others that were in flight, which a reader may run again.
     */
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** A Postgres error as both drivers surface it (SQLSTATE in `code`). */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code!);
}
