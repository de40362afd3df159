/**
 * The schema cache: relations, columns, keys, relationships (also those a view inherits from its
 * base tables) and functions of the exposed schemas, read from pg_catalog in one query.
 */
import type { Database, Queryable } from '../db/types.ts';
import { MEDIA_AGGREGATES_SQL, type MediaAggregate } from './media-aggregates.ts';
import {
  REPRESENTATIONS_SQL,
  repOf,
  representationsByType,
  type ColumnRep,
  type RawRepresentation,
} from './representations.ts';
import { addComputedRelationship, buildRelationships, type RelationshipOf } from './relationships.ts';

export type RelKind = 'table' | 'view' | 'matview' | 'foreign' | 'partitioned' | 'composite';

export interface Column {
  name: string;
  position: number;
  /** format_type(): `integer`, `text[]`, `character varying(20)`, `public.estado` ... */
  dataType: string;
  typeSchema: string;
  typeName: string;
  /** pg_type.typtype: b base, c composite, d domain, e enum, p pseudo, r range, m multirange. */
  typeKind: string;
  /** A domain's base type (typname), for what depends on it (full-text search on a domain over tsvector). */
  baseTypeName?: string;
  /** Element type of an array column (typname), else null. */
  elemTypeName: string | null;
  elemTypeSchema: string | null;
  nullable: boolean;
  default: string | null;
  isIdentity: boolean;
  /** `generated always as identity` (an explicit value is refused). */
  identityAlways: boolean;
  isGenerated: boolean;
  updatable: boolean;
  description: string | null;
  /** Data representations of the column's type (a domain with casts to/from json or text). */
  rep?: ColumnRep;
}

export interface Relation {
  oid: number;
  schema: string;
  name: string;
  kind: RelKind;
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
  /** Unique column sets (primary key and unique constraints). */
  uniqueKeys: string[][];
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  description: string | null;
  /**
   * Computed columns: functions of one argument, this relation's row type, returning a scalar
   * (`select=full_label`, filters, order), by function name.
   */
  computed: Map<string, ComputedColumn>;
}

export interface ComputedColumn {
  schema: string;
  fn: string;
  typeSchema: string;
  typeName: string;
}

// Relationships are built (and typed) in relationships.ts, over this file's Relation.
export type Relationship = RelationshipOf<Relation>;

export interface RoutineParam {
  name: string;
  /** pg_proc.proargmodes: i in, o out, b inout, v variadic, t table column. */
  mode: string;
  dataType: string;
  typeSchema: string;
  typeName: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  oid: number;
  schema: string;
  name: string;
  params: RoutineParam[];
  /** OUT / TABLE columns, when the function declares them. */
  outParams: RoutineParam[];
  returnsSet: boolean;
  returnTypeSchema: string;
  returnTypeName: string;
  returnTypeKind: string;
  returnDataType: string;
  /** The relation (table, view or composite type) whose row type the function returns. */
  returnRel: Relation | null;
  volatility: 'i' | 's' | 'v';
  description: string | null;
}

export interface EnumType {
  schema: string;
  name: string;
  values: string[];
}

export interface SchemaCache {
  schemas: string[];
  relations: Map<string, Relation>;
  relationsById: Map<number, Relation>;
  /** Keyed by `schema.name` of the `from` relation. */
  relationships: Map<string, Relationship[]>;
  routines: Map<string, Routine[]>;
  /** Type names usable in casts: `schema.typname` for pg_catalog and exposed schemas. */
  types: Map<string, { schema: string; name: string }>;
  enums: EnumType[];
  /** Aggregates handling a media type for a relation (`Accept: text/plain` on a table). */
  mediaAggregates: MediaAggregate[];
}

export const relKey = (schema: string, name: string): string => `${schema}.${name}`;

interface RawColumn {
  rel: number;
  num: number;
  name: string;
  data_type: string;
  type_schema: string;
  type_name: string;
  type_kind: string;
  base_name?: string | null;
  elem_name: string | null;
  elem_schema: string | null;
  not_null: boolean;
  default: string | null;
  identity: boolean;
  identity_always: boolean;
  generated: boolean;
  description: string | null;
}
interface RawRelation {
  oid: number;
  schema: string;
  name: string;
  relkind: string;
  description: string | null;
  upd_flags: number;
  /** pg_class.relispartition (absent in caches saved before it was read). */
  partition?: boolean;
}
interface RawConstraint {
  rel: number;
  name: string;
  type: 'p' | 'u' | 'f';
  cols: string[];
  frel: number | null;
  fcols: string[] | null;
  /** pg_constraint.conparentid: a foreign key Postgres copied onto a partition when not 0. */
  parent?: number;
}
interface RawView {
  oid: number;
  action: string;
}
interface RawArg {
  name: string;
  mode: string;
  data_type: string;
  type_schema: string;
  type_name: string;
}
interface RawRoutine {
  oid: number;
  schema: string;
  name: string;
  args: RawArg[] | null;
  ndefaults: number;
  retset: boolean;
  ret_schema: string;
  ret_name: string;
  ret_kind: string;
  ret_relid: number;
  ret_data_type: string;
  volatility: 'i' | 's' | 'v';
  description: string | null;
  /** pg_proc.prorows: the planner's row estimate (1 marks a to-one computed relationship). */
  rows?: number;
}
interface RawType {
  schema: string;
  name: string;
  kind: string;
  enum_values: string[] | null;
}
/** What SCHEMA_CACHE_SQL returns: plain JSON (saved as a test fixture, testing/fixture-cache.json). */
export interface RawCache {
  relations: RawRelation[];
  columns: RawColumn[];
  constraints: RawConstraint[];
  views: RawView[];
  routines: RawRoutine[];
  types: RawType[];
  /** Absent in fixture caches saved before data representations were read. */
  representations?: RawRepresentation[];
  /** Aggregates handling a media type for a relation (media-handlers.ts); absent in older fixture caches. */
  media_aggregates?: MediaAggregate[];
}

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

/** One query; the schemas come as a JSON array parameter. Portable between PostgreSQL 15 and PGlite. */
export const SCHEMA_CACHE_SQL = `
with exposed as (select json_array_elements_text($1::json) as nspname),
rels as (
  select c.oid, n.nspname, c.relname, c.relkind, c.relispartition
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r','v','m','f','p','c') and n.nspname not in ${SYSTEM_SCHEMAS}
    and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast%'
)
select json_build_object(
  'relations', (select coalesce(json_agg(json_build_object(
      'oid', r.oid::int8, 'schema', r.nspname, 'name', r.relname, 'relkind', r.relkind,
      'description', obj_description(r.oid, 'pg_class'),
      'upd_flags', case when r.relkind in ('v','f') then pg_relation_is_updatable(r.oid::regclass, true) else 28 end,
      'partition', r.relispartition
    )), '[]') from rels r),
  'columns', (select coalesce(json_agg(json_build_object(
      'rel', a.attrelid::int8, 'num', a.attnum, 'name', a.attname,
      'data_type', format_type(a.atttypid, a.atttypmod),
      'type_schema', tn.nspname, 'type_name', t.typname, 'type_kind', t.typtype,
      'base_name', case when t.typtype = 'd' then (select bt.typname from pg_type bt where bt.oid = t.typbasetype) end,
      'elem_name', et.typname, 'elem_schema', etn.nspname,
      'not_null', a.attnotnull,
      -- A domain's default stands in for a column without one (PostgREST's colDefault).
      'default', coalesce(pg_get_expr(d.adbin, d.adrelid), case when t.typtype = 'd' then pg_get_expr(t.typdefaultbin, 0) end),
      'identity', a.attidentity <> '', 'identity_always', a.attidentity = 'a', 'generated', a.attgenerated <> '',
      'description', col_description(a.attrelid, a.attnum)
    ) order by a.attrelid, a.attnum), '[]')
    from pg_attribute a
    join rels r on r.oid = a.attrelid
    join pg_type t on t.oid = a.atttypid
    join pg_namespace tn on tn.oid = t.typnamespace
    left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
    left join pg_namespace etn on etn.oid = et.typnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped),
  'constraints', (select coalesce(json_agg(json_build_object(
      'rel', k.conrelid::int8, 'name', k.conname, 'type', k.contype,
      'cols', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(num, ord)
               join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num),
      'frel', nullif(k.confrelid, 0)::int8, 'parent', k.conparentid::int8,
      'fcols', (select json_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(num, ord)
               join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.num)
    )), '[]')
    from pg_constraint k join rels r on r.oid = k.conrelid
    where k.contype in ('p','u','f')),
  'views', (select coalesce(json_agg(json_build_object('oid', r.oid::int8, 'action', rw.ev_action::text)), '[]')
    from rels r join pg_rewrite rw on rw.ev_class = r.oid and rw.rulename = '_RETURN'
    where r.relkind in ('v','m')),
  'routines', (select coalesce(json_agg(json_build_object(
      'oid', p.oid::int8, 'schema', n.nspname, 'name', p.proname,
      'args', (select json_agg(json_build_object(
                 'name', coalesce(p.proargnames[u.ord], ''), 'mode', coalesce(p.proargmodes[u.ord]::text, 'i'),
                 'data_type', format_type(u.typ, null), 'type_schema', atn.nspname, 'type_name', at.typname
               ) order by u.ord)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(typ, ord)
               join pg_type at on at.oid = u.typ join pg_namespace atn on atn.oid = at.typnamespace),
      'ndefaults', p.pronargdefaults, 'retset', p.proretset,
      'ret_schema', rtn.nspname, 'ret_name', rt.typname, 'ret_kind', rt.typtype,
      -- A domain over a composite type returns that type's rows.
      'ret_relid', coalesce(nullif(rt.typrelid, 0), (select bt.typrelid from pg_type bt where bt.oid = rt.typbasetype and rt.typtype = 'd'), 0)::int8,
      'ret_data_type', format_type(p.prorettype, null),
      'volatility', p.provolatile, 'description', obj_description(p.oid, 'pg_proc'), 'rows', p.prorows
    )), '[]')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype join pg_namespace rtn on rtn.oid = rt.typnamespace
    where p.prokind = 'f' and n.nspname in (select nspname from exposed)),
  'types', (select coalesce(json_agg(json_build_object(
      'schema', n.nspname, 'name', t.typname, 'kind', t.typtype,
      'enum_values', case when t.typtype = 'e' then
        (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) end
    )), '[]')
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where (n.nspname = 'pg_catalog' or n.nspname in (select nspname from exposed))
      and t.typtype in ('b','d','e','r','m','c') and (t.typrelid = 0 or t.typtype <> 'c' or exists (select 1 from pg_class c where c.oid = t.typrelid and c.relkind = 'c'))),
  'representations', ${REPRESENTATIONS_SQL},
  'media_aggregates', ${MEDIA_AGGREGATES_SQL}
)::text as cache`;

const KINDS: Record<string, RelKind> = {
  r: 'table',
  v: 'view',
  m: 'matview',
  f: 'foreign',
  p: 'partitioned',
  c: 'composite',
};

export async function loadSchemaCache(db: Queryable | Database, schemas: readonly string[]): Promise<SchemaCache> {
  return buildSchemaCache(await loadRawSchemaCache(db, schemas), schemas);
}

/**
 * The catalog rows of the exposed schemas, as JSON (one query). On a database that has
 * transactions it runs without JIT: the query's estimated cost makes PostgreSQL 15 compile it, which
 * made a server start up to 0.8 s slower on a busy machine
 * (see 20261128160556_funciones_sin_jit.sql; PGlite has no JIT).
 */
export async function loadRawSchemaCache(db: Queryable | Database, schemas: readonly string[]): Promise<RawCache> {
  const read = async (q: Queryable) => {
    const { rows } = await q.query<{ cache: string }>(SCHEMA_CACHE_SQL, [JSON.stringify(schemas)]);
    return JSON.parse(rows[0].cache) as RawCache;
  };
  if (!('transaction' in db)) return read(db);
  return db.transaction(async (tx) => {
    await tx.exec('set local jit = off');
    return read(tx);
  });
}

/** The schema cache from catalog rows (pure). */
export function buildSchemaCache(raw: RawCache, schemas: readonly string[]): SchemaCache {
  const relationsById = new Map<number, Relation>();
  for (const r of raw.relations) {
    relationsById.set(r.oid, {
      oid: r.oid,
      schema: r.schema,
      name: r.name,
      kind: KINDS[r.relkind] ?? 'table',
      columns: [],
      columnMap: new Map(),
      primaryKey: [],
      uniqueKeys: [],
      insertable: (r.upd_flags & 8) === 8,
      updatable: (r.upd_flags & 4) === 4,
      deletable: (r.upd_flags & 16) === 16,
      description: r.description,
      computed: new Map(),
    });
  }
  const reps = representationsByType(raw.representations);
  for (const c of raw.columns) {
    const rel = relationsById.get(c.rel);
    if (!rel) continue;
    const rep = c.type_kind === 'd' ? repOf(reps, c.type_schema, c.type_name) : undefined;
    const col: Column = {
      name: c.name,
      position: c.num,
      dataType: c.data_type,
      typeSchema: c.type_schema,
      typeName: c.type_name,
      typeKind: c.type_kind,
      ...(c.base_name ? { baseTypeName: c.base_name } : {}),
      elemTypeName: c.elem_name,
      elemTypeSchema: c.elem_schema,
      nullable: !c.not_null,
      default: c.default,
      isIdentity: c.identity,
      identityAlways: c.identity_always,
      isGenerated: c.generated,
      updatable: rel.kind === 'table' || rel.kind === 'partitioned' || rel.updatable,
      description: c.description,
      ...(rep ? { rep } : {}),
    };
    rel.columns.push(col);
    rel.columnMap.set(col.name, col);
  }
  const fks: RawConstraint[] = [];
  for (const k of raw.constraints) {
    const rel = relationsById.get(k.rel);
    if (!rel || !k.cols) continue;
    if (k.type === 'p') rel.primaryKey = k.cols;
    if (k.type === 'p' || k.type === 'u') rel.uniqueKeys.push(k.cols);
    if (k.type === 'f' && k.frel && k.fcols) fks.push(k);
  }

  // View column -> base column, from each view's _RETURN rule (resorigtbl / resorigcol).
  const viewCols = new Map<number, Map<string, { rel: number; col: number }>>();
  for (const v of raw.views) viewCols.set(v.oid, parseViewTargets(v.action));
  const exposed = new Set(schemas);
  const primaryKeys = new Map<number, string[]>();
  for (const rel of relationsById.values()) if (rel.primaryKey.length > 0) primaryKeys.set(rel.oid, rel.primaryKey);
  const { relationships, viewPrimaryKeys } = buildRelationships({
    relationsById,
    foreignKeys: fks.map((k) => ({
      name: k.name,
      rel: k.rel,
      cols: k.cols,
      frel: k.frel!,
      fcols: k.fcols!,
      parent: k.parent ?? 0,
    })),
    primaryKeys,
    viewCols,
    partitions: new Set(raw.relations.filter((r) => r.partition).map((r) => r.oid)),
    exposed,
  });
  // A view's primary key is its base table's (PostgREST: Location, upserts and junctions on views).
  for (const [oid, pk] of viewPrimaryKeys) {
    const view = relationsById.get(oid);
    if (view && view.primaryKey.length === 0) view.primaryKey = pk;
  }

  const relations = new Map<string, Relation>();
  for (const rel of relationsById.values()) {
    if (exposed.has(rel.schema) && rel.kind !== 'composite') relations.set(relKey(rel.schema, rel.name), rel);
  }

  const routines = new Map<string, Routine[]>();
  /**
   * Computed columns and relationships (PostgREST): a function whose one argument (or first, the
   * others having defaults) is a relation's row type; scalar result -> a column, rows of a
   * relation -> a relationship, to-one unless it returns a set (or a set of ROWS 1).
   */
  const addComputed = (r: Routine, rows: number) => {
    const first = r.params[0];
    if (!first || first.variadic || r.params.slice(1).some((x) => !x.hasDefault)) return;
    const owner = relations.get(relKey(first.typeSchema, first.typeName));
    if (!owner) return;
    if (r.returnRel) {
      // A domain over a row type is no relationship in PostgREST (its return type must be a relation's).
      if (r.returnTypeKind === 'd') return;
      const target = relations.get(relKey(r.returnRel.schema, r.returnRel.name));
      if (!target) return;
      const toOne = !r.returnsSet || rows === 1;
      addComputedRelationship(relationships, {
        constraint: r.name,
        from: owner,
        to: target,
        fromColumns: [],
        toColumns: [],
        cardinality: toOne ? 'm2o' : 'o2m',
        fkOnFrom: false,
        computed: { schema: r.schema, fn: r.name },
      });
      return;
    }
    if (r.returnsSet || r.returnTypeName === 'void' || r.returnTypeName === 'record' || owner.columnMap.has(r.name))
      return;
    owner.computed.set(r.name, {
      schema: r.schema,
      fn: r.name,
      typeSchema: r.returnTypeSchema,
      typeName: r.returnTypeName,
    });
  };
  for (const p of raw.routines) {
    const args = p.args ?? [];
    const ins = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outs = args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const toParam = (a: RawArg, i: number, list: RawArg[], nDefaults: number): RoutineParam => ({
      name: a.name,
      mode: a.mode,
      dataType: a.data_type,
      typeSchema: a.type_schema,
      typeName: a.type_name,
      hasDefault: i >= list.length - nDefaults,
      variadic: a.mode === 'v',
    });
    const routine: Routine = {
      oid: p.oid,
      schema: p.schema,
      name: p.name,
      params: ins.map((a, i) => toParam(a, i, ins, p.ndefaults)),
      outParams: outs.map((a, i) => toParam(a, i, outs, 0)),
      returnsSet: p.retset,
      returnTypeSchema: p.ret_schema,
      returnTypeName: p.ret_name,
      returnTypeKind: p.ret_kind,
      returnDataType: p.ret_data_type,
      returnRel: p.ret_relid ? (relationsById.get(p.ret_relid) ?? null) : null,
      volatility: p.volatility,
      description: p.description,
    };
    // As PostgREST's schema cache: /rpc offers a function whose parameters all have names, or
    // whose one unnamed parameter is of a type a whole body can be (json, jsonb, text, xml, bytea);
    // the others still serve as computed columns and relationships.
    const unnamed = routine.params.filter((x) => x.name === '');
    const callable =
      unnamed.length === 0 ||
      (unnamed.length === 1 &&
        unnamed[0].typeSchema === 'pg_catalog' &&
        ['json', 'jsonb', 'text', 'xml', 'bytea'].includes(unnamed[0].typeName));
    const k = relKey(p.schema, p.name);
    if (callable) routines.set(k, [...(routines.get(k) ?? []), routine]);
    addComputed(routine, p.rows ?? 0);
  }

  const types = new Map<string, { schema: string; name: string }>();
  const enums: EnumType[] = [];
  for (const t of raw.types) {
    if (!types.has(t.name) || t.schema === 'pg_catalog') types.set(t.name, { schema: t.schema, name: t.name });
    types.set(`${t.schema}.${t.name}`, { schema: t.schema, name: t.name });
    if (t.kind === 'e' && t.enum_values && exposed.has(t.schema))
      enums.push({ schema: t.schema, name: t.name, values: t.enum_values });
  }
  const mediaAggregates = raw.media_aggregates ?? [];
  return { schemas: [...schemas], relations, relationsById, relationships, routines, types, enums, mediaAggregates };
}

// ---------------------------------------------------------------------------------------------
// pg_node_tree of a view's _RETURN rule: the top-level target list, with resorigtbl/resorigcol.

/** Returns view column name -> (base relation oid, attnum) for the columns that come straight from a relation. */
export function parseViewTargets(action: string): Map<string, { rel: number; col: number }> {
  const out = new Map<string, { rel: number; col: number }>();
  // Find `:targetList` at the top level of the first QUERY node (depth 2: list + node).
  let depth = 0;
  let i = 0;
  let start = -1;
  for (; i < action.length; i++) {
    const ch = action[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{' || ch === '(') depth++;
    else if (ch === '}' || ch === ')') depth--;
    else if (depth === 2 && ch === ':' && action.startsWith(':targetList ', i)) {
      start = i + ':targetList '.length;
      break;
    }
  }
  if (start === -1 || action[start] !== '(') return out;
  // Walk the list, collecting each top-level TARGETENTRY with nested nodes removed.
  depth = 0;
  let entry = '';
  for (i = start; i < action.length; i++) {
    const ch = action[i];
    if (ch === '\\') {
      if (depth === 2) entry += ch + (action[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '{' || ch === '(') {
      depth++;
      if (depth === 2 && ch === '{') entry = '';
      else if (depth === 2) entry += ch;
      continue;
    }
    if (ch === '}' || ch === ')') {
      if (depth === 2 && ch === '}') readEntry(entry, out);
      depth--;
      if (depth === 0) break;
      continue;
    }
    if (depth === 2) entry += ch;
  }
  return out;
}

function readEntry(entry: string, out: Map<string, { rel: number; col: number }>): void {
  if (!entry.startsWith('TARGETENTRY')) return;
  const name = /:resname ((?:\\.|[^\s\\])+)/.exec(entry)?.[1];
  const tbl = /:resorigtbl (\d+)/.exec(entry)?.[1];
  const col = /:resorigcol (\d+)/.exec(entry)?.[1];
  const junk = /:resjunk true/.test(entry);
  if (!name || name === '<>' || !tbl || !col || junk || tbl === '0') return;
  const unescaped = name === '""' ? '' : name.replace(/\\(.)/g, '$1');
  out.set(unescaped, { rel: Number(tbl), col: Number(col) });
}
