import { describe, expect, it } from 'vitest';
import { buildCall } from './call.ts';
import { buildMutation } from './mutate.ts';
import { buildRead, type ReadOptions } from './read.ts';
import { pgArrayLiteral } from './select.ts';
import { parsePrefer } from '../parse-headers.ts';
import { parseQuery } from '../parse.ts';
import { planCall } from '../plan/call.ts';
import { planMutate } from '../plan/mutate.ts';
import { findRelation, planRead } from '../plan/read.ts';
import type { SchemaCache } from '../schema-cache.ts';
import { fixtureSchemaCache } from '../testing/fixture-cache.ts';

const cache: SchemaCache = fixtureSchemaCache();

const read = (table: string, qs: string, opts: ReadOptions = { count: false, singular: false, stripNulls: false }) =>
  buildRead(
    planRead(cache, findRelation(cache, 'rest_fixture', table), parseQuery(new URLSearchParams(qs).entries())),
    opts,
  );

describe('buildRead', () => {
  it.each([
    ['id=eq.V1', '"_t0"."id" = $1::text::"pg_catalog"."int4"', ['V1']],
    ['id=neq.V1', '"_t0"."id" <> $1::text::"pg_catalog"."int4"', ['V1']],
    ['active=eq.V1', '"_t0"."active" = $1::text::"pg_catalog"."bool"', ['V1']],
    ['mood=eq.V1', '"_t0"."mood" = $1::text::"rest_fixture"."mood"', ['V1']],
    ['name=like.V*1', '"_t0"."name" like $1::text', ['V%1']],
    ['name=ilike.*V1', '"_t0"."name" ilike $1::text', ['%V1']],
    ['id=in.(V1,"V,2")', '"_t0"."id" = any($1::text::"pg_catalog"."int4"[])', ['{"V1","V,2"}']],
    ['id=not.in.(V1)', 'not ("_t0"."id" = any($1::text::"pg_catalog"."int4"[]))', ['{"V1"}']],
    ['meta=is.null', '"_t0"."meta" is null', []],
    ['active=not.is.true', 'not ("_t0"."active" is true)', []],
    ['tags=cs.{V1}', '"_t0"."tags" @> $1::text::"pg_catalog"."_text"', ['{V1}']],
    ['tags=cd.{V1}', '"_t0"."tags" <@ $1::text::"pg_catalog"."_text"', ['{V1}']],
    ['tags=ov.{V1}', '"_t0"."tags" && $1::text::"pg_catalog"."_text"', ['{V1}']],
    ['meta->>V1=eq.V2', '("_t0"."meta" ->> $1::text) = $2', ['V1', 'V2']],
    ['meta->0=eq.V2', '("_t0"."meta" -> $1::int4) = $2', [0, 'V2']],
    [
      'name=fts(simple).V1',
      'to_tsvector($1::text::regconfig, "_t0"."name") @@ to_tsquery($1::text::regconfig, $2::text)',
      ['simple', 'V1'],
    ],
    ['id=gt(all).{V1,V2}', '"_t0"."id" > all($1::text::"pg_catalog"."int4"[])', ['{"V1","V2"}']],
    [
      'or=(id.eq.V1,and(name.eq.V2,id.lt.V3))',
      '(("_t0"."id" = $1::text::"pg_catalog"."int4") or (("_t0"."name" = $2::text::"pg_catalog"."text") and ("_t0"."id" < $3::text::"pg_catalog"."int4")))',
      ['V1', 'V2', 'V3'],
    ],
    ['name=isdistinct.V1', '"_t0"."name" is distinct from $1::text::"pg_catalog"."text"', ['V1']],
  ])('%s', (qs, fragment, values) => {
    const b = read('companies', `select=id&${qs}`);
    expect(b.sql).toContain(fragment);
    for (const v of values) expect(b.params).toContain(v);
    expect(b.sql).not.toMatch(/V\d/);
  });

  it('builds the JSON body in Postgres with aliases as parameters', () => {
    const b = read('companies', 'select=alias:name,company_plans(plan_id)&limit=3&offset=1&order=id.desc.nullslast');
    expect(b.sql).toMatch(
      /^select null::int8 as total, count\(\*\) as page_total, coalesce\(json_agg\("_p"\."j"\), '\[\]'\)::text as body from \(select json_build_object\(/,
    );
    expect(b.sql).toContain('left join lateral (select json_agg("_x"."j") as "j" from (select json_build_object(');
    expect(b.sql).toContain('order by "_t0"."id" desc nulls last');
    expect(b.params).toContain('alias');
    expect(b.sql).not.toContain('alias');
  });

  it('catalog names only: the rows become JSON through row_to_json', () => {
    const b = read('companies', 'select=id,name,company_plans(plan_id)');
    expect(b.sql).toMatch(
      /^select null::int8 as total, count\(\*\) as page_total, coalesce\(json_agg\("_p"\), '\[\]'\)::text as body from \(select "_t0"\."id" as "id", "_t0"\."name" as "name", coalesce\("_e1"\."j", '\[\]'::json\) as "company_plans" from /,
    );
    expect(b.params).toEqual(['plan_id']);
  });

  it("firstKey returns the first row's keys as text (for Location), keys as parameters", () => {
    const b = read('companies', 'select=id', { count: false, singular: false, stripNulls: false, firstKey: ['id'] });
    expect(b.sql).toContain(`json_build_array((json_agg("_p") -> 0) ->> $1::text)::text as first_key`);
    expect(b.params[0]).toBe('id');
  });

  it('count and singular add their columns', () => {
    const b = read('companies', 'select=id', { count: true, singular: true, stripNulls: true });
    expect(b.sql).toContain('(select count(*) from "rest_fixture"."companies" "_t0") as total');
    expect(b.sql).toContain('as single_body');
    expect(b.sql).toContain('json_strip_nulls(');
  });
});

describe('buildMutation', () => {
  const mutate = (method: 'POST' | 'PATCH' | 'DELETE', table: string, qs: string, body: unknown, prefer: string[]) => {
    const rel = findRelation(cache, 'rest_fixture', table);
    const q = parseQuery(new URLSearchParams(qs).entries());
    const prefs = parsePrefer(prefer);
    const plan = planMutate(cache, rel, method, body, q, prefs);
    return buildMutation(
      plan.spec,
      prefs.return && prefs.return !== 'minimal'
        ? { plan: plan.represent, opts: { count: false, singular: false, stripNulls: false } }
        : undefined,
    );
  };
  it.each([
    [
      'POST',
      'kv',
      '',
      { k: 'V1', v: 'V2' },
      [],
      /^insert into "rest_fixture"\."kv" as "_u" \("k", "v"\) select "_r"\."k", "_r"\."v" from json_populate_recordset\(null::"rest_fixture"\."kv", \$1::json\) "_r"$/,
    ],
    [
      'POST',
      'kv',
      '',
      { k: 'V1' },
      ['resolution=merge-duplicates'],
      / on conflict \("k"\) do update set "k" = excluded\."k"$/,
    ],
    ['POST', 'kv', '', { k: 'V1' }, ['resolution=ignore-duplicates'], / on conflict \("k"\) do nothing$/],
    [
      'PATCH',
      'kv',
      'k=eq.V1',
      { v: 'V2' },
      [],
      /^update "rest_fixture"\."kv" as "_u" set "v" = "_r"\."v" from \(select \* from json_populate_record\(null::"rest_fixture"\."kv", \$1::json\)\) "_r" where \("_u"\."k" = \$2::text::"pg_catalog"\."text"\)$/,
    ],
    [
      'DELETE',
      'kv',
      'k=eq.V1',
      undefined,
      [],
      /^delete from "rest_fixture"\."kv" as "_u" where \("_u"\."k" = \$1::text::"pg_catalog"\."text"\)$/,
    ],
  ] as const)('%s %s %s %j', (method, table, qs, body, prefer, sql) => {
    const b = mutate(method, table, qs, body, [...prefer]);
    expect(b.statements).toHaveLength(1);
    expect(b.statements[0].sql).toMatch(sql);
    expect(b.statements[0].sql).not.toMatch(/V\d/);
  });

  it('representation wraps the mutation in a CTE and reads it back', () => {
    const b = mutate(
      'POST',
      'kv',
      'select=k&columns=k,v',
      [{ k: 'V1' }, { k: 'V2', v: 'V3' }],
      ['return=representation', 'missing=default'],
    );
    expect(b.statements).toEqual([]);
    // Only the columns the representation reads (a role may hold SELECT on just those).
    expect(b.main?.sql).toMatch(/^with "_pgrst_mut" as \(insert .* returning "_u"\."k"\) select .* from "_pgrst_mut"/);
    expect(b.main?.sql).not.toMatch(/V\d/);
  });

  it('select=* returns every column by name', () => {
    const b = mutate('POST', 'kv', '', [{ k: 'a' }], ['return=representation']);
    expect(b.main?.sql).toMatch(/returning "_u"\."k", "_u"\."v"\)/);
  });

  it('a limited DELETE on a view picks rows by the order columns (no ctid)', () => {
    const b = mutate('DELETE', 'company_plans_v', 'limit=1&order=id', undefined, []);
    expect(b.statements[0].sql).toMatch(
      /where \("_u"\."id"\) in \(select "_s"\."id" from .* order by "_s"\."id" limit/,
    );
  });
});

describe('buildCall', () => {
  const call = (name: string, body: unknown) => {
    const p = planCall(cache, {
      schema: 'rest_fixture',
      name,
      body,
      isPost: true,
      query: parseQuery([]),
      prefs: parsePrefer([]),
    });
    return buildCall(
      p.spec,
      p.rows ? { plan: p.rows, opts: { count: false, singular: false, stripNulls: false } } : undefined,
    );
  };
  it.each([
    [
      'add',
      { a: 1, b: 2 },
      'json_to_record($1::json) as "_a"("a" "pg_catalog"."int4", "b" "pg_catalog"."int4") cross join lateral "rest_fixture"."add"("a" := "_a"."a", "b" := "_a"."b") as "_c"("_v")',
    ],
    ['echo', { x: 1 }, '"rest_fixture"."echo"($1::json)'],
    ['nothing', {}, '"rest_fixture"."nothing"() as "_c"'],
    [
      'companies_in',
      { c: 'CL' },
      'with "_pgrst_call" as (select "_c".* from json_to_record($1::json) as "_a"("c" "pg_catalog"."text") cross join lateral "rest_fixture"."companies_in"("c" := "_a"."c") as "_c")',
    ],
  ])('%s', (name, body, fragment) => {
    expect(call(name, body).sql).toContain(fragment);
  });
});

describe('pgArrayLiteral', () => {
  it.each([
    [[], '{}'],
    [['a'], '{"a"}'],
    [['a,b', 'c"d', 'e\\f', 'NULL'], '{"a,b","c\\"d","e\\\\f","NULL"}'],
  ])('%j', (values, literal) => {
    expect(pgArrayLiteral(values)).toBe(literal);
  });
});
