import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../jwt.ts';
import { accessTokenClaims, linkToken, otpCode, parseGoDuration, randomToken, sha256Hex } from './tokens.ts';

const user = {
  id: '6f1c1f0e-3c59-4c7a-9a53-0d3f5d1d2b11',
  email: 'ana@andes.demo',
  phone: '',
  role: 'authenticated',
  app_metadata: { provider: 'email', providers: ['email'], rol: 'usuario' },
  user_metadata: { nombre: 'Ana' },
  is_anonymous: false,
};

describe('accessTokenClaims', () => {
  it('carries the claims GoTrue puts in an access token', () => {
    const claims = accessTokenClaims({
      user,
      sessionId: 's-1',
      amr: [{ method: 'password', timestamp: 1_700_000_000 }],
      aal: 'aal1',
      issuer: 'http://localhost:54321/auth/v1',
      now: 1_700_000_000,
      expiry: 3600,
    });
    expect(claims).toEqual({
      iss: 'http://localhost:54321/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp: 1_700_003_600,
      iat: 1_700_000_000,
      email: 'ana@andes.demo',
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_700_000_000 }],
      session_id: 's-1',
      is_anonymous: false,
    });
  });

  it("uses the user's own role, and 'authenticated' when it is empty", () => {
    const base = { sessionId: 's', amr: [], aal: 'aal1', issuer: 'x', now: 0, expiry: 1 };
    expect(accessTokenClaims({ ...base, user: { ...user, role: 'service_role' } }).role).toBe('service_role');
    expect(accessTokenClaims({ ...base, user: { ...user, role: '' } }).role).toBe('authenticated');
  });

  it('round-trips through HS256 signing with the project secret, and another secret fails', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = accessTokenClaims({ user, sessionId: 's', amr: [], aal: 'aal1', issuer: 'i', now, expiry: 60 });
    const jwt = await signJwt(claims, 'a'.repeat(40));
    expect((await verifyJwt(jwt, 'a'.repeat(40))).sub).toBe(user.id);
    await expect(verifyJwt(jwt, 'b'.repeat(40))).rejects.toThrow();
  });
});

describe('one-time tokens', () => {
  it('random tokens are URL-safe and distinct', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomToken()).not.toBe(a);
  });

  it('codes have six digits', () => {
    for (let i = 0; i < 50; i++) expect(otpCode()).toMatch(/^\d{6}$/);
  });

  it('link tokens depend on the secret, the address (case-insensitively) and the code', () => {
    const t = linkToken('secret', 'Ana@Andes.demo', '123456');
    expect(t).toBe(linkToken('secret', 'ana@andes.demo', '123456'));
    expect(t).not.toBe(linkToken('other', 'ana@andes.demo', '123456'));
    expect(t).not.toBe(linkToken('secret', 'ana@andes.demo', '123457'));
    expect(t).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sha256Hex is the hex digest', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('parseGoDuration', () => {
  it.each([
    ['24h', 86_400],
    ['1h30m', 5_400],
    ['90s', 90],
    ['1.5h', 5_400],
    ['500ms', 0.5],
    ['876000h', 876_000 * 3600],
    ['none', 0],
    ['0', 0],
  ])('%s = %d s', (s, seconds) => expect(parseGoDuration(s)).toBe(seconds));

  it.each(['', 'h', '10', '5d', '1h 2m', '-1h', 'abc'])('rejects %j', (s) => expect(parseGoDuration(s)).toBeNull());
});
