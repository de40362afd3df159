/**
 * GoTrue protocol cases (issue 34, and issue 30 item 3): a request in, the status and the error
 * JSON out, table by table as in rest-protocol.test.ts; then the flows behind the new endpoints
 * (magic link and code, resend, reauthentication, the admin's generated links and factors) and
 * the secure e-mail change, through supabase-js and the local mailbox. docs/auth-protocol.md.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'Secreta-123';

async function newUser(opts: { confirmed?: boolean } = {}) {
  const email = `p-${randomUUID().slice(0, 8)}@test.demo`;
  const { data, error } = await server
    .service()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: opts.confirmed ?? true });
  expect(error, 'createUser').toBeNull();
  return { email, id: data.user!.id };
}

async function signedIn(email: string) {
  const c = server.anon();
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error, `sign-in as ${email}`).toBeNull();
  return c;
}

const lastMail = (to: string) => server.mailbox.list(to)[0];
const codeOf = (text: string) => /código[^0-9]*(\d{6})/.exec(text)?.[1] ?? '';
const fragment = (location: string | null) => new URLSearchParams((location ?? '').split('#')[1] ?? '');

interface Case {
  name: string;
  method?: string;
  path: string;
  /** Which key: the anon key (default), the service-role key, or a signed-in user's token. */
  as?: 'anon' | 'service' | 'user';
  body?: unknown;
  status: number;
  match?: Record<string, unknown>;
}

let userToken = '';

async function send(c: Case): Promise<{ status: number; json: unknown }> {
  const key = c.as === 'service' ? server.serviceRoleKey : server.anonKey;
  const bearer = c.as === 'user' ? userToken : key;
  const res = await fetch(`${server.url}/auth/v1/${c.path}`, {
    method: c.method ?? (c.body === undefined ? 'GET' : 'POST'),
    headers: {
      apikey: key,
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const run = (cases: Case[]) =>
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_n, c) => {
    const r = await send(c);
    expect({ status: r.status, body: r.json }).toMatchObject({ status: c.status });
    if (c.match) expect(r.json).toMatchObject(c.match);
  });

const UNKNOWN = 'nadie-aqui@test.demo';
const SOME_UUID = '00000000-0000-4000-8000-000000000001';

describe('bad input and refusals, in GoTrue words', () => {
  beforeAll(async () => {
    const { email } = await newUser();
    const { data } = await server.anon().auth.signInWithPassword({ email, password: PASSWORD });
    userToken = data.session!.access_token;
  });

  run([
    { name: 'otp without e-mail or phone', path: 'otp', body: {}, status: 400, match: { code: 'validation_failed' } },
    {
      name: 'otp with a malformed e-mail',
      path: 'otp',
      body: { email: 'no-es-correo' },
      status: 400,
      match: { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
    },
    {
      name: 'otp for an unknown address with create_user false: otp_disabled',
      path: 'otp',
      body: { email: UNKNOWN, create_user: false },
      status: 422,
      match: { code: 'otp_disabled', message: 'Signups not allowed for otp' },
    },
    {
      name: 'otp for an unknown address while sign-ups are off: signup_disabled',
      path: 'otp',
      body: { email: UNKNOWN },
      status: 422,
      match: { code: 'signup_disabled' },
    },
    {
      name: 'otp by phone: phone_provider_disabled',
      path: 'otp',
      body: { phone: '+56911111111' },
      status: 400,
      match: { code: 'phone_provider_disabled' },
    },
    {
      name: 'resend of an unknown type',
      path: 'resend',
      body: { type: 'recovery', email: UNKNOWN },
      status: 400,
      match: {
        code: 'validation_failed',
        message: 'Missing one of these types: signup, email_change, sms, phone_change',
      },
    },
    {
      name: 'resend for an unknown address answers 200 all the same',
      path: 'resend',
      body: { type: 'signup', email: UNKNOWN },
      status: 200,
      match: {},
    },
    {
      name: 'resend of an SMS: phone_provider_disabled',
      path: 'resend',
      body: { type: 'sms', phone: '+56911111111' },
      status: 400,
      match: { code: 'phone_provider_disabled' },
    },
    {
      name: 'sign-up without e-mail (anonymous): anonymous_provider_disabled',
      path: 'signup',
      body: {},
      status: 422,
      match: { code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' },
    },
    {
      name: 'Web3 sign-in: web3_provider_disabled',
      path: 'token?grant_type=web3',
      body: { chain: 'solana' },
      status: 422,
      match: { code: 'web3_provider_disabled' },
    },
    {
      name: 'an ID token of a provider: provider_disabled',
      path: 'token?grant_type=id_token',
      body: { provider: 'google', id_token: 'x' },
      status: 400,
      match: { code: 'provider_disabled', message: 'Provider (issuer "https://accounts.google.com") is not enabled' },
    },
    { name: 'SAML SSO', path: 'sso', body: { domain: 'x.cl' }, status: 404, match: { code: 'saml_provider_disabled' } },
    {
      name: 'linking an identity',
      path: 'user/identities/authorize?provider=github',
      as: 'user',
      status: 404,
      match: { code: 'manual_linking_disabled' },
    },
    {
      name: 'verify a phone code with a malformed number',
      path: 'verify',
      body: { type: 'sms', phone: 'abc', token: '123456' },
      status: 400,
      match: { message: 'Invalid phone number format (E.164 required)' },
    },
    {
      name: 'verify a phone code',
      path: 'verify',
      body: { type: 'phone_change', phone: '56911111111', token: '123456' },
      status: 403,
      match: { code: 'otp_expired' },
    },
    {
      name: 'reauthenticate without a session (the anon key is no user)',
      path: 'reauthenticate',
      status: 403,
    },
    {
      name: 'a wrong reauthentication nonce: reauthentication_not_valid',
      method: 'PUT',
      path: 'user',
      as: 'user',
      body: { password: 'Otra-Clave-456', nonce: '000000' },
      status: 422,
      match: { code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
    },
  ]);

  describe('admin endpoints: the service role only', () => {
    run([
      {
        name: 'generate_link with the anon key: 403',
        path: 'admin/generate_link',
        body: { type: 'magiclink', email: UNKNOWN },
        status: 403,
        match: { code: 'not_admin' },
      },
      {
        name: "generate_link with a user's token: 403",
        path: 'admin/generate_link',
        as: 'user',
        body: { type: 'magiclink', email: UNKNOWN },
        status: 403,
      },
      {
        name: 'factors of a user with the anon key: 403',
        path: `admin/users/${SOME_UUID}/factors`,
        status: 403,
      },
      {
        name: 'deleting a factor with the anon key: 403',
        method: 'DELETE',
        path: `admin/users/${SOME_UUID}/factors/${SOME_UUID}`,
        status: 403,
      },
      {
        name: 'generate_link of an unknown type',
        path: 'admin/generate_link',
        as: 'service',
        body: { type: 'nope', email: UNKNOWN },
        status: 400,
        match: { code: 'validation_failed' },
      },
      {
        name: 'a recovery link for an unknown address: user_not_found',
        path: 'admin/generate_link',
        as: 'service',
        body: { type: 'recovery', email: UNKNOWN },
        status: 404,
        match: { code: 'user_not_found', message: 'User with this email not found' },
      },
      {
        name: 'factors of an unknown user: user_not_found',
        path: `admin/users/${SOME_UUID}/factors`,
        as: 'service',
        status: 404,
        match: { code: 'user_not_found' },
      },
    ]);
  });
});

describe('magic links and codes (POST /otp, verify magiclink / email)', () => {
  it('mails a confirmed user a link that signs in, and refuses a second mail within a minute', async () => {
    const { email, id } = await newUser();
    expect((await server.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = lastMail(email);
    expect(mail.subject).toBe('Tu enlace para entrar a Axel Suite');
    expect(mail.link).toContain('type=magiclink');
    const res = await fetch(mail.link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const f = fragment(res.headers.get('location'));
    expect(f.get('type')).toBe('magiclink');
    expect((await server.anon().auth.getUser(f.get('access_token')!)).data.user?.id).toBe(id);
    // Used once.
    expect(fragment((await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')).get('error_code')).toBe(
      'otp_expired',
    );
    const again = await server.anon().auth.signInWithOtp({ email });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
  });

  it('the code in the same mail signs in with verifyOtp type email', async () => {
    const { email, id } = await newUser();
    await server.anon().auth.signInWithOtp({ email });
    const code = codeOf(lastMail(email).text);
    const c = server.anon();
    const wrong = await c.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await c.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
  });

  it('an invited user who has not accepted gets no magic link', async () => {
    const email = `inv-${randomUUID().slice(0, 8)}@test.demo`;
    expect((await server.service().auth.admin.inviteUserByEmail(email)).error).toBeNull();
    const before = server.mailbox.list(email).length;
    expect((await server.anon().auth.signInWithOtp({ email })).error).toBeNull();
    expect(server.mailbox.list(email).length).toBe(before);
  });

  it('with sign-ups on, a new address becomes a confirmed user without a password', async () => {
    server.config.enableSignup = true;
    try {
      const email = `new-${randomUUID().slice(0, 8)}@test.demo`;
      const { error } = await server.anon().auth.signInWithOtp({ email, options: { data: { nombre: 'Nueva' } } });
      expect(error).toBeNull();
      expect(lastMail(email).link).toContain('type=magiclink');
      const { rows } = await server.db.query<{ pw: string | null; ok: string }>(
        `select encrypted_password as pw, case when email_confirmed_at is null then 'no' else 'yes' end as ok
           from auth.users where email = $1`,
        [email],
      );
      expect(rows[0]).toEqual({ pw: null, ok: 'yes' });
    } finally {
      server.config.enableSignup = false;
    }
  });
});

describe('the admin API: generate_link and factors', () => {
  const admin = () => server.service().auth.admin;

  it('a recovery link and its hashed token, without mailing anything', async () => {
    const { email, id } = await newUser();
    const before = server.mailbox.list(email).length;
    const { data, error } = await admin().generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties!).toMatchObject({
      verification_type: 'recovery',
      email_otp: expect.stringMatching(/^\d{6}$/),
    });
    expect(data.properties!.action_link).toContain('type=recovery');
    expect(data.user!.id).toBe(id);
    expect(server.mailbox.list(email).length).toBe(before);
    const v = await server.anon().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
    expect(v.error).toBeNull();
    expect(v.data.user?.id).toBe(id);
  });

  it('a sign-up link creates an unconfirmed user whom the link confirms', async () => {
    const email = `s-${randomUUID().slice(0, 8)}@test.demo`;
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { nombre: 'Sol' } },
    });
    expect(error).toBeNull();
    expect(data.user!).toMatchObject({ email, user_metadata: { nombre: 'Sol' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    const res = await fetch(data.properties!.action_link, { redirect: 'manual' });
    expect(fragment(res.headers.get('location')).get('type')).toBe('signup');
    expect((await admin().getUserById(data.user!.id)).data.user?.email_confirmed_at).toBeTruthy();
    const again = await admin().generateLink({ type: 'signup', email, password: PASSWORD });
    expect(again.error?.code).toBe('email_exists');
  });

  it('an e-mail change link for the new address completes the change alone', async () => {
    const { email, id } = await newUser();
    const next = `g-${randomUUID().slice(0, 8)}@test.demo`;
    const { data, error } = await admin().generateLink({ type: 'email_change_new', email, newEmail: next });
    expect(error).toBeNull();
    expect(data.user!.new_email).toBe(next);
    const res = await fetch(data.properties!.action_link, { redirect: 'manual' });
    expect(fragment(res.headers.get('location')).get('type')).toBe('email_change');
    expect((await admin().getUserById(id)).data.user?.email).toBe(next);
  });

  it('lists and deletes a user’s factors', async () => {
    const { email, id } = await newUser();
    const c = await signedIn(email);
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    const list = await admin().mfa.listFactors({ userId: id });
    expect(list.error).toBeNull();
    expect(list.data?.factors.map((f) => f.id)).toEqual([enrolled.data!.id]);
    const del = await admin().mfa.deleteFactor({ userId: id, id: enrolled.data!.id });
    expect(del.error).toBeNull();
    expect((await admin().mfa.listFactors({ userId: id })).data?.factors).toEqual([]);
    const gone = await admin().mfa.deleteFactor({ userId: id, id: enrolled.data!.id });
    expect(gone.error?.code).toBe('mfa_factor_not_found');
  });
});

describe('secure e-mail change (issue 30 item 3)', () => {
  it('a stolen access token alone cannot move the account to another address', async () => {
    const { email, id } = await newUser();
    const victim = await signedIn(email);
    const token = (await victim.auth.getSession()).data.session!.access_token;
    // The attacker has only the token.
    const attackerAddress = `atacante-${randomUUID().slice(0, 8)}@test.demo`;
    const put = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: attackerAddress }),
    });
    expect(put.status).toBe(200);
    const followed = await fetch(lastMail(attackerAddress).link!, { redirect: 'manual' });
    expect(fragment(followed.headers.get('location')).get('message')).toMatch(/^Confirmation link accepted/);
    expect((await server.service().auth.admin.getUserById(id)).data.user?.email).toBe(email);
    // A recovery to the attacker's address finds no account.
    const mailsBefore = server.mailbox.list(attackerAddress).length;
    await server.anon().auth.resetPasswordForEmail(attackerAddress);
    expect(server.mailbox.list(attackerAddress).length).toBe(mailsBefore);
    // The owner was told, with a link only the owner can follow.
    const warning = lastMail(email);
    expect(warning.subject).toBe('Confirma el cambio de correo de tu cuenta de Axel Suite');
    expect(warning.text).toContain(attackerAddress);
    expect(warning.text).toContain('Si no fuiste tú');
  });

  it('a nonce from GET /reauthenticate lets the new address alone confirm; the old one is told', async () => {
    const { email, id } = await newUser();
    const c = await signedIn(email);
    expect((await c.auth.reauthenticate()).error).toBeNull();
    const nonce = codeOf(lastMail(email).text);
    expect(nonce).toMatch(/^\d{6}$/);
    const next = `n-${randomUUID().slice(0, 8)}@test.demo`;
    const { error } = await c.auth.updateUser({ email: next, nonce });
    expect(error).toBeNull();
    expect(lastMail(email).subject).toBe('Se pidió cambiar el correo de tu cuenta de Axel Suite');
    const res = await fetch(lastMail(next).link!, { redirect: 'manual' });
    expect(fragment(res.headers.get('location')).get('type')).toBe('email_change');
    expect((await server.service().auth.admin.getUserById(id)).data.user?.email).toBe(next);
    expect(lastMail(email).subject).toBe('El correo de tu cuenta de Axel Suite cambió');
    // The nonce was spent.
    const reused = await c.auth.updateUser({ password: 'Otra-Clave-456', nonce });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('the current password does the same; a wrong one is refused', async () => {
    const { email, id } = await newUser();
    const c = await signedIn(email);
    const next = `c-${randomUUID().slice(0, 8)}@test.demo`;
    const wrong = await c.auth.updateUser({ email: next, current_password: 'no-es-esta' });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    expect((await c.auth.updateUser({ email: next, current_password: PASSWORD })).error).toBeNull();
    await fetch(lastMail(next).link!, { redirect: 'manual' });
    expect((await server.service().auth.admin.getUserById(id)).data.user?.email).toBe(next);
  });

  it('a nonce also stands for the current password when changing it', async () => {
    const { email } = await newUser();
    const c = await signedIn(email);
    const without = await c.auth.updateUser({ password: 'Otra-Clave-456' });
    expect(without.error?.code).toBe('current_password_required');
    await c.auth.reauthenticate();
    const { error } = await c.auth.updateUser({ password: 'Otra-Clave-456', nonce: codeOf(lastMail(email).text) });
    expect(error).toBeNull();
    expect((await server.anon().auth.signInWithPassword({ email, password: 'Otra-Clave-456' })).error).toBeNull();
  });

  it('resend type email_change sends the pending links again; twice within a minute is 429', async () => {
    const { email } = await newUser();
    const c = await signedIn(email);
    const next = `r-${randomUUID().slice(0, 8)}@test.demo`;
    await c.auth.updateUser({ email: next });
    const first = lastMail(next).link;
    const again = await server.anon().auth.resend({ type: 'email_change', email });
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    await server.db.query(
      `update auth.users set email_change_sent_at = now() - interval '2 minutes' where email = $1`,
      [email],
    );
    expect((await server.anon().auth.resend({ type: 'email_change', email })).error).toBeNull();
    expect(lastMail(next).link).not.toBe(first);
    expect(lastMail(email).subject).toBe('Confirma el cambio de correo de tu cuenta de Axel Suite');
  });
});
