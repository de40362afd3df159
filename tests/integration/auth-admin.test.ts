/**
 * The admin API (service-role key only), sign-up, settings/health, per-IP rate limits and
 * the demo accounts of supabase/seed.sql.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../server/migrate.ts';
import { DEMO, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { rateLimits: { token: 1000, recover: 1000, verify: 1000, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await server?.stop();
});

const email = () => `a-${randomUUID().slice(0, 8)}@test.demo`;

describe('admin API', () => {
  it('refuses the anon key and a user token with 403 not_admin', async () => {
    const anon = await server.anon().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    const created = await server.anon().auth.admin.createUser({ email: email(), password: 'Secreta-123' });
    expect(created.error?.code).toBe('not_admin');

    const user = await server.signedIn(DEMO.superadmin);
    const token = (await user.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('not_admin');
  });

  it('creates, reads, updates and deletes users', async () => {
    const admin = server.service().auth.admin;
    const address = email();
    const { data, error } = await admin.createUser({
      email: address,
      password: 'Secreta-123',
      email_confirm: true,
      user_metadata: { nombre: 'Nueva' },
      app_metadata: { rol: 'usuario' },
    });
    expect(error).toBeNull();
    const id = data.user!.id;
    expect(data.user).toMatchObject({
      email: address,
      user_metadata: { nombre: 'Nueva' },
      app_metadata: { provider: 'email', providers: ['email'], rol: 'usuario' },
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    // The app's trigger on auth.users made the platform row.
    const { rows } = await server.db.query<{ nombre: string; correo: string }>(
      'select nombre, correo from public.usuarios_plataforma where id = $1',
      [id],
    );
    expect(rows).toEqual([{ nombre: 'Nueva', correo: address }]);
    const { rows: identities } = await server.db.query<{ provider: string }>(
      'select provider from auth.identities where user_id = $1',
      [id],
    );
    expect(identities).toEqual([{ provider: 'email' }]);

    expect((await admin.getUserById(id)).data.user?.email).toBe(address);

    const upd = await admin.updateUserById(id, { user_metadata: { apellido_paterno: 'Paz' }, password: 'Cambiada-1' });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata).toEqual({ nombre: 'Nueva', apellido_paterno: 'Paz' });
    expect((await server.anon().auth.signInWithPassword({ email: address, password: 'Cambiada-1' })).error).toBeNull();

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
    expect((await server.anon().auth.signInWithPassword({ email: address, password: 'Cambiada-1' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('soft delete keeps the row but the user can no longer sign in', async () => {
    const admin = server.service().auth.admin;
    const address = email();
    const { data } = await admin.createUser({ email: address, password: 'Secreta-123', email_confirm: true });
    expect((await admin.deleteUser(data.user!.id, true)).error).toBeNull();
    const { rows } = await server.db.query('select 1 from auth.users where id = $1 and deleted_at is not null', [
      data.user!.id,
    ]);
    expect(rows).toHaveLength(1);
    expect((await server.anon().auth.signInWithPassword({ email: address, password: 'Secreta-123' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('refuses a duplicate e-mail (any case) with 422 email_exists, and a weak password', async () => {
    const admin = server.service().auth.admin;
    const dup = await admin.createUser({ email: DEMO.ana.toUpperCase(), password: 'Secreta-123' });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('email_exists');
    const weak = await admin.createUser({ email: email(), password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const bad = await admin.createUser({ email: 'nope', password: 'Secreta-123' });
    expect(bad.error?.status).toBe(400);
  });

  it('lists users by page with the total and Link headers', async () => {
    const admin = server.service().auth.admin;
    for (let i = 0; i < 3; i++)
      await admin.createUser({ email: email(), password: 'Secreta-123', email_confirm: true });
    const { rows } = await server.db.query<{ n: string }>(
      'select count(*)::text as n from auth.users where deleted_at is null',
    );
    const total = Number(rows[0].n);
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect(data).toMatchObject({ total, lastPage: Math.ceil(total / 2), nextPage: 2 });
    const raw = await fetch(`${server.url}/auth/v1/admin/users?page=2&per_page=2`, {
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    expect((await raw.json()).aud).toBe('authenticated');
    const page2 = await admin.listUsers({ page: 2, perPage: 2 });
    expect(page2.data.users.map((u) => u.id)).not.toContain(data.users[0].id);
  });

  it('unknown or malformed ids are 404', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await fetch(`${server.url}/auth/v1/admin/users/${id}`, {
        headers: { authorization: `Bearer ${server.serviceRoleKey}` },
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('signup', () => {
  it('is off by default: 422 signup_disabled', async () => {
    const { data, error } = await server.anon().auth.signUp({ email: email(), password: 'Secreta-123' });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');
    expect(error?.message).toBe('Signups not allowed for this instance');
  });

  it('when enabled, creates a confirmed user and signs them in', async () => {
    const open = await startTestServer({ config: { enableSignup: true } });
    try {
      const address = email();
      const { data, error } = await open.anon().auth.signUp({
        email: address,
        password: 'Secreta-123',
        options: { data: { nombre: 'Registrada' } },
      });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user).toMatchObject({ email: address, user_metadata: { nombre: 'Registrada' } });
      expect(data.user?.email_confirmed_at).toBeTruthy();
      const again = await open.anon().auth.signUp({ email: address, password: 'Secreta-123' });
      expect(again.error?.code).toBe('user_already_exists');
      expect((await (await fetch(`${open.url}/auth/v1/settings`)).json()).disable_signup).toBe(false);
    } finally {
      await open.stop();
    }
  });
});

describe('settings and health', () => {
  it('describe the instance', async () => {
    const settings = await (await fetch(`${server.url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: true,
      mailer_autoconfirm: true,
    });
    const health = await (await fetch(`${server.url}/auth/v1/health`)).json();
    expect(health).toMatchObject({ name: 'GoTrue', version: expect.any(String), description: expect.any(String) });
  });
});

describe('rate limits', () => {
  it('answer 429 over_request_rate_limit past the per-IP limit, per endpoint', async () => {
    const limited = await startTestServer({
      config: { rateLimits: { token: 3, recover: 2, verify: 2, windowSeconds: 60 } },
    });
    try {
      const c = limited.anon();
      for (let i = 0; i < 3; i++) {
        const { error } = await c.auth.signInWithPassword({ email: DEMO.ana, password: 'wrong-password' });
        expect(error?.code).toBe('invalid_credentials');
      }
      const { error } = await c.auth.signInWithPassword({ email: DEMO.ana, password: DEMO_PASSWORD });
      expect(error?.status).toBe(429);
      expect(error?.code).toBe('over_request_rate_limit');
      const raw = await fetch(`${limited.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"refresh_token":"x"}',
      });
      expect(raw.status).toBe(429);
      expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);

      // Other endpoints count apart.
      expect((await c.auth.resetPasswordForEmail(DEMO.ana)).error).toBeNull();
      expect((await c.auth.resetPasswordForEmail(DEMO.ana)).error).toBeNull();
      expect((await c.auth.resetPasswordForEmail(DEMO.ana)).error?.status).toBe(429);
      for (let i = 0; i < 2; i++) {
        expect((await c.auth.verifyOtp({ token_hash: 'x'.repeat(10), type: 'recovery' })).error?.code).toBe(
          'otp_expired',
        );
      }
      expect((await c.auth.verifyOtp({ token_hash: 'x'.repeat(10), type: 'recovery' })).error?.status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});

describe.runIf(existsSync(join(ROOT, 'supabase/seed.sql')))('demo accounts (supabase/seed.sql)', () => {
  it.each(Object.values(DEMO))('%s signs in with the demo password', async (address) => {
    const { data, error } = await server.anon().auth.signInWithPassword({ email: address, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);
  });
});
