/**
 * JWT checking for /rest/v1, as a Hono middleware: the token (Authorization: Bearer, else apikey)
 * becomes the request's role and claims, `c.get('auth')`. No token: the anon role.
 */
import type { MiddlewareHandler } from 'hono';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { ApiError } from './errors.ts';
import { pickToken } from './parse-headers.ts';

export interface Auth {
  role: string;
  claims: Record<string, unknown>;
  /** A role other than anon (42501 answers 403 then, 401 otherwise). */
  authed: boolean;
}

export type AuthVariables = { auth: Auth };

export interface AuthConfig {
  jwtSecret: string;
  anonRole: string;
  /** Roles a token may carry. */
  jwtRoles: readonly string[];
}

/**
 * Verified tokens, remembered until they expire (the same API key or access token comes with
 * every request; its HS256 signature need not be checked again). Bounded; oldest evicted first.
 */
export class TokenCache {
  private readonly verified = new Map<string, JwtClaims>();

  constructor(
    private readonly secret: string,
    readonly capacity = 1000,
  ) {}

  get size(): number {
    return this.verified.size;
  }

  async claims(token: string): Promise<JwtClaims> {
    const hit = this.verified.get(token);
    if (hit && (hit.exp === undefined || hit.exp > Date.now() / 1000)) return hit;
    this.verified.delete(token);
    const claims = await verifyJwt(token, this.secret);
    if (this.verified.size >= this.capacity) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims;
  }
}

/** The role and claims of a request's token (401 PGRST301/PGRST303 for a bad one). */
export async function authenticate(headers: Headers, config: AuthConfig, tokens: TokenCache): Promise<Auth> {
  const token = pickToken(headers.get('authorization') ?? undefined, headers.get('apikey') ?? undefined);
  if (token === undefined) {
    // No anonymous role configured (PGRST_DB_ANON_ROLE unset): every request needs a token.
    if (!config.anonRole)
      throw new ApiError(401, 'PGRST302', 'Anonymous access is disabled', null, null, { 'WWW-Authenticate': 'Bearer' });
    return { role: config.anonRole, claims: { role: config.anonRole }, authed: false };
  }
  let claims: JwtClaims;
  try {
    claims = await tokens.claims(token);
  } catch (e) {
    throw jwtFailure(e, token);
  }
  const role = typeof claims.role === 'string' ? claims.role : config.anonRole;
  if (!config.jwtRoles.includes(role)) {
    throw new ApiError(
      401,
      'PGRST301',
      'JWT role is not allowed',
      `The role '${role}' cannot be used with this API`,
      null,
      {
        'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT role is not allowed"',
      },
    );
  }
  return { role, claims: claims as Record<string, unknown>, authed: role !== config.anonRole };
}

/** PostgREST's messages for a token refused (src/PostgREST/Error.hs, JwtError). */
const DECODE_MESSAGES: Record<string, string> = {
  alg: 'Wrong or unsupported encoding algorithm',
  crypto: 'JWT cryptographic operation failed',
};
const CLAIMS_MESSAGES: Record<string, string> = {
  expired: 'JWT expired',
  nbf: 'JWT not yet valid',
  iat: 'JWT issued at future',
  exp: "The JWT 'exp' claim must be a number",
  claims: 'Parsing claims failed',
};

/** 401 PGRST301 (the token cannot be decoded or verified) or PGRST303 (its claims are refused). */
export function jwtFailure(e: unknown, token: string): ApiError {
  const reason = e instanceof JwtError ? e.reason : 'crypto';
  let code = 'PGRST301';
  let message: string;
  if (reason === 'parts') message = `Expected 3 parts in JWT; got ${token.split('.').length}`;
  else if (reason in CLAIMS_MESSAGES) {
    code = 'PGRST303';
    message = CLAIMS_MESSAGES[reason];
  } else message = DECODE_MESSAGES[reason] ?? DECODE_MESSAGES.crypto;
  return new ApiError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

/** Sets `auth` on the context; `onAuth` sees it first (the error handler needs it for 42501). */
export function jwtAuth(
  config: AuthConfig,
  onAuth?: (req: Request, auth: Auth) => void,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  const tokens = new TokenCache(config.jwtSecret);
  return async (c, next) => {
    const auth = await authenticate(c.req.raw.headers, config, tokens);
    onAuth?.(c.req.raw, auth);
    c.set('auth', auth);
    await next();
  };
}
