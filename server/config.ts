/** Settings of the embedded server, named after their PostgREST / GoTrue equivalents. */
export interface ServerConfig {
  /** HS256 secret that signs every JWT (PGRST_JWT_SECRET / GOTRUE_JWT_SECRET). */
  jwtSecret: string;
  /** Access-token lifetime in seconds (GOTRUE_JWT_EXP). */
  jwtExpiry: number;
  /** Schemas exposed by /rest/v1 (PGRST_DB_SCHEMAS); the first is the default. */
  dbSchemas: string[];
  /** Role used for requests without a token (PGRST_DB_ANON_ROLE). */
  anonRole: string;
  /** Roles a JWT may ask for; anything else is rejected as a bad JWT. */
  jwtRoles: string[];
  /** Hard cap on rows returned by a read (PGRST_DB_MAX_ROWS); undefined = no cap. */
  maxRows?: number;
  /**
   * Longest a statement may run, in ms (Supabase's statement_timeout; 0 = no limit). Past it, plus
   * a grace period, the database counts as hung: the request answers 503 and PGlite is restarted.
   */
  statementTimeoutMs: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Public URL of this server, used as the issuer and for links in e-mails. */
  siteUrl: string;
  /** Extra redirect URLs allowed besides siteUrl's origin (GOTRUE_URI_ALLOW_LIST). */
  redirectAllowList: string[];
  /** POST /auth/v1/signup allowed (GOTRUE_DISABLE_SIGNUP inverted). */
  enableSignup: boolean;
  /** Seconds during which a just-rotated refresh token may be reused (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseInterval: number;
  /** Requests per window per IP (GoTrue's rate limits). */
  rateLimits: { token: number; recover: number; verify: number; windowSeconds: number };
  /** Recovery-link lifetime in seconds (GOTRUE_MAILER_OTP_EXP). */
  otpExpiry: number;
  /** Print what happens (mail, start-up). Tests turn it off. */
  log: boolean;
}

/** Supabase's public local-development secret: a fixed, published value, never a production secret. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    jwtSecret: DEFAULT_JWT_SECRET,
    jwtExpiry: 3600,
    dbSchemas: ['public'],
    anonRole: 'anon',
    jwtRoles: ['anon', 'authenticated', 'service_role'],
    maxRows: undefined,
    statementTimeoutMs: 30_000,
    maxBodyBytes: 1024 * 1024,
    siteUrl: 'http://localhost:54321',
    redirectAllowList: [],
    enableSignup: false,
    refreshTokenReuseInterval: 10,
    rateLimits: { token: 30, recover: 30, verify: 30, windowSeconds: 300 },
    otpExpiry: 3600,
    log: true,
    ...overrides,
  };
}
