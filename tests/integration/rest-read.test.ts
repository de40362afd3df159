import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_SQL,
  fixtureClient,
  rawRest,
  waitForTable,
  type FixtureClient,
} from '../../server/rest/testing/fixture.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let db: FixtureClient;

beforeAll(async () => {
  server = await startTestServer({ config: { dbSchemas: ['public', 'rest_fixture'] } });
  await server.db.exec(FIXTURE_SQL);
  await waitForTable(server, 'companies');
  db = fixtureClient(server, { key: server.serviceRoleKey });
});
afterAll(async () => {
  await server?.stop();
});

const raw = (path: string, init?: RequestInit & { headers?: Record<string, string> }) =>
  rawRest(server, { 'Accept-Profile': 'rest_fixture', 'Content-Profile': 'rest_fixture' })(path, init);

describe('select', () => {
  it('returns every column with *', async () => {
    const { data, error, status } = await db.from('companies').select('*').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(5);
    expect(data![0]).toMatchObject({
      id: 1,
      name: 'Andes',
      country: 'CL',
      tags: ['mining', 'energy'],
      meta: { size: 'large', rank: 1 },
      active: true,
    });
    expect(data![0].created_at).toBe('2024-01-01T00:00:00+00:00');
  });

  it('keeps bigints exact in the JSON text Postgres builds', async () => {
    const r = await raw('companies?select=big&id=eq.1');
    expect(r.text).toContain('9007199254740993');
  });

  it.each([
    ['id,name', { id: 1, name: 'Andes' }],
    ['nombre:name', { nombre: 'Andes' }],
    ['id::text', { id: '1' }],
    ['ident:id::text', { ident: '1' }],
    ['meta->size', { size: 'large' }],
    ['meta->>rank', { rank: '1' }],
    ['r:meta->rank', { r: 1 }],
    ['tags', { tags: ['mining', 'energy'] }],
    [' id , name ', { id: 1, name: 'Andes' }],
  ])('select=%s', async (select, expected) => {
    const { data, error } = await db.from('companies').select(select).eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual(expected);
  });

  it('embeds to-one as an object and to-many as an array, several levels deep', async () => {
    const { data, error } = await db
      .from('companies')
      .select('id, name, countries(name), company_plans(plan_id, started, plans(name))')
      .order('id')
      .order('id', { referencedTable: 'company_plans' })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        name: 'Andes',
        countries: { name: 'Chile' },
        company_plans: [
          { plan_id: 3, started: '2024-01-15', plans: { name: 'Enterprise' } },
          { plan_id: 1, started: '2023-01-01', plans: { name: 'Básico' } },
        ],
      },
      {
        id: 2,
        name: 'Pacífico',
        countries: { name: 'Perú' },
        company_plans: [{ plan_id: 1, started: '2024-03-01', plans: { name: 'Básico' } }],
      },
    ]);
  });

  it('embeds through a view inheriting the foreign keys of its base table', async () => {
    const { data, error } = await db
      .from('company_plans_v')
      .select('id, empresa, companies(name), plans(key)')
      .order('id')
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, empresa: 1, companies: { name: 'Andes' }, plans: { key: 'enterprise' } }]);
    const rev = await db.from('companies').select('name, company_plans_v(plan_id)').eq('id', 2).single();
    expect(rev.error).toBeNull();
    expect(rev.data).toEqual({ name: 'Pacífico', company_plans_v: [{ plan_id: 1 }] });
  });

  it('renames embeddings with an alias and spreads to-one embeddings', async () => {
    const { data, error } = await db
      .from('company_plans')
      .select('id, empresa:companies(name), ...plans(plan_name:name)')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, empresa: { name: 'Andes' }, plan_name: 'Enterprise' });
  });

  it('resolves ambiguity with hints and reports PGRST201 without them', async () => {
    const amb = await db.from('messages').select('body, people(name)');
    expect(amb.status).toBe(300);
    expect(amb.error?.code).toBe('PGRST201');
    expect(JSON.stringify(amb.error?.details)).toContain('messages_sender_id_fkey');
    const { data, error } = await db
      .from('messages')
      .select('body, from:people!messages_sender_id_fkey(name), to:people!receiver_id(name)')
      .order('id')
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'hola', from: { name: 'Ana' }, to: { name: 'Beto' } }]);
    // A self-reference as PostgREST's findRel: the column gives the parent, the table's name (with
    // the column as hint) the children.
    const self = await db.from('people').select('name, boss:manager_id(name)').eq('id', 2).single();
    expect(self.error).toBeNull();
    expect(self.data).toEqual({ name: 'Beto', boss: { name: 'Ana' } });
    const reports = await db.from('people').select('name, reports:people!manager_id(name)').eq('id', 1).single();
    expect(reports.data).toEqual({ name: 'Ana', reports: [{ name: 'Beto' }, { name: 'Dani' }] });
  });

  it('embeds by foreign key column name', async () => {
    const { data, error } = await db.from('people').select('name, company_id(name)').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Carla', company_id: { name: 'Pacífico' } });
  });

  it('answers PGRST200 for an unknown relationship', async () => {
    const { error, status } = await db.from('companies').select('id, nothere(id)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
    expect(error?.message).toBe("Could not find a relationship between 'companies' and 'nothere' in the schema cache");
  });

  it('filters, orders and limits embedded resources', async () => {
    const { data, error } = await db
      .from('companies')
      .select('id, company_plans(plan_id)')
      .eq('id', 1)
      .eq('company_plans.active', true)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, company_plans: [{ plan_id: 3 }] });
    const ordered = await db
      .from('companies')
      .select('id, company_plans(plan_id)')
      .eq('id', 1)
      .order('plan_id', { referencedTable: 'company_plans', ascending: true })
      .limit(1, { referencedTable: 'company_plans' })
      .single();
    expect(ordered.data).toEqual({ id: 1, company_plans: [{ plan_id: 1 }] });
    const orEmbedded = await db
      .from('companies')
      .select('id, company_plans(plan_id)')
      .eq('id', 1)
      .or('plan_id.eq.1,plan_id.eq.2', { referencedTable: 'company_plans' })
      .single();
    expect(orEmbedded.data).toEqual({ id: 1, company_plans: [{ plan_id: 1 }] });
  });

  it('!inner embeddings filter the parent rows', async () => {
    const { data, error } = await db
      .from('companies')
      .select('name, company_plans!inner(plan_id)')
      .eq('company_plans.plan_id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Pampa', company_plans: [{ plan_id: 2 }] }]);
    const withCount = await db
      .from('companies')
      .select('name, company_plans!inner(plan_id)', { count: 'exact' })
      .eq('company_plans.active', true);
    expect(withCount.count).toBe(3);
  });

  it('filters parents on the presence of an embedding (embed=not.is.null)', async () => {
    const r = await raw('companies?select=name,company_plans(plan_id)&company_plans=is.null&order=id');
    expect(r.status).toBe(200);
    expect((r.json() as { name: string }[]).map((x) => x.name)).toEqual(['Atacama', 'O\'Higgins, "Sur"']);
  });

  it('orders by a column of a to-one embedding', async () => {
    const r = await raw('people?select=name,companies(name)&order=companies(name).desc,name.asc');
    expect(r.status).toBe(200);
    expect((r.json() as { name: string }[]).map((x) => x.name)).toEqual(['Carla', 'Ana', 'Beto', 'Dani']);
  });
});

describe('filters', () => {
  const names = async (path: string) => {
    const r = await raw(`companies?select=name&order=id&${path}`);
    expect(r.status, r.text).toBe(200);
    return (r.json() as { name: string }[]).map((x) => x.name);
  };
  it.each([
    ['id=eq.1', ['Andes']],
    ['id=neq.1', ['Pacífico', 'Atacama', 'Pampa', 'O\'Higgins, "Sur"']],
    ['employees=gt.40', ['Andes']],
    ['employees=gte.40', ['Andes', 'Pampa']],
    ['employees=lt.15', ['O\'Higgins, "Sur"']],
    ['employees=lte.15', ['Pacífico', 'O\'Higgins, "Sur"']],
    ['name=like.A*', ['Andes', 'Atacama']],
    ['name=ilike.*PA*', ['Pacífico', 'Pampa']],
    ['name=ilike.*MP*', ['Pampa']],
    ['name=like.A%25', ['Andes', 'Atacama']],
    ['employees=is.null', ['Atacama']],
    ['employees=not.is.null&id=lt.3', ['Andes', 'Pacífico']],
    ['meta=is.null', ['Atacama', 'O\'Higgins, "Sur"']],
    ['active=is.true&id=eq.1', ['Andes']],
    ['active=is.false', []],
    ['id=in.(1,3)', ['Andes', 'Atacama']],
    ['name=in.("O\'Higgins, \\"Sur\\"",Pampa)', ['Pampa', 'O\'Higgins, "Sur"']],
    ['id=not.in.(1,2,3)', ['Pampa', 'O\'Higgins, "Sur"']],
    ['id=in.()', []],
    ['tags=cs.{mining}', ['Andes', 'Atacama']],
    ['tags=cd.{mining,energy,retail}&tags=neq.{}', ['Andes', 'Pacífico', 'Atacama']],
    ['tags=ov.{retail,energy}', ['Andes', 'Pacífico']],
    ['meta=cs.{"size":"small"}', ['Pacífico']],
    ['meta->>size=eq.medium', ['Pampa']],
    ['meta->rank=gt.1', ['Pacífico']],
    ['mood=eq.sad', ['Pacífico']],
    ['name=match.^P', ['Pacífico', 'Pampa']],
    ['name=imatch.^p', ['Pacífico', 'Pampa']],
    ['id=gt(any).{3,4}', ['Pampa', 'O\'Higgins, "Sur"']],
    ['name=like(any).{A*,P*}', ['Andes', 'Pacífico', 'Atacama', 'Pampa']],
    ['employees=isdistinct.15', ['Andes', 'Atacama', 'Pampa', 'O\'Higgins, "Sur"']],
    ['or=(id.eq.1,name.eq.Pampa)', ['Andes', 'Pampa']],
    ['or=(id.eq.1,and(country.eq.CL,employees.is.null))', ['Andes', 'Atacama']],
    ['not.or=(id.eq.1,id.eq.2)&id=lt.5', ['Atacama', 'Pampa']],
    ['and=(country.eq.CL,or(id.eq.1,id.eq.2))', ['Andes']],
    ['or=(name.eq."O\'Higgins, \\"Sur\\"",id.in.(1,2))', ['Andes', 'Pacífico', 'O\'Higgins, "Sur"']],
    ['or=(name.ilike.*mp*,id.not.gte.2)', ['Andes', 'Pampa']],
  ])('%s', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('full-text search (fts, plfts, phfts, wfts) with and without a configuration', async () => {
    const ids = async (q: string) =>
      ((await raw(`docs?select=id&order=id&${q}`)).json() as { id: number }[]).map((x) => x.id);
    expect(await ids('body=fts.quick')).toEqual([1, 3]);
    expect(await ids('body=fts(simple).quick%20%26%20fox')).toEqual([1]);
    expect(await ids('body=plfts.quick%20brown')).toEqual([1]);
    expect(await ids('body=phfts(simple).quick%20thinking')).toEqual([3]);
    expect(await ids('body=wfts.quick%20-fox')).toEqual([3]);
    expect(await ids('body=not.fts.quick')).toEqual([2]);
  });

  it('supabase-js filter builders', async () => {
    const r = await db
      .from('companies')
      .select('name')
      .in('id', [1, 2])
      .ilike('name', '%a%')
      .not('country', 'is', null)
      .order('name');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ name: 'Andes' }, { name: 'Pacífico' }]);
    const c = await db.from('companies').select('name').contains('tags', ['energy']);
    expect(c.data).toEqual([{ name: 'Andes' }]);
    const m = await db.from('companies').select('name').match({ country: 'CL', active: true }).order('id');
    expect(m.data).toEqual([{ name: 'Andes' }, { name: 'Atacama' }]);
    const t = await db.from('docs').select('id').textSearch('body', "'quick' & 'fox'");
    expect(t.data).toEqual([{ id: 1 }]);
  });
});

describe('order, limit, offset, range and count', () => {
  it('orders by several columns with nulls placement', async () => {
    const r = await raw('companies?select=id&order=employees.desc.nullslast,id.asc');
    expect((r.json() as { id: number }[]).map((x) => x.id)).toEqual([1, 4, 2, 5, 3]);
    const r2 = await raw('companies?select=id&order=employees.asc.nullsfirst');
    expect((r2.json() as { id: number }[]).map((x) => x.id)).toEqual([3, 5, 2, 4, 1]);
    const r3 = await raw('companies?select=id&order=country.nullsfirst,id.desc');
    expect((r3.json() as { id: number }[]).map((x) => x.id)).toEqual([5, 4, 3, 1, 2]);
  });

  it('limit and offset with Content-Range', async () => {
    const r = await raw('companies?select=id&order=id&limit=2&offset=1');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-range')).toBe('1-2/*');
    expect(r.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('count=exact gives 206 for a partial page and the total in Content-Range', async () => {
    const { data, count, status } = await db.from('companies').select('id', { count: 'exact' }).order('id').range(0, 1);
    expect(status).toBe(206);
    expect(count).toBe(5);
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    const full = await raw('companies?select=id', { headers: { Prefer: 'count=exact' } });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-range')).toBe('0-4/5');
    expect(full.headers.get('preference-applied')).toBe('count=exact');
    const none = await raw('companies?select=id&id=eq.999', { headers: { Prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
    // estimated: exact below max-rows; planned: the planner's estimate (exact cases in rest-protocol.test.ts).
    const estimated = await db.from('companies').select('id', { count: 'estimated', head: true });
    expect(estimated.count).toBe(5);
    const planned = await db.from('companies').select('id', { count: 'planned', head: true });
    expect(planned.error).toBeNull();
    expect(planned.count).toBeGreaterThan(0);
  });

  it('HEAD returns headers only', async () => {
    const { data, count, status, error } = await db.from('companies').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(5);
    expect(data).toBeNull();
  });

  it('Range and Range-Unit headers', async () => {
    const r = await raw('companies?select=id&order=id', { headers: { Range: '1-3', 'Range-Unit': 'items' } });
    expect(r.headers.get('content-range')).toBe('1-3/*');
    expect(r.json()).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }]);
    // The header range is intersected with limit/offset (0-1 here), as PostgREST does.
    const both = await raw('companies?select=id&order=id&limit=2', { headers: { Range: '1-3' } });
    expect(both.json()).toEqual([{ id: 2 }]);
  });

  it('416 PGRST103 for an unsatisfiable range', async () => {
    const r = await raw('companies?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
    expect(r.status).toBe(416);
    expect(r.json()).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
    const bad = await raw('companies?select=id', { headers: { Range: '5-2' } });
    expect(bad.status).toBe(416);
  });

  it('caps reads at max-rows', async () => {
    const capped = await startTestServer({ config: { dbSchemas: ['rest_fixture'], maxRows: 2 } });
    try {
      await capped.db.exec(FIXTURE_SQL);
      await waitForTable(capped, 'companies');
      const c = fixtureClient(capped, { key: capped.serviceRoleKey });
      const { data, count } = await c.from('companies').select('id', { count: 'exact' }).order('id');
      expect(data).toEqual([{ id: 1 }, { id: 2 }]);
      expect(count).toBe(5);
    } finally {
      await capped.stop();
    }
  });
});

describe('media types and singular responses', () => {
  it('single() returns an object, and 406 PGRST116 unless exactly one row', async () => {
    const one = await db.from('companies').select('name').eq('id', 2).single();
    expect(one.data).toEqual({ name: 'Pacífico' });
    const many = await db.from('companies').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' });
    const none = await db.from('companies').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await db.from('companies').select('name').eq('id', 99).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('answers with the PostgREST content types', async () => {
    const j = await raw('companies?select=id&limit=1');
    expect(j.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const o = await raw('companies?select=id&id=eq.1', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(o.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(o.json()).toEqual({ id: 1 });
    const bad = await raw('companies', { headers: { Accept: 'image/png' } });
    expect(bad.status).toBe(406);
    expect(bad.json()).toMatchObject({ code: 'PGRST107' });
  });

  it('CSV', async () => {
    const { data, error } = await db.from('companies').select('id,name').in('id', [1, 5]).order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name\n1,Andes\n5,"O\'Higgins, ""Sur"""');
  });

  it('strips nulls on request', async () => {
    const { data } = await db.from('companies').select('id, meta').eq('id', 3).stripNulls();
    expect(data).toEqual([{ id: 3 }]);
  });
});

describe('schemas and errors', () => {
  it('Accept-Profile picks an exposed schema and rejects others with 406 PGRST106', async () => {
    const r = await raw('companies?select=id&limit=1', { headers: { 'Accept-Profile': 'rest_fixture' } });
    expect(r.status).toBe(200);
    const bad = await raw('companies', { headers: { 'Accept-Profile': 'auth' } });
    expect(bad.status).toBe(406);
    expect(bad.json()).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      hint: 'Only the following schemas are exposed: public, rest_fixture',
    });
  });

  it('404 PGRST205 for an unknown table, with a hint for a close name', async () => {
    const { error, status } = await db.from('companie').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'rest_fixture.companie' in the schema cache",
      hint: "Perhaps you meant the table 'rest_fixture.companies'",
    });
  });

  it.each([
    ['companies?select=nope', 400, '42703'],
    ['companies?nope=eq.1', 400, 'PGRST204'],
    ['companies?order=nope', 400, 'PGRST204'],
    ['companies?select=id(', 400, 'PGRST100'],
    ['companies?id=zz.1', 400, 'PGRST100'],
    ['companies?id=in.1,2', 400, 'PGRST100'],
    ['companies?or=id.eq.1', 400, 'PGRST100'],
    ['companies?limit=-1', 416, 'PGRST103'],
    ['companies?order=id.sideways', 400, 'PGRST100'],
    ['companies?id=is.maybe', 400, 'PGRST100'],
    ['companies?id=eq.abc', 400, '22P02'],
    ['companies?select=id::nosuchtype', 400, '42704'],
    ['companies?select=count()', 400, 'PGRST123'],
    ['companies?nothere.id=eq.1', 400, 'PGRST108'],
    ['companies?select=id,company_plans(id)&order=company_plans(id)', 400, 'PGRST118'],
    ['companies?select=id,...company_plans(id)', 400, 'PGRST119'],
  ])('%s -> %i %s', async (path, status, code) => {
    const r = await raw(path);
    expect(r.status, r.text).toBe(status);
    const body = r.json() as Record<string, unknown>;
    expect(body.code).toBe(code);
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('a regex too complex to compile answers 400 2201B (as PostgreSQL 15 does), and the next error still answers', async () => {
    const r = await raw(`companies?select=id&name=match.${encodeURIComponent('(.{1,255}){1,255}z')}`, {
      signal: AbortSignal.timeout(20_000),
    });
    expect(r.status, r.text).toBe(400);
    expect(r.json()).toMatchObject({
      code: '2201B',
      message: 'invalid regular expression: regular expression is too complex',
    });
    const long = await raw(`companies?select=id&name=imatch.${'a'.repeat(1001)}`, {
      signal: AbortSignal.timeout(20_000),
    });
    expect(long.status, long.text).toBe(400);
    const next = await raw('companies?select=id&active=eq.notabool', { signal: AbortSignal.timeout(20_000) });
    expect(next.status, next.text).toBe(400);
    expect(next.json()).toMatchObject({ code: '22P02' });
    const ok = await raw(`companies?select=id&name=match.${encodeURIComponent('^A(n|t)')}&order=id`, {
      signal: AbortSignal.timeout(20_000),
    });
    expect(ok.json()).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('an unknown path answers 404 PGRST125 and an unsupported method 405', async () => {
    const r = await raw('companies/extra');
    expect(r.status).toBe(404);
    const m = await raw('companies', { method: 'OPTIONS' });
    expect(m.status).toBeLessThan(500);
  });
});
