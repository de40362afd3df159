/**
 * Sign-in, sessions, refresh-token rotation and sign-out, through the real supabase-js
 * client against the local server.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../server/config.ts';
import { verifyJwt } from '../../server/jwt.ts';
import { TEST_BCRYPT_COST } from '../support/fast-passwords.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  // Many sign-ins from one address: lift the per-IP limits (auth-admin.test.ts tests them).
  server = await startTestServer({
    config: { rateLimits: { token: 1000, recover: 1000, verify: 1000, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'Secreta-123';

/** A new confirmed user (unique per call) created through the admin API. */
async function newUser(opts: { confirmed?: boolean; password?: string } = {}) {
  const email = `u-${randomUUID().slice(0, 8)}@test.demo`;
  const { data, error } = await server.service().auth.admin.createUser({
    email,
    password: opts.password ?? PASSWORD,
    email_confirm: opts.confirmed ?? true,
    user_metadata: { nombre: 'Prueba' },
  });
  expect(error, 'createUser').toBeNull();
  return { email, id: data.user!.id };
}

async function rawPost(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('signInWithPassword', () => {
  it('returns a session whose access token carries the GoTrue claims', async () => {
    const { email, id } = await newUser();
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await server.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const s = data.session!;
    expect(s.token_type).toBe('bearer');
    expect(s.expires_in).toBe(3600);
    expect(s.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(s.refresh_token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(s.user).toMatchObject({
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nombre: 'Prueba' },
      is_anonymous: false,
    });
    expect(s.user.last_sign_in_at).toBeTruthy();
    expect(s.user.identities?.[0]).toMatchObject({ provider: 'email', user_id: id });

    const claims = await verifyJwt(s.access_token, server.config.jwtSecret);
    expect(claims).toMatchObject({
      sub: id,
      aud: 'authenticated',
      iss: `${server.url}/auth/v1`,
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nombre: 'Prueba' },
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');

    const { rows } = await server.db.query<{ n: string }>(
      'select count(*)::text as n from auth.users where id = $1 and last_sign_in_at is not null',
      [id],
    );
    expect(rows[0].n).toBe('1');
  });

  it('accepts the e-mail in any case', async () => {
    const { email } = await newUser();
    const { error } = await server.anon().auth.signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toBeNull();
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const { email } = await newUser();
    for (const creds of [
      { email, password: 'wrong-password' },
      { email: 'nobody@test.demo', password: PASSWORD },
    ]) {
      const { data, error } = await server.anon().auth.signInWithPassword(creds);
      expect(data.session).toBeNull();
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
    }
  });

  it('refuses an unconfirmed e-mail (but only with the right password)', async () => {
    const { email } = await newUser({ confirmed: false });
    const ok = await server.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error?.message).toBe('Email not confirmed');
    expect(ok.error?.code).toBe('email_not_confirmed');
    const wrong = await server.anon().auth.signInWithPassword({ email, password: 'nope-nope' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('refuses a banned user', async () => {
    const { email, id } = await newUser();
    const ban = await server.service().auth.admin.updateUserById(id, { ban_duration: '24h' });
    expect(ban.error).toBeNull();
    const { error } = await server.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.code).toBe('user_banned');
    await server.service().auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect((await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('answers old clients (no API-version header) in the legacy error shape', async () => {
    const { email } = await newUser();
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bad-password' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    const v = await rawPost('/token?grant_type=password', JSON.stringify({ email, password: 'bad' }), {
      'X-Supabase-Api-Version': '2024-01-01',
    });
    expect(v.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await v.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });
});

describe('bad input', () => {
  it('malformed JSON is 400 bad_json, never a 500', async () => {
    const res = await rawPost('/token?grant_type=password', '{"email": "a@b.c", ', {
      'X-Supabase-Api-Version': '2024-01-01',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad_json');
  });

  it('wrong types are 400 validation_failed; an unknown grant is 400', async () => {
    const res = await rawPost('/token?grant_type=password', JSON.stringify({ email: ['x'], password: 1 }));
    expect(res.status).toBe(400);
    expect((await res.json()).error_code).toBe('validation_failed');
    const grant = await rawPost('/token?grant_type=magic', '{}');
    expect(grant.status).toBe(400);
  });

  it('an oversized body is 413', async () => {
    const res = await rawPost(
      '/token?grant_type=password',
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, error_code: 'request_too_large', msg: 'Request body is too large' });
  });

  it('junk bodies never cause a 500 anywhere', async () => {
    const { email, id } = await newUser();
    const session = (await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const user = { authorization: `Bearer ${session.access_token}` };
    const admin = { authorization: `Bearer ${server.serviceRoleKey}` };
    const endpoints: [string, string, Record<string, string>][] = [
      ['POST', '/token?grant_type=password', {}],
      ['POST', '/token?grant_type=refresh_token', {}],
      ['POST', '/signup', {}],
      ['POST', '/recover?redirect_to=%00', {}],
      ['POST', '/verify', {}],
      ['PUT', '/user', user],
      ['POST', '/logout?scope=bogus', user],
      ['POST', '/admin/users', admin],
      ['PUT', `/admin/users/${id}`, admin],
      ['PUT', '/admin/users/x%00y', admin],
      ['DELETE', '/admin/users/not-a-uuid', admin],
    ];
    const bodies = [
      '',
      'null',
      '[]',
      '"x"',
      'nonsense',
      '{"email":{},"password":[]}',
      '{"email":"a\\u0000@b.c","password":"x\\u0000"}',
      '{"refresh_token":"\\u0000"}',
      '{"type":"recovery","token_hash":"\\u0000"}',
      '{"data":{"k\\u0000":1}}',
      '{"user_metadata":{"a":"\\u0000"},"ban_duration":"forever","email":"x@y.demo"}',
      '{"email":"new@x.demo","password":"' + 'ñ'.repeat(40) + '"}',
    ];
    for (const [method, path, headers] of endpoints) {
      for (const body of bodies) {
        const res = await fetch(`${server.url}/auth/v1${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body,
        });
        expect(res.status, `${method} ${path} ${body}`).toBeLessThan(500);
        expect(res.headers.get('content-type') ?? '', `${method} ${path}`).toContain('application/json');
        await res.arrayBuffer();
      }
    }
    for (const q of ['token=%00&type=recovery', 'type=zzz', 'token=x&type=recovery&redirect_to=javascript:alert(1)']) {
      const res = await fetch(`${server.url}/auth/v1/verify?${q}`, { redirect: 'manual' });
      expect(res.status, q).toBe(303);
      expect(res.headers.get('location')!.startsWith(server.url)).toBe(true);
    }
    for (const q of ['page=abc', 'per_page=-1', 'page=1e9']) {
      const res = await fetch(`${server.url}/auth/v1/admin/users?${q}`, { headers: admin });
      expect(res.status, q).toBeLessThan(500);
    }
  });

  it('an unknown path is a JSON 404', async () => {
    const res = await fetch(`${server.url}/auth/v1/nope`, { headers: { apikey: server.anonKey } });
    expect(res.status).toBe(404);
    expect((await res.json()).error_code).toBe('not_found');
  });
});

describe('getUser', () => {
  it("returns the signed-in user, and refuses garbage, the anon key and someone else's secret", async () => {
    const { email, id } = await newUser();
    const c = server.anon();
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    const { data, error } = await c.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, role: 'authenticated' });

    for (const jwt of ['garbage', server.anonKey]) {
      const r = await server.anon().auth.getUser(jwt);
      expect(r.data.user).toBeNull();
      expect(r.error?.status).toBe(403);
      expect(r.error?.code).toBe('bad_jwt');
    }
    const noAuth = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey } });
    expect(noAuth.status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new token is a child of the old one, which is revoked', async () => {
    const { email } = await newUser();
    const c = server.anon();
    const first = (await c.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const { rows } = await server.db.query<{ token: string; revoked: string; parent: string | null }>(
      'select token, revoked::text as revoked, parent from auth.refresh_tokens where token = any($1) order by id',
      [[first.refresh_token, second.refresh_token]],
    );
    expect(rows).toEqual([
      { token: first.refresh_token, revoked: 'true', parent: null },
      { token: second.refresh_token, revoked: 'false', parent: first.refresh_token },
    ]);
    const a = await verifyJwt(first.access_token, server.config.jwtSecret);
    const b = await verifyJwt(second.access_token, server.config.jwtSecret);
    expect(b.session_id).toBe(a.session_id);
  });

  it('a revoked token reused within the reuse interval gets the current token back', async () => {
    const { email } = await newUser();
    const c = server.anon();
    const first = (await c.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const second = (await c.auth.refreshSession()).data.session!;
    const again = await server.anon().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(second.refresh_token);
    // Nothing new was minted.
    const { rows } = await server.db.query<{ n: string }>(
      `select count(*)::text as n from auth.refresh_tokens where session_id =
         (select session_id from auth.refresh_tokens where token = $1)`,
      [first.refresh_token],
    );
    expect(rows[0].n).toBe('2');
  });

  it('two tabs refreshing the same token at once both get the same new token', async () => {
    const { email } = await newUser();
    const first = (await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const [a, b] = await Promise.all(
      [0, 1].map(() => server.anon().auth.refreshSession({ refresh_token: first.refresh_token })),
    );
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session!.refresh_token).toBe(b.data.session!.refresh_token);
  });

  it('reuse after the interval revokes the whole family and ends the session', async () => {
    const { email } = await newUser();
    const c = server.anon();
    const first = (await c.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const second = (await c.auth.refreshSession()).data.session!;
    await server.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`, [
      first.refresh_token,
    ]);
    const stolen = await server.anon().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(stolen.data.session).toBeNull();
    expect(stolen.error?.code).toBe('refresh_token_already_used');
    expect(stolen.error?.message).toBe('Invalid Refresh Token: Already Used');

    const newest = await server.anon().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(newest.error?.code).toBe('refresh_token_already_used');
    const user = await server.anon().auth.getUser(second.access_token);
    expect(user.data.user).toBeNull();
  });

  it('an unknown token is refresh_token_not_found', async () => {
    const { error } = await server.anon().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });
});

describe('updateUser', () => {
  it('changes the password (the old one stops working) and merges data', async () => {
    const { email, id } = await newUser();
    const c = server.anon();
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    const other = server.anon();
    const otherSession = (await other.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;

    const { data, error } = await c.auth.updateUser({
      password: 'Nueva-456',
      current_password: PASSWORD,
      data: { apellido_paterno: 'Soto' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, user_metadata: { nombre: 'Prueba', apellido_paterno: 'Soto' } });

    expect((await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await server.anon().auth.signInWithPassword({ email, password: 'Nueva-456' })).error).toBeNull();
    // The user's other sessions end with the password change; this one goes on.
    expect((await server.anon().auth.getUser(otherSession.access_token)).data.user).toBeNull();
    expect((await c.auth.getUser()).data.user?.id).toBe(id);

    const { rows } = await server.db.query<{ h: string }>(
      'select encrypted_password as h from auth.users where id = $1',
      [id],
    );
    // bcrypt, at the server's cost: GoTrue's 10 unless told (the test servers' is 4: fast-passwords.ts).
    expect(rows[0].h).toMatch(new RegExp(`^\\$2[aby]\\$0${TEST_BCRYPT_COST}\\$`));
    expect(defaultConfig().passwordHashCost).toBe(10);

    const cleared = await c.auth.updateUser({ data: { apellido_paterno: null } });
    expect(cleared.data.user?.user_metadata).toEqual({ nombre: 'Prueba' });
  });

  it('refuses weak and unchanged passwords', async () => {
    const { email } = await newUser();
    const c = server.anon();
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    const weak = await c.auth.updateUser({ password: '123', current_password: PASSWORD });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const same = await c.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
  });

  it('changes the e-mail once both the new and the current address confirm it', async () => {
    const { email, id } = await newUser();
    const c = server.anon();
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    const next = `n-${randomUUID().slice(0, 8)}@test.demo`;
    const { data, error } = await c.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    const linkNew = server.mailbox.list(next)[0]?.link;
    const linkCurrent = server.mailbox.list(email)[0]?.link;
    expect(linkNew).toContain('type=email_change');
    expect(linkCurrent).toContain('type=email_change');
    const first = await fetch(linkNew!, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(new URLSearchParams(new URL(first.headers.get('location')!).hash.slice(1)).get('message')).toMatch(
      /^Confirmation link accepted/,
    );
    expect((await server.service().auth.admin.getUserById(id)).data.user?.email).toBe(email);
    const second = await fetch(linkCurrent!, { redirect: 'manual' });
    expect(second.headers.get('location')).toContain('type=email_change');
    const admin = await server.service().auth.admin.getUserById(id);
    expect(admin.data.user?.email).toBe(next);
    expect((await server.anon().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    expect(server.mailbox.list(email)[0]?.subject).toBe('El correo de tu cuenta de Axel Suite cambió');
  });
});

describe('signOut', () => {
  async function threeSessions() {
    const { email } = await newUser();
    const clients = [server.anon(), server.anon(), server.anon()];
    const tokens: string[] = [];
    for (const c of clients) {
      const { data } = await c.auth.signInWithPassword({ email, password: PASSWORD });
      tokens.push(data.session!.access_token);
    }
    return { clients, tokens };
  }
  const alive = async (jwt: string) => (await server.anon().auth.getUser(jwt)).data.user !== null;

  it('global (the default) ends every session of the user; the old token gets session_not_found', async () => {
    const { clients, tokens } = await threeSessions();
    expect((await clients[0].auth.signOut()).error).toBeNull();
    expect(await Promise.all(tokens.map(alive))).toEqual([false, false, false]);
    const res = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${tokens[1]}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('session_not_found');
  });

  it('local ends only this session, others all but this one', async () => {
    const a = await threeSessions();
    await a.clients[0].auth.signOut({ scope: 'local' });
    expect(await Promise.all(a.tokens.map(alive))).toEqual([false, true, true]);

    const b = await threeSessions();
    await b.clients[0].auth.signOut({ scope: 'others' });
    expect(await Promise.all(b.tokens.map(alive))).toEqual([true, false, false]);
  });

  it("a signed-out session's refresh token is gone", async () => {
    const { email } = await newUser();
    const c = server.anon();
    const s = (await c.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    await c.auth.signOut();
    const r = await server.anon().auth.refreshSession({ refresh_token: s.refresh_token });
    expect(r.error?.code).toBe('refresh_token_not_found');
  });
});
