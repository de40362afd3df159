/** Stage 2 (mutate): POST / PATCH / PUT / DELETE on a table or view -> a mutation spec and the representation plan. */
import type { InsertSpec, MutationSpec } from '../build/mutate.ts';
import { ApiError, columnNotFound } from '../errors.ts';
import { appliedPreferences, type Preferences } from '../parse-headers.ts';
import type { ApiQuery } from '../parse.ts';
import { applyQuery, checkColumn, planSelect, rootConds, rootOrder } from './read.ts';
import type { Cond, ReadPlan } from './types.ts';
import type { MutationRange } from '../build/mutate.ts';
import { jsonParsers } from '../representations.ts';
import type { Relation, SchemaCache } from '../schema-cache.ts';
import { qualified } from '../sql.ts';

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

const sameKeys = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => k in b);
};

/**
 * The body's rows (PostgREST's payloadAttributes): an object, or an array of objects that all have
 * the same keys unless `columns` names them (then a missing key is null, or its default with
 * missing=default).
 */
function rowsOf(body: unknown, columnsGiven: boolean): Record<string, unknown>[] {
  if (isObject(body)) return [body];
  if (Array.isArray(body)) {
    if (!body.every(isObject)) throw invalidBody('All object keys must match');
    const rows = body as Record<string, unknown>[];
    if (!columnsGiven && rows.some((r) => !sameKeys(r, rows[0]))) throw invalidBody('All object keys must match');
    return rows;
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
    return planSelect(
      cache,
      rel,
      rel.primaryKey.map((c) => ({ type: 'column', field: { name: c, jsonPath: [] } })),
    ).plan;
  }
  const level = planSelect(cache, rel, q.select);
  applyQuery(
    level,
    { ...q, limits: q.limits.filter((l) => l.path.length > 0), offsets: q.offsets.filter((o) => o.path.length > 0) },
    { rootFilters: false },
  );
  return level.plan;
}

function rejectLimit(q: ApiQuery): void {
  if (q.limits.some((l) => l.path.length === 0) || q.offsets.some((o) => o.path.length === 0)) {
    throw new ApiError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
}

/**
 * PostgREST 12's limited UPDATE / DELETE: `limit`/`offset` pick the rows to change, in the
 * request's `order` (required: 400 PGRST109 without one, so the rows are never left to chance).
 */
function limitedRange(rel: Relation, q: ApiQuery): MutationRange | undefined {
  const limit = q.limits.filter((l) => l.path.length === 0).at(-1)?.value;
  const offset = q.offsets.filter((o) => o.path.length === 0).at(-1)?.value;
  if (limit === undefined && offset === undefined) return undefined;
  const order = rootOrder(rel, q);
  if (order.length === 0) {
    throw new ApiError(
      400,
      'PGRST109',
      "A 'limit' was applied without an explicit 'order'",
      null,
      "Apply an 'order' using unique column(s)",
    );
  }
  // A view has no ctid: its rows are picked by the order's columns, as PostgREST 12 picks them all,
  // and changing more rows than the limit is refused afterwards (PGRST110).
  const by = rel.kind === 'table' || rel.kind === 'partitioned' ? undefined : orderColumns(order);
  if (rel.kind !== 'table' && rel.kind !== 'partitioned' && !by) {
    throw new ApiError(
      400,
      'PGRST127',
      'Feature not implemented',
      `limit and offset on ${rel.name} need a table (rows are picked by ctid) or an order by plain columns`,
    );
  }
  // A negative offset is clipped to the first row, the limit still counted from it (PostgREST's range).
  if (offset !== undefined && offset < 0) {
    return { order, limit: limit === undefined ? undefined : Math.max(0, limit + offset), offset: 0, by };
  }
  return { order, limit, offset, by };
}

/** The plain columns an order names, or undefined when it names anything else (a json path, an embed). */
function orderColumns(order: MutationRange['order']): string[] | undefined {
  if (order.some((o) => o.embed !== undefined || o.expr.jsonPath.length > 0 || o.expr.computed || o.expr.cast))
    return undefined;
  return [...new Set(order.map((o) => o.expr.column))];
}

/** A catalog name as an SQL string literal (standard_conforming_strings). */
const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** The default expression of each inserted column (null: none), or undefined when they cannot all be given. */
function missingDefaults(
  rel: Relation,
  columns: string[],
  missingDefault: boolean,
): Record<string, string | null> | undefined {
  if (!missingDefault || columns.length === 0) return undefined;
  const out: Record<string, string | null> = {};
  for (const name of columns) {
    const c = rel.columnMap.get(name);
    if (!c || c.identityAlways || c.isGenerated) return undefined;
    // An identity column's default is its sequence's next value, as PostgREST's cache gives it.
    out[name] = c.isIdentity
      ? `nextval(pg_get_serial_sequence(${literal(qualified(rel.schema, rel.name))}, ${literal(name)}))`
      : c.default;
  }
  return out;
}

/** Groups of rows by the columns they carry (missing=default: an absent key takes the column's default). */
function insertGroups(
  rows: Record<string, unknown>[],
  columns: string[],
  missingDefault: boolean,
): InsertSpec['groups'] {
  if (rows.length === 0) return [];
  const picked = pickRows(rows, columns);
  if (!missingDefault) return [{ columns, rows: picked }];
  const byKey = new Map<string, { columns: string[]; rows: unknown[] }>();
  for (const r of picked) {
    const cols = columns.filter((c) => c in r);
    const k = JSON.stringify(cols);
    const g = byKey.get(k) ?? { columns: cols, rows: [] };
    g.rows.push(r);
    byKey.set(k, g);
  }
  return [...byKey.values()];
}

/**
 * The filters of an UPDATE or DELETE, which must have at least one: hosted Supabase loads
 * pg-safeupdate, which refuses an unfiltered UPDATE or DELETE with 21000 (answered 400), so a
 * forgotten `.eq()` never changes every row. A limit is not a filter; embedded filters neither.
 */
function requireWhere(rel: Relation, q: ApiQuery, statement: 'UPDATE' | 'DELETE'): Cond[] {
  const where = rootConds(rel, q);
  if (where.length === 0) {
    throw new ApiError(
      400,
      '21000',
      `${statement} requires a WHERE clause`,
      null,
      'Add a filter on the rows to change, e.g. ?id=eq.1',
    );
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
  const represent = () => representation(cache, rel, q, prefs);
  if (method === 'DELETE') {
    const range = limitedRange(rel, q);
    const where = range ? rootConds(rel, q) : requireWhere(rel, q, 'DELETE');
    const applied = appliedPreferences(prefs, { return: true, maxAffected: true });
    return {
      spec: { kind: 'delete', schema: rel.schema, table: rel.name, where, range },
      represent: represent(),
      applied,
    };
  }
  if (method === 'PATCH') {
    const range = limitedRange(rel, q);
    // PostgREST takes an array too (UPDATE ... FROM its rows); one row's values set every match,
    // here the first's, so the result never depends on the join order.
    const rows = rowsOf(body, q.columns !== undefined);
    const columns = rows.length === 0 ? [] : columnsOf(rel, rows, q.columns);
    // A limited update is bounded by its limit: no filter needed (pg-safeupdate sees the ctid match).
    // An empty body changes nothing (PostgREST runs no UPDATE): no filter needed either.
    const where = range || columns.length === 0 ? rootConds(rel, q) : requireWhere(rel, q, 'UPDATE');
    const applied = appliedPreferences(prefs, { return: true, missing: true, maxAffected: true });
    const row = rows.length === 0 ? {} : pickRows([rows[0]], columns)[0];
    // missing=default: a column of columns= the body leaves out gets its default (PostgREST 12).
    const first = rows[0] ?? {};
    const defaults =
      prefs.missing === 'default' && q.columns !== undefined ? columns.filter((c) => !(c in first)) : undefined;
    return {
      spec: {
        kind: 'update',
        schema: rel.schema,
        table: rel.name,
        columns,
        row,
        defaults,
        where,
        range,
        parse: jsonParsers(rel.columnMap, columns),
      },
      represent: represent(),
      applied,
    };
  }
  if (method === 'PUT')
    return planPut(rel, body, q, appliedPreferences(prefs, { return: true, missing: true }), represent);

  // POST: insert, or upsert with Prefer: resolution=... (ignored on a table without a primary key
  // and without on_conflict, as PostgREST does).
  const rows = rowsOf(body, q.columns !== undefined);
  const columns = columnsOf(rel, rows, q.columns);
  // missing=default, as PostgREST: every row gets each column's default expression (evaluated for
  // every row, as PostgREST's jsonb_build_object does) under what it carries. Columns whose value
  // Postgres makes itself (identity, generated) keep the grouping by the keys each row has.
  const defaults = missingDefaults(rel, columns, prefs.missing === 'default');
  const groups = insertGroups(rows, columns, prefs.missing === 'default' && defaults === undefined);
  let onConflict: InsertSpec['onConflict'];
  const target = q.onConflict ?? rel.primaryKey;
  const resolves = prefs.resolution !== undefined && target.length > 0;
  if (resolves) {
    for (const c of target) checkColumn(rel, c);
    onConflict = { columns: target, action: prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }
  const applied = appliedPreferences(prefs, { resolution: resolves, missing: true, return: true });
  // Only a merge answers differently when it inserted nothing (ignore-duplicates is always 201).
  const countInserted = onConflict?.action === 'merge';
  return {
    spec: {
      kind: 'insert',
      schema: rel.schema,
      table: rel.name,
      groups,
      onConflict,
      countInserted,
      countBySetting: rel.kind !== 'table',
      defaults,
      parse: jsonParsers(rel.columnMap, columns),
    },
    represent: represent(),
    applied,
  };
}

/** PUT: an upsert of exactly one row, identified by eq filters on every primary key column. */
function planPut(rel: Relation, body: unknown, q: ApiQuery, applied: string[], represent: () => ReadPlan): MutatePlan {
  rejectLimit(q);
  const pk = rel.primaryKey;
  const eqs = new Map<string, string>();
  for (const f of q.filters) {
    if (
      f.path.length === 0 &&
      f.value.op.kind === 'simple' &&
      f.value.op.op === 'eq' &&
      !f.value.negated &&
      f.value.field.jsonPath.length === 0
    ) {
      eqs.set(f.value.field.name, f.value.op.value);
    } else {
      throw new ApiError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
    }
  }
  if (pk.length === 0 || eqs.size !== pk.length || !pk.every((c) => eqs.has(c)) || q.logic.length > 0) {
    throw new ApiError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
  }
  // An array puts its first object, as PostgREST's `LIMIT 1` over the body does.
  const rows = rowsOf(body, q.columns !== undefined).slice(0, 1);
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
      countInserted: true,
      countBySetting: rel.kind !== 'table',
      parse: jsonParsers(rel.columnMap, columns),
    },
    represent: represent(),
    applied,
  };
}
