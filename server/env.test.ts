import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config.ts';
import { configFromEnv, LIMIT_SETTINGS, parseLimit, SettingError } from './env.ts';

describe('configFromEnv', () => {
  it("leaves today's values when nothing is set", () => {
    const c = defaultConfig(configFromEnv({}));
    expect(c.limits).toEqual(defaultConfig().limits);
    expect(c.rateLimits).toEqual(defaultConfig().rateLimits);
    expect(c).toMatchObject({ maxRows: 10_000, clientStallMs: 30_000, largeReadsPerCaller: 4, maxBodyBytes: 1048576 });
  });

  it('reads every abuse limit as <max>/<seconds> or <max>, 0 turning it off', () => {
    const c = defaultConfig(
      configFromEnv({
        LIMIT_ANON_WRITES: '200/60',
        LIMIT_SIGNUPS: '0',
        LIMIT_ASSISTANT_QUESTIONS: ' 90 ',
        LIMIT_FAILED_CODES: '3/600',
        LIMIT_SIGNINS_PER_ADDRESS: '5000/300',
        LIMIT_FAILED_SIGNINS_PER_ACCOUNT: '20',
        LIMIT_FAILED_CURRENT_PASSWORDS: '10/60',
        AUTH_RATE_LIMIT_TOKEN: '1000',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      }),
    );
    expect(c.limits).toEqual({
      anonWrites: { max: 200, windowSeconds: 60 },
      signup: { max: 0, windowSeconds: 3600 },
      expertQuestions: { max: 90, windowSeconds: 60 },
      mfaVerifyFailures: { max: 3, windowSeconds: 600 },
      signInsPerAddress: { max: 5000, windowSeconds: 300 },
      failedSignInsPerAccount: { max: 20, windowSeconds: 900 },
      currentPasswordFailures: { max: 10, windowSeconds: 60 },
    });
    expect(c.rateLimits).toEqual({ token: 1000, recover: 30, verify: 30, windowSeconds: 60 });
    // Every limit of the configuration has its setting.
    expect(Object.values(LIMIT_SETTINGS).sort()).toEqual(Object.keys(defaultConfig().limits).sort());
  });

  it('reads the large-read settings and DB_MAX_ROWS=0 as no cap', () => {
    const c = defaultConfig(
      configFromEnv({
        CLIENT_STALL_MS: '5000',
        LARGE_READS_PER_CALLER: '2',
        STREAM_SPOOL_MAX_MB: '64',
        DB_MAX_ROWS: '0',
      }),
    );
    expect(c).toMatchObject({ clientStallMs: 5000, largeReadsPerCaller: 2, maxRows: undefined });
    expect(c.spool.maxBytes).toBe(64 * 1024 * 1024);
  });

  it('reads INVITE_EXPIRY_SECONDS (default 7 days)', () => {
    expect(defaultConfig(configFromEnv({})).inviteExpiry).toBe(7 * 24 * 3600);
    expect(defaultConfig(configFromEnv({ INVITE_EXPIRY_SECONDS: '3600' })).inviteExpiry).toBe(3600);
  });

  it('refuses a value it cannot read, naming the setting', () => {
    for (const [env, message] of [
      [{ LIMIT_ANON_WRITES: 'lots' }, /LIMIT_ANON_WRITES must be <max>\/<seconds> \(e\.g\. 20\/600\)/],
      [{ LIMIT_ANON_WRITES: '20/0' }, /LIMIT_ANON_WRITES/],
      [{ LIMIT_SIGNUPS: '-1' }, /LIMIT_SIGNUPS/],
      [{ DB_MAX_ROWS: '10k' }, /DB_MAX_ROWS must be/],
      [{ CLIENT_STALL_MS: '1.5' }, /CLIENT_STALL_MS/],
      [{ AUTH_RATE_LIMIT_WINDOW_SECONDS: '0' }, /more than 0/],
      [{ MAX_BODY_BYTES: '10' }, /at least 1024/],
      [{ INVITE_EXPIRY_SECONDS: '7d' }, /INVITE_EXPIRY_SECONDS must be seconds/],
      [{ INVITE_EXPIRY_SECONDS: '10' }, /INVITE_EXPIRY_SECONDS must be between 60 and 999999999/],
    ] as const) {
      expect(() => configFromEnv(env)).toThrow(SettingError);
      expect(() => configFromEnv(env)).toThrow(message);
    }
  });

  it('parseLimit keeps the default window when only a count is given', () => {
    expect(parseLimit('X', '7', { max: 1, windowSeconds: 42 })).toEqual({ max: 7, windowSeconds: 42 });
  });
});
