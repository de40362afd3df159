/** Stage 2 (mutate): POST / PATCH / PUT / DELETE on a table or view -> a mutation spec and the representation plan. */
import type { InsertSpec, MutationSpec } from '../build/mutate.ts';
import { ApiError, columnNotFound } from '../errors.ts';
import type { Preferences } from '../parse-headers.ts';
import type { ApiQuery } from '../parse.ts';
import { applyQuery, checkColumn, planSelect, rootConds } from './read.ts';
import type { Cond, ReadPlan } from './types.ts';
import type { Relation, SchemaCache } from '../schema-cache.ts';

import type { MutateMethod } from '../request.ts';

export type { MutateMethod };

export interface MutatePlan {
  spec: MutationSpec;
  /** The select over the changed rows (return=representation); for headers-only, the primary key. */
  represent: ReadPlan;
  /** Preferences this plan honours (for Preference-Applied). */
  applied: string[];
}

function invalidBody(message: string): ApiError {
  return new ApiError(400, 'PGRST102', message);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function rowsOf(body: unknown): Record<string, unknown>[] {
  if (isObject(body)) return [body];
  if (Array.isArray(body)) {
    if (!body.every(isObject)) throw invalidBody('All object keys must match');
    return body as Record<string, unknown>[];
  }
  throw invalidBody('Empty or invalid json');
}

function columnsOf(rel: Relation, rows: Record<string, unknown>[], given: string[] | undefined): string[] {
  if (given) {
    for (const c of given) checkColumn(rel, c);
    return [...new Set(given)];
  }
  const seen = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) seen.add(k);
  for (const k of seen) if (!rel.columnMap.has(k)) throw columnNotFound(rel.name, k);
  return [...seen];
}

function pickRows(rows: Record<string, unknown>[], columns: string[]): Record<string, unknown>[] {
  return rows.map((r) => Object.fromEntries(columns.filter((c) => c in r).map((c) => [c, r[c]])));
}

function representation(cache: SchemaCache, rel: Relation, q: ApiQuery, prefs: Preferences): ReadPlan {
  if (prefs.return === 'headers-only') {
    return planSelect(cache, rel, rel.primaryKey.map((c) => ({ type: 'column', field: { name: c, jsonPath: [] } }))).plan;
  }
  const level = planSelect(cache, rel, q.select);
  applyQuery(level, { ...q, limits: q.limits.filter((l) => l.path.length > 0), offsets: q.offsets.filter((o) => o.path.length > 0) }, { rootFilters: false });
  return level.plan;
}

function rejectLimit(q: ApiQuery, method: string): void {
  if (q.limits.some((l) => l.path.length === 0) || q.offsets.some((o) => o.path.length === 0)) {
    throw new ApiError(400, 'PGRST127', 'Feature not implemented', `limit and offset are not supported with ${method}`);
  }
}

/**
 * The filters of an UPDATE or DELETE, which must have at least one: hosted Supabase loads
 * pg-safeupdate, which refuses an unfiltered UPDATE or DELETE with 21000 (answered 400), so a
 * forgotten `.eq()` never changes every row. A limit is not a filter; embedded filters neither.
 */
function requireWhere(rel: Relation, q: ApiQuery, statement: 'UPDATE' | 'DELETE'): Cond[] {
  const where = rootConds(rel, q);
  if (where.length === 0) {
    throw new ApiError(400, '21000', `${statement} requires a WHERE clause`, null, 'Add a filter on the rows to change, e.g. ?id=eq.1');
  }
  return where;
}

export function planMutate(
  cache: SchemaCache,
  rel: Relation,
  method: MutateMethod,
  body: unknown,
  q: ApiQuery,
  prefs: Preferences,
): MutatePlan {
  const applied: string[] = [];
  if (prefs.return) applied.push(`return=${prefs.return}`);
  if (prefs.count) applied.push(`count=${prefs.count}`);
  const represent = () => representation(cache, rel, q, prefs);
  if (method === 'DELETE') {
    rejectLimit(q, method);
    const where = requireWhere(rel, q, 'DELETE');
    return { spec: { kind: 'delete', schema: rel.schema, table: rel.name, where }, represent: represent(), applied };
  }
  if (method === 'PATCH') {
    rejectLimit(q, method);
    if (!isObject(body)) throw invalidBody(Array.isArray(body) ? 'A PATCH body must be a single JSON object' : 'Empty or invalid json');
    const columns = columnsOf(rel, [body], q.columns);
    const where = requireWhere(rel, q, 'UPDATE');
    return {
      spec: { kind: 'update', schema: rel.schema, table: rel.name, columns, row: pickRows([body], columns)[0], where },
      represent: represent(),
      applied,
    };
  }
  if (method === 'PUT') return planPut(rel, body, q, applied, represent);

  // POST: insert, or upsert with Prefer: resolution=...
  const rows = rowsOf(body);
  const columns = columnsOf(rel, rows, q.columns);
  const picked = pickRows(rows, columns);
  let groups: InsertSpec['groups'];
  if (prefs.missing === 'default') {
    applied.push('missing=default');
    const byKey = new Map<string, { columns: string[]; rows: unknown[] }>();
    for (const r of picked) {
      const cols = columns.filter((c) => c in r);
      const k = JSON.stringify(cols);
      const g = byKey.get(k) ?? { columns: cols, rows: [] };
      g.rows.push(r);
      byKey.set(k, g);
    }
    groups = [...byKey.values()];
  } else {
    groups = [{ columns, rows: picked }];
  }
  if (rows.length === 0) groups = [];
  let onConflict: InsertSpec['onConflict'];
  if (prefs.resolution) {
    applied.push(`resolution=${prefs.resolution}`);
    const target = q.onConflict ?? rel.primaryKey;
    for (const c of target) checkColumn(rel, c);
    if (target.length === 0) {
      throw new ApiError(400, 'PGRST100', `"failed to parse on_conflict parameter"`, `'${rel.name}' has no primary key; give on_conflict`);
    }
    onConflict = { columns: target, action: prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  return { spec: { kind: 'insert', schema: rel.schema, table: rel.name, groups, onConflict }, represent: represent(), applied };
}

/** PUT: an upsert of exactly one row, identified by eq filters on every primary key column. */
function planPut(rel: Relation, body: unknown, q: ApiQuery, applied: string[], represent: () => ReadPlan): MutatePlan {
  rejectLimit(q, 'PUT');
  const pk = rel.primaryKey;
  const eqs = new Map<string, string>();
  for (const f of q.filters) {
    if (f.path.length === 0 && f.value.op.kind === 'simple' && f.value.op.op === 'eq' && !f.value.negated && f.value.field.jsonPath.length === 0) {
      eqs.set(f.value.field.name, f.value.op.value);
    } else {
      throw new ApiError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
    }
  }
  if (pk.length === 0 || eqs.size !== pk.length || !pk.every((c) => eqs.has(c)) || q.logic.length > 0) {
    throw new ApiError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
  }
  const rows = rowsOf(body);
  if (rows.length !== 1) throw invalidBody('PUT requires exactly one object');
  const columns = columnsOf(rel, rows, q.columns);
  for (const c of pk) {
    if (!(c in rows[0]) || String(rows[0][c]) !== eqs.get(c)) {
      throw new ApiError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    }
  }
  return {
    spec: {
      kind: 'insert',
      schema: rel.schema,
      table: rel.name,
      groups: [{ columns, rows: pickRows(rows, columns) }],
      onConflict: { columns: pk, action: 'merge' },
    },
    represent: represent(),
    applied,
  };
}
