/**
 * The server's settings from the environment (npm start; README's settings list). Every value is
 * checked here: a setting that cannot be read stops the start with a message naming it, rather
 * than running with a limit nobody chose.
 */
import { DEFAULT_LIMITS, defaultConfig, type ConfigOverrides, type Limit, type ServerConfig } from './config.ts';
import { smtpFromEnv } from '../supabase/functions/_shared/mail/smtp.ts';

export class SettingError extends Error {
  override name = 'SettingError';
}

type Env = Record<string, string | undefined>;

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function whole(env: Env, name: string, what: string): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw))
    throw new SettingError(`${name} must be ${what} (a whole number), not ${JSON.stringify(raw)}`);
  return Number(raw);
}

/**
 * An abuse limit: `<max>/<seconds>` (e.g. `20/600`: 20 per 10 minutes), or `<max>` alone with the
 * default window; `0` turns the limit off.
 */
export function parseLimit(name: string, raw: string, fallback: Limit): Limit {
  const m = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(raw);
  if (!m || (m[2] !== undefined && Number(m[2]) === 0)) {
    throw new SettingError(
      `${name} must be <max>/<seconds> (e.g. ${fallback.max}/${fallback.windowSeconds}) or <max>, not ${JSON.stringify(raw)}`,
    );
  }
  return { max: Number(m[1]), windowSeconds: m[2] === undefined ? fallback.windowSeconds : Number(m[2]) };
}

/** The abuse limits by environment variable (README: "Abuse limits"). */
export const LIMIT_SETTINGS: Record<string, keyof ServerConfig['limits']> = {
  LIMIT_SIGNUPS: 'signup',
  LIMIT_ANON_WRITES: 'anonWrites',
  LIMIT_FAILED_SIGNINS_PER_ACCOUNT: 'failedSignInsPerAccount',
  LIMIT_SIGNINS_PER_ADDRESS: 'signInsPerAddress',
  LIMIT_ASSISTANT_QUESTIONS: 'expertQuestions',
  LIMIT_FAILED_CODES: 'mfaVerifyFailures',
  LIMIT_FAILED_CURRENT_PASSWORDS: 'currentPasswordFailures',
};

/** GoTrue's per-address limits (requests per AUTH_RATE_LIMIT_WINDOW_SECONDS). */
const RATE_SETTINGS = {
  AUTH_RATE_LIMIT_TOKEN: 'token',
  AUTH_RATE_LIMIT_RECOVER: 'recover',
  AUTH_RATE_LIMIT_VERIFY: 'verify',
} as const;

export function configFromEnv(env: Env): ConfigOverrides {
  const defaults = defaultConfig();
  const out: ConfigOverrides = {
    enableSignup: env.ENABLE_SIGNUP === 'true',
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL } : {}),
    redirectAllowList: ['http://localhost:5173', 'http://127.0.0.1:5173'],
    allowDemoAccounts: env.ALLOW_DEMO_ACCOUNTS === 'true',
    trustedProxies: list(env.TRUSTED_PROXIES),
    ...(env.CORS_ORIGINS ? { corsOrigins: list(env.CORS_ORIGINS) } : {}),
    connectSrc: list(env.CSP_CONNECT_SRC),
    ...(env.DEV_MODE === 'false' ? { devMode: false } : {}),
    // PostgREST's db-schemas: the schemas /rest/v1 exposes, the first the default (public).
    ...(env.DB_SCHEMAS ? { dbSchemas: list(env.DB_SCHEMAS) } : {}),
    // PostgREST's db-aggregates-enabled: count(), sum(), avg(), max(), min() in select.
    dbAggregatesEnabled: env.DB_AGGREGATES_ENABLED === 'true',
    // The notices' e-mail (docs/notifications.md): SMTP_HOST and the rest, or none.
    smtp: smtpFromEnv((name) => env[name]),
  };
  const maxRows = whole(env, 'DB_MAX_ROWS', 'the most rows one read returns (0 = no cap)');
  if (maxRows !== undefined) out.maxRows = maxRows > 0 ? maxRows : undefined;
  const statementTimeout = whole(env, 'STATEMENT_TIMEOUT_MS', 'milliseconds (0 = none)');
  if (statementTimeout !== undefined) out.statementTimeoutMs = statementTimeout;
  const body = whole(env, 'MAX_BODY_BYTES', 'bytes');
  if (body !== undefined) {
    if (body < 1024) throw new SettingError('MAX_BODY_BYTES must be at least 1024');
    out.maxBodyBytes = body;
  }
  const stall = whole(env, 'CLIENT_STALL_MS', 'milliseconds (0 = never)');
  if (stall !== undefined) out.clientStallMs = stall;
  const largeReads = whole(env, 'LARGE_READS_PER_CALLER', 'a count (0 = no limit)');
  if (largeReads !== undefined) out.largeReadsPerCaller = largeReads;
  const checks = whole(env, 'CHECKS_INTERVAL_MS', 'milliseconds (0 = never)');
  if (checks !== undefined) out.checksIntervalMs = checks;
  const sweep = whole(env, 'STORAGE_SWEEP_INTERVAL_MS', 'milliseconds (0 = never)');
  if (sweep !== undefined) out.storageSweepIntervalMs = sweep;
  const fileLimit = whole(env, 'STORAGE_FILE_SIZE_LIMIT', 'bytes');
  if (fileLimit !== undefined) out.storageFileSizeLimit = fileLimit;
  const invite = whole(env, 'INVITE_EXPIRY_SECONDS', 'seconds');
  if (invite !== undefined) {
    if (invite < 60 || invite > 999_999_999)
      throw new SettingError('INVITE_EXPIRY_SECONDS must be between 60 and 999999999 seconds');
    out.inviteExpiry = invite;
  }
  const spoolMb = whole(env, 'STREAM_SPOOL_MAX_MB', 'megabytes');
  if (spoolMb !== undefined) out.spool = { ...defaults.spool, maxBytes: spoolMb * 1024 * 1024 };

  const limits: Partial<ServerConfig['limits']> = {};
  for (const [name, key] of Object.entries(LIMIT_SETTINGS)) {
    const raw = env[name];
    if (raw !== undefined && raw.trim() !== '') limits[key] = parseLimit(name, raw, DEFAULT_LIMITS[key]);
  }
  if (Object.keys(limits).length > 0) out.limits = limits;

  const rates = { ...defaults.rateLimits };
  let rated = false;
  for (const [name, key] of Object.entries(RATE_SETTINGS)) {
    const n = whole(env, name, 'a count of requests per window (0 = no limit)');
    if (n !== undefined) [rates[key], rated] = [n, true];
  }
  const window = whole(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 'seconds');
  if (window !== undefined) {
    if (window === 0) throw new SettingError('AUTH_RATE_LIMIT_WINDOW_SECONDS must be more than 0');
    [rates.windowSeconds, rated] = [window, true];
  }
  if (rated) out.rateLimits = rates;
  return out;
}
