/**
 * Stage 2 (read): a parsed query against the schema cache -> a ReadPlan.
 * Also the pieces the mutate and call planners share (columns, filters, embeds).
 */
import { ApiError, columnNotFound, tableNotFound } from '../errors.ts';
import type { ApiQuery, FieldRef, Filter, LogicTree, OrderTerm, SelectItem } from '../parse.ts';
import type { ColumnExpr, Cond, EmbedPlan, OrderPlan, OutputItem, ReadPlan, TypeRef } from './types.ts';
import { fuzzyMatches, fuzzyOne, levenshtein } from '../fuzzy.ts';
import { relKey, type Relation, type Relationship, type SchemaCache } from '../schema-cache.ts';

const TYPE_ALIASES: Record<string, string> = {
  integer: 'int4',
  int: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  boolean: 'bool',
  real: 'float4',
  float: 'float8',
  double: 'float8',
  doubleprecision: 'float8',
  decimal: 'numeric',
  char: 'bpchar',
  character: 'bpchar',
  charactervarying: 'varchar',
  timestampwithtimezone: 'timestamptz',
  timestampwithouttimezone: 'timestamp',
};

/** A cast target named in `select=col::type`, checked against the types the database has. */
export function resolveCastType(cache: SchemaCache, raw: string): TypeRef {
  const isArray = raw.endsWith('[]');
  const base = (isArray ? raw.slice(0, -2) : raw).toLowerCase();
  const name = TYPE_ALIASES[base] ?? base;
  const t = cache.types.get(isArray ? `_${name}` : name);
  if (!t) throw new ApiError(400, '42704', `type "${raw}" does not exist`);
  return t;
}

export function checkColumn(rel: Relation, name: string): void {
  if (!rel.columnMap.has(name)) throw columnNotFound(rel.name, name);
}

/** A column of the relation, or one of its computed columns (read-only: select, filter, order). */
export function columnExpr(rel: Relation, field: FieldRef): ColumnExpr {
  const computed = rel.columnMap.has(field.name) ? undefined : rel.computed.get(field.name);
  if (computed) {
    const row = { schema: rel.schema, name: rel.name, columns: rel.columns.map((c) => c.name) };
    return {
      column: field.name,
      jsonPath: field.jsonPath,
      computed: { schema: computed.schema, fn: computed.fn, row },
      ...(field.jsonPath.length > 0 && !JSON_TYPES.has(computed.typeName) ? { toJson: true } : {}),
    };
  }
  checkColumn(rel, field.name);
  const toJson = field.jsonPath.length > 0 && !JSON_TYPES.has(columnType(rel, field.name).name);
  return { column: field.name, jsonPath: field.jsonPath, ...(toJson ? { toJson } : {}) };
}

const JSON_TYPES = new Set(['json', 'jsonb']);

function columnType(rel: Relation, name: string): TypeRef {
  const c = rel.columnMap.get(name);
  if (c) return { schema: c.typeSchema, name: c.typeName };
  const k = rel.computed.get(name)!;
  return { schema: k.typeSchema, name: k.typeName };
}

export function filterCond(rel: Relation, f: Filter): Cond {
  const expr = columnExpr(rel, f.field);
  const type = columnType(rel, f.field.name);
  const parse = f.field.jsonPath.length === 0 ? rel.columnMap.get(f.field.name)?.rep?.fromText : undefined;
  return {
    type: 'filter',
    expr,
    negated: f.negated,
    op: f.op,
    columnType: type,
    ...(parse ? { parse } : {}),
    // A domain over tsvector is a tsvector (a domain over text is text).
    isTsvector:
      f.field.jsonPath.length === 0 &&
      (type.name === 'tsvector' || rel.columnMap.get(f.field.name)?.baseTypeName === 'tsvector'),
  };
}

/**
 * Relationships from `parent` that `name!hint` designates, as PostgREST's findRel picks them:
 * `name` is the target's name, or (for a table, not a view) a foreign key's name or its single
 * column; a hint is a foreign key, a column of either side or a junction. A self-referencing key
 * gives the children by the table's name and the parent by the column (`parent_id(*)`).
 */
export function findRelationships(cache: SchemaCache, parent: Relation, name: string, hint?: string): Relationship[] {
  const all = cache.relationships.get(relKey(parent.schema, parent.name)) ?? [];
  const single = (cols: string[]) => (cols.length === 1 ? cols[0] : undefined);
  const isView = (r: Relation) => r.kind === 'view' || r.kind === 'matview';
  const targetNamed = (r: Relationship) => r.to.name === name && r.to.schema === parent.schema;
  const fkColumn = (r: Relationship, col: string) => !r.junction && single(r.fromColumns) === col;
  const fkRefColumn = (r: Relationship, col: string) => !r.junction && single(r.toColumns) === col;
  const constraintNamed = (r: Relationship, c: string) => !r.junction && r.constraint === c;
  return all.filter((r) => {
    if (r.computed) return r.constraint === name && hint === undefined;
    // PostgREST: a self relationship (also many-to-many) is picked only as one-to-many by the
    // table's name or many-to-one by its key column.
    const self = r.from.schema === r.to.schema && r.from.name === r.to.name;
    if (self) {
      if (hint === undefined) {
        return (targetNamed(r) && r.cardinality === 'o2m') || (fkColumn(r, name) && r.cardinality === 'm2o');
      }
      return targetNamed(r) && r.cardinality === 'o2m' && fkRefColumn(r, hint);
    }
    if (hint === undefined) {
      return targetNamed(r) || (constraintNamed(r, name) && !isView(r.to)) || (fkColumn(r, name) && !isView(r.to));
    }
    return (
      targetNamed(r) &&
      (constraintNamed(r, hint) || fkColumn(r, hint) || fkRefColumn(r, hint) || r.junction?.rel.name === hint)
    );
  });
}

const CARDINALITY: Record<string, string> = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
};

function describeRelationship(r: Relationship): string {
  const fmt = (cols: string[]) => `(${cols.join(', ')})`;
  if (r.junction) {
    const j = r.junction;
    return `${j.rel.name} using ${j.constraint1}${fmt(j.sourceColumns)} and ${j.constraint2}${fmt(j.targetColumns)}`;
  }
  if (r.computed) return `${r.computed.fn}(${r.from.name})`;
  return `${r.constraint} using ${r.from.name}${fmt(r.fromColumns)} and ${r.to.name}${fmt(r.toColumns)}`;
}

/**
 * PostgREST's PGRST200 hint: when the parent has relationships, the closest other target name;
 * else the closest relation with relationships in the schema, for the parent's name.
 */
function noRelationshipHint(cache: SchemaCache, parent: Relation, name: string): string | null {
  // A relation whose only relationships go through a junction of a schema not exposed still
  // counts as found (PostgREST keeps its entry, emptied): no hint then.
  const own = cache.relationships.get(relKey(parent.schema, parent.name));
  if (own) {
    const targets = own.filter((r) => r.to.schema === parent.schema).map((r) => r.to.name);
    const best = fuzzyMatches(targets, name).find((m) => m.score < 1);
    return best ? `Perhaps you meant '${best.entry}' instead of '${name}'.` : null;
  }
  const parents = [...cache.relationships.values()]
    .filter((rs) => rs.length === 0 || rs.some((r) => r.to.schema === parent.schema))
    .flatMap((rs) => (rs.length > 0 ? [rs[0].from.name] : []));
  const best = fuzzyOne(parents, parent.name);
  return best === undefined ? null : `Perhaps you meant '${best}' instead of '${parent.name}'.`;
}

/** The hint that picks `r` among ambiguous candidates: the junction for m2m, else the constraint. */
const hintFor = (r: Relationship) => (r.junction ? r.junction.rel.name : r.constraint);

function pickRelationship(cache: SchemaCache, parent: Relation, name: string, hint?: string): Relationship {
  const found = findRelationships(cache, parent, name, hint);
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}${hint ? `' using the hint '${hint}` : ''}' in the schema '${parent.schema}', but no matches were found.`,
      noRelationshipHint(cache, parent, name),
    );
  }
  // The candidates in the schema cache's order (PostgREST's order of relationships).
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    found.map((r) => ({
      cardinality: CARDINALITY[r.cardinality],
      embedding: `${parent.name} with ${r.to.name}`,
      relationship: describeRelationship(r),
    })),
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${name}!${hintFor(r)}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

/** A level whose output has aggregates: its other columns and embeds are its GROUP BY. */
export function hasAggregates(plan: ReadPlan): boolean {
  return plan.output.some((o) => o.type === 'count' || (o.type === 'column' && o.aggregate !== undefined));
}

/** Output keys of a select item list (used for spreads). */
function outputKeys(plan: ReadPlan): string[] {
  return plan.output.flatMap((o) => (o.type === 'spread' ? o.keys : [o.key]));
}

/** Key of each embed, for `path` lookups: alias when given, else the name. */
interface EmbedIndex {
  keys: Map<string, number>;
  /** Aliased embeds by their relation's name (the legacy way to name them in filters). */
  names?: Map<string, { idx: number; alias: string }>;
}

export interface PlanLevel {
  plan: ReadPlan;
  index: EmbedIndex;
  children: Map<number, PlanLevel>;
}

/**
 * PostgREST resolves every embed of the select tree before Postgres sees a column: a missing or
 * ambiguous relationship (PGRST200/201) wins over an unknown column (42703) anywhere in the tree.
 */
function checkEmbeds(cache: SchemaCache, rel: Relation, items: SelectItem[]): void {
  for (const item of items) {
    if (item.type !== 'embed') continue;
    checkEmbeds(cache, pickRelationship(cache, rel, item.name, item.hint).to, item.select);
  }
}

export function planSelect(cache: SchemaCache, rel: Relation, items: SelectItem[], depth = 0): PlanLevel {
  if (depth === 0) checkEmbeds(cache, rel, items);
  const plan: ReadPlan = { rel, output: [], embeds: [], where: [], order: [] };
  const level: PlanLevel = { plan, index: { keys: new Map() }, children: new Map() };
  for (const item of items) {
    if (item.type === 'star') {
      for (const c of rel.columns) {
        const format = c.rep?.toJson;
        const expr: ColumnExpr = { column: c.name, jsonPath: [], ...(format ? { format } : {}) };
        plan.output.push({ type: 'column', key: c.name, expr, catalogKey: true });
      }
      continue;
    }
    if (item.type === 'column') {
      // Legacy `count` (no parentheses) where no column has that name: count().
      const legacyCount =
        item.field.name === 'count' &&
        item.field.jsonPath.length === 0 &&
        !item.aggregate &&
        !rel.columnMap.has('count') &&
        !rel.computed.has('count');
      if (legacyCount) {
        const cast = item.cast ? resolveCastType(cache, item.cast) : undefined;
        plan.output.push({ type: 'count', key: item.alias ?? 'count', cast, catalogKey: item.alias === undefined });
        continue;
      }
      // An unknown column is Postgres's 42703 in PostgREST (it does not check), named after the
      // table's alias in its query: the table, or `table_depth` inside an embed.
      if (!rel.columnMap.has(item.field.name) && !rel.computed.has(item.field.name)) {
        const alias = depth === 0 ? rel.name : `${rel.name}_${depth}`;
        throw new ApiError(400, '42703', `column ${alias}.${item.field.name} does not exist`);
      }
      const expr = columnExpr(rel, item.field);
      // A data representation formats the plain column (not a json path into it, not an aggregate's input).
      const format = rel.columnMap.get(item.field.name)?.rep?.toJson;
      if (format && item.field.jsonPath.length === 0 && !item.aggregate) expr.format = format;
      if (item.cast) expr.cast = resolveCastType(cache, item.cast);
      // PostgREST names a json path after its last key, the column when it has only indexes.
      const lastKey = item.field.jsonPath.findLast((s) => typeof s.key === 'string');
      const key = item.alias ?? (lastKey ? String(lastKey.key) : item.field.name);
      if (item.aggregate) {
        const aggregate = {
          fn: item.aggregate.fn,
          cast: item.aggregate.cast ? resolveCastType(cache, item.aggregate.cast) : undefined,
        };
        // PostgREST names the value after the function (`sum`), unless aliased.
        plan.output.push({
          type: 'column',
          key: item.alias ?? item.aggregate.fn,
          expr,
          catalogKey: item.alias === undefined,
          aggregate,
        });
        continue;
      }
      plan.output.push({
        type: 'column',
        key,
        expr,
        catalogKey: item.alias === undefined && item.field.jsonPath.length === 0,
      });
      continue;
    }
    if (item.type === 'count') {
      const cast = item.cast ? resolveCastType(cache, item.cast) : undefined;
      plan.output.push({ type: 'count', key: item.alias ?? 'count', cast, catalogKey: item.alias === undefined });
      continue;
    }
    const relationship = pickRelationship(cache, rel, item.name, item.hint);
    const toOne = relationship.cardinality !== 'o2m' && relationship.cardinality !== 'm2m';
    const child = planSelect(cache, relationship.to, item.select, depth + 1);
    const idx = plan.embeds.length;
    const key = item.alias ?? item.name;
    // Two embeds under one name: PostgREST's query gets the same join alias twice.
    if (level.index.keys.has(key)) {
      throw new ApiError(400, '42712', `table name "${rel.name}_${key}_${depth + 1}" specified more than once`);
    }
    const embed: EmbedPlan = {
      relationship,
      toOne,
      inner: item.joinType === 'inner',
      plan: child.plan,
      orderColumns: [],
    };
    plan.embeds.push(embed);
    level.children.set(idx, child);
    level.index.keys.set(key, idx);
    if (item.alias !== undefined && item.alias !== item.name && !level.index.names?.has(item.name)) {
      (level.index.names ??= new Map()).set(item.name, { idx, alias: item.alias });
    }
    if (item.spread) {
      if (!toOne) {
        throw new ApiError(
          400,
          'PGRST119',
          `A spread operation on '${item.name}' is not possible`,
          `'${rel.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      if (hasAggregates(child.plan)) {
        // PostgREST hoists them into this level's GROUP BY; not done here (docs/rest-protocol.md).
        throw new ApiError(
          400,
          'PGRST127',
          'Feature not implemented',
          `Aggregates inside the spread embedding '${item.name}' are not supported`,
        );
      }
      plan.output.push({
        type: 'spread',
        embed: idx,
        keys: outputKeys(child.plan),
        catalogKey: child.plan.output.every((o) => o.catalogKey),
      });
    } else if (child.plan.output.length > 0)
      plan.output.push({ type: 'embed', key, embed: idx, catalogKey: item.alias === undefined });
    // `rel()`, or an embed holding only such ones (`a(b())`): embedded only to filter on
    // (`rel.col=eq.x`, `rel!inner()`), not in the output.
  }
  return level;
}

function levelAt(root: PlanLevel, path: string[]): PlanLevel {
  let level = root;
  for (const seg of path) {
    let idx = level.index.keys.get(seg);
    const legacy = idx === undefined ? level.index.names?.get(seg) : undefined;
    if (legacy) {
      idx = legacy.idx;
      root.plan.legacyName ??= { name: seg, alias: legacy.alias };
    }
    const next = idx === undefined ? undefined : level.children.get(idx);
    if (!next) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${seg}' is not an embedded resource in this request`,
        null,
        `Verify that '${seg}' is included in the 'select' query parameter.`,
      );
    }
    level = next;
  }
  return level;
}

function logicCond(level: PlanLevel, tree: LogicTree): Cond {
  if (tree.type === 'filter') return levelFilter(level, tree.filter);
  return { type: 'logic', op: tree.op, negated: tree.negated, children: tree.children.map((c) => logicCond(level, c)) };
}

/** A filter at a level: on a column, or `embed=is.null` / `embed=not.is.null` on an embedding. */
function levelFilter(level: PlanLevel, f: Filter): Cond {
  const embedIdx = f.field.jsonPath.length === 0 ? level.index.keys.get(f.field.name) : undefined;
  if (embedIdx !== undefined && !level.plan.rel.columnMap.has(f.field.name)) {
    if (f.op.kind === 'is' && (f.op.value === 'null' || f.op.value === 'not_null')) {
      const isNull = (f.op.value === 'null') !== f.negated;
      return { type: 'embedNull', embed: embedIdx, isNull };
    }
    throw new ApiError(
      400,
      'PGRST120',
      `Bad operator on the '${f.field.name}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    );
  }
  return filterCond(level.plan.rel, f);
}

export const sameExpr = (a: ColumnExpr, b: ColumnExpr) => JSON.stringify(a) === JSON.stringify(b);

function orderPlan(level: PlanLevel, t: OrderTerm): OrderPlan {
  if (t.relation === undefined) {
    return { expr: columnExpr(level.plan.rel, t.field), direction: t.direction, nulls: t.nulls };
  }
  const idx = level.index.keys.get(t.relation);
  if (idx === undefined) {
    throw new ApiError(
      400,
      'PGRST108',
      `'${t.relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${t.relation}' is included in the 'select' query parameter.`,
    );
  }
  const embed = level.plan.embeds[idx];
  if (!embed.toOne) {
    throw new ApiError(
      400,
      'PGRST118',
      `A related order on '${t.relation}' is not possible`,
      `'${level.plan.rel.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  checkColumn(embed.plan.rel, t.field.name);
  const expr = columnExpr(embed.plan.rel, t.field);
  if (!embed.orderColumns.some((c) => sameExpr(c, expr))) embed.orderColumns.push(expr);
  return { expr, embed: idx, direction: t.direction, nulls: t.nulls };
}

/** Applies the query's filters, logic trees, order, limits and offsets to a planned select tree. */
export function applyQuery(root: PlanLevel, q: ApiQuery, opts: { rootFilters: boolean } = { rootFilters: true }): void {
  for (const f of q.filters) {
    if (f.path.length === 0 && !opts.rootFilters) continue;
    const level = levelAt(root, f.path);
    level.plan.where.push(levelFilter(level, f.value));
  }
  for (const l of q.logic) {
    if (l.path.length === 0 && !opts.rootFilters) continue;
    const level = levelAt(root, l.path);
    level.plan.where.push(logicCond(level, l.value));
  }
  for (const o of q.order) {
    const level = levelAt(root, o.path);
    level.plan.order.push(...o.value.map((t) => orderPlan(level, t)));
  }
  for (const l of q.limits) levelAt(root, l.path).plan.limit = l.value;
  for (const o of q.offsets) levelAt(root, o.path).plan.offset = o.value;
  markInner(root.plan);
}

/** Embedded `!inner` resources, and those filtered with `embed=not.is.null`, filter their parent. */
function markInner(plan: ReadPlan): void {
  plan.embeds.forEach((e, i) => {
    if (e.inner) plan.where.push({ type: 'embedNull', embed: i, isNull: false });
    markInner(e.plan);
  });
}

/** Filters of the root level only (for UPDATE / DELETE, which filter the target table). */
export function rootConds(rel: Relation, q: ApiQuery): Cond[] {
  const level: PlanLevel = {
    plan: { rel, output: [], embeds: [], where: [], order: [] },
    index: { keys: new Map() },
    children: new Map(),
  };
  const out: Cond[] = [];
  for (const f of q.filters) if (f.path.length === 0) out.push(levelFilter(level, f.value));
  for (const l of q.logic) if (l.path.length === 0) out.push(logicCond(level, l.value));
  return out;
}

/** Order terms of the root level only (limited UPDATE / DELETE pick their rows by them). */
export function rootOrder(rel: Relation, q: ApiQuery): OrderPlan[] {
  const level: PlanLevel = {
    plan: { rel, output: [], embeds: [], where: [], order: [] },
    index: { keys: new Map() },
    children: new Map(),
  };
  return q.order.filter((o) => o.path.length === 0).flatMap((o) => o.value.map((t) => orderPlan(level, t)));
}

export function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const rel = cache.relations.get(relKey(schema, name));
  if (!rel) {
    const perhaps = closest(
      name,
      [...cache.relations.values()].filter((r) => r.schema === schema).map((r) => r.name),
    );
    throw tableNotFound(schema, name, perhaps ? `Perhaps you meant the table '${schema}.${perhaps}'` : null);
  }
  return rel;
}

/**
 * A close name for hints, as PostgREST's fuzzy search ranks them: 1 - edit distance / the longer
 * length, at least 0.75; the first of equals wins.
 */
export function closest(name: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = 0.75;
  for (const c of candidates) {
    const score = 1 - levenshtein(name, c) / Math.max(name.length, c.length, 1);
    if (score > bestScore || (score === bestScore && best === undefined)) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** The read of GET/HEAD on a table or view. */
export function planRead(cache: SchemaCache, rel: Relation, q: ApiQuery): ReadPlan {
  const root = planSelect(cache, rel, q.select);
  applyQuery(root, q);
  return root.plan;
}

export type { OutputItem };
