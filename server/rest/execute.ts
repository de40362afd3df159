/**
 * Stage 4: run built SQL in one transaction, under the request's role and claims, as PostgREST
 * does: `set_config('role', ...)`, `request.jwt.claims`, `request.method`, `request.path`,
 * `request.headers`; GET and HEAD read-only.
 */
import { DatabaseUnavailableError, type Database, type Queryable } from '../db/types.ts';
import type { MainRow } from './build/select.ts';
import { ApiError } from './errors.ts';
import type { BuiltQuery } from './sql.ts';
import { Spool, type SpoolLimits } from './spool.ts';

export interface RequestSettings {
  role: string;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly: boolean;
  /** `Prefer: timezone=` (a name of pg_timezone_names): the transaction's TimeZone. */
  timezone?: string;
  /**
   * The transaction's search_path, as PostgREST sets it: the request's schema, then
   * db-extra-search-path (quoted identifiers, comma-separated). Unqualified names in the functions
   * and views a request reaches resolve there. Undefined: the role's default.
   */
  searchPath?: string;
  /** The Cookie header's cookies, for `request.cookies` (PostgREST sets it as a JSON object). */
  cookies?: Record<string, string>;
  /** Filled with `response.headers` / `response.status` as the request's SQL left them. */
  response?: ResponseGucs;
}

/** What a function or trigger set for the response (PostgREST's response.headers / response.status). */
export interface ResponseGucs {
  headers: string | null;
  status: string | null;
}

const RESPONSE_GUCS_SQL =
  "select nullif(current_setting('response.headers', true), '') as headers, nullif(current_setting('response.status', true), '') as status";

export interface ExecResult {
  /** Rows changed by `statements` (return=minimal mutations). */
  affected: number;
  total: number | null;
  pageTotal: number;
  body: string | null;
  singleBody: string | null;
  /** The first row's values of ReadOptions.firstKey, as text; null when not asked or no row. */
  firstKey: (string | null)[] | null;
  /** Upserts: rows inserted rather than updated (null when not counted). */
  inserted: number | null;
}

/**
 * Prefer: count=planned / estimated (PostgREST's MainTx): planned is the planner's row estimate
 * (`EXPLAIN`); estimated is the exact count, counted up to db-max-rows + 1, and past max-rows the
 * larger of that and the estimate.
 */
export interface Estimate {
  mode: 'planned' | 'estimated';
  /** `explain (format json) ...` of the counted rows. */
  explain: BuiltQuery;
  maxRows?: number;
}

async function estimatedTotal(tx: Queryable, est: Estimate, exact: number | null): Promise<number | null> {
  if (est.mode === 'estimated' && exact !== null && est.maxRows !== undefined && exact <= est.maxRows) return exact;
  const { rows } = await tx.query<Record<string, unknown>>(est.explain.sql, est.explain.params);
  const raw = rows[0] ? Object.values(rows[0])[0] : undefined;
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  const planned = doc?.[0]?.Plan?.['Plan Rows'];
  const n = typeof planned === 'number' ? Math.round(planned) : null;
  if (est.mode === 'planned') return n;
  return n === null ? exact : Math.max(exact ?? 0, n);
}

export interface ExecPlan {
  statements: BuiltQuery[];
  main?: BuiltQuery;
  estimate?: Estimate;
  /** Runs inside the transaction: throwing rolls it back (singular responses, tx=rollback). */
  check?: (r: ExecResult) => void;
  rollback?: boolean;
}

export const SETTINGS_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.method', $3, true), set_config('request.path', $4, true), set_config('request.headers', $5, true)";
/** GET and HEAD: the same, and the transaction read-only (set first, before any write could run). */
export const READ_ONLY_SETTINGS_SQL = SETTINGS_SQL.replace(
  'select ',
  "select set_config('transaction_read_only', 'on', true), ",
);

function noResultRow(): ApiError {
  return new ApiError(
    500,
    'PGRSTX00',
    'Internal server error',
    'The database answered the query without its result row',
  );
}

class Rollback extends Error {
  constructor(readonly result: ExecResult) {
    super('rollback');
  }
}

/**
 * A read caught in flight by a database restart wrote nothing: it runs once more on the new
 * instance. Never the statement that caused the restart, and never a write (its commit may or may
 * not have happened).
 */
async function retryingReads<T>(settings: RequestSettings, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (e) {
    if (settings.readOnly && e instanceof DatabaseUnavailableError && e.retryable) return attempt();
    throw e;
  }
}

/**
 * Statements sent one after another without waiting for each answer (a transaction runs them in the
 * order they were sent, on both drivers), then awaited in that order: the request waits for the
 * database once rather than once per statement. The first failure is the one thrown; the
 * statements after it fail only because the transaction is aborted.
 */
async function inOrder<T extends unknown[]>(sent: [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> {
  for (const p of sent) p.catch(() => {});
  const out: unknown[] = [];
  for (const p of sent) out.push(await p);
  return out as T;
}

/**
 * The request's role, claims and headers for the policies, as PostgREST sets them; `local`, more
 * settings for the transaction, in the same statement.
 */
async function applySettings(tx: Queryable, settings: RequestSettings, local: [string, string][] = []): Promise<void> {
  const sql = settings.readOnly ? READ_ONLY_SETTINGS_SQL : SETTINGS_SQL;
  const params = [
    settings.role,
    JSON.stringify(settings.claims),
    settings.method,
    settings.path,
    JSON.stringify(settings.headers),
  ];
  const more: string[] = [];
  const add = (name: string, value: string) => {
    params.push(value);
    more.push(`set_config('${name}', $${params.length}, true)`);
  };
  if (settings.searchPath !== undefined) add('search_path', settings.searchPath);
  if (settings.cookies !== undefined) add('request.cookies', JSON.stringify(settings.cookies));
  if (settings.timezone !== undefined) add('timezone', settings.timezone);
  for (const [name, value] of local) add(name, value);
  await tx.query(more.length ? `${sql}, ${more.join(', ')}` : sql, params);
}

export function execute(db: Database, settings: RequestSettings, plan: ExecPlan): Promise<ExecResult> {
  return retryingReads(settings, () => run(db, settings, plan));
}

async function run(db: Database, settings: RequestSettings, plan: ExecPlan): Promise<ExecResult> {
  try {
    return await db.transaction(async (tx) => {
      // A read whose outcome nothing after its statements decides (no check, no estimate, no
      // rollback) commits with them, in the same round trip to the database.
      const commitNow = settings.readOnly && !plan.check && !plan.rollback && !plan.estimate;
      const [, done, main, gucs] = await inOrder([
        applySettings(tx, settings),
        Promise.all(plan.statements.map((s) => tx.query(s.sql, s.params))),
        plan.main ? tx.query<MainRow>(plan.main.sql, plan.main.params) : Promise.resolve(undefined),
        settings.response ? tx.query<ResponseGucs>(RESPONSE_GUCS_SQL) : Promise.resolve(undefined),
        commitNow && tx.commitUnless ? tx.commitUnless() : Promise.resolve(false),
      ]);
      if (settings.response && gucs?.rows[0]) Object.assign(settings.response, gucs.rows[0]);
      const affected = done.reduce((n, r) => n + (r.affectedRows ?? 0), 0);
      const result: ExecResult = {
        affected,
        total: null,
        pageTotal: 0,
        body: null,
        singleBody: null,
        firstKey: null,
        inserted: null,
      };
      if (main) {
        const row = main.rows[0];
        // Every main query returns exactly one row (aggregates over the page). None means the
        // database failed without saying so: an internal error, never a TypeError on `undefined`.
        if (row === undefined) throw noResultRow();
        result.total = row.total === null ? null : Number(row.total);
        if (plan.estimate) result.total = await estimatedTotal(tx, plan.estimate, result.total);
        result.pageTotal = Number(row.page_total);
        result.body = row.body;
        // One row of a singular read: the body is `[<row>]` (build/select.ts mainSelect).
        result.singleBody = row.single_is_body === 't' && row.body ? row.body.slice(1, -1) : (row.single_body ?? null);
        result.inserted = row.inserted === undefined || row.inserted === null ? null : Number(row.inserted);
        // A small separate column (text on both drivers), never the response body.
        const key = row.first_key ? (JSON.parse(row.first_key) as (string | null)[]) : null;
        result.firstKey = key && result.pageTotal > 0 ? key : null;
      }
      plan.check?.(result);
      if (plan.rollback) throw new Rollback(result);
      return result;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.result;
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// streamed reads

/** Rows per FETCH: the unit the rows leave the database in. */
export const STREAM_CHUNK_ROWS = 2_000;

/** The rest of a streamed page, chunk by chunk (each a list of row JSON texts). */
export interface RowChunks {
  /** The next chunk, or null at the end. */
  next(): Promise<string[] | null>;
  /** Stops early (the client went away): the rows not taken are dropped. */
  cancel(): Promise<void>;
}

export interface StreamResult {
  total: number | null;
  pageTotal: number;
  /** The first chunk of rows (all of them when `more` is undefined). */
  rows: string[];
  more?: RowChunks;
}

export interface StreamPlan {
  rows: BuiltQuery;
  pageCount: BuiltQuery;
  total?: BuiltQuery;
  estimate?: Estimate;
}

export interface StreamOptions {
  chunkRows?: number;
  spool?: SpoolLimits;
  /**
   * Called once the first chunk shows the page is large, before the rest is read: throws to
   * refuse it (too many large reads open for this caller), else returns what to call when the
   * response is over.
   */
  admit?: () => () => void;
}

const CURSOR = '_axel_rows';

/**
 * A read whose page may be large: its rows leave the database through a cursor, a chunk at a
 * time, at the database's pace, into a spool (memory, then a temporary file) that the response
 * takes them from as the client reads. The transaction never waits for the client: it ends when
 * the last chunk is in the spool, however slowly the client reads (issue 30: one client that
 * stopped reading held PGlite's only connection for 30 s). The counts for Content-Range come from
 * separate COUNT statements in the same transaction, run only when the first chunk is full (a
 * small page is counted by its rows), so the status and headers go out with the first chunk.
 */
export function executeStream(
  db: Database,
  settings: RequestSettings,
  plan: StreamPlan,
  opts: StreamOptions = {},
): Promise<StreamResult> {
  return retryingReads(settings, () => runStream(db, settings, plan, opts));
}

function runStream(
  db: Database,
  settings: RequestSettings,
  plan: StreamPlan,
  opts: StreamOptions,
): Promise<StreamResult> {
  const chunkRows = Math.max(1, Math.floor(opts.chunkRows ?? STREAM_CHUNK_ROWS));
  return new Promise<StreamResult>((resolve, reject) => {
    let handedOver = false;
    const fetchSql = `fetch forward ${chunkRows} from ${CURSOR}`;
    db.transaction(async (tx) => {
      const fetchChunk = async () => (await tx.query<{ j: string }>(fetchSql)).rows.map((r) => r.j);
      // In this order (the database runs them as sent), each without waiting for the one before.
      // Every row will be read: plan for the whole result, not for the first tenth (a cursor's
      // default). Set with the request's settings, one statement fewer.
      const set = applySettings(tx, settings, [['cursor_tuple_fraction', '1']]);
      const declared = tx.query(`declare ${CURSOR} no scroll cursor for ${plan.rows.sql}`, plan.rows.params);
      const firstFetch = tx.query<{ j: string }>(fetchSql);
      const counting = plan.total ? tx.query<{ n: string }>(plan.total.sql, plan.total.params) : undefined;
      // A page that ends within the first chunk (most) commits in the same round trip; a full
      // chunk keeps the transaction open for the rest.
      const ended =
        tx.commitUnless && !plan.estimate ? tx.commitUnless({ query: firstFetch, rows: chunkRows }) : undefined;
      const [, , firstRows, counted] = await inOrder([
        set,
        declared,
        firstFetch,
        counting ?? Promise.resolve(undefined),
        ended ?? Promise.resolve(false),
      ]);
      const first = firstRows.rows.map((r) => r.j);
      let total = counted ? Number(counted.rows[0]?.n ?? 0) : null;
      if (plan.estimate) total = await estimatedTotal(tx, plan.estimate, total);
      if (first.length < chunkRows) {
        resolve({ total, pageTotal: first.length, rows: first });
        return;
      }
      const release = opts.admit?.() ?? (() => {});
      const spool = new Spool(opts.spool, release);
      try {
        const pageTotal = Number(
          (await tx.query<{ n: string }>(plan.pageCount.sql, plan.pageCount.params)).rows[0]?.n ?? 0,
        );
        let cancelled = false;
        const more: RowChunks = {
          next: async () => {
            try {
              const text = await spool.next();
              if (text === null) await spool.close();
              // Row JSON texts hold no raw line break (JSON escapes it): one chunk is its rows, one a line.
              return text === null ? null : text.split('\n');
            } catch (e) {
              await spool.close();
              throw e;
            }
          },
          cancel: async () => {
            cancelled = true;
            await spool.close();
          },
        };
        handedOver = true;
        resolve({ total, pageTotal, rows: first, more });
        // The rest of the rows, at the database's pace; the client's pace is the spool's business.
        for (;;) {
          if (cancelled) return;
          const rows = await fetchChunk();
          if (rows.length === 0) break;
          await spool.push(rows.join('\n'));
        }
        spool.end();
      } catch (e) {
        spool.fail(e);
        if (!handedOver) await spool.close();
        throw e;
      }
    }).catch((e: unknown) => {
      if (!handedOver) reject(e);
    });
  });
}
