import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_SQL,
  fixtureClient,
  tokenFor,
  USER_A,
  USER_B,
  waitForTable,
} from '../../server/rest/testing/fixture.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { dbSchemas: ['rest_fixture', 'public'], maxBodyBytes: 2048 } });
  await server.db.exec(FIXTURE_SQL);
  await waitForTable(server, 'companies');
});
afterAll(async () => {
  await server?.stop();
});

async function raw(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.url}/rest/v1/${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

describe('roles and claims', () => {
  it('runs under the JWT role, with request.* settings, read-only for GET', async () => {
    const token = await tokenFor(server, { role: 'authenticated', sub: USER_A });
    const c = fixtureClient(server, { token });
    const post = await c.rpc('whoami');
    expect(post.error).toBeNull();
    expect(post.data).toMatchObject({
      role: 'authenticated',
      sub: USER_A,
      claims_role: 'authenticated',
      method: 'POST',
      // As PostgREST sees it behind Supabase's gateway, which takes off /rest/v1.
      path: '/rpc/whoami',
      read_only: 'off',
    });
    const get = await raw('rpc/whoami', {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'X-Test': 'hello' },
    });
    expect(get.json()).toMatchObject({ role: 'authenticated', method: 'GET', x_test: 'hello', read_only: 'on' });
    const anon = await raw('rpc/whoami', { headers: { apikey: server.anonKey } });
    expect(anon.json()).toMatchObject({ role: 'anon', sub: null });
    const none = await raw('rpc/whoami');
    expect(none.json()).toMatchObject({ role: 'anon' });
  });

  it('row-level security is enforced by Postgres', async () => {
    const a = fixtureClient(server, { token: await tokenFor(server, { role: 'authenticated', sub: USER_A }) });
    const b = fixtureClient(server, { token: await tokenFor(server, { role: 'authenticated', sub: USER_B }) });
    expect((await a.from('notes').select('body')).data).toEqual([{ body: 'note of a' }]);
    expect((await b.from('notes').select('body')).data).toEqual([{ body: 'note of b' }]);
    expect((await fixtureClient(server).from('notes').select('body')).data).toEqual([]);
    const service = fixtureClient(server, { key: server.serviceRoleKey });
    expect((await service.from('notes').select('body')).data).toHaveLength(2);
    const ins = await a.from('notes').insert({ body: 'new of a' }).select('owner, body').single();
    expect(ins.data).toEqual({ owner: USER_A, body: 'new of a' });
    const spoof = await a.from('notes').insert({ body: 'spoof', owner: USER_B });
    expect(spoof.status).toBe(403);
    expect(spoof.error?.code).toBe('42501');
    const upd = await a.from('notes').update({ body: 'hacked' }).eq('owner', USER_B).select();
    expect(upd.data).toEqual([]);
    const anonIns = await fixtureClient(server).from('notes').insert({ body: 'anon' });
    expect(anonIns.status).toBe(401);
    expect(anonIns.error?.code).toBe('42501');
  });

  it('insufficient privilege: 401 for anon, 403 for a signed-in role', async () => {
    const anon = await fixtureClient(server).from('secrets').select('*');
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const user = await fixtureClient(server, { token: await tokenFor(server, { role: 'authenticated', sub: USER_A }) })
      .from('secrets')
      .select('*');
    expect(user.status).toBe(403);
  });

  it('uses the apikey header when there is no Authorization header', async () => {
    const r = await raw('secrets?select=value', {
      headers: { apikey: server.serviceRoleKey, 'Accept-Profile': 'rest_fixture' },
    });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual([{ value: 'top' }]);
  });
});

describe('bad tokens', () => {
  const secret = () => new TextEncoder().encode(server.config.jwtSecret);
  it.each([
    [
      'wrong signature',
      async () =>
        new SignJWT({ role: 'service_role' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('x'.repeat(40))),
      'PGRST301',
    ],
    [
      'alg none',
      async () => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ role: 'service_role' })}.`;
      },
      'PGRST301',
    ],
    [
      'expired',
      async () =>
        new SignJWT({ role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 10 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret()),
      'PGRST303',
    ],
    [
      'a role not allowed',
      async () =>
        new SignJWT({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret()),
      'PGRST301',
    ],
    [
      'no exp claim',
      async () => new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).sign(secret()),
      'PGRST303',
    ],
    ['garbage', async () => 'not-a-jwt', 'PGRST301'],
    [
      'HS512',
      async () => new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS512' }).sign(secret()),
      'PGRST301',
    ],
  ])('%s -> 401 %s', async (_what, make, code) => {
    const token = await make();
    const r = await raw('companies', { headers: { Authorization: `Bearer ${token}` } });
    expect(r.status).toBe(401);
    expect(r.json()).toMatchObject({ code });
    expect(r.headers.get('www-authenticate')).toContain('Bearer');
    if (code === 'PGRST303') expect(r.json().message).toMatch(/^JWT expired$|^The JWT 'exp' claim must be a number$/);
    const k = await raw('companies', { headers: { apikey: token } });
    expect(k.status).toBe(401);
  });

  it('a token without a role claim runs as anon', async () => {
    const token = await new SignJWT({ sub: USER_A, exp: Math.floor(Date.now() / 1000) + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret());
    const r = await raw('rpc/whoami', { headers: { Authorization: `Bearer ${token}` } });
    expect(r.json()).toMatchObject({ role: 'anon' });
  });
});

describe('request bodies', () => {
  it('413 for a body over maxBodyBytes, with PostgREST-style JSON', async () => {
    const big = JSON.stringify({ k: 'big', v: 'x'.repeat(5000) });
    const r = await raw('kv', {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, 'Content-Type': 'application/json' },
      body: big,
    });
    expect(r.status).toBe(413);
    expect(Object.keys(r.json()).sort()).toEqual(['code', 'details', 'hint', 'message']);
    // Without a Content-Length (a streamed body), the limit still holds.
    const stream = new ReadableStream<Uint8Array>({
      start(ctrl) {
        ctrl.enqueue(new TextEncoder().encode(big));
        ctrl.close();
      },
    });
    const s = await fetch(`${server.url}/rest/v1/kv`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(s.status).toBe(413);
    await s.arrayBuffer();
  });

  it.each([
    ['not json', 'application/json', '{nope', 400],
    ['empty', 'application/json', '', 400],
    ['unsupported type', 'application/xml', '<a/>', 415],
  ])('%s -> %i', async (_what, type, body, status) => {
    const r = await raw('kv', {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, 'Content-Type': type },
      body,
    });
    expect(r.status).toBe(status);
  });

  it('form-urlencoded bodies insert one row', async () => {
    const r = await raw('kv', {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        'Content-Type': 'application/x-www-form-urlencoded',
        Prefer: 'return=representation',
      },
      body: 'k=form&v=1',
    });
    expect(r.status).toBe(201);
    expect(r.text).toBe('[{"k":"form","v":"1"}]');
  });
});

describe('search_path and media types as PostgREST sets them', () => {
  it("runs each request with the request's schema, then public and extensions, as search_path", async () => {
    // plpgsql resolves `notes` when it runs, so only the request's search_path can find it.
    await server.db.exec(
      `create function rest_fixture.path_probe() returns json language plpgsql as $$
         begin return json_build_object('path', current_setting('search_path'), 'notes', (select count(*) from notes)); end $$;
       grant execute on function rest_fixture.path_probe() to anon;
       create table rest_fixture.path_probe_ready (id int primary key); grant select on rest_fixture.path_probe_ready to anon;
       notify pgrst, 'reload schema'`,
    );
    await waitForTable(server, 'path_probe_ready');
    const r = await raw('rpc/path_probe', { headers: { apikey: server.anonKey } });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ path: '"rest_fixture", "public", "extensions"', notes: 0 });
  });

  it('answers nulls=stripped with the media type asked for', async () => {
    for (const [accept, expected] of [
      [
        'application/vnd.pgrst.array+json;nulls=stripped',
        'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
      ],
      [
        'application/vnd.pgrst.object+json;nulls=stripped',
        'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
      ],
    ]) {
      const r = await raw('rpc/whoami', { headers: { apikey: server.anonKey, Accept: accept } });
      expect(r.status, accept).toBe(200);
      expect(r.headers.get('content-type'), accept).toBe(expected);
    }
  });
});

describe('schema cache', () => {
  it("reloads on NOTIFY pgrst, 'reload schema'", async () => {
    await server.db.exec(
      `create table rest_fixture.late (id int primary key); grant select on rest_fixture.late to anon; notify pgrst, 'reload schema'`,
    );
    await waitForTable(server, 'late');
    const r = await fixtureClient(server).from('late').select('*');
    expect(r.error).toBeNull();
    expect(r.data).toEqual([]);
  });
});
