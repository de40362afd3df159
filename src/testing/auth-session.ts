import type { Factor, Session, User } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { getEnv } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage';

/**
 * For component tests that run the real auth-js client (src/lib/supabase.ts) against msw handlers:
 * a session stored where auth-js reads it, and GoTrue's error body.
 */

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An access token auth-js can decode (it never checks the signature; the server would). */
export function accessToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.c2lnbmF0dXJl`;
}

export function totpFactor(id = 'factor-1', status: Factor['status'] = 'verified'): Factor {
  return {
    id,
    friendly_name: 'Autenticador',
    factor_type: 'totp',
    status,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
  } as Factor;
}

export interface StoredSessionOptions {
  userId?: string;
  email?: string;
  aal?: 'aal1' | 'aal2';
  factors?: Factor[];
}

export function authUser({
  userId = 'u-ana',
  email = 'ana@andes.demo',
  factors = [],
}: StoredSessionOptions = {}): User {
  return {
    id: userId,
    email,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
    factors,
  } as User;
}

export function authSession(options: StoredSessionOptions = {}): Session {
  const user = authUser(options);
  const aal = options.aal ?? 'aal1';
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: accessToken({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aal,
      amr: [{ method: 'password', timestamp: exp - 3600 }],
      session_id: 's-1',
      exp,
    }),
    refresh_token: 'refresh-token',
    expires_in: 3600,
    expires_at: exp,
    token_type: 'bearer',
    user,
  };
}

/** Puts a session where auth-js looks for it (localStorage, cleared after every test by setup-tests). */
export function storeSession(options: StoredSessionOptions = {}): Session {
  const session = authSession(options);
  window.localStorage.setItem(authStorageKey(getEnv().supabaseUrl), JSON.stringify(session));
  return session;
}

export function storedSession(): Session | null {
  const raw = window.localStorage.getItem(authStorageKey(getEnv().supabaseUrl));
  return raw ? (JSON.parse(raw) as Session) : null;
}

/** GoTrue's error body as the current API version sends it (auth-js reads `code`). */
export function authError(status: number, code: string, msg = code) {
  return HttpResponse.json(
    { code, message: msg, msg },
    { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
  );
}

/** GET /auth/v1/user answering the given user (auth-js's getUser, listFactors). */
export function authUserHandler(user: () => User) {
  return http.get('*/auth/v1/user', () => HttpResponse.json(user()));
}
