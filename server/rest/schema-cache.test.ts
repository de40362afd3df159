import { describe, expect, it } from 'vitest';
import { addComputedRelationship, buildRelationships } from './relationships.ts';
import { parseViewTargets, type Relation, type Relationship, type SchemaCache } from './schema-cache.ts';
import { fixtureSchemaCache } from './testing/fixture-cache.ts';

// The catalog rows saved from the fixture database (testing/fixture-cache.test.ts keeps them current).
const cache: SchemaCache = fixtureSchemaCache();

const rel = (name: string) => cache.relations.get(`rest_fixture.${name}`)!;

describe('relations and columns', () => {
  it('lists tables and views of the exposed schemas only', () => {
    expect([...cache.relations.keys()].sort()).toEqual(
      [
        'companies',
        'company_plans',
        'company_plans_v',
        'countries',
        'docs',
        'kv',
        'log',
        'messages',
        'notes',
        'people',
        'plans',
        'secrets',
        'tasks',
        'users',
        'users_tasks',
      ].map((n) => `rest_fixture.${n}`),
    );
    expect(rel('companies').kind).toBe('table');
    expect(rel('company_plans_v').kind).toBe('view');
  });

  it('finds many-to-many relationships through a junction whose primary key holds both keys', () => {
    const m2m = (cache.relationships.get('rest_fixture.users') ?? []).filter((r) => r.cardinality === 'm2m');
    expect(
      m2m.map((r) => [
        r.to.name,
        r.junction?.rel.name,
        r.fromColumns,
        r.toColumns,
        r.junction?.sourceColumns,
        r.junction?.targetColumns,
      ]),
    ).toEqual([['tasks', 'users_tasks', ['id'], ['id'], ['user_id'], ['task_id']]]);
    // company_plans has its own id as primary key: not a junction.
    expect((cache.relationships.get('rest_fixture.companies') ?? []).some((r) => r.cardinality === 'm2m')).toBe(false);
  });

  it('finds computed columns and computed relationships', () => {
    expect([...rel('companies').computed.keys()]).toEqual(['label']);
    const computed = (cache.relationships.get('rest_fixture.companies') ?? []).filter((r) => r.computed);
    expect(computed.map((r) => [r.constraint, r.to.name, r.cardinality]).sort()).toEqual([
      ['home', 'countries', 'm2o'],
      ['staff', 'people', 'o2m'],
    ]);
  });

  it.each([
    [
      'companies',
      'id',
      { dataType: 'integer', typeName: 'int4', nullable: false, default: expect.stringContaining('nextval') as string },
    ],
    [
      'companies',
      'tags',
      { dataType: 'text[]', typeName: '_text', elemTypeName: 'text', nullable: false, default: "'{}'::text[]" },
    ],
    ['companies', 'meta', { dataType: 'jsonb', nullable: true, default: null }],
    ['companies', 'mood', { dataType: 'rest_fixture.mood', typeKind: 'e', typeSchema: 'rest_fixture' }],
    ['company_plans_v', 'empresa', { dataType: 'integer', nullable: true }],
  ])('%s.%s', (table, column, expected) => {
    expect(rel(table).columnMap.get(column)).toMatchObject(expected);
  });

  it('keys and updatability', () => {
    expect(rel('companies').primaryKey).toEqual(['id']);
    expect(rel('companies').uniqueKeys).toContainEqual(['name']);
    expect(rel('company_plans_v')).toMatchObject({ insertable: true, updatable: true, deletable: true });
  });

  it('enums', () => {
    expect(cache.enums).toEqual([{ schema: 'rest_fixture', name: 'mood', values: ['happy', 'sad'] }]);
  });
});

describe('relationships', () => {
  const rels = (from: string) =>
    (cache.relationships.get(`rest_fixture.${from}`) ?? [])
      .map((r) => `${r.constraint}:${r.to.name}:${r.cardinality}:${r.fromColumns.join()}->${r.toColumns.join()}`)
      .sort();
  it.each([
    [
      'company_plans',
      [
        'company_plans_company_id_fkey:companies:m2o:company_id->id',
        'company_plans_plan_id_fkey:plans:m2o:plan_id->id',
      ],
    ],
    [
      'company_plans_v',
      ['company_plans_company_id_fkey:companies:m2o:empresa->id', 'company_plans_plan_id_fkey:plans:m2o:plan_id->id'],
    ],
    [
      'people',
      [
        'messages_receiver_id_fkey:messages:o2m:id->receiver_id',
        'messages_sender_id_fkey:messages:o2m:id->sender_id',
        'people_company_id_fkey:companies:m2o:company_id->id',
        'people_manager_id_fkey:people:m2o:manager_id->id',
        'people_manager_id_fkey:people:o2m:id->manager_id',
      ],
    ],
  ])('from %s', (from, expected) => {
    expect(rels(from)).toEqual(expected);
  });
  it('views inherit the reverse direction too', () => {
    expect(rels('companies')).toContain('company_plans_company_id_fkey:company_plans_v:o2m:id->empresa');
  });
});

describe('routines', () => {
  it.each([
    [
      'add',
      {
        returnsSet: false,
        returnTypeName: 'int4',
        params: [
          expect.objectContaining({ name: 'a', hasDefault: false }),
          expect.objectContaining({ name: 'b', hasDefault: true }),
        ],
      },
    ],
    ['companies_in', { returnsSet: true, returnRel: expect.objectContaining({ name: 'companies' }) as object }],
    [
      'plan_counts',
      {
        returnsSet: true,
        returnTypeName: 'record',
        outParams: [
          expect.objectContaining({ name: 'plan_id' }),
          expect.objectContaining({ name: 'n', typeName: 'int8' }),
        ],
      },
    ],
    ['echo', { params: [expect.objectContaining({ name: '', typeName: 'json' })] }],
    ['nothing', { returnTypeName: 'void' }],
    ['bump', { volatility: 'v' }],
  ])('%s', (name, expected) => {
    expect(cache.routines.get(`rest_fixture.${name}`)?.[0]).toMatchObject(expected);
  });
});

describe('parseViewTargets', () => {
  it.each([
    [
      '({QUERY :commandType 1 :rtable ({RTE :alias <> :eref {ALIAS :aliasname x :colnames ("a")} :subquery {QUERY :targetList ({TARGETENTRY :expr {VAR} :resno 1 :resname inner :resorigtbl 99 :resorigcol 9 :resjunk false})}}) :targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 2} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16385 :resorigcol 2 :resjunk false} {TARGETENTRY :expr {FUNCEXPR :args ({CONST})} :resno 2 :resname my\\ col :resorigtbl 0 :resorigcol 0 :resjunk false} {TARGETENTRY :expr {VAR} :resno 3 :resname a\\(b :resorigtbl 16385 :resorigcol 3 :resjunk false})})',
      { id: { rel: 16385, col: 2 }, 'a(b': { rel: 16385, col: 3 } },
    ],
    ['', {}],
    ['({QUERY :targetList <>})', {}],
  ])('%#', (action, expected) => {
    expect(Object.fromEntries(parseViewTargets(action))).toEqual(expected);
  });
});

describe('buildRelationships (PostgREST 12 rules, on hand-made relations)', () => {
  const mk = (oid: number, name: string, kind: Relation['kind'], cols: string[], primaryKey: string[] = []) => {
    const columns = cols.map((c, i) => ({ name: c, position: i + 1 })) as Relation['columns'];
    return {
      oid,
      schema: 's',
      name,
      kind,
      columns,
      columnMap: new Map(columns.map((c) => [c.name, c])),
      primaryKey,
      uniqueKeys: primaryKey.length ? [primaryKey] : [],
      computed: new Map(),
    } as Relation;
  };
  const t1 = mk(1, 't1', 'table', ['id'], ['id']);
  const t2 = mk(2, 't2', 'table', ['id', 't1_id'], ['id']);
  // create view v2 as select t1_id as a, t1_id as b, id from t2
  const v2 = mk(3, 'v2', 'view', ['a', 'b', 'id']);
  // a junction exposed only as a view: create view jv as select t1_id, t2_id from j
  const j = mk(4, 'j', 'table', ['t1_id', 't2_id'], ['t1_id', 't2_id']);
  const jv = mk(5, 'jv', 'view', ['t1_id', 't2_id']);
  const p = mk(6, 'p', 'partitioned', ['id', 't1_id'], ['id']);
  const p1 = mk(7, 'p1', 'table', ['id', 't1_id'], ['id']);
  const fk = (name: string, rel: number, cols: string[], frel: number, fcols: string[], parent = 0) => ({
    name,
    rel,
    cols,
    frel,
    fcols,
    parent,
  });
  const priv = { ...j, schema: 'private' } as Relation;
  const build = (junction: Relation) =>
    buildRelationships({
      relationsById: new Map([t1, t2, v2, junction, jv, p, p1].map((r) => [r.oid, r])),
      foreignKeys: [
        fk('t2_t1_id_fkey', 2, ['t1_id'], 1, ['id']),
        fk('j_t1_id_fkey', 4, ['t1_id'], 1, ['id']),
        fk('j_t2_id_fkey', 4, ['t2_id'], 2, ['id']),
        fk('p_t1_id_fkey', 6, ['t1_id'], 1, ['id']),
        // Postgres's copy of p's key on its partition.
        fk('p_t1_id_fkey', 7, ['t1_id'], 1, ['id'], 99),
      ],
      primaryKeys: new Map([t1, t2, junction, p, p1].map((r) => [r.oid, r.primaryKey])),
      viewCols: new Map([
        [
          3,
          new Map([
            ['a', { rel: 2, col: 2 }],
            ['b', { rel: 2, col: 2 }],
            ['id', { rel: 2, col: 1 }],
          ]),
        ],
        [
          5,
          new Map([
            ['t1_id', { rel: 4, col: 1 }],
            ['t2_id', { rel: 4, col: 2 }],
          ]),
        ],
      ]),
      partitions: new Set([7]),
      exposed: new Set(['s']),
    });
  const show = (r: Relationship) =>
    `${r.to.name}:${r.cardinality}:${r.fromColumns.join()}->${r.toColumns.join()}${r.junction ? `@${r.junction.rel.name}` : ''}`;

  it('gives a view one relationship per view column exposing the same base column', () => {
    const { relationships } = build(j);
    expect(relationships.get('s.v2')?.map(show)).toEqual([
      'j:o2m:id->t2_id',
      'jv:o2m:id->t2_id',
      't1:m2o:a->id',
      't1:m2o:b->id',
      't1:m2m:id->id@j',
      't1:m2m:id->id@jv',
    ]);
  });

  it("takes a view's primary key from its base table and uses a view as a junction", () => {
    const { relationships, viewPrimaryKeys } = build(j);
    expect(viewPrimaryKeys.get(5)).toEqual(['t1_id', 't2_id']);
    expect(viewPrimaryKeys.get(3)).toEqual(['id']);
    const m2m = relationships.get('s.t1')!.filter((r) => r.cardinality === 'm2m');
    expect(m2m.map(show)).toEqual(['t2:m2m:id->id@j', 't2:m2m:id->id@jv', 'v2:m2m:id->id@j', 'v2:m2m:id->id@jv']);
  });

  it("orders candidates as PostgREST's Ord does: target, then one-to-many, many-to-one, one-to-one, many-to-many", () => {
    const targets = build(j)
      .relationships.get('s.t1')!
      .map((r) => `${r.to.name}:${r.cardinality}`);
    expect(targets).toEqual([
      'j:o2m',
      'jv:o2m',
      'p:o2m',
      't2:o2m',
      't2:m2m',
      't2:m2m',
      'v2:o2m',
      'v2:o2m',
      'v2:m2m',
      'v2:m2m',
    ]);
  });

  it('leaves partitions out (the copy of a key on a partition makes no relationship)', () => {
    const { relationships } = build(j);
    expect(relationships.has('s.p1')).toBe(false);
    expect(relationships.get('s.p')?.map(show)).toEqual(['t1:m2o:t1_id->id']);
  });

  it('drops many-to-many through a junction of a schema not exposed, keeping the entry', () => {
    const { relationships } = build(priv);
    expect(relationships.get('s.t1')!.filter((r) => r.junction?.rel.schema === 'private')).toEqual([]);
  });

  it('a computed relationship replaces the foreign-key ones towards the relation of its name', () => {
    const { relationships } = build(j);
    addComputedRelationship(relationships, {
      constraint: 't1',
      from: t2,
      to: t1,
      fromColumns: [],
      toColumns: [],
      cardinality: 'm2o',
      fkOnFrom: false,
      computed: { schema: 's', fn: 't1' },
    });
    expect(
      relationships
        .get('s.t2')!
        .filter((r) => r.to.name === 't1')
        .map((r) => r.computed?.fn),
    ).toEqual(['t1']);
  });
});
