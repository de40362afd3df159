/** Stage 3 (mutate): a mutation spec -> INSERT / UPDATE / DELETE, with the representation in the same statement. */
import type { ColumnExpr, Cond, OrderPlan, ReadPlan } from '../plan/types.ts';
import { repCall, type RepFunction } from '../representations.ts';
import { ident, qualified, SqlParams, type BuiltQuery } from '../sql.ts';
import {
  condSql,
  limitSql,
  mainSelect,
  newCtx,
  orderSql,
  pgArrayLiteral,
  whereSql,
  type ReadOptions,
} from './select.ts';

/** Limited UPDATE / DELETE (PostgREST 12): the rows changed are the filtered ones in this order, this page. */
export interface MutationRange {
  order: OrderPlan[];
  limit?: number;
  offset?: number;
  /** A view (no ctid): the rows whose values of these columns the picked rows have. */
  by?: string[];
}

export interface InsertSpec {
  kind: 'insert';
  schema: string;
  table: string;
  /** Groups of rows sharing the same column list (one group unless missing=default splits them). */
  groups: { columns: string[]; rows: unknown[] }[];
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  /**
   * Count the rows inserted (not updated) by an upsert, for 201 vs 200: `xmax = 0` marks a row
   * this statement inserted in a table.
   */
  countInserted?: boolean;
  /**
   * A view or a partitioned table: Postgres cannot return `xmax` from it, so the inserted rows are
   * counted as PostgREST counts them, in a transaction-local setting (+1 per row offered, -1 per
   * conflict that updates).
   */
  countBySetting?: boolean;
  /**
   * missing=default: each column's default expression (from the catalog), laid under every row's
   * own values before it is read (one group, every column).
   */
  defaults?: Record<string, string | null>;
  /** Columns whose type reads json with a data representation's parser (`g(value)`), by name. */
  parse?: Record<string, RepFunction>;
  /** The columns `returning` gives the representation (buildMutation sets it); all when absent. */
  returning?: string[];
}

export interface UpdateSpec {
  kind: 'update';
  schema: string;
  table: string;
  columns: string[];
  row: unknown;
  /** Columns of `columns=` the row leaves out, under `missing=default`: set to their DEFAULT. */
  defaults?: string[];
  where: Cond[];
  range?: MutationRange;
  /** As InsertSpec.parse. */
  parse?: Record<string, RepFunction>;
  /** The columns `returning` gives the representation (buildMutation sets it); all when absent. */
  returning?: string[];
}

export interface DeleteSpec {
  kind: 'delete';
  schema: string;
  table: string;
  where: Cond[];
  range?: MutationRange;
  /** The columns `returning` gives the representation (buildMutation sets it); all when absent. */
  returning?: string[];
}

export type MutationSpec = InsertSpec | UpdateSpec | DeleteSpec;

const TARGET = '_u';
const INSERTED = '_pgrst_inserted';
const INSERTED_SETTING = 'pgrst.inserted';

/** Adds or takes one from the transaction's count of inserted rows; returns the new count as text. */
const countSetting = (sign: '+' | '-') =>
  `set_config('${INSERTED_SETTING}', (coalesce(nullif(current_setting('${INSERTED_SETTING}', true), '')::int, 0) ${sign} 1)::text, true)`;

function insertSql(spec: InsertSpec, group: InsertSpec['groups'][number], returning: boolean, p: SqlParams): string {
  const tbl = qualified(spec.schema, spec.table);
  const cols = group.columns.map(ident).join(', ');
  const rowAlias = ident('_r');
  const values = group.columns.map((c) => `${rowAlias}.${ident(c)}`).join(', ');
  const rows = p.add(JSON.stringify(group.rows));
  const withDefaults = Object.entries(spec.defaults ?? {}).filter(([, expr]) => expr !== null);
  const defaulted =
    withDefaults.length > 0
      ? `(select coalesce(jsonb_agg(jsonb_build_object(${withDefaults
          .map(([c, expr]) => `${p.add(c)}::text, ${expr}`)
          .join(', ')}) || ${ident('_e')}), '[]') from jsonb_array_elements(${rows}::jsonb) ${ident('_e')})`
      : undefined;
  const source = defaulted
    ? `jsonb_populate_recordset(null::${tbl}, ${defaulted})`
    : `json_populate_recordset(null::${tbl}, ${rows}::json)`;
  const parsed = group.columns.filter((c) => spec.parse?.[c]);
  let select: string;
  if (parsed.length > 0) {
    // Data representations: those columns are read from each element's json by their parser, the
    // others as usual from the element without them.
    const el = ident('_el');
    const values = group.columns
      .map((c) => {
        const fn = spec.parse?.[c];
        return fn ? repCall(fn, `${el} -> ${p.add(c)}::text`) : `${rowAlias}.${ident(c)}`;
      })
      .join(', ');
    select =
      `select ${values} from jsonb_array_elements(${defaulted ?? `${rows}::jsonb`}) ${el}, ` +
      `lateral jsonb_populate_record(null::${tbl}, ${el} - ${p.add(pgArrayLiteral(parsed))}::text[]) ${rowAlias}`;
  } else select = `select ${values} from ${source} ${rowAlias}`;
  // With no columns, `insert ... select from` supplies no values: a row of defaults per element.
  let sql =
    group.columns.length === 0
      ? `insert into ${tbl} as ${ident(TARGET)} select from json_array_elements(${rows}::json)`
      : `insert into ${tbl} as ${ident(TARGET)} (${cols}) ${select}`;
  const bySetting = returning && spec.countInserted && spec.countBySetting;
  if (bySetting) sql += ` where ${countSetting('+')} <> '0'`;
  if (spec.onConflict) {
    const target = spec.onConflict.columns.map(ident).join(', ');
    const sets = group.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    sql +=
      spec.onConflict.action === 'ignore' || sets.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${sets.join(', ')}${bySetting ? ` where ${countSetting('-')} <> '-1'` : ''}`;
  }
  if (returning)
    sql += ` returning ${returningList(spec.returning)}${spec.countInserted && !spec.countBySetting ? `, (${ident(TARGET)}.xmax = 0) as ${ident(INSERTED)}` : ''}`;
  return sql;
}

/**
 * The WHERE of an UPDATE / DELETE: its filters, or with a range the rows they pick in order
 * (`ctid in (select ctid ... order by ... limit ... offset ...)`, as PostgREST 12 builds it).
 */
function targetWhere(spec: UpdateSpec | DeleteSpec, p: SqlParams): string {
  if (!spec.range) return whereSql(spec.where, TARGET, [], p);
  const src = '_s';
  const order = orderSql(spec.range.order, src, p, () => {
    throw new Error('related order in a limited mutation');
  });
  const by = spec.range.by;
  const cols = (alias: string) =>
    by ? by.map((c) => `${ident(alias)}.${ident(c)}`).join(', ') : `${ident(alias)}.ctid`;
  const pick =
    `select ${cols(src)} from ${qualified(spec.schema, spec.table)} as ${ident(src)}` +
    `${whereSql(spec.where, src, [], p)}${order}${limitSql(spec.range.limit, spec.range.offset, p)}`;
  // Picked by column values (a view), the filters hold for the changed rows too: only filtered rows change.
  const filtered = by ? spec.where.map((c) => `(${condSql(c, TARGET, [], p)})`) : [];
  return ` where ${[...filtered, `(${cols(TARGET)}) in (${pick})`].join(' and ')}`;
}

/**
 * What a mutation returns for its representation: the columns it reads, so a role with SELECT on
 * only some columns can write and read those (PostgREST's returnings); every column otherwise.
 */
function returningList(columns: string[] | undefined): string {
  if (!columns) return `${ident(TARGET)}.*`;
  if (columns.length === 0) return `null as ${ident('_pgrst_none')}`;
  return columns.map((c) => `${ident(TARGET)}.${ident(c)}`).join(', ');
}

/** The columns of the changed rows `plan` reads, or undefined when it needs whole rows (computed columns). */
function returnedColumns(plan: ReadPlan, extra: readonly string[] = []): string[] | undefined {
  const out = new Set(extra);
  const expr = (e: ColumnExpr) => {
    if (e.computed) return false;
    out.add(e.column);
    return true;
  };
  const cond = (c: Cond): boolean =>
    c.type === 'filter' ? expr(c.expr) : c.type === 'logic' ? c.children.every(cond) : true;
  for (const o of plan.output) {
    if (o.type === 'column' && !expr(o.expr)) return undefined;
  }
  for (const e of plan.embeds) {
    if (e.relationship.computed) return undefined;
    e.relationship.fromColumns.forEach((c) => out.add(c));
  }
  if (!plan.where.every(cond)) return undefined;
  for (const o of plan.order) if (o.embed === undefined && !expr(o.expr)) return undefined;
  return [...out];
}

function mutationSql(spec: MutationSpec, returning: boolean, p: SqlParams): string[] {
  const tbl = qualified(spec.schema, spec.table);
  const ret = returning ? ` returning ${returningList(spec.returning)}` : '';
  switch (spec.kind) {
    case 'insert':
      return spec.groups.map((g) => insertSql(spec, g, returning, p));
    case 'update': {
      if (spec.columns.length === 0) return [];
      const row = { ...(spec.row as Record<string, unknown>) };
      const raw: Record<string, unknown> = {};
      const set = (c: string) => {
        if (spec.defaults?.includes(c)) return `${ident(c)} = default`;
        const fn = spec.parse?.[c];
        if (!fn) return `${ident(c)} = ${ident('_r')}.${ident(c)}`;
        // A data representation's parser reads the json value (and it leaves the populated row);
        // through json_to_record, so it runs per changed row, not as a constant folded at planning.
        raw[c] = row[c] ?? null;
        delete row[c];
        return `${ident(c)} = ${repCall(fn, `${ident('_q')}.${ident(c)}`)}`;
      };
      const sets = spec.columns.map(set).join(', ');
      const rawCols = Object.keys(raw);
      const parsedFrom = rawCols.length
        ? `, json_to_record(${p.add(JSON.stringify(raw))}::json) as ${ident('_q')}(${rawCols.map((c) => `${ident(c)} json`).join(', ')})`
        : '';
      return [
        `update ${tbl} as ${ident(TARGET)} set ${sets} from (select * from json_populate_record(null::${tbl}, ${p.add(JSON.stringify(row))}::json)) ${ident('_r')}${parsedFrom}` +
          targetWhere(spec, p) +
          ret,
      ];
    }
    case 'delete':
      return [`delete from ${tbl} as ${ident(TARGET)}${targetWhere(spec, p)}${ret}`];
  }
}

export interface MutationBuild {
  /** Statements run for return=minimal (their affected rows are counted). */
  statements: BuiltQuery[];
  /** For return=representation / headers-only: one statement returning total, page_total, body. */
  main?: BuiltQuery;
}

/**
 * A mutation; with `represent` the mutated rows go through `plan` (select and embeds) in the same
 * statement: `with _pgrst_mut as (insert ... returning *) select ... from _pgrst_mut`.
 */
export function buildMutation(
  spec: MutationSpec,
  represent: { plan: ReadPlan; opts: ReadOptions } | undefined,
): MutationBuild {
  if (!represent) {
    if (spec.kind === 'insert') {
      // Each statement with its own parameter list.
      return {
        statements: spec.groups.map((g) => {
          const p = new SqlParams();
          return { sql: insertSql(spec, g, false, p), params: p.values };
        }),
      };
    }
    const p = new SqlParams();
    return { statements: mutationSql(spec, false, p).map((sql) => ({ sql, params: p.values })) };
  }
  const ctx = newCtx();
  const returning = returnedColumns(represent.plan);
  const stmts = mutationSql(returning ? { ...spec, returning } : spec, true, ctx.p);
  const mut = ident('_pgrst_mut');
  let ctes: string;
  if (stmts.length === 0) {
    // Nothing to change (PATCH with an empty object): an empty set of the table's rows.
    ctes = `${mut} as (select * from ${qualified(spec.schema, spec.table)} where false)`;
  } else if (stmts.length === 1) {
    ctes = `${mut} as (${stmts[0]})`;
  } else {
    const parts = stmts.map((s, i) => `${ident(`_m${i}`)} as (${s})`);
    ctes = `${parts.join(', ')}, ${mut} as (${stmts.map((_, i) => `select * from ${ident(`_m${i}`)}`).join(' union all ')})`;
  }
  const select = mainSelect(represent.plan, mut, represent.opts, ctx);
  if (spec.kind === 'insert' && spec.countInserted) {
    // An empty array inserts nothing: 200, as PostgREST answers it (UpsertSpec).
    const count =
      stmts.length === 0
        ? '0'
        : spec.countBySetting
          ? `coalesce(nullif(current_setting('${INSERTED_SETTING}', true), '')::int, 0)`
          : `(select count(*) from ${mut} where ${ident(INSERTED)})`;
    const counted = `select ${ident('_s')}.*, ${count} as ${ident('inserted')} from (${select}) ${ident('_s')}`;
    return { statements: [], main: { sql: `with ${ctes} ${counted}`, params: ctx.p.values } };
  }
  return { statements: [], main: { sql: `with ${ctes} ${select}`, params: ctx.p.values } };
}
