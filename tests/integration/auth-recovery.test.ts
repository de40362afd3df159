/**
 * Password recovery end to end: resetPasswordForEmail -> the local mailbox -> the link ->
 * 303 with the session in the fragment -> updateUser -> sign in with the new password.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
const APP = 'http://localhost:5173';
beforeAll(async () => {
  server = await startTestServer({
    config: {
      redirectAllowList: [`${APP}/**`],
      rateLimits: { token: 1000, recover: 1000, verify: 1000, windowSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'Secreta-123';

async function newUser(confirmed = true) {
  const email = `r-${randomUUID().slice(0, 8)}@test.demo`;
  const { data, error } = await server
    .service()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: confirmed });
  expect(error).toBeNull();
  return { email, id: data.user!.id };
}

async function requestLink(email: string, redirectTo?: string): Promise<string> {
  const { error } = await server.anon().auth.resetPasswordForEmail(email, redirectTo ? { redirectTo } : {});
  expect(error).toBeNull();
  const link = server.mailbox.list(email)[0]?.link;
  expect(link, `a mail to ${email}`).toBeTruthy();
  return link!;
}

function fragment(location: string): URLSearchParams {
  return new URLSearchParams(location.split('#')[1] ?? '');
}

describe('resetPasswordForEmail', () => {
  it('mails a link; following it signs in; the user sets a new password and signs in with it', async () => {
    const { email, id } = await newUser();
    const link = await requestLink(email, `${APP}/reset-password`);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(url.searchParams.get('type')).toBe('recovery');
    expect(url.searchParams.get('redirect_to')).toBe(`${APP}/reset-password`);

    // The mailbox is also readable over HTTP, as the browser tests and people use it.
    const messages = await (await fetch(`${server.url}/mailbox/api/messages?to=${encodeURIComponent(email)}`)).json();
    expect(messages[0].link).toBe(link);

    // Only a hash of the token is stored.
    const { rows } = await server.db.query<{ t: string }>('select recovery_token as t from auth.users where id = $1', [
      id,
    ]);
    expect(rows[0].t).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toContain(rows[0].t);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${APP}/reset-password#`)).toBe(true);
    const f = fragment(location);
    expect([...f.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type']);
    expect(f.get('type')).toBe('recovery');
    expect(f.get('token_type')).toBe('bearer');
    expect(f.get('expires_in')).toBe('3600');

    const c = server.anon();
    const set = await c.auth.setSession({
      access_token: f.get('access_token')!,
      refresh_token: f.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.id).toBe(id);
    const upd = await c.auth.updateUser({ password: 'Recuperada-789' });
    expect(upd.error).toBeNull();

    expect((await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await server.anon().auth.signInWithPassword({ email, password: 'Recuperada-789' })).error).toBeNull();
  });

  it('a link works once: the second time it redirects with otp_expired', async () => {
    const { email } = await newUser();
    const link = await requestLink(email, `${APP}/reset-password`);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const location = again.headers.get('location')!;
    expect(location).toBe(
      `${APP}/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    );
  });

  it('an expired link redirects with otp_expired', async () => {
    const { email, id } = await newUser();
    const link = await requestLink(email, `${APP}/reset-password`);
    await server.db.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where id = $1`, [id]);
    const res = await fetch(link, { redirect: 'manual' });
    expect(fragment(res.headers.get('location')!).get('error_code')).toBe('otp_expired');
  });

  it('a newer link replaces the older one', async () => {
    const { email } = await newUser();
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(fragment((await fetch(first, { redirect: 'manual' })).headers.get('location')!).get('error_code')).toBe(
      'otp_expired',
    );
    expect(fragment((await fetch(second, { redirect: 'manual' })).headers.get('location')!).get('type')).toBe(
      'recovery',
    );
  });

  it('a tampered token is refused', async () => {
    const { email } = await newUser();
    const link = new URL(await requestLink(email));
    link.searchParams.set('token', 'a'.repeat(64));
    const res = await fetch(link, { redirect: 'manual' });
    expect(fragment(res.headers.get('location')!).get('error_code')).toBe('otp_expired');
  });

  it('answers the same for unknown e-mails (no enumeration) and sends nothing', async () => {
    const ghost = `ghost-${randomUUID().slice(0, 8)}@test.demo`;
    const { data, error } = await server.anon().auth.resetPasswordForEmail(ghost);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(server.mailbox.list(ghost)).toEqual([]);
  });

  it('a redirect_to outside the site and the allow list falls back to the site URL', async () => {
    const { email } = await newUser();
    const link = await requestLink(email, 'https://evil.example/steal');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(server.url);
    // Tampering with redirect_to in the link does not help either.
    const tampered = new URL(link);
    tampered.searchParams.set('redirect_to', 'https://evil.example/steal');
    const res = await fetch(tampered, { redirect: 'manual' });
    expect(res.headers.get('location')!.startsWith(`${server.url}#access_token=`)).toBe(true);
  });

  it('following a recovery link confirms an unconfirmed address', async () => {
    const { email, id } = await newUser(false);
    const link = await requestLink(email);
    await fetch(link, { redirect: 'manual' });
    const { data } = await server.service().auth.admin.getUserById(id);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('an invalid e-mail is 400 validation_failed', async () => {
    const { error } = await server.anon().auth.resetPasswordForEmail('not-an-email');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });
});

describe('verifyOtp', () => {
  it('redeems the token_hash of a link once', async () => {
    const { email, id } = await newUser();
    const token = new URL(await requestLink(email)).searchParams.get('token')!;
    const c = server.anon();
    const { data, error } = await c.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(id);
    const again = await server.anon().auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });

  it('redeems the six-digit code from the mail with the address', async () => {
    const { email, id } = await newUser();
    await requestLink(email);
    const code = /código: (\d{6})/.exec(server.mailbox.list(email)[0].text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrongEmail = await server.anon().auth.verifyOtp({ email: 'other@test.demo', token: code!, type: 'recovery' });
    expect(wrongEmail.error?.code).toBe('otp_expired');
    const { data, error } = await server.anon().auth.verifyOtp({ email, token: code!, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
  });
});
