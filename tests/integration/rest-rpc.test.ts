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
  server = await startTestServer({ config: { dbSchemas: ['rest_fixture'] } });
  await server.db.exec(FIXTURE_SQL);
  await waitForTable(server, 'companies');
  db = fixtureClient(server, { key: server.serviceRoleKey });
});
afterAll(async () => {
  await server?.stop();
});

const raw = (path: string, init?: RequestInit & { headers?: Record<string, string> }) =>
  rawRest(server, { 'Content-Type': 'application/json' })(path, init);

describe('rpc', () => {
  it('scalar functions by POST (named arguments, defaults) and GET', async () => {
    expect((await db.rpc('add', { a: 2, b: 3 })).data).toBe(5);
    expect((await db.rpc('add', { a: 2 })).data).toBe(12);
    expect((await db.rpc('add', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    const r = await raw('rpc/add?a=1&b=2');
    expect(r.status).toBe(200);
    expect(r.text).toBe('3');
  });

  it('set-returning functions accept select, filters, order, limit and count', async () => {
    const { data, error, count } = await db
      .rpc('companies_in', { c: 'CL' }, { count: 'exact' })
      .select('id, name, company_plans(plan_id)')
      .order('id', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([{ id: 3, name: 'Atacama', company_plans: [] }]);
    const f = await db.rpc('companies_in', { c: 'CL' }).eq('name', 'Andes').select('name');
    expect(f.data).toEqual([{ name: 'Andes' }]);
    const g = await raw('rpc/companies_in?c=CL&select=name&name=eq.Atacama');
    expect(g.json()).toEqual([{ name: 'Atacama' }]);
  });

  it('a function returning one row gives an object; table functions give rows', async () => {
    const one = await db.rpc('first_company').select('id, name');
    expect(one.data).toEqual({ id: 1, name: 'Andes' });
    const t = await db.rpc('plan_counts');
    expect(t.data).toEqual([
      { plan_id: 1, n: 2 },
      { plan_id: 2, n: 1 },
      { plan_id: 3, n: 1 },
    ]);
    const filtered = await db.rpc('plan_counts').gt('n', 1);
    expect(filtered.data).toEqual([{ plan_id: 1, n: 2 }]);
  });

  it('setof scalar gives an array of values; arrays as arguments', async () => {
    expect((await db.rpc('numbers', { n: 3 })).data).toEqual([1, 2, 3]);
    expect((await db.rpc('sum_list', { xs: [1, 2, 3] })).data).toBe(6);
    expect((await raw('rpc/sum_list?xs={4,5}')).text).toBe('9');
  });

  it('a single unnamed json parameter receives the whole body; params=single-object', async () => {
    const r = await raw('rpc/echo', { method: 'POST', body: JSON.stringify({ x: [1, { y: 'z' }] }) });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ x: [1, { y: 'z' }] });
    const s = await raw('rpc/echo_obj', {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
      headers: { Prefer: 'params=single-object' },
    });
    expect(s.status).toBe(200);
    expect(s.json()).toEqual({ a: 1 });
    expect(s.headers.get('preference-applied')).toBe('params=single-object');
    const named = await db.rpc('echo_obj', { payload: { b: 2 } });
    expect(named.data).toEqual({ b: 2 });
  });

  it('void functions answer 204', async () => {
    const r = await raw('rpc/nothing', { method: 'POST', body: '{}' });
    expect(r.status).toBe(204);
    const { error, data } = await db.rpc('nothing');
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('errors: unknown function 404 PGRST202, raise 400 P0001, PTxxx status, GET of a volatile function 405', async () => {
    const nf = await db.rpc('nope', { a: 1 });
    expect(nf.status).toBe(404);
    expect(nf.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function rest_fixture.nope(a) in the schema cache',
    });
    const wrongArgs = await db.rpc('add', { z: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
    const raised = await db.rpc('fail', { msg: 'boom' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'boom', hint: 'a hint' });
    const teapot = await db.rpc('teapot');
    expect(teapot.status).toBe(418);
    const ro = await raw('rpc/bump');
    expect(ro.status).toBe(405);
    expect(ro.json()).toMatchObject({ code: '25006' });
    const post = await raw('rpc/bump', { method: 'POST', body: '{}' });
    expect(post.status).toBe(200);
    const badMethod = await raw('rpc/add', { method: 'PATCH', body: '{}' });
    expect(badMethod.status).toBe(405);
    expect(badMethod.json()).toMatchObject({ code: 'PGRST101' });
    const badArg = await db.rpc('add', { a: 'x' });
    expect(badArg.status).toBe(400);
    expect(badArg.error?.code).toBe('22P02');
  });

  it('object media type on a set-returning function', async () => {
    const one = await raw('rpc/companies_in?c=PE&select=name', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(one.status).toBe(200);
    expect(one.json()).toEqual({ name: 'Pacífico' });
    const many = await raw('rpc/companies_in?c=CL', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(many.status).toBe(406);
  });
});
