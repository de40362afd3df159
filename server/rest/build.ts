/**
 * Stage 3: plans -> parameterised SQL. Identifiers only through `ident`/`qualified` (sql.ts),
 * values only through bind parameters. Postgres builds the response body as JSON text.
 */
import type { ColumnExpr, Cond, OrderPlan, ReadPlan, TypeRef } from './plan-types.ts';
import type { Operation } from './parse.ts';
import { ident, qualified, SqlParams, type BuiltQuery } from './sql.ts';

/** Column names of the one-row result of every main query. */
export interface MainRow {
  total: string | null;
  page_total: string;
  body: string;
  single_body?: string | null;
}

class Aliases {
  private n = 0;
  next(prefix: string): string {
    return `_${prefix}${this.n++}`;
  }
}

interface Ctx {
  p: SqlParams;
  aliases: Aliases;
}

// ---------------------------------------------------------------------------------------------
// expressions

export function columnSql(alias: string, expr: ColumnExpr, p: SqlParams): string {
  let s = `${ident(alias)}.${ident(expr.column)}`;
  for (const step of expr.jsonPath) {
    const key = typeof step.key === 'number' ? `${p.add(step.key)}::int4` : `${p.add(step.key)}::text`;
    s = `(${s} ${step.arrow} ${key})`;
  }
  if (expr.cast) s = `(${s})::${qualified(expr.cast.schema, expr.cast.name)}`;
  return s;
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

function opSql(lhs: string, op: Operation, isTsvector: boolean, type: TypeRef | undefined, p: SqlParams): string {
  const textOp = (op.kind === 'simple' || op.kind === 'quant') && TEXT_OPS.has(op.op);
  const typed = textOp ? asText : typedFor(type);
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

function condSql(c: Cond, alias: string, embedAliases: string[], p: SqlParams): string {
  switch (c.type) {
    case 'filter': {
      const inner = opSql(columnSql(alias, c.expr, p), c.op, c.isTsvector, c.expr.jsonPath.length === 0 ? c.columnType : undefined, p);
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

export function whereSql(conds: Cond[], alias: string, embedAliases: string[], p: SqlParams, extra: string[] = []): string {
  const parts = [...extra, ...conds.map((c) => `(${condSql(c, alias, embedAliases, p)})`)];
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

/** json_build_object over key/value pairs; keys are bind parameters (user aliases never become SQL). */
function jsonObject(pairs: [string, string][], p: SqlParams): string {
  const args = pairs.map(([k, v]) => `${p.add(k)}::text, ${v}`);
  if (args.length <= 50) return `json_build_object(${args.join(', ')})`;
  const chunks: string[] = [];
  for (let i = 0; i < args.length; i += 50) chunks.push(`json_build_object(${args.slice(i, i + 50).join(', ')})::jsonb`);
  return `(${chunks.join(' || ')})::json`;
}

function orderSql(order: OrderPlan[], alias: string, p: SqlParams, embedOrderCols: (i: number, col: string) => string): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    const e = o.embed === undefined ? columnSql(alias, o.expr, p) : embedOrderCols(o.embed, o.expr.column);
    const dir = o.direction ? ` ${o.direction}` : '';
    const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
    return `${e}${dir}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function limitSql(limit: number | undefined, offset: number | undefined, p: SqlParams): string {
  let s = '';
  if (limit !== undefined) s += ` limit ${p.add(limit)}::int8`;
  if (offset !== undefined && offset > 0) s += ` offset ${p.add(offset)}::int8`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// reads

interface LevelSql {
  /** Output key and value expression of each member of the level's JSON object. */
  pairs: [string, string][];
  /** Extra select-list entries (order columns for a parent's related order). */
  extra: string;
  fromNoLaterals: string;
  laterals: string[];
  /** Indexes of embeds whose lateral the WHERE needs (for counting). */
  whereEmbeds: Set<number>;
  where: string;
  order: string;
  limit: string;
}

function buildLevel(plan: ReadPlan, source: string, alias: string, joinConds: string[], ctx: Ctx, orderColumns: string[] = []): LevelSql {
  const { p } = ctx;
  const embedAliases = plan.embeds.map(() => ctx.aliases.next('e'));
  const laterals = plan.embeds.map((e, i) => {
    const childAlias = ctx.aliases.next('t');
    const rel = e.relationship;
    const join = rel.fromColumns.map(
      (fc, k) => `${ident(childAlias)}.${ident(rel.toColumns[k])} = ${ident(alias)}.${ident(fc)}`,
    );
    const child = buildLevel(e.plan, qualified(e.plan.rel.schema, e.plan.rel.name), childAlias, join, ctx, e.orderColumns);
    const childJson = jsonObject(child.pairs, p);
    const childFrom = `${child.fromNoLaterals}${child.laterals.join('')}${child.where}`;
    const sub = e.toOne
      ? `select ${childJson} as ${ident('j')}${child.extra} from ${childFrom}${child.order}${child.limit}`
      : `select json_agg(${ident('_x')}.${ident('j')}) as ${ident('j')} from (select ${childJson} as ${ident('j')} from ${childFrom}${child.order}${child.limit}) ${ident('_x')}`;
    return ` left join lateral (${sub}) ${ident(embedAliases[i])} on true`;
  });
  const pairs: [string, string][] = [];
  for (const o of plan.output) {
    if (o.type === 'column') pairs.push([o.key, columnSql(alias, o.expr, p)]);
    else if (o.type === 'embed') {
      const j = `${ident(embedAliases[o.embed])}.${ident('j')}`;
      pairs.push([o.key, plan.embeds[o.embed].toOne ? j : `coalesce(${j}, '[]'::json)`]);
    } else {
      for (const k of o.keys) pairs.push([k, `(${ident(embedAliases[o.embed])}.${ident('j')} -> ${p.add(k)}::text)`]);
    }
  }
  const whereEmbeds = new Set<number>();
  const collect = (c: Cond) => {
    if (c.type === 'embedNull') whereEmbeds.add(c.embed);
    if (c.type === 'logic') c.children.forEach(collect);
  };
  plan.where.forEach(collect);
  const extra = orderColumns.map((c, i) => `, ${ident(alias)}.${ident(c)} as ${ident(`_o${i}`)}`).join('');
  const embedOrderCol = (i: number, col: string) =>
    `${ident(embedAliases[i])}.${ident(`_o${plan.embeds[i].orderColumns.indexOf(col)}`)}`;
  return {
    pairs,
    extra,
    fromNoLaterals: `${source} ${ident(alias)}`,
    laterals,
    whereEmbeds,
    where: whereSql(plan.where, alias, embedAliases, p, joinConds),
    order: orderSql(plan.order, alias, p, embedOrderCol),
    limit: limitSql(plan.limit, plan.offset, p),
  };
}

export interface ReadOptions {
  count: boolean;
  singular: boolean;
  stripNulls: boolean;
  /** Page bounds computed from limit/offset/Range/max-rows (override the plan's). */
  limit?: number;
  offset?: number;
}

/**
 * The SELECT turning a read plan over `source` into one row: total, page_total, body.
 * When every output key is a name from the catalog (columns, `*`, embeddings without alias), the
 * page's rows are turned into JSON by Postgres's row_to_json (`json_agg(_p)`, about twice as fast
 * on large pages); otherwise by json_build_object with the keys as bind parameters, so user-chosen
 * aliases never become SQL text.
 */
function mainSelect(plan: ReadPlan, source: string, opts: ReadOptions, ctx: Ctx): string {
  const { p } = ctx;
  const alias = ctx.aliases.next('t');
  const lvl = buildLevel({ ...plan, limit: opts.limit, offset: opts.offset }, source, alias, [], ctx);
  const from = `${lvl.fromNoLaterals}${lvl.laterals.join('')}${lvl.where}`;
  const countFrom = `${lvl.fromNoLaterals}${lvl.laterals.filter((_, i) => lvl.whereEmbeds.has(i)).join('')}${lvl.where}`;
  const total = opts.count ? `(select count(*) from ${countFrom})` : 'null::int8';
  const page = ident('_p');
  const rowForm = plan.output.every((o) => o.catalogKey);
  const selectList = rowForm
    ? lvl.pairs.map(([k, v]) => `${v} as ${ident(k)}`).join(', ')
    : `${jsonObject(lvl.pairs, p)} as ${ident('j')}`;
  const row = rowForm ? `row_to_json(${page})` : `${page}.${ident('j')}`;
  const j = opts.stripNulls ? `json_strip_nulls(${row})` : rowForm ? page : row;
  const single = opts.singular ? `, (json_agg(${j}) -> 0)::text as single_body` : '';
  return (
    `select ${total} as total, count(*) as page_total, ` +
    `coalesce(json_agg(${j}), '[]')::text as body${single} ` +
    `from (select ${selectList} from ${from}${lvl.order}${lvl.limit}) ${page}`
  );
}

export function buildRead(plan: ReadPlan, opts: ReadOptions): BuiltQuery {
  const ctx: Ctx = { p: new SqlParams(), aliases: new Aliases() };
  const sql = mainSelect(plan, qualified(plan.rel.schema, plan.rel.name), opts, ctx);
  return { sql, params: ctx.p.values };
}

// ---------------------------------------------------------------------------------------------
// mutations

export interface InsertSpec {
  kind: 'insert';
  schema: string;
  table: string;
  /** Groups of rows sharing the same column list (one group unless missing=default splits them). */
  groups: { columns: string[]; rows: unknown[] }[];
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
}

export interface UpdateSpec {
  kind: 'update';
  schema: string;
  table: string;
  columns: string[];
  row: unknown;
  where: Cond[];
}

export interface DeleteSpec {
  kind: 'delete';
  schema: string;
  table: string;
  where: Cond[];
}

export type MutationSpec = InsertSpec | UpdateSpec | DeleteSpec;

const TARGET = '_u';

function insertSql(spec: InsertSpec, group: InsertSpec['groups'][number], returning: boolean, p: SqlParams): string {
  const tbl = qualified(spec.schema, spec.table);
  const cols = group.columns.map(ident).join(', ');
  const rowAlias = ident('_r');
  const values = group.columns.map((c) => `${rowAlias}.${ident(c)}`).join(', ');
  const rows = p.add(JSON.stringify(group.rows));
  // With no columns, `insert ... select from` supplies no values: a row of defaults per element.
  let sql =
    group.columns.length === 0
      ? `insert into ${tbl} as ${ident(TARGET)} select from json_array_elements(${rows}::json)`
      : `insert into ${tbl} as ${ident(TARGET)} (${cols}) select ${values} from json_populate_recordset(null::${tbl}, ${rows}::json) ${rowAlias}`;
  if (spec.onConflict) {
    const target = spec.onConflict.columns.map(ident).join(', ');
    const sets = group.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    sql +=
      spec.onConflict.action === 'ignore' || sets.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${sets.join(', ')}`;
  }
  if (returning) sql += ` returning ${ident(TARGET)}.*`;
  return sql;
}

function mutationSql(spec: MutationSpec, returning: boolean, p: SqlParams): string[] {
  const tbl = qualified(spec.schema, spec.table);
  const ret = returning ? ` returning ${ident(TARGET)}.*` : '';
  switch (spec.kind) {
    case 'insert':
      return spec.groups.map((g) => insertSql(spec, g, returning, p));
    case 'update': {
      if (spec.columns.length === 0) return [];
      const sets = spec.columns.map((c) => `${ident(c)} = ${ident('_r')}.${ident(c)}`).join(', ');
      return [
        `update ${tbl} as ${ident(TARGET)} set ${sets} from (select * from json_populate_record(null::${tbl}, ${p.add(JSON.stringify(spec.row))}::json)) ${ident('_r')}` +
          whereSql(spec.where, TARGET, [], p) +
          ret,
      ];
    }
    case 'delete':
      return [`delete from ${tbl} as ${ident(TARGET)}${whereSql(spec.where, TARGET, [], p)}${ret}`];
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
export function buildMutation(spec: MutationSpec, represent: { plan: ReadPlan; opts: ReadOptions } | undefined): MutationBuild {
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
  const ctx: Ctx = { p: new SqlParams(), aliases: new Aliases() };
  const stmts = mutationSql(spec, true, ctx.p);
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
  return { statements: [], main: { sql: `with ${ctes} ${select}`, params: ctx.p.values } };
}

// ---------------------------------------------------------------------------------------------
// function calls

export interface CallSpec {
  schema: string;
  name: string;
  /** Named arguments passed through json_to_record, with their declared types. */
  args: { name: string; typeSchema: string; typeName: string; variadic: boolean }[];
  argsJson: string;
  /** The whole body as the single json/jsonb argument. */
  singleJsonArg?: { typeName: 'json' | 'jsonb'; json: string };
  /** scalar: one value; setof-scalar: array of values; rows: through `plan`; void: nothing. */
  shape: 'scalar' | 'setof-scalar' | 'rows' | 'single-row' | 'void';
}

function callSource(spec: CallSpec, p: SqlParams): { from: string; call: string } {
  const fn = qualified(spec.schema, spec.name);
  if (spec.singleJsonArg) {
    return { from: '', call: `${fn}(${p.add(spec.singleJsonArg.json)}::${spec.singleJsonArg.typeName})` };
  }
  if (spec.args.length === 0) return { from: '', call: `${fn}()` };
  const a = ident('_a');
  const defs = spec.args.map((x) => `${ident(x.name)} ${qualified(x.typeSchema, x.typeName)}`).join(', ');
  const named = spec.args.map((x) => `${x.variadic ? 'variadic ' : ''}${ident(x.name)} := ${a}.${ident(x.name)}`).join(', ');
  return { from: `json_to_record(${p.add(spec.argsJson)}::json) as ${a}(${defs}) cross join lateral `, call: `${fn}(${named})` };
}

export function buildCall(spec: CallSpec, rows: { plan: ReadPlan; opts: ReadOptions } | undefined): BuiltQuery {
  const ctx: Ctx = { p: new SqlParams(), aliases: new Aliases() };
  const { p } = ctx;
  const src = callSource(spec, p);
  const v = `${ident('_c')}.${ident('_v')}`;
  switch (spec.shape) {
    case 'void':
      return {
        sql: `select null::int8 as total, count(*) as page_total, '' as body from ${src.from}${src.call} as ${ident('_c')}`,
        params: p.values,
      };
    case 'scalar':
      return {
        sql: `select null::int8 as total, count(*) as page_total, coalesce((json_agg(${v}) -> 0)::text, 'null') as body, (json_agg(${v}) -> 0)::text as single_body from ${src.from}${src.call} as ${ident('_c')}(${ident('_v')})`,
        params: p.values,
      };
    case 'setof-scalar':
      return {
        sql: `select null::int8 as total, count(*) as page_total, coalesce(json_agg(${v}), '[]')::text as body, (json_agg(${v}) -> 0)::text as single_body from ${src.from}${src.call} as ${ident('_c')}(${ident('_v')})`,
        params: p.values,
      };
    case 'rows':
    case 'single-row': {
      if (!rows) throw new Error('a row-returning call needs a plan');
      const cte = ident('_pgrst_call');
      const opts = spec.shape === 'single-row' ? { ...rows.opts, singular: true } : rows.opts;
      const select = mainSelect(rows.plan, cte, opts, ctx);
      return { sql: `with ${cte} as (select ${ident('_c')}.* from ${src.from}${src.call} as ${ident('_c')}) ${select}`, params: p.values };
    }
  }
}
