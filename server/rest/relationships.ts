/**
 * Relationships of the schema cache, built as PostgREST 12 builds them (SchemaCache.hs):
 *
 * 1. many-to-one / one-to-one from every foreign key declared on a relation itself (not the copies
 *    Postgres makes on partitions: `conparentid = 0`);
 * 2. the same through views: a view column that comes (through views of views) from a key's base
 *    column stands for it, and a base column a view exposes twice gives one relationship per
 *    combination of view columns (view -> table, table -> view, view -> view);
 * 3. many-to-many through a junction (a table or a view) holding two of those many-to-one keys
 *    inside its primary key (a view's primary key is its base table's, also through the view);
 * 4. the inverse one-to-many / one-to-one of each;
 * 5. a computed relationship (added later by the schema cache) replaces every relationship between
 *    the same two relations whose target is named as the function.
 *
 * Each list is in PostgREST's order (its `Ord` on relationships), which is the order of PGRST201's
 * candidates. Partitions take no part: only their partitioned parent does.
 */

/** What relationships need of a relation (schema-cache.ts's Relation). */
export interface RelationLike {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  columns: { name: string; position: number }[];
  primaryKey: string[];
  uniqueKeys: string[][];
}

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

/** The table joining the two ends of a many-to-many relationship. */
export interface JunctionOf<R> {
  rel: R;
  /** Foreign key from the junction to `from`, and its columns in the junction. */
  constraint1: string;
  sourceColumns: string[];
  /** Foreign key from the junction to `to`, and its columns in the junction. */
  constraint2: string;
  targetColumns: string[];
}

export interface RelationshipOf<R> {
  constraint: string;
  from: R;
  to: R;
  fromColumns: string[];
  toColumns: string[];
  cardinality: Cardinality;
  /** The foreign key is declared on `from` (m2o, or the o2o side holding the key). */
  fkOnFrom: boolean;
  /** m2m: the junction table (fromColumns are `from`'s, toColumns `to`'s, both referenced by it). */
  junction?: JunctionOf<R>;
  /** A computed relationship: `fn(from's row)` returns the rows of `to` (no columns to join on). */
  computed?: { schema: string; fn: string };
}

const relKey = (schema: string, name: string): string => `${schema}.${name}`;

/** A foreign key as the catalog gives it. */
export interface ForeignKey {
  name: string;
  rel: number;
  cols: string[];
  frel: number;
  fcols: string[];
  /** pg_constraint.conparentid: a copy on a partition (or towards a partition) when not 0. */
  parent: number;
}

export interface RelationshipInput<R extends RelationLike> {
  relationsById: Map<number, R>;
  foreignKeys: ForeignKey[];
  /** Primary keys of tables, by oid (column names in key order). */
  primaryKeys: Map<number, string[]>;
  /** View column -> (relation oid, attnum) it comes from directly, per view oid. */
  viewCols: Map<number, Map<string, { rel: number; col: number }>>;
  /** Oids of partitions (relispartition). */
  partitions: Set<number>;
  exposed: Set<string>;
}

export interface RelationshipOutput<R extends RelationLike> {
  relationships: Map<string, RelationshipOf<R>[]>;
  /** A view's primary key: for each base primary key column, the first view column exposing it. */
  viewPrimaryKeys: Map<number, string[]>;
}

/** Base column -> the view's columns exposing it (in view column order), per base relation. */
type Exposure = Map<number, Map<string, string[]>>;

/** Where each view's columns come from, followed through views of views to a relation that is not a view. */
function viewExposures<R extends RelationLike>(input: RelationshipInput<R>): Map<number, Exposure> {
  const { relationsById, viewCols } = input;
  const colName = (relOid: number, num: number) =>
    relationsById.get(relOid)?.columns.find((c) => c.position === num)?.name;
  const resolve = (relOid: number, col: string, seen: Set<number>): { rel: number; col: string } | null => {
    const m = viewCols.get(relOid);
    if (!m) return { rel: relOid, col };
    if (seen.has(relOid)) return null;
    const t = m.get(col);
    if (!t) return null;
    const name = colName(t.rel, t.col);
    return name === undefined ? null : resolve(t.rel, name, new Set([...seen, relOid]));
  };
  const out = new Map<number, Exposure>();
  for (const viewOid of viewCols.keys()) {
    const view = relationsById.get(viewOid);
    if (!view) continue;
    const exposure: Exposure = new Map();
    for (const c of [...view.columns].sort((a, b) => a.position - b.position)) {
      const base = resolve(viewOid, c.name, new Set());
      if (!base || base.rel === viewOid) continue;
      const byCol = exposure.get(base.rel) ?? new Map<string, string[]>();
      byCol.set(base.col, [...(byCol.get(base.col) ?? []), c.name]);
      exposure.set(base.rel, byCol);
    }
    out.set(viewOid, exposure);
  }
  return out;
}

/** Every way a view can name `cols` of `base`: the cartesian product of the view columns of each. */
function expand(exposure: Exposure | undefined, base: number, cols: string[]): string[][] {
  const byCol = exposure?.get(base);
  if (!byCol) return [];
  let combos: string[][] = [[]];
  for (const c of cols) {
    const names = byCol.get(c);
    if (!names) return [];
    combos = combos.flatMap((prefix) => names.map((n) => [...prefix, n]));
  }
  return combos;
}

const CARDINALITY_RANK: Record<Cardinality, number> = { o2m: 0, m2o: 1, o2o: 2, m2m: 3 };

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareLists(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareStrings(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Column pairs as PostgREST keeps them: [(column of `from`, column of `to`)], flattened for comparison. */
const pairs = (xs: string[], ys: string[]) => xs.flatMap((x, i) => [x, ys[i]]);

const isView = (r: RelationLike) => r.kind === 'view' || r.kind === 'matview';

/** PostgREST's derived `Ord` on relationships (the order of its relationship lists). */
export function compareRelationships<R extends RelationLike>(a: RelationshipOf<R>, b: RelationshipOf<R>): number {
  const computed = Number(a.computed !== undefined) - Number(b.computed !== undefined);
  if (computed !== 0) return computed;
  if (a.computed && b.computed) {
    return (
      compareStrings(a.computed.schema, b.computed.schema) ||
      compareStrings(a.computed.fn, b.computed.fn) ||
      compareStrings(a.to.schema, b.to.schema) ||
      compareStrings(a.to.name, b.to.name)
    );
  }
  const self = (r: RelationshipOf<R>) => Number(r.from.oid === r.to.oid);
  const byCardinality = () => {
    const rank = CARDINALITY_RANK[a.cardinality] - CARDINALITY_RANK[b.cardinality];
    if (rank !== 0) return rank;
    if (a.junction && b.junction) {
      const ja = a.junction;
      const jb = b.junction;
      return (
        compareStrings(ja.rel.schema, jb.rel.schema) ||
        compareStrings(ja.rel.name, jb.rel.name) ||
        compareStrings(ja.constraint1, jb.constraint1) ||
        compareStrings(ja.constraint2, jb.constraint2) ||
        compareLists(pairs(ja.sourceColumns, a.fromColumns), pairs(jb.sourceColumns, b.fromColumns)) ||
        compareLists(pairs(ja.targetColumns, a.toColumns), pairs(jb.targetColumns, b.toColumns))
      );
    }
    return (
      compareStrings(a.constraint, b.constraint) ||
      compareLists(pairs(a.fromColumns, a.toColumns), pairs(b.fromColumns, b.toColumns)) ||
      // O2O's isParent: False < True; isParent is "the key is not on `from`".
      Number(!a.fkOnFrom) - Number(!b.fkOnFrom)
    );
  };
  return (
    compareStrings(a.from.schema, b.from.schema) ||
    compareStrings(a.from.name, b.from.name) ||
    compareStrings(a.to.schema, b.to.schema) ||
    compareStrings(a.to.name, b.to.name) ||
    self(a) - self(b) ||
    byCardinality() ||
    Number(isView(a.from)) - Number(isView(b.from)) ||
    Number(isView(a.to)) - Number(isView(b.to))
  );
}

export function buildRelationships<R extends RelationLike>(input: RelationshipInput<R>): RelationshipOutput<R> {
  const { relationsById, exposed, partitions } = input;
  const exposures = viewExposures(input);

  // View primary keys: every primary key of a base table the view exposes whole, first view column each.
  const viewPrimaryKeys = new Map<number, string[]>();
  for (const [viewOid, exposure] of exposures) {
    const pk: string[] = [];
    for (const base of exposure.keys()) {
      const cols = input.primaryKeys.get(base);
      if (!cols || cols.length === 0) continue;
      const combo = expand(exposure, base, cols)[0];
      if (combo) pk.push(...combo);
    }
    if (pk.length > 0) viewPrimaryKeys.set(viewOid, pk);
  }

  // 1. Many-to-one (one-to-one when the key's columns are unique) from each declared foreign key.
  const toOne: RelationshipOf<R>[] = [];
  for (const fk of input.foreignKeys) {
    if (fk.parent !== 0) continue;
    const from = relationsById.get(fk.rel);
    const to = relationsById.get(fk.frel);
    if (!from || !to) continue;
    const unique = from.uniqueKeys.some((u) => u.length === fk.cols.length && u.every((c) => fk.cols.includes(c)));
    const cardinality: Cardinality = unique ? 'o2o' : 'm2o';
    const base = { constraint: fk.name, cardinality, fkOnFrom: true };
    toOne.push({ ...base, from, to, fromColumns: fk.cols, toColumns: fk.fcols });
    // 2. Through views: view -> table, table -> view, view -> view.
    const fromViews: [R, string[]][] = [];
    const toViews: [R, string[]][] = [];
    for (const [viewOid, exposure] of exposures) {
      const view = relationsById.get(viewOid);
      if (!view) continue;
      for (const cols of expand(exposure, fk.rel, fk.cols)) fromViews.push([view, cols]);
      for (const cols of expand(exposure, fk.frel, fk.fcols)) toViews.push([view, cols]);
    }
    for (const [view, cols] of fromViews)
      toOne.push({ ...base, from: view, to, fromColumns: cols, toColumns: fk.fcols });
    for (const [view, cols] of toViews) toOne.push({ ...base, from, to: view, fromColumns: fk.cols, toColumns: cols });
    for (const [v1, c1] of fromViews) {
      for (const [v2, c2] of toViews) toOne.push({ ...base, from: v1, to: v2, fromColumns: c1, toColumns: c2 });
    }
  }
  const primaryKeyOf = (r: R) => (isView(r) ? (viewPrimaryKeys.get(r.oid) ?? []) : r.primaryKey);

  // 3. Many-to-many: two many-to-one relationships of one junction, both inside its primary key.
  const manyToMany: RelationshipOf<R>[] = [];
  const m2oByJunction = new Map<number, RelationshipOf<R>[]>();
  for (const r of toOne) {
    if (r.cardinality !== 'm2o') continue;
    m2oByJunction.set(r.from.oid, [...(m2oByJunction.get(r.from.oid) ?? []), r]);
  }
  for (const rels of m2oByJunction.values()) {
    for (const r1 of rels) {
      for (const r2 of rels) {
        if (r1.constraint === r2.constraint) continue;
        const pk = primaryKeyOf(r1.from);
        if (![...r1.fromColumns, ...r2.fromColumns].every((c) => pk.includes(c))) continue;
        manyToMany.push({
          constraint: r1.constraint,
          from: r1.to,
          to: r2.to,
          fromColumns: r1.toColumns,
          toColumns: r2.toColumns,
          cardinality: 'm2m',
          fkOnFrom: false,
          junction: {
            rel: r1.from,
            constraint1: r1.constraint,
            sourceColumns: r1.fromColumns,
            constraint2: r2.constraint,
            targetColumns: r2.fromColumns,
          },
        });
      }
    }
  }

  // 4. The inverse of each to-one relationship.
  const inverse: RelationshipOf<R>[] = toOne.map((r) => ({
    constraint: r.constraint,
    from: r.to,
    to: r.from,
    fromColumns: r.toColumns,
    toColumns: r.fromColumns,
    cardinality: r.cardinality === 'o2o' ? 'o2o' : 'o2m',
    fkOnFrom: false,
  }));

  const relationships = new Map<string, RelationshipOf<R>[]>();
  const usable = (r: R) => exposed.has(r.schema) && !partitions.has(r.oid);
  for (const r of [...toOne, ...manyToMany, ...inverse]) {
    if (!usable(r.from) || !usable(r.to)) continue;
    const k = relKey(r.from.schema, r.from.name);
    // Through a junction of a schema not exposed: left out, but the relation keeps its (maybe
    // empty) entry, as PostgREST's does (it decides PGRST200's hint).
    const internal = r.junction && (!exposed.has(r.junction.rel.schema) || partitions.has(r.junction.rel.oid));
    relationships.set(k, [...(relationships.get(k) ?? []), ...(internal ? [] : [r])]);
  }
  for (const list of relationships.values()) list.sort(compareRelationships);
  return { relationships, viewPrimaryKeys };
}

/**
 * Adds a computed relationship: it replaces the relationships from the same relation whose target
 * has the function's name in the function's schema (PostgREST's override), then keeps the order.
 */
export function addComputedRelationship<R extends RelationLike>(
  relationships: Map<string, RelationshipOf<R>[]>,
  r: RelationshipOf<R>,
): void {
  const k = relKey(r.from.schema, r.from.name);
  const fn = r.computed!;
  const list = (relationships.get(k) ?? []).filter(
    (x) =>
      (x.computed === undefined && !(x.to.schema === fn.schema && x.to.name === fn.fn)) ||
      (x.computed !== undefined && !(x.computed.schema === fn.schema && x.computed.fn === fn.fn)),
  );
  list.push(r);
  list.sort(compareRelationships);
  relationships.set(k, list);
}
