import { describe, expect, it } from 'vitest';
import { parseViewTargets, type SchemaCache } from './schema-cache.ts';
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
