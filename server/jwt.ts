import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Claims of a Supabase JWT (access token or API key). */
export interface JwtClaims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  is_anonymous?: boolean;
}

export type JwtProblem = 'expired' | 'invalid';

/**
 * What exactly is wrong, for PostgREST's wording (PGRST301 decode errors, PGRST303 claims errors):
 * parts: not three dot-separated parts; alg: not HS256; crypto: bad signature or undecodable;
 * nbf / iat: not valid yet / issued in the future; exp: no (numeric) exp claim; claims: other.
 */
export type JwtReason = 'parts' | 'alg' | 'crypto' | 'expired' | 'nbf' | 'iat' | 'exp' | 'claims';

export class JwtError extends Error {
  constructor(
    readonly problem: JwtProblem,
    message: string,
    readonly reason: JwtReason = problem === 'expired' ? 'expired' : 'crypto',
  ) {
    super(message);
  }
}

function reasonOf(e: unknown): JwtReason {
  if (e instanceof errors.JOSEAlgNotAllowed || e instanceof errors.JOSENotSupported) return 'alg';
  if (e instanceof errors.JWTClaimValidationFailed) {
    if (e.claim === 'nbf') return 'nbf';
    if (e.claim === 'iat') return 'iat';
    if (e.claim === 'exp') return 'exp';
    return 'claims';
  }
  return 'crypto';
}

const secrets = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let k = secrets.get(secret);
  if (!k) secrets.set(secret, (k = new TextEncoder().encode(secret)));
  return k;
}

/**
 * Verifies an HS256 token signed with the project's secret. Only HS256 is accepted (so
 * `alg: none` and algorithm confusion are refused), and the token must carry `exp`: a token
 * without one would be valid forever (GoTrue's access tokens and the API keys all have it).
 * Throws JwtError.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    return payload as JwtClaims;
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    const parts = token.split('.').length;
    const reason = parts !== 3 ? 'parts' : reasonOf(e);
    throw new JwtError('invalid', e instanceof Error ? e.message : 'invalid JWT', reason);
  }
}

export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}
