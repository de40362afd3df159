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

describe('insert', () => {
  it('inserts one object with return=minimal: 201, no body', async () => {
    const { data, error, status } = await db.from('plans').insert({ id: 10, key: 'k10', name: 'Diez' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const r = await raw('plans', { method: 'POST', body: JSON.stringify({ id: 11, key: 'k11', name: 'Once' }) });
    expect(r.status).toBe(201);
    expect(r.text).toBe('');
    expect(r.headers.get('content-range')).toBe('*/*');
  });

  it('inserts an array and returns the representation with embeddings', async () => {
    const { data, error, status } = await db
      .from('company_plans')
      .insert(
        [
          { company_id: 3, plan_id: 1 },
          { company_id: 3, plan_id: 2, started: '2025-01-01' },
        ],
        { defaultToNull: false },
      )
      .select('company_id, plan_id, started, plans(key)');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { company_id: 3, plan_id: 1, started: '2024-02-01', plans: { key: 'basico' } },
      { company_id: 3, plan_id: 2, started: '2025-01-01', plans: { key: 'pro' } },
    ]);
  });

  it('insert().select().single() returns one object', async () => {
    const { data, error } = await db.from('countries').insert({ code: 'UY', name: 'Uruguay' }).select().single();
    expect(error).toBeNull();
    expect(data).toEqual({ code: 'UY', name: 'Uruguay' });
  });

  it('missing keys become null (columns=) unless Prefer: missing=default', async () => {
    const asNull = await db
      .from('companies')
      .insert([
        { name: 'N1', employees: 3 },
        { name: 'N2', active: false },
      ])
      .select('name, employees, active');
    // `active` is NOT NULL: null for the first row violates it.
    expect(asNull.error?.code).toBe('23502');
    expect(asNull.status).toBe(400);
    const withDefault = await db
      .from('companies')
      .insert(
        [
          { name: 'N1', employees: 3 },
          { name: 'N2', active: false },
        ],
        { defaultToNull: false },
      )
      .select('name, employees, active');
    expect(withDefault.error).toBeNull();
    expect(withDefault.data).toEqual([
      { name: 'N1', employees: 3, active: true },
      { name: 'N2', employees: null, active: false },
    ]);
  });

  it('an empty object inserts a row of defaults', async () => {
    const r = await raw('people', { method: 'POST', body: '{}', headers: { Prefer: 'return=representation' } });
    expect(r.status).toBe(400); // name is NOT NULL
    expect(r.json()).toMatchObject({ code: '23502' });
    const k = await raw('kv', {
      method: 'POST',
      body: JSON.stringify([]),
      headers: { Prefer: 'return=representation' },
    });
    expect(k.status).toBe(201);
    expect(k.json()).toEqual([]);
  });

  it('headers-only gives a Location', async () => {
    const r = await raw('plans', {
      method: 'POST',
      body: JSON.stringify({ id: 12, key: 'k12', name: 'Doce' }),
      headers: { Prefer: 'return=headers-only' },
    });
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe('/plans?id=eq.12');
    expect(r.headers.get('preference-applied')).toBe('return=headers-only');
  });

  it('count=exact on an insert', async () => {
    const { count, error } = await db.from('countries').insert(
      [
        { code: 'BO', name: 'Bolivia' },
        { code: 'EC', name: 'Ecuador' },
      ],
      { count: 'exact' },
    );
    expect(error).toBeNull();
    expect(count).toBe(2);
  });

  it.each([
    ['a duplicate key', { id: 1, key: 'dup', name: 'x' }, 409, '23505'],
    ['a foreign key violation', null, 409, '23503'],
    ['a check violation', null, 400, '23514'],
    ['a bad value', { id: 'abc', key: 'z', name: 'z' }, 400, '22P02'],
  ])('%s answers %i %s', async (what, body, status, code) => {
    let r;
    if (what === 'a foreign key violation') r = await db.from('company_plans').insert({ company_id: 999, plan_id: 1 });
    else if (what === 'a check violation') r = await db.from('companies').insert({ name: 'neg', employees: -1 });
    else r = await db.from('plans').insert(body as Record<string, unknown>);
    expect(r.status).toBe(status);
    expect(r.error?.code).toBe(code);
    expect(r.error?.message).toBeTruthy();
  });

  it('rejects unknown columns with PGRST204 and a bad body with PGRST102', async () => {
    const u = await db.from('plans').insert({ id: 50, key: 'x', name: 'x', nope: 1 });
    expect(u.status).toBe(400);
    expect(u.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'plans' in the schema cache",
    });
    for (const body of ['{bad json', '[1,2]', '"text"', '42']) {
      const r = await raw('plans', { method: 'POST', body });
      expect(r.status, body).toBe(400);
      expect(r.json()).toMatchObject({ code: 'PGRST102' });
    }
  });

  it('columns= restricts the inserted keys', async () => {
    const r = await raw('plans?columns=id,key,name', {
      method: 'POST',
      body: JSON.stringify([{ id: 60, key: 'k60', name: 'x', ignored: 1 }]),
      headers: { Prefer: 'return=representation' },
    });
    expect(r.status).toBe(201);
    expect(r.json()).toEqual([{ id: 60, key: 'k60', name: 'x' }]);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key', async () => {
    const { data, error, status } = await db
      .from('kv')
      .upsert([
        { k: 'a', v: '1' },
        { k: 'b', v: '2' },
      ])
      .select()
      .order('k');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { k: 'a', v: '1' },
      { k: 'b', v: '2' },
    ]);
    const again = await db.from('kv').upsert({ k: 'a', v: 'uno' }).select();
    expect(again.data).toEqual([{ k: 'a', v: 'uno' }]);
    const all = await db.from('kv').select().order('k');
    expect(all.data).toEqual([
      { k: 'a', v: 'uno' },
      { k: 'b', v: '2' },
    ]);
  });

  it('on_conflict names another unique column; ignore-duplicates keeps the row', async () => {
    const merged = await db
      .from('plans')
      .upsert({ key: 'basico', id: 1, name: 'Básico 2' }, { onConflict: 'key' })
      .select('id, name')
      .single();
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual({ id: 1, name: 'Básico 2' });
    const ignored = await db
      .from('plans')
      .upsert({ key: 'basico', id: 1, name: 'ignored' }, { onConflict: 'key', ignoreDuplicates: true })
      .select();
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const r = await raw('plans?on_conflict=key', {
      method: 'POST',
      body: JSON.stringify({ key: 'pro', id: 2, name: 'Pro!' }),
      headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
    });
    // A merge that only updated: 200 (PostgREST answers 201 only when a row was inserted).
    expect(r.status).toBe(200);
    expect(r.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    expect(r.json()).toEqual([{ id: 2, key: 'pro', name: 'Pro!' }]);
  });

  it('accepts several Prefer headers', async () => {
    const h = new Headers({
      apikey: server.serviceRoleKey,
      'Content-Type': 'application/json',
      'Content-Profile': 'rest_fixture',
    });
    h.append('Prefer', 'return=representation');
    h.append('Prefer', 'resolution=merge-duplicates');
    const res = await fetch(`${server.url}/rest/v1/kv`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ k: 'multi-prefer', v: 'multi' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ k: 'multi-prefer', v: 'multi' }]);
  });

  it('PUT upserts one row identified by its primary key', async () => {
    const r = await raw('kv?k=eq.put', {
      method: 'PUT',
      body: JSON.stringify({ k: 'put', v: '1' }),
      headers: { Prefer: 'return=representation' },
    });
    // 201 when it inserted, 200 when it updated (PostgREST's MutationSingleUpsert).
    expect(r.status).toBe(201);
    expect(r.json()).toEqual([{ k: 'put', v: '1' }]);
    const again = await raw('kv?k=eq.put', {
      method: 'PUT',
      body: JSON.stringify({ k: 'put', v: '2' }),
      headers: { Prefer: 'return=representation' },
    });
    expect(again.status).toBe(200);
    expect(again.json()).toEqual([{ k: 'put', v: '2' }]);
    await raw('kv?k=eq.put', { method: 'PUT', body: JSON.stringify({ k: 'put', v: '1' }) });
    const mismatch = await raw('kv?k=eq.put', { method: 'PUT', body: JSON.stringify({ k: 'other', v: '1' }) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'PGRST115' });
    const noPk = await raw('kv?v=eq.1', { method: 'PUT', body: JSON.stringify({ k: 'x', v: '1' }) });
    expect(noPk.status).toBe(405);
  });
});

describe('update and delete', () => {
  it('PATCH with filters: 204 minimal, 200 with representation', async () => {
    const min = await db.from('people').update({ name: 'Ana María' }).eq('id', 1);
    expect(min.error).toBeNull();
    expect(min.status).toBe(204);
    const rep = await db.from('people').update({ name: 'Ana' }).eq('id', 1).select('id, name, companies(name)');
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([{ id: 1, name: 'Ana', companies: { name: 'Andes' } }]);
    const nothing = await db.from('people').update({ name: 'x' }).eq('id', 999).select();
    expect(nothing.data).toEqual([]);
  });

  it('PATCH through an updatable view', async () => {
    const r = await db.from('company_plans_v').update({ started: '2020-01-01' }).eq('id', 1).select('id, started');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([{ id: 1, started: '2020-01-01' }]);
  });

  it('PATCH with single() rolls back when more than one row changes', async () => {
    const r = await db.from('companies').update({ active: false }).eq('country', 'CL').select('id').single();
    expect(r.status).toBe(406);
    expect(r.error?.code).toBe('PGRST116');
    const check = await db.from('companies').select('active').eq('country', 'CL');
    expect(check.data?.every((x) => x.active === true)).toBe(true);
  });

  it('count on update and delete', async () => {
    const u = await db.from('docs').update({ body: 'updated body' }, { count: 'exact' }).gte('id', 2);
    expect(u.count).toBe(2);
    const d = await db.from('docs').delete({ count: 'exact' }).eq('id', 3);
    expect(d.status).toBe(204);
    expect(d.count).toBe(1);
  });

  it('DELETE with representation and with filters on several columns', async () => {
    await db.from('kv').insert([
      { k: 'd1', v: 'x' },
      { k: 'd2', v: 'x' },
      { k: 'd3', v: 'y' },
    ]);
    const r = await db.from('kv').delete().eq('v', 'x').in('k', ['d1', 'd2']).select().order('k');
    expect(r.status).toBe(200);
    expect(r.data).toEqual([
      { k: 'd1', v: 'x' },
      { k: 'd2', v: 'x' },
    ]);
  });

  it('an empty PATCH body changes nothing', async () => {
    const r = await raw('people?id=eq.1', {
      method: 'PATCH',
      body: '{}',
      headers: { Prefer: 'return=representation' },
    });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual([]);
  });

  it('Prefer: tx=rollback answers but keeps nothing', async () => {
    const r = await raw('kv', {
      method: 'POST',
      body: JSON.stringify({ k: 'rolled', v: '1' }),
      headers: { Prefer: 'tx=rollback, return=representation' },
    });
    expect(r.status).toBe(201);
    expect(r.json()).toEqual([{ k: 'rolled', v: '1' }]);
    const after = await db.from('kv').select().eq('k', 'rolled');
    expect(after.data).toEqual([]);
  });

  it('a foreign key still referenced answers 409 on delete', async () => {
    const r = await db.from('plans').delete().eq('id', 1);
    expect(r.status).toBe(409);
    expect(r.error?.code).toBe('23503');
  });

  it('limit on PATCH/DELETE without an order is refused (400 PGRST109) rather than left to chance', async () => {
    const r = await raw('kv?limit=1', { method: 'DELETE' });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({
      code: 'PGRST109',
      message: "A 'limit' was applied without an explicit 'order'",
      hint: "Apply an 'order' using unique column(s)",
    });
  });
});

describe('client mistakes are 4xx in PostgREST shape', () => {
  const anon = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    rawRest({ ...server, serviceRoleKey: server.anonKey }, { 'Content-Type': 'application/json' })(path, init);

  it('an UPDATE or DELETE without a filter is refused as pg-safeupdate does (400 21000), and changes nothing', async () => {
    const patch = await raw('kv', { method: 'PATCH', body: JSON.stringify({ v: 'all' }) });
    expect(patch.status, patch.text).toBe(400);
    expect(patch.json()).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const del = await raw('kv?select=k&order=k', { method: 'DELETE' });
    expect(del.status, del.text).toBe(400);
    expect(del.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const { data } = await db.from('kv').select('k').eq('v', 'all');
    expect(data).toEqual([]);
    const filtered = await raw('kv?k=eq.nobody', { method: 'DELETE' });
    expect(filtered.status).toBe(204);
  });

  it('a write to a view that cannot take it answers 405 without naming the views underneath', async () => {
    await server.db.exec(`
      create view rest_fixture.hidden_counts as select plan_id, count(*) as n from rest_fixture.company_plans group by plan_id;
      create view rest_fixture.plan_counts_v as select * from rest_fixture.hidden_counts;
      grant select, insert, update, delete on rest_fixture.plan_counts_v to anon, authenticated, service_role;
      notify pgrst, 'reload schema';`);
    await waitForTable(server, 'plan_counts_v');
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', '{"n": 1}'],
      ['POST', '{"plan_id": 1}'],
    ] as const) {
      const r = await anon(`plan_counts_v?plan_id=eq.1`, { method, body });
      expect(r.status, `${method} ${r.text}`).toBe(405);
      expect(Object.keys(r.json() as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(r.text).not.toContain('hidden_counts');
    }
  });

  it('a JSON body nested 5,000 levels deep answers 400 PGRST102', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    for (const body of [deep, `{"k": "deep", "v": ${deep}}`]) {
      const r = await raw('kv', { method: 'POST', body });
      expect(r.status, r.text).toBe(400);
      expect(r.json()).toMatchObject({ code: 'PGRST102', details: 'The JSON value is nested deeper than 100 levels' });
    }
    const rpc = await raw('rpc/echo', { method: 'POST', body: deep });
    expect(rpc.status, rpc.text).toBe(400);
  });

  it('anonymous inserts take at most 100 rows per request', async () => {
    const rows = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({ k: `${prefix}${i}`, v: 'anon' }));
    const tooMany = await anon('kv', { method: 'POST', body: JSON.stringify(rows(101, 'big')) });
    expect(tooMany.status, tooMany.text).toBe(413);
    expect(tooMany.json()).toMatchObject({
      code: 'PGRST413',
      details: 'Anonymous requests may insert at most 100 rows at a time; this one has 101',
    });
    const ok = await anon('kv', { method: 'POST', body: JSON.stringify(rows(100, 'ok')) });
    expect(ok.status, ok.text).toBe(201);
    const signedIn = await raw('kv', { method: 'POST', body: JSON.stringify(rows(101, 'svc')) });
    expect(signedIn.status, signedIn.text).toBe(201);
    const { count } = await db.from('kv').select('k', { count: 'exact', head: true }).like('k', 'big%');
    expect(count).toBe(0);
  });
});
