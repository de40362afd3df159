/**
 * Stage 3 (shared): the SELECT over a read plan, and the expressions it is made of. Identifiers
 * only through `ident`/`qualified` (sql.ts), values only through bind parameters. Postgres builds
 * the response body as JSON text.
 */
import type { Operation } from '../parse.ts';
import type { ColumnExpr, Cond, OrderPlan, ReadPlan, TypeRef } from '../plan/types.ts';
import { hasAggregates, sameExpr } from '../plan/read.ts';
import { repCall, type RepFunction } from '../representations.ts';
import { ident, keepUsedParams, qualified, SqlParams } from '../sql.ts';

/** Column names of the one-row result of every main query. */
export interface MainRow {
  total: string | null;
  page_total: string;
  body: string;
  single_body?: string | null;
  /** ReadOptions.singular: 't' when the page is one row (the singular body is `body` without its brackets). */
  single_is_body?: string | null;
  /** ReadOptions.firstKey: a JSON array of those keys' values in the first row, as text (or nulls). */
  first_key?: string | null;
  /** Upserts (InsertSpec.countInserted): how many of the rows were inserted rather than updated. */
  inserted?: string | null;
}

export class Aliases {
  private n = 0;
  next(prefix: string): string {
    return `_${prefix}${this.n++}`;
  }
}

export interface Ctx {
  p: SqlParams;
  aliases: Aliases;
}

// ---------------------------------------------------------------------------------------------
// expressions

export function columnSql(alias: string, expr: ColumnExpr, p: SqlParams): string {
  let s = expr.computed
    ? `${qualified(expr.computed.schema, expr.computed.fn)}(${rowOf(alias, expr.computed.row)})`
    : `${ident(alias)}.${ident(expr.column)}`;
  if (expr.toJson) s = `to_jsonb(${s})`;
  for (const step of expr.jsonPath) {
    const key = typeof step.key === 'number' ? `${p.add(step.key)}::int4` : `${p.add(step.key)}::text`;
    s = `(${s} ${step.arrow} ${key})`;
  }
  if (expr.format) s = repCall(expr.format, s);
  if (expr.cast) s = `(${s})::${qualified(expr.cast.schema, expr.cast.name)}`;
  return s;
}

/**
 * The row at `alias` as a value of the relation's row type, for computed columns and
 * relationships: built from its columns, so it also works over a CTE (a mutation's or a call's
 * rows), whose whole-row value is an anonymous record.
 */
function rowOf(alias: string, row: { schema: string; name: string; columns: string[] }): string {
  return `row(${row.columns.map((c) => `${ident(alias)}.${ident(c)}`).join(', ')})::${qualified(row.schema, row.name)}`;
}

const SIMPLE_SQL: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const FTS_FN: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A Postgres array literal `{"a","b"}` (a value: it travels as a bind parameter). */
export function pgArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

const likePattern = (op: string, v: string) => (op === 'like' || op === 'ilike' ? v.replaceAll('*', '%') : v);

/**
 * A value compared with a column travels as text and is converted by Postgres (`$1::text::type`),
 * so a bad value is Postgres's 22P02 and both drivers send the same thing (PGlite would otherwise
 * type-check some parameters itself, e.g. booleans).
 */
type Typed = { value: (ph: string) => string; array: (ph: string) => string };

function typedFor(type: TypeRef | undefined): Typed {
  if (!type) return { value: (ph) => ph, array: (ph) => ph };
  const t = qualified(type.schema, type.name);
  return { value: (ph) => `${ph}::text::${t}`, array: (ph) => `${ph}::text::${t}[]` };
}

const TEXT_OPS = new Set(['like', 'ilike', 'match', 'imatch']);
const asText: Typed = { value: (ph) => `${ph}::text`, array: (ph) => `${ph}::text[]` };

/** Values read by a data representation's text parser: `f('v')`, and for lists `array(select f(v) ...)`. */
function parsedBy(fn: RepFunction): Typed {
  return {
    value: (ph) => repCall(fn, `${ph}::text`),
    array: (ph) => `array(select ${repCall(fn, ident('_v'))} from unnest(${ph}::text[]) ${ident('_v')})`,
  };
}

function opSql(
  lhs: string,
  op: Operation,
  isTsvector: boolean,
  type: TypeRef | undefined,
  p: SqlParams,
  parse?: RepFunction,
): string {
  const textOp = (op.kind === 'simple' || op.kind === 'quant') && TEXT_OPS.has(op.op);
  // PostgREST 12 parses the values of comparisons and `in` (not `is distinct from`) with the parser.
  const parsed = parse && !textOp && !(op.kind === 'simple' && op.op === 'isdistinct');
  const typed = textOp ? asText : parsed ? parsedBy(parse) : typedFor(type);
  switch (op.kind) {
    case 'simple':
      return `${lhs} ${SIMPLE_SQL[op.op]} ${typed.value(p.add(likePattern(op.op, op.value)))}`;
    case 'quant':
      return `${lhs} ${SIMPLE_SQL[op.op]} ${op.quantifier}(${typed.array(p.add(pgArrayLiteral(op.values.map((v) => likePattern(op.op, v)))))})`;
    case 'in':
      return `${lhs} = any(${typed.array(p.add(pgArrayLiteral(op.values)))})`;
    case 'is':
      switch (op.value) {
        case 'null':
          return `${lhs} is null`;
        case 'not_null':
          return `${lhs} is not null`;
        case 'true':
          return `${lhs} is true`;
        case 'false':
          return `${lhs} is false`;
        case 'unknown':
          return `${lhs} is unknown`;
      }
      break;
    case 'fts': {
      const lang = op.lang ? `${p.add(op.lang)}::text::regconfig, ` : '';
      const doc = isTsvector ? lhs : `to_tsvector(${lang}${lhs})`;
      return `${doc} @@ ${FTS_FN[op.op]}(${lang}${p.add(op.value)}::text)`;
    }
  }
  throw new Error('unreachable operation');
}

export function condSql(c: Cond, alias: string, embedAliases: string[], p: SqlParams): string {
  switch (c.type) {
    case 'filter': {
      const inner = opSql(
        columnSql(alias, c.expr, p),
        c.op,
        c.isTsvector,
        c.expr.jsonPath.length === 0 ? c.columnType : undefined,
        p,
        c.parse,
      );
      return c.negated ? `not (${inner})` : inner;
    }
    case 'logic': {
      const parts = c.children.map((ch) => `(${condSql(ch, alias, embedAliases, p)})`);
      const joined = parts.length === 0 ? (c.op === 'and' ? 'true' : 'false') : parts.join(` ${c.op} `);
      return c.negated ? `not (${joined})` : joined;
    }
    case 'embedNull':
      return `${ident(embedAliases[c.embed])}.${ident('j')} is ${c.isNull ? '' : 'not '}null`;
  }
}

export function whereSql(
  conds: Cond[],
  alias: string,
  embedAliases: string[],
  p: SqlParams,
  extra: string[] = [],
): string {
  const parts = [...extra, ...conds.map((c) => `(${condSql(c, alias, embedAliases, p)})`)];
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

/** json_build_object over key/value pairs; keys are bind parameters (user aliases never become SQL). */
export function jsonObject(pairs: [string, string][], p: SqlParams): string {
  const args = pairs.map(([k, v]) => `${p.add(k)}::text, ${v}`);
  if (args.length <= 50) return `json_build_object(${args.join(', ')})`;
  const chunks: string[] = [];
  for (let i = 0; i < args.length; i += 50)
    chunks.push(`json_build_object(${args.slice(i, i + 50).join(', ')})::jsonb`);
  return `(${chunks.join(' || ')})::json`;
}

export function orderSql(
  order: OrderPlan[],
  alias: string,
  p: SqlParams,
  embedOrderCols: (i: number, expr: ColumnExpr) => string,
): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    const e = o.embed === undefined ? columnSql(alias, o.expr, p) : embedOrderCols(o.embed, o.expr);
    const dir = o.direction ? ` ${o.direction}` : '';
    const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
    return `${e}${dir}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function limitSql(limit: number | undefined, offset: number | undefined, p: SqlParams): string {
  let s = '';
  if (limit !== undefined) s += ` limit ${p.add(limit)}::int8`;
  if (offset !== undefined && offset > 0) s += ` offset ${p.add(offset)}::int8`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// reads

export interface LevelSql {
  /** Output key and value expression of each member of the level's JSON object. */
  pairs: [string, string][];
  /** Extra select-list entries (order columns for a parent's related order). */
  extra: string;
  fromNoLaterals: string;
  laterals: string[];
  /** Indexes of embeds whose lateral the WHERE needs (for counting). */
  whereEmbeds: Set<number>;
  where: string;
  /** ` group by ...` when the level has aggregates (its other output values), else ''. */
  group: string;
  /** The level has aggregates (one row per group, or a single row without GROUP BY keys). */
  grouped: boolean;
  order: string;
  limit: string;
}

/** The rows a level's page is cut from: all filtered rows, or its groups when it aggregates. */
export function countSource(lvl: LevelSql): string {
  if (!lvl.grouped)
    return `${lvl.fromNoLaterals}${lvl.laterals.filter((_, i) => lvl.whereEmbeds.has(i)).join('')}${lvl.where}`;
  return `(select 1 from ${lvl.fromNoLaterals}${lvl.laterals.join('')}${lvl.where}${lvl.group}) ${ident('_g')}`;
}

export function buildLevel(
  plan: ReadPlan,
  source: string,
  alias: string,
  joinConds: string[],
  ctx: Ctx,
  orderColumns: ColumnExpr[] = [],
): LevelSql {
  const { p } = ctx;
  const embedAliases = plan.embeds.map(() => ctx.aliases.next('e'));
  const laterals = plan.embeds.map((e, i) => {
    const childAlias = ctx.aliases.next('t');
    const rel = e.relationship;
    let join = rel.fromColumns.map(
      (fc, k) => `${ident(childAlias)}.${ident(rel.toColumns[k])} = ${ident(alias)}.${ident(fc)}`,
    );
    let source = qualified(e.plan.rel.schema, e.plan.rel.name);
    if (rel.junction) {
      // Many-to-many: the child rows some junction row links to this row.
      const j = rel.junction;
      const ja = ctx.aliases.next('j');
      const on = [
        ...j.sourceColumns.map((c, k) => `${ident(ja)}.${ident(c)} = ${ident(alias)}.${ident(rel.fromColumns[k])}`),
        ...j.targetColumns.map((c, k) => `${ident(ja)}.${ident(c)} = ${ident(childAlias)}.${ident(rel.toColumns[k])}`),
      ];
      join = [`exists (select 1 from ${qualified(j.rel.schema, j.rel.name)} ${ident(ja)} where ${on.join(' and ')})`];
    } else if (rel.computed) {
      // A computed relationship: the function of this row is the child's source.
      const row = { schema: plan.rel.schema, name: plan.rel.name, columns: plan.rel.columns.map((c) => c.name) };
      source = `${qualified(rel.computed.schema, rel.computed.fn)}(${rowOf(alias, row)})`;
      join = [];
    }
    const child = buildLevel(e.plan, source, childAlias, join, ctx, e.orderColumns);
    const childJson = jsonObject(child.pairs, p);
    const childFrom = `${child.fromNoLaterals}${child.laterals.join('')}${child.where}${child.group}`;
    const sub = e.toOne
      ? `select ${childJson} as ${ident('j')}${child.extra} from ${childFrom}${child.order}${child.limit}`
      : `select json_agg(${ident('_x')}.${ident('j')}) as ${ident('j')} from (select ${childJson} as ${ident('j')} from ${childFrom}${child.order}${child.limit}) ${ident('_x')}`;
    return ` left join lateral (${sub}) ${ident(embedAliases[i])} on true`;
  });
  const pairs: [string, string][] = [];
  // Aggregating: every value that is not an aggregate is a GROUP BY key (the same SQL text, so the
  // same bind parameters); embedded values as jsonb, which (unlike json) can be compared.
  const grouped = hasAggregates(plan);
  const keys: string[] = [];
  const key = (v: string) => {
    keys.push(v);
    return v;
  };
  const cast = (v: string, t: TypeRef | undefined) => (t ? `(${v})::${qualified(t.schema, t.name)}` : v);
  for (const o of plan.output) {
    if (o.type === 'count') pairs.push([o.key, cast('count(*)', o.cast)]);
    else if (o.type === 'column' && o.aggregate)
      pairs.push([o.key, cast(`${o.aggregate.fn}(${columnSql(alias, o.expr, p)})`, o.aggregate.cast)]);
    else if (o.type === 'column' && grouped && o.expr.format) {
      // json has no equality: group by the column, show it formatted (a function of the group key).
      const { format, cast: c, ...raw } = o.expr;
      key(columnSql(alias, raw, p));
      pairs.push([o.key, cast(repCall(format, columnSql(alias, raw, p)), c)]);
    } else if (o.type === 'column')
      pairs.push([o.key, grouped ? key(columnSql(alias, o.expr, p)) : columnSql(alias, o.expr, p)]);
    else if (o.type === 'embed') {
      const j = `${ident(embedAliases[o.embed])}.${ident('j')}`;
      const v = plan.embeds[o.embed].toOne ? j : `coalesce(${j}, '[]'::json)`;
      pairs.push([o.key, grouped ? key(`(${v})::jsonb`) : v]);
    } else {
      const j = `${ident(embedAliases[o.embed])}.${ident('j')}`;
      for (const k of o.keys)
        pairs.push([k, grouped ? key(`(${j}::jsonb -> ${p.add(k)}::text)`) : `(${j} -> ${p.add(k)}::text)`]);
    }
  }
  const whereEmbeds = new Set<number>();
  const collect = (c: Cond) => {
    if (c.type === 'embedNull') whereEmbeds.add(c.embed);
    if (c.type === 'logic') c.children.forEach(collect);
  };
  plan.where.forEach(collect);
  const extra = orderColumns.map((c, i) => `, ${columnSql(alias, c, p)} as ${ident(`_o${i}`)}`).join('');
  const embedOrderCol = (i: number, expr: ColumnExpr) =>
    `${ident(embedAliases[i])}.${ident(`_o${plan.embeds[i].orderColumns.findIndex((c) => sameExpr(c, expr))}`)}`;
  return {
    pairs,
    extra,
    fromNoLaterals: `${source} ${ident(alias)}`,
    laterals,
    whereEmbeds,
    where: whereSql(plan.where, alias, embedAliases, p, joinConds),
    group: grouped && keys.length > 0 ? ` group by ${keys.join(', ')}` : '',
    grouped,
    order: orderSql(plan.order, alias, p, embedOrderCol),
    limit: limitSql(plan.limit, plan.offset, p),
  };
}

export interface ReadOptions {
  count: boolean;
  /** Prefer: count=estimated: count at most this many rows (db-max-rows + 1); past it, the planner's estimate. */
  countLimit?: number;
  singular: boolean;
  stripNulls: boolean;
  /** Page bounds computed from limit/offset/Range/max-rows (override the plan's). */
  limit?: number;
  offset?: number;
  /** Also return these output keys of the first row as text (`first_key`), e.g. for Location. */
  firstKey?: string[];
}

/**
 * The SELECT turning a read plan over `source` into one row: total, page_total, body.
 * When every output key is a name from the catalog (columns, `*`, embeddings without alias), the
 * page's rows are turned into JSON by Postgres's row_to_json (`json_agg(_p)`, about twice as fast
 * on large pages); otherwise by json_build_object with the keys as bind parameters, so user-chosen
 * aliases never become SQL text.
 */
export function mainSelect(plan: ReadPlan, source: string, opts: ReadOptions, ctx: Ctx): string {
  const { p } = ctx;
  const alias = ctx.aliases.next('t');
  const lvl = buildLevel({ ...plan, limit: opts.limit, offset: opts.offset }, source, alias, [], ctx);
  const from = `${lvl.fromNoLaterals}${lvl.laterals.join('')}${lvl.where}${lvl.group}`;
  const total = opts.count ? totalSql(lvl, opts.countLimit, p) : 'null::int8';
  const page = ident('_p');
  const rowForm = plan.output.every((o) => o.catalogKey);
  const selectList = rowForm
    ? lvl.pairs.map(([k, v]) => `${v} as ${ident(k)}`).join(', ')
    : `${jsonObject(lvl.pairs, p)} as ${ident('j')}`;
  const row = rowForm ? `row_to_json(${page})` : `${page}.${ident('j')}`;
  const j = opts.stripNulls ? `json_strip_nulls(${row})` : rowForm ? page : row;
  // A singular answer's one row is the body without its brackets (json_agg writes `[`, the row,
  // `]`): execute.ts cuts it out when single_is_body. Only for more rows (refused for
  // `Accept: application/vnd.pgrst.object+json`) does Postgres pick the first out, as `-> 0` parses
  // the whole body again: for one large value (a page of the CSV export, 2 MB of text) that parse and
  // the second copy cost more than writing the body (docs/scale.md §2).
  const single = opts.singular
    ? `, count(*) = 1 as single_is_body, case when count(*) > 1 then (json_agg(${j}) -> 0)::text end as single_body`
    : '';
  const firstKey = opts.firstKey?.length
    ? `, json_build_array(${opts.firstKey.map((k) => `(json_agg(${j}) -> 0) ->> ${p.add(k)}::text`).join(', ')})::text as first_key`
    : '';
  return (
    `select ${total} as total, count(*) as page_total, ` +
    `coalesce(json_agg(${j}), '[]')::text as body${single}${firstKey} ` +
    `from (select ${selectList} from ${from}${lvl.order}${lvl.limit}) ${page}`
  );
}

/** The exact count of a level's rows (groups), or of at most `limit` of them. */
export function totalSql(lvl: LevelSql, limit: number | undefined, p: SqlParams): string {
  if (limit === undefined) return `(select count(*) from ${countSource(lvl)})`;
  return `(select count(*) from (select 1 from ${countSource(lvl)} limit ${p.add(limit)}::int8) ${ident('_l')})`;
}

/**
 * Prefer: count=planned / estimated: `EXPLAIN (FORMAT JSON)` of the count's rows; its top node's
 * "Plan Rows" is the planner's estimate (PostgREST's explainF over its count query).
 */
export function buildExplain(plan: ReadPlan, source: string): { sql: string; params: unknown[] } {
  const ctx = newCtx();
  const lvl = buildLevel(plan, source, ctx.aliases.next('t'), [], ctx);
  // The count's source leaves the select list's parameters out.
  return keepUsedParams(`explain (format json) select 1 from ${countSource(lvl)}`, ctx.p.values);
}

/** A fresh build context: bind parameters and aliases of one statement. */
export function newCtx(): Ctx {
  return { p: new SqlParams(), aliases: new Aliases() };
}
