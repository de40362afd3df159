import { describe, expect, it } from 'vitest';
import { parseQuery } from '../parse.ts';
import { fuzzyMatches, fuzzyOne } from '../fuzzy.ts';
import { closest, findRelation, planRead } from './read.ts';
import type { ReadPlan } from './types.ts';
import type { SchemaCache } from '../schema-cache.ts';
import { fixtureSchemaCache } from '../testing/fixture-cache.ts';

const cache: SchemaCache = fixtureSchemaCache();

const plan = (table: string, qs: string): ReadPlan =>
  planRead(cache, findRelation(cache, 'rest_fixture', table), parseQuery(new URLSearchParams(qs).entries()));

/** A compact description of a plan: output keys, embeds with cardinality, conditions and order. */
function describePlan(p: ReadPlan): unknown {
  return {
    rel: p.rel.name,
    out: p.output.map((o) => (o.type === 'spread' ? `...${o.keys.join('|')}` : o.key)),
    embeds: p.embeds.map((e) => ({
      via: e.relationship.constraint,
      one: e.toOne,
      inner: e.inner,
      plan: describePlan(e.plan),
    })),
    where: p.where.map((c) => c.type),
    order: p.order.map((o) => `${o.embed ?? ''}${o.expr.column}.${o.direction ?? ''}`),
    limit: p.limit,
  };
}

describe('planRead', () => {
  it.each([
    [
      'companies',
      'select=id,n:name',
      { rel: 'companies', out: ['id', 'n'], embeds: [], where: [], order: [], limit: undefined },
    ],
    [
      'company_plans',
      'select=id,companies(name),...plans(key)',
      {
        rel: 'company_plans',
        out: ['id', 'companies', '...key'],
        embeds: [
          {
            via: 'company_plans_company_id_fkey',
            one: true,
            inner: false,
            plan: { rel: 'companies', out: ['name'], embeds: [], where: [], order: [], limit: undefined },
          },
          {
            via: 'company_plans_plan_id_fkey',
            one: true,
            inner: false,
            plan: { rel: 'plans', out: ['key'], embeds: [], where: [], order: [], limit: undefined },
          },
        ],
        where: [],
        order: [],
        limit: undefined,
      },
    ],
    [
      'companies',
      'select=id,cp:company_plans!inner(plan_id)&cp.active=is.true&cp.order=plan_id.desc&cp.limit=1&id=gt.0&order=id.desc',
      {
        rel: 'companies',
        out: ['id', 'cp'],
        embeds: [
          {
            via: 'company_plans_company_id_fkey',
            one: false,
            inner: true,
            plan: {
              rel: 'company_plans',
              out: ['plan_id'],
              embeds: [],
              where: ['filter'],
              order: ['plan_id.desc'],
              limit: 1,
            },
          },
        ],
        where: ['filter', 'embedNull'],
        order: ['id.desc'],
        limit: undefined,
      },
    ],
    [
      'people',
      'select=name,companies(name)&order=companies(name).asc&companies=not.is.null',
      {
        rel: 'people',
        out: ['name', 'companies'],
        embeds: [
          {
            via: 'people_company_id_fkey',
            one: true,
            inner: false,
            plan: { rel: 'companies', out: ['name'], embeds: [], where: [], order: [], limit: undefined },
          },
        ],
        where: ['embedNull'],
        order: ['0name.asc'],
        limit: undefined,
      },
    ],
  ])('%s?%s', (table, qs, expected) => {
    expect(describePlan(plan(table, qs))).toEqual(expected);
  });

  it('expands * in column order', () => {
    expect(plan('plans', '').output.map((o) => o.type === 'column' && o.key)).toEqual(['id', 'key', 'name']);
  });

  it('resolves casts to catalog types', () => {
    const out = plan('companies', 'select=id::text,b:big::bigint,t:tags::text[]').output;
    expect(out.map((o) => o.type === 'column' && o.expr.cast)).toEqual([
      { schema: 'pg_catalog', name: 'text' },
      { schema: 'pg_catalog', name: 'int8' },
      { schema: 'pg_catalog', name: '_text' },
    ]);
  });

  it.each([
    ['nope', '', 'PGRST205', 404],
    ['companies', 'select=nope', '42703', 400],
    ['companies', 'nope=eq.1', 'PGRST204', 400],
    ['companies', 'or=(nope.eq.1)', 'PGRST204', 400],
    ['companies', 'order=nope', 'PGRST204', 400],
    ['companies', 'select=id,nothere(*)', 'PGRST200', 400],
    ['messages', 'select=people(*)', 'PGRST201', 300],
    ['companies', 'select=id::nosuch', '42704', 400],
    ['companies', 'x.id=eq.1', 'PGRST108', 400],
    ['companies', 'select=id,company_plans(id)&order=company_plans(id)', 'PGRST118', 400],
    ['companies', 'select=id,...company_plans(id)', 'PGRST119', 400],
    ['companies', 'select=id,company_plans(id)&company_plans=eq.1', 'PGRST120', 400],
    ['company_plans', 'select=id,companies(nope)', '42703', 400],
    ['companies', 'select=id,people(id),people(name)', '42712', 400],
  ])('%s?%s -> %s', (table, qs, code, status) => {
    expect(() => plan(table, qs)).toThrowError(expect.objectContaining({ code, status }) as Error);
  });

  it('hints pick one relationship among several', () => {
    expect(
      plan('messages', 'select=s:people!messages_sender_id_fkey(name),r:people!receiver_id(name)').embeds.map(
        (e) => e.relationship.fromColumns,
      ),
    ).toEqual([['sender_id'], ['receiver_id']]);
    // A self-reference, as PostgREST: the table's name gives the children, the column the parent.
    expect(plan('people', 'select=people(name)').embeds[0].relationship.cardinality).toBe('o2m');
    expect(plan('people', 'select=reports:people!manager_id(name)').embeds[0].relationship.cardinality).toBe('o2m');
    expect(plan('people', 'select=boss:manager_id(name)').embeds[0].relationship.cardinality).toBe('m2o');
    expect(plan('people', 'select=company_id(name)').embeds[0].relationship.to.name).toBe('companies');
  });

  it('orders by a json path inside a to-one embed (the embed selects it for the parent)', () => {
    const p = plan('people', 'select=id,companies(name)&order=companies(meta->k).desc');
    expect(p.order).toEqual([
      {
        expr: { column: 'meta', jsonPath: [{ arrow: '->', key: 'k' }] },
        embed: 0,
        direction: 'desc',
        nulls: undefined,
      },
    ]);
    expect(p.embeds[0].orderColumns).toEqual([p.order[0].expr]);
  });

  it('suggests close table names', () => {
    expect(closest('companie', ['companies', 'plans'])).toBe('companies');
    expect(closest('zzz', ['companies', 'plans'])).toBeUndefined();
  });
});

describe("PostgREST's fuzzy set (hints)", () => {
  it.each([
    // Error.hs's own examples.
    [['test', 'another'], 'testt', 'test'],
    [['test', 'another'], 'other', 'another'],
    [['test', 'another'], 'noclosealternative', undefined],
    [['(name, param, val)', '(attr, id)'], '(nam, pqaram, vall)', '(name, param, val)'],
    [['(name, param, val)', '(attr, id)'], '(param, val)', '(name, param, val)'],
    [['(name, param, val)', '(attr, id)'], '(attrs, id)', '(attr, id)'],
    [['(name, param, val)', '(attr, id)'], '(id)', '(attr, id)'],
    // Looser than 75 % alike, as PostgREST's spec expects.
    [['(a, b)'], '(a, b, smthelse)', '(a, b)'],
    [['directors', 'roles', 'actors'], 'role', 'roles'],
  ])('%j ~ %s', (entries, value, expected) => {
    expect(fuzzyOne(entries, value)).toBe(expected);
  });

  it('scores an exact (case-insensitive) entry 1', () => {
    expect(fuzzyMatches(['Films', 'film'], 'FILMS')).toEqual([{ score: 1, entry: 'Films' }]);
  });
});
