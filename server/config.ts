import { DEFAULT_SPOOL_LIMITS, type SpoolLimits } from './rest/spool.ts';
import type { SmtpSettings } from '../supabase/functions/_shared/mail/smtp.ts';
import { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './realtime/limits.ts';

/** Settings of the embedded server, named after their PostgREST / GoTrue equivalents. */
export interface ServerConfig {
  /** HS256 secret that signs every JWT (PGRST_JWT_SECRET / GOTRUE_JWT_SECRET). */
  jwtSecret: string;
  /** Access-token lifetime in seconds (GOTRUE_JWT_EXP). */
  jwtExpiry: number;
  /** Schemas exposed by /rest/v1 (PGRST_DB_SCHEMAS); the first is the default. */
  dbSchemas: string[];
  /**
   * Schemas searched after the request's own for unqualified names (PGRST_DB_EXTRA_SEARCH_PATH);
   * Supabase sets `public, extensions`.
   */
  dbExtraSearchPath: string[];
  /** Aggregates in `select` (`count()`, `amount.sum()`), PGRST_DB_AGGREGATES_ENABLED; off by default. */
  dbAggregatesEnabled: boolean;
  /** Role used for requests without a token (PGRST_DB_ANON_ROLE). */
  anonRole: string;
  /** Roles a JWT may ask for; anything else is rejected as a bad JWT. */
  jwtRoles: string[];
  /**
   * Hard cap on rows returned by a read (PostgREST's db-max-rows; DB_MAX_ROWS); undefined = no cap.
   * Default DEFAULT_MAX_ROWS. Content-Range says which rows came; clients page through the rest.
   */
  maxRows?: number;
  /**
   * Longest a statement may run, in ms (Supabase's statement_timeout; 0 = no limit). Past it, plus
   * a grace period, the database counts as hung: the request answers 503 and PGlite is restarted.
   */
  statementTimeoutMs: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /**
   * A client whose response has bytes waiting and that takes none of them for this long is
   * disconnected (CLIENT_STALL_MS). It holds no database connection meanwhile (a large read's
   * rows wait in a spool), only its spool and its share of largeReadsPerCaller.
   */
  clientStallMs: number;
  /**
   * Large reads (streamed pages) one user, or one anonymous address, may have open at once
   * (LARGE_READS_PER_CALLER; 0 = no limit). The service role is not limited.
   */
  largeReadsPerCaller: number;
  /** Where a large read's rows wait for a slow client: memory, then a temporary file (STREAM_SPOOL_MAX_MB). */
  spool: SpoolLimits;
  /**
   * Largest file /storage/v1 accepts, in bytes, whatever a bucket allows (hosted Storage's
   * global upload limit: 50 MB on the free plan; STORAGE_FILE_SIZE_LIMIT).
   */
  storageFileSizeLimit: number;
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
  /**
   * One mail of a kind (magic link, confirmation, e-mail change, reauthentication code) per user at
   * most this often, in seconds (GoTrue's SMTP max_frequency; 0 = no limit). Default 60.
   */
  emailMaxFrequencySeconds: number;
  /** Invitation-link lifetime in seconds (this server's; hosted GoTrue uses GOTRUE_MAILER_OTP_EXP). */
  inviteExpiry: number;
  /**
   * PUT /user with a new password needs `current_password` unless the session came from a
   * one-time link (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD).
   */
  updatePasswordRequireCurrentPassword: boolean;
  /** Abuse limits of this server beyond GoTrue's per-IP ones, each per window. */
  limits: {
    /** POST /auth/v1/signup per client address. */
    signup: Limit;
    /** Successful anonymous writes (POST/PATCH/PUT/DELETE on /rest/v1 without a user token) per address. */
    anonWrites: Limit;
    /** Failed password sign-ins per e-mail address, whatever the client address. */
    failedSignInsPerAccount: Limit;
    /** Successful password sign-ins per client address (failures count in rateLimits.token). */
    signInsPerAddress: Limit;
    /** Assistant questions (POST /expert/ask_expert) per client address. */
    expertQuestions: Limit;
    /** Failed TOTP codes (POST /auth/v1/factors/{id}/verify) per factor. */
    mfaVerifyFailures: Limit;
    /** Wrong current passwords (PUT /auth/v1/user) per user. */
    currentPasswordFailures: Limit;
  };
  /**
   * Development conveniences (the /mailbox): undefined = on when the server listens on loopback.
   * Never on when it listens on another address, whatever this says.
   */
  devMode?: boolean;
  /** Seeded demo accounts with the published demo password allowed off loopback (ALLOW_DEMO_ACCOUNTS). */
  allowDemoAccounts: boolean;
  /** Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
  trustedProxies: string[];
  /**
   * Origins allowed to call the API with credentials (CORS_ORIGINS). undefined: siteUrl's origin
   * and, on loopback, the Vite dev server's. Other origins may still call it without credentials.
   */
  corsOrigins?: string[];
  /** Extra origins the SPA may connect to (CSP connect-src), e.g. the assistant's backend. */
  connectSrc: string[];
  /** Print what happens (mail, start-up). Tests turn it off. */
  log: boolean;
  /** Limits of /realtime/v1 (docs/realtime.md). */
  realtime: RealtimeLimits;
  /** Where notice e-mails go (SMTP_HOST ...); null: the development mailbox, or nowhere off loopback. */
  smtp: SmtpSettings | null;
  /** How often the scheduled checks run (private.ejecutar_revisiones; CHECKS_INTERVAL_MS); 0 = never. */
  checksIntervalMs: number;
  /** How often files whose record was deleted are removed (server/storage/orphans.ts; STORAGE_SWEEP_INTERVAL_MS); 0 = never. */
  storageSweepIntervalMs: number;
  /** How long the sender holds an outbox row it is sending (a dead sender's rows are sent again after it). */
  outboxLeaseSeconds: number;
  /**
   * bcrypt's cost for the passwords the server hashes (GoTrue's 10). Set in code only, never
   * from the environment: the test servers lower it to 4 (tests/support/server.ts), where a
   * hash or check at 10 costs about 80 ms of CPU against 1 ms.
   */
  passwordHashCost: number;
}

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Rows a read returns at most by default: a few MB of JSON, so no request holds much memory; the
 * SPA reads larger results page by page (src/lib/fetch-all-rows.ts, keyset pages).
 */
export const DEFAULT_MAX_ROWS = 10_000;

/** Supabase's public local-development secret: a fixed, published value, never a production secret. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const DEFAULT_LIMITS: ServerConfig['limits'] = {
  signup: { max: 10, windowSeconds: 3600 },
  anonWrites: { max: 20, windowSeconds: 600 },
  failedSignInsPerAccount: { max: 10, windowSeconds: 900 },
  signInsPerAddress: { max: 300, windowSeconds: 300 },
  expertQuestions: { max: 30, windowSeconds: 60 },
  mfaVerifyFailures: { max: 5, windowSeconds: 300 },
  currentPasswordFailures: { max: 5, windowSeconds: 900 },
};

/** Settings to change: any of ServerConfig, and any of its limits. */
export type ConfigOverrides = Omit<Partial<ServerConfig>, 'limits' | 'realtime'> & {
  limits?: Partial<ServerConfig['limits']>;
  realtime?: Partial<RealtimeLimits>;
};

/** Overrides win; `limits` is merged one limit at a time. */
export function defaultConfig(overrides: ConfigOverrides = {}): ServerConfig {
  const { limits, realtime, ...rest } = overrides;
  return {
    jwtSecret: DEFAULT_JWT_SECRET,
    jwtExpiry: 3600,
    dbSchemas: ['public'],
    dbExtraSearchPath: ['public', 'extensions'],
    dbAggregatesEnabled: false,
    anonRole: 'anon',
    jwtRoles: ['anon', 'authenticated', 'service_role'],
    maxRows: DEFAULT_MAX_ROWS,
    statementTimeoutMs: 30_000,
    maxBodyBytes: 1024 * 1024,
    clientStallMs: 30_000,
    largeReadsPerCaller: 4,
    spool: DEFAULT_SPOOL_LIMITS,
    storageFileSizeLimit: 50 * 1024 * 1024,
    siteUrl: 'http://localhost:54321',
    redirectAllowList: [],
    enableSignup: false,
    refreshTokenReuseInterval: 10,
    rateLimits: { token: 30, recover: 30, verify: 30, windowSeconds: 300 },
    otpExpiry: 3600,
    emailMaxFrequencySeconds: 60,
    inviteExpiry: 7 * 24 * 3600,
    updatePasswordRequireCurrentPassword: true,
    devMode: undefined,
    allowDemoAccounts: false,
    trustedProxies: [],
    corsOrigins: undefined,
    connectSrc: [],
    log: true,
    smtp: null,
    checksIntervalMs: 3_600_000,
    storageSweepIntervalMs: 900_000,
    outboxLeaseSeconds: 120,
    passwordHashCost: 10,
    ...rest,
    limits: { ...DEFAULT_LIMITS, ...limits },
    realtime: { ...DEFAULT_REALTIME_LIMITS, ...realtime },
  };
}
