/**
 * TOTP second factors through auth-js's own mfa API (enroll, challenge, verify, listFactors,
 * getAuthenticatorAssuranceLevel, unenroll), aal and amr in the JWT, single-use codes, limited
 * tries; the aal2 demand on super_admin writes when mfa_requerido_super_admin is on; and the
 * current password GoTrue asks for when a password changes.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../server/auth/mfa.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'Factor-123';

async function newUser(extra: Record<string, unknown> = {}) {
  const email = `m-${randomUUID().slice(0, 8)}@test.demo`;
  const { data, error } = await server.service().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    app_metadata: { rol: 'usuario', empresa_id: 'c0000000-0000-4000-8000-000000000002', ...extra },
  });
  expect(error).toBeNull();
  return { email, id: data.user!.id };
}

async function enrolled(c: SupabaseClient) {
  const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Teléfono' });
  expect(error).toBeNull();
  return data!;
}

/** A code for the next time step (not yet used), so consecutive verifications do not collide. */
const codeAt = (secret: string, offsetSteps = 0) => totpCodeAt(secret, Date.now() + offsetSteps * 30_000);

describe('mfa through auth-js', () => {
  it('enroll → challenge → verify raises the session to aal2 with amr totp; listFactors and the assurance level follow', async () => {
    const { email } = await newUser();
    const c = await server.signedIn(email, PASSWORD);
    const before = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const factor = await enrolled(c);
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Teléfono');
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    // Unverified: not in the verified lists yet.
    expect((await c.auth.mfa.listFactors()).data).toMatchObject({
      all: [{ id: factor.id, status: 'unverified' }],
      totp: [],
    });

    const challenge = await c.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);
    const verified = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeAt(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method).sort()).toEqual(['password', 'totp']);
    expect((await c.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    const list = (await c.auth.mfa.listFactors()).data!;
    expect(list.totp.map((f) => f.id)).toEqual([factor.id]);

    // A refresh keeps aal2.
    const refreshed = await c.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    // The next sign-in starts at aal1 and must give a code: nextLevel says so.
    const again = await server.signedIn(email, PASSWORD);
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    // A second factor cannot be enrolled, nor this one removed, from an aal1 session.
    expect((await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Otro' })).error?.code).toBe(
      'insufficient_aal',
    );
    expect((await again.auth.mfa.unenroll({ factorId: factor.id })).error?.code).toBe('insufficient_aal');
    const ok = await again.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret, 1) });
    expect(ok.error).toBeNull();

    // Unenroll from aal2: the factor goes, and the level drops back.
    const removed = await again.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    await again.auth.refreshSession();
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
  });

  it('a wrong code, a replayed code and a used challenge are refused; tries are limited', async () => {
    const { email } = await newUser();
    const c = await server.signedIn(email, PASSWORD);
    const factor = await enrolled(c);
    const wrong = await c.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: '000000' === codeAt(factor.totp.secret) ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.status).toBe(422);
    expect((await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: 'abc' })).error?.code).toBe(
      'mfa_verification_failed',
    );

    const code = codeAt(factor.totp.secret);
    const challenge = (await c.auth.mfa.challenge({ factorId: factor.id })).data!;
    expect((await c.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code })).error).toBeNull();
    // The same challenge again: expired.
    expect((await c.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code })).error?.code).toBe(
      'mfa_challenge_expired',
    );
    // The same code with a new challenge, from another sign-in: single use.
    const other = await server.signedIn(email, PASSWORD);
    const replay = await other.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    // Someone else's factor id is not found.
    const stranger = await server.signedIn((await newUser()).email, PASSWORD);
    expect((await stranger.auth.mfa.challenge({ factorId: factor.id })).error?.code).toBe('mfa_factor_not_found');

    // Five failed codes per factor within the window, then 429 even for the right code.
    for (let i = 0; i < 5; i++)
      await other.auth.mfa.challengeAndVerify({ factorId: factor.id, code: '999999' === code ? '888888' : '999999' });
    const limited = await other.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeAt(factor.totp.secret, 1),
    });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_request_rate_limit');
  });

  it('refuses other factor types and a taken friendly name', async () => {
    const { email } = await newUser();
    const c = await server.signedIn(email, PASSWORD);
    expect((await c.auth.mfa.enroll({ factorType: 'phone', phone: '+56911111111' })).error?.code).toBe(
      'mfa_phone_enroll_not_enabled',
    );
    await enrolled(c);
    expect((await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Teléfono' })).error?.code).toBe(
      'mfa_factor_name_conflict',
    );
    const anon = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(anon.status).toBe(401);
  });
});

describe('aal2 for super_admin when mfa_requerido_super_admin is on', () => {
  it('an aal1 super_admin may not change roles, plans, modules or configuration; with aal2 it may; others are unaffected', async () => {
    const sa = await server.signedIn(DEMO.superadmin);
    // Off (the seed): aal1 is enough, and turning it on is allowed.
    const on = await sa.from('app_config').update({ value: 'true' }).eq('key', 'mfa_requerido_super_admin').select();
    expect(on.error).toBeNull();
    expect(on.data).toHaveLength(1);

    const role = await sa
      .from('empleados_servicio')
      .update({ rol_sistema_id: 'admin_empresa' })
      .eq('id', 'a0000000-0000-4000-8000-000000000003')
      .select();
    expect(role.data).toEqual([]);
    const config = await sa
      .from('app_config')
      .update({ value: 'false' })
      .eq('key', 'mfa_requerido_super_admin')
      .select();
    expect(config.data).toEqual([]);
    const plan = await sa.from('modulos_por_plan').delete().eq('activo', true).select();
    expect(plan.data).toEqual([]);
    // Reading goes on, and an admin_empresa is not affected.
    expect((await sa.from('empresas').select('id')).data!.length).toBeGreaterThan(1);
    const admin = await server.signedIn(DEMO.adminAndes);
    const adminRole = await admin
      .from('empleados_servicio')
      .update({ rol_sistema_id: 'usuario' })
      .eq('id', 'a0000000-0000-4000-8000-000000000006')
      .select();
    expect(adminRole.data).toHaveLength(1);

    // With a verified factor, aal2: allowed again (and the setting can be turned off).
    const factor = await enrolled(sa);
    expect(
      (await sa.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret) })).error,
    ).toBeNull();
    const role2 = await sa
      .from('empleados_servicio')
      .update({ rol_sistema_id: 'admin_empresa' })
      .eq('id', 'a0000000-0000-4000-8000-000000000003')
      .select();
    expect(role2.data).toHaveLength(1);
    const off = await sa.from('app_config').update({ value: 'false' }).eq('key', 'mfa_requerido_super_admin').select();
    expect(off.data).toHaveLength(1);

    // The configuration screen's switch (features/config/api/save-mfa-required.ts) upserts the row:
    // with aal2 it turns it on; an aal1 session of the same super_admin is then refused, and the value stays.
    const upsert = (client: typeof sa, value: string) =>
      client.from('app_config').upsert({ key: 'mfa_requerido_super_admin', value }, { onConflict: 'key' });
    expect((await upsert(sa, 'true')).error).toBeNull();
    const aal1 = await server.signedIn(DEMO.superadmin);
    const refused = await upsert(aal1, 'false');
    expect(refused.error?.code).toBe('42501');
    const stored = await sa.from('app_config').select('value').eq('key', 'mfa_requerido_super_admin').single();
    expect(stored.data?.value).toBe('true');
    expect((await upsert(sa, 'maybe')).error?.code).toBe('23514');
    expect((await upsert(sa, 'false')).error).toBeNull();
  });
});

describe('updateUser of a user with a verified factor (GoTrue: aal2 for the password and the e-mail)', () => {
  it('an aal1 session may not change the password or the e-mail (401 insufficient_aal), may change metadata; aal2 may', async () => {
    const { email, id } = await newUser();
    const c = await server.signedIn(email, PASSWORD);
    const factor = await enrolled(c);
    const challenge = await c.auth.mfa.challenge({ factorId: factor.id });
    const verified = await c.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeAt(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    // A new sign-in with the password alone: aal1, although the user has a verified factor.
    const aal1 = await server.signedIn(email, PASSWORD);
    const password = await aal1.auth.updateUser({ password: 'Otra-4567', current_password: PASSWORD });
    expect(password.error?.status).toBe(401);
    expect(password.error?.code).toBe('insufficient_aal');
    expect(password.error?.message).toBe('AAL2 session is required to update email or password when MFA is enabled.');
    const mail = await aal1.auth.updateUser({ email: `otro-${id.slice(0, 8)}@test.demo` });
    expect(mail.error?.code).toBe('insufficient_aal');
    // Nothing changed: the old password still signs in, the e-mail is the same and no change is pending.
    expect((await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const user = (await server.service().auth.admin.getUserById(id)).data.user!;
    expect(user.email).toBe(email);
    expect(user.new_email ?? null).toBeNull();
    // The same e-mail again and user_metadata are not sensitive.
    expect((await aal1.auth.updateUser({ email, data: { apodo: 'Ana' } })).error).toBeNull();
    // From the aal2 session (c) the password changes.
    expect((await c.auth.updateUser({ password: 'Otra-4567', current_password: PASSWORD })).error).toBeNull();
    expect((await server.anon().auth.signInWithPassword({ email, password: 'Otra-4567' })).error).toBeNull();
  });
});

describe('updateUser with a new password needs the current one', () => {
  it('missing or wrong current password is refused and changes nothing; the right one works; wrong guesses are limited', async () => {
    const { email } = await newUser();
    const c = await server.signedIn(email, PASSWORD);
    const missing = await c.auth.updateUser({ password: 'Otra-4567' });
    expect(missing.error?.code).toBe('current_password_required');
    expect(missing.error?.status).toBe(400);
    const wrong = await c.auth.updateUser({ password: 'Otra-4567', current_password: 'no-es' });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    expect((await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const ok = await c.auth.updateUser({ password: 'Otra-4567', current_password: PASSWORD });
    expect(ok.error).toBeNull();
    expect((await server.anon().auth.signInWithPassword({ email, password: 'Otra-4567' })).error).toBeNull();

    for (let i = 0; i < 5; i++) await c.auth.updateUser({ password: 'Tercera-890', current_password: 'mal' });
    const limited = await c.auth.updateUser({ password: 'Tercera-890', current_password: 'Otra-4567' });
    expect(limited.error?.status).toBe(429);
  });

  it('signOut global ends every session of the user; mis_sesiones lists them first', async () => {
    const { email } = await newUser();
    const a = await server.signedIn(email, PASSWORD);
    const b = await server.signedIn(email, PASSWORD);
    const { data: sessions } = await a.rpc('mis_sesiones');
    expect(sessions as unknown[]).toHaveLength(2);
    expect((sessions as { actual: boolean }[]).filter((s) => s.actual)).toHaveLength(1);
    expect((await a.auth.signOut({ scope: 'global' })).error).toBeNull();
    // b's access token is still within its lifetime, yet the database refuses it now.
    expect((await b.rpc('cuenta_vigente')).data).toBe(false);
    expect((await b.rpc('mis_modulos')).data).toEqual([]);
  });
});
