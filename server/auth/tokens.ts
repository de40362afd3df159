/** Pure token helpers: random tokens, hashes, access-token claims, Go-style durations. */
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { JwtClaims } from '../jwt.ts';

export interface AmrEntry {
  method: string;
  /** Unix seconds. */
  timestamp: number;
}

/** What an access token says about its user. */
export interface TokenUser {
  id: string;
  email: string;
  phone: string;
  role: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  is_anonymous: boolean;
}

export interface ClaimsInput {
  user: TokenUser;
  sessionId: string;
  amr: AmrEntry[];
  aal: string;
  issuer: string;
  /** Unix seconds. */
  now: number;
  /** Lifetime in seconds. */
  expiry: number;
}

/** The claims GoTrue puts in an access token. */
export function accessTokenClaims(p: ClaimsInput): JwtClaims & { exp: number; iat: number } {
  return {
    iss: p.issuer,
    sub: p.user.id,
    aud: 'authenticated',
    exp: p.now + p.expiry,
    iat: p.now,
    email: p.user.email,
    phone: p.user.phone,
    app_metadata: p.user.app_metadata,
    user_metadata: p.user.user_metadata,
    role: p.user.role || 'authenticated',
    aal: p.aal,
    amr: p.amr,
    session_id: p.sessionId,
    is_anonymous: p.user.is_anonymous,
  };
}

/** URL-safe random string with `bytes` bytes of entropy. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

export function hmacHex(secret: string, s: string): string {
  return createHmac('sha256', secret).update(s).digest('hex');
}

/** A 6-digit one-time code. */
export function otpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The token a link carries for a one-time code sent to an e-mail address: keyed with the JWT
 * secret, so it cannot be derived from the address and code alone, yet `(email, code)` still
 * verifies. The database stores only sha256 of it.
 */
export function linkToken(secret: string, email: string, otp: string): string {
  return hmacHex(secret, `${email.trim().toLowerCase()}:${otp}`);
}

const UNITS: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/**
 * Parses a Go duration (`24h`, `1h30m`, `90s`, `876000h`) into seconds, as GoTrue's admin
 * `ban_duration` takes it; `none` = 0 (unban). Returns null when malformed.
 */
export function parseGoDuration(s: string): number | null {
  const v = s.trim();
  if (v === 'none') return 0;
  if (v === '' || v === '0') return v === '0' ? 0 : null;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/y;
  let total = 0;
  let at = 0;
  while (at < v.length) {
    re.lastIndex = at;
    const m = re.exec(v);
    if (!m) return null;
    total += Number(m[1]) * UNITS[m[2]];
    at = re.lastIndex;
  }
  return total;
}
