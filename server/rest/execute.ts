/**
 * Stage 4: run built SQL in one transaction, under the request's role and claims, as PostgREST
 * does: `set_config('role', ...)`, `request.jwt.claims`, `request.method`, `request.path`,
 * `request.headers`; GET and HEAD read-only.
 */
import { DatabaseUnavailableError, type Database } from '../db/types.ts';
import type { MainRow } from './build/select.ts';
import { ApiError } from './errors.ts';
import type { BuiltQuery } from './sql.ts';

export interface RequestSettings {
  role: string;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly: boolean;
}

export interface ExecResult {
  /** Rows changed by `statements` (return=minimal mutations). */
  affected: number;
  total: number | null;
  pageTotal: number;
  body: string | null;
  singleBody: string | null;
  /** The first row's values of ReadOptions.firstKey, as text; null when not asked or no row. */
  firstKey: string[] | null;
  /** Upserts: rows inserted rather than updated (null when not counted). */
  inserted: number | null;
}

export interface ExecPlan {
  statements: BuiltQuery[];
  main?: BuiltQuery;
  /** Runs inside the transaction: throwing rolls it back (singular responses, tx=rollback). */
  check?: (r: ExecResult) => void;
  rollback?: boolean;
}

export const SETTINGS_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.method', $3, true), set_config('request.path', $4, true), set_config('request.headers', $5, true)";
/** GET and HEAD: the same, and the transaction read-only (set first, before any write could run). */
export const READ_ONLY_SETTINGS_SQL = SETTINGS_SQL.replace('select ', "select set_config('transaction_read_only', 'on', true), ");

function noResultRow(): ApiError {
  return new ApiError(500, 'PGRSTX00', 'Internal server error', 'The database answered the query without its result row');
}

class Rollback extends Error {
  constructor(readonly result: ExecResult) {
    super('rollback');
  }
}

export async function execute(db: Database, settings: RequestSettings, plan: ExecPlan): Promise<ExecResult> {
  try {
    return await run(db, settings, plan);
  } catch (e) {
    // A read caught in flight by a database restart wrote nothing: it runs once more on the new
    // instance. Never the statement that caused the restart, and never a write (its commit may
    // or may not have happened).
    if (settings.readOnly && e instanceof DatabaseUnavailableError && e.retryable) return run(db, settings, plan);
    throw e;
  }
}

async function run(db: Database, settings: RequestSettings, plan: ExecPlan): Promise<ExecResult> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(settings.readOnly ? READ_ONLY_SETTINGS_SQL : SETTINGS_SQL, [
        settings.role,
        JSON.stringify(settings.claims),
        settings.method,
        settings.path,
        JSON.stringify(settings.headers),
      ]);
      let affected = 0;
      for (const s of plan.statements) {
        const r = await tx.query(s.sql, s.params);
        affected += r.affectedRows ?? 0;
      }
      const result: ExecResult = { affected, total: null, pageTotal: 0, body: null, singleBody: null, firstKey: null, inserted: null };
      if (plan.main) {
        const { rows } = await tx.query<MainRow>(plan.main.sql, plan.main.params);
        const row = rows[0];
        // Every main query returns exactly one row (aggregates over the page). None means the
        // database failed without saying so: an internal error, never a TypeError on `undefined`.
        if (row === undefined) throw noResultRow();
        result.total = row.total === null ? null : Number(row.total);
        result.pageTotal = Number(row.page_total);
        result.body = row.body;
        result.singleBody = row.single_body ?? null;
        result.inserted = row.inserted === undefined || row.inserted === null ? null : Number(row.inserted);
        // A small separate column (text on both drivers), never the response body.
        const key = row.first_key ? (JSON.parse(row.first_key) as (string | null)[]) : null;
        result.firstKey = key && key.every((v) => v !== null) ? (key as string[]) : null;
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
