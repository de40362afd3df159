import { describe, expect, it } from 'vitest';
import { signJwt } from '../jwt.ts';
import { authenticate, TokenCache, type Auth } from './auth.ts';
import { ApiError } from './errors.ts';
import { apiRequest, type Target } from './request.ts';

const anon: Auth = { role: 'anon', claims: { role: 'anon' }, authed: false };
const user: Auth = { role: 'authenticated', claims: { role: 'authenticated' }, authed: true };
const config = { dbSchemas: ['public', 'other'] };
const table: Target = { kind: 'relation', name: 't' };
const fn: Target = { kind: 'routine', name: 'f' };

const http = (method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) =>
  new Request(`http://x/rest/v1/${path}`, { method, body: init.body, headers: init.headers });

async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  return e instanceof ApiError ? `${e.status} ${e.code}` : String(e);
}

describe('apiRequest', () => {
  it('a read: schema, query, preferences, media, range, role', async () => {
    const r = await apiRequest(
      http('GET', 't?select=a&a=eq.1&limit=2', {
        headers: {
          'Accept-Profile': 'other',
          Prefer: 'count=exact',
          Accept: 'application/vnd.pgrst.object+json;nulls=stripped',
          Range: '0-9',
          'X-Test': 'y',
        },
      }),
      table,
      user,
      config,
    );
    expect(r).toMatchObject({
      method: 'GET',
      readOnly: true,
      schema: 'other',
      media: 'object',
      stripNulls: true,
      range: { from: 0, to: 9 },
      body: undefined,
      // As PostgREST sees it behind Supabase's gateway (the `request.path` setting).
      path: '/t',
      auth: user,
    });
    expect(r.preferences.count).toBe('exact');
    expect(r.query.filters).toHaveLength(1);
    expect(r.headers['x-test']).toBe('y');
  });

  it('a function read keeps its parameters for the planner (parse first, plan after)', async () => {
    const r = await apiRequest(http('GET', 'rpc/f?a=5&b=eq.1'), fn, anon, config);
    expect(r.query.rpcParams.map((p) => p.key)).toEqual(['a', 'b']);
  });

  it('a write: Content-Profile and the JSON body', async () => {
    const r = await apiRequest(
      http('POST', 't', { body: '[{"a":1}]', headers: { 'Content-Profile': 'other' } }),
      table,
      user,
      config,
    );
    expect(r).toMatchObject({ readOnly: false, schema: 'other', body: [{ a: 1 }] });
  });

  it.each([
    ['OPTIONS', 't', table, {}, anon, '405 PGRST117'],
    ['PATCH', 'rpc/f', fn, { body: '{}' }, anon, '405 PGRST101'],
    ['GET', 't', table, { headers: { 'Accept-Profile': 'nope' } }, anon, '406 PGRST106'],
    ['GET', 't', table, { headers: { Accept: 'application/openapi+json' } }, anon, '406 PGRST107'],
    ['POST', 't', table, {}, anon, '400 PGRST102'],
    ['POST', 't', table, { body: JSON.stringify(Array.from({ length: 101 }, () => ({}))) }, anon, '413 PGRST413'],
    ['GET', 't?a=5', table, {}, anon, '400 PGRST100'],
  ] as const)('%s %s -> %s', async (method, path, target, init, auth, expected) => {
    expect(await codeOf(apiRequest(http(method, path, init), target, auth, config))).toBe(expected);
  });

  it('signed-in requests may insert more than 100 rows', async () => {
    const r = await apiRequest(
      http('POST', 't', { body: JSON.stringify(Array.from({ length: 101 }, () => ({}))) }),
      table,
      user,
      config,
    );
    expect(r.body).toHaveLength(101);
  });
});

describe('authenticate', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const authConfig = { jwtSecret: secret, anonRole: 'anon', jwtRoles: ['anon', 'authenticated', 'service_role'] };
  const headers = (token?: string) => new Headers(token ? { Authorization: `Bearer ${token}` } : {});

  it('no token: anon; a valid token: its role and claims; a bad one: 401', async () => {
    const tokens = new TokenCache(secret);
    expect(await authenticate(headers(), authConfig, tokens)).toEqual(anon);
    const t = await signJwt({ role: 'authenticated', sub: 'u', exp: Math.floor(Date.now() / 1000) + 60 }, secret);
    expect(await authenticate(headers(t), authConfig, tokens)).toMatchObject({
      role: 'authenticated',
      authed: true,
      claims: { sub: 'u' },
    });
    expect(await codeOf(authenticate(headers('x.y.z'), authConfig, tokens))).toBe('401 PGRST301');
    const other = await signJwt({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 600 }, secret);
    expect(await codeOf(authenticate(headers(other), authConfig, tokens))).toBe('401 PGRST301');
  });

  it('the token cache is bounded', async () => {
    const tokens = new TokenCache(secret, 3);
    for (let i = 0; i < 5; i++)
      await tokens.claims(await signJwt({ role: 'anon', i, exp: Math.floor(Date.now() / 1000) + 600 }, secret));
    expect(tokens.size).toBe(3);
  });
});
