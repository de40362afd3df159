/**
 * The GoTrue-compatible auth API, mounted at /auth/v1 by server/index.ts (which also does CORS).
 * Thin handlers: parse and validate, call the module that does the work, send JSON. One
 * onError turns AuthError (and anything unexpected) into GoTrue's error JSON.
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { DatabaseUnavailableError } from '../db/types.ts';
import { clientAddress, trustedProxiesOf } from '../http/client-address.ts';
import { adminCreateUser, adminDeleteUser, adminGetUser, adminUpdateUser } from './admin.ts';
import { updateCurrentUser } from './account.ts';
import { readBody as readRequestBody, validateBody } from './body.ts';
import {
  anonymousDisabled,
  disabledFeatureRoutes,
  disabledGrant,
  phoneDisabled,
  phoneVerifyError,
} from './disabled-features.ts';
import {
  API_VERSION_HEADER,
  AuthError,
  currentPasswordMismatch,
  currentPasswordRequired,
  errorResponse,
  notFound,
  overRequestRateLimit,
  signupDisabled,
  unexpectedFailure,
  unsupportedGrantType,
  validationFailed,
} from './errors.ts';
import { requireAdmin, requireUser } from './guard.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import {
  challengeBody,
  challengeFactor,
  enrollBody,
  enrollFactor,
  requireAal2ForSensitiveUpdate,
  unenrollFactor,
  verifyFactor,
  verifyFactorBody,
} from './mfa.ts';
import { passwordChangeNeedsCurrent } from './account.ts';
import { oneTimeRoutes } from './one-time-routes.ts';
import { sendReauthentication } from './reauthenticate.ts';
import { verifyPassword } from './passwords.ts';
import { inviteUser, requestRecovery, verifyOneTime } from './recovery.ts';
import { safeRedirect, withFragment } from './redirect.ts';
import {
  adminCreateUserBody,
  adminDeleteUserBody,
  adminListQuery,
  adminUpdateUserBody,
  inviteBody,
  logoutScope,
  passwordGrantBody,
  recoverBody,
  refreshGrantBody,
  signupBody,
  updateUserBody,
  verifyGetQuery,
  verifyPostBody,
  verifyTypes,
  type VerifyType,
} from './schemas.ts';
import { logout, type ClientMeta } from './sessions.ts';
import { passwordGrant, refreshTokenGrant, signup } from './signin.ts';
import { listUsers, userJson } from './users.ts';

export const GOTRUE_VERSION = 'v2.177.0';

/** How long /health waits for the database's `select 1`. */
export const HEALTH_TIMEOUT_MS = 2000;

/** True if the database answers `select 1` within `timeoutMs`. */
export async function databaseAnswers(ctx: ServerContext, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((ok) => {
    timer = setTimeout(() => ok(false), timeoutMs);
  });
  try {
    return await Promise.race([
      ctx.db.query('select 1').then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function sendError(c: Context, err: AuthError): Response {
  const { status, body, headers } = errorResponse(err, c.req.header(API_VERSION_HEADER));
  return c.json(body, status, headers);
}

export function createAuthApp(ctx: ServerContext): { app: Hono; close(): Promise<void> } {
  const app = new Hono();
  const limiter = new RateLimiter();

  /** The client's address (behind TRUSTED_PROXIES, from X-Forwarded-For), 'unknown' without a socket. */
  const clientIp = (c: Context): string => clientAddress(c, trustedProxiesOf(ctx.config.trustedProxies));
  const clientMeta = (c: Context): ClientMeta => {
    const ip = clientIp(c);
    return { ip: ip === 'unknown' ? null : ip, userAgent: c.req.header('user-agent')?.slice(0, 1000) ?? null };
  };

  /** Counts one hit of `key`, or throws 429 when its limit is reached; release() takes it back. */
  const take = (key: string, limit: number, windowSeconds: number) => {
    const wait = limiter.hit(key, limit, windowSeconds);
    if (wait !== null) throw overRequestRateLimit(wait);
    return { release: () => limiter.release(key) };
  };

  const rateLimited = (bucket: 'token' | 'recover' | 'verify') => async (c: Context, next: () => Promise<void>) => {
    const { rateLimits } = ctx.config;
    const wait = limiter.hit(`${bucket}:${clientIp(c)}`, rateLimits[bucket], rateLimits.windowSeconds);
    if (wait !== null) throw overRequestRateLimit(wait);
    await next();
  };

  /** The request's JSON body, read by server/http/body.ts within maxBodyBytes, and validated. */
  const readBody = <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
    readRequestBody(c.req.raw, schema, ctx.config.maxBodyBytes);

  app.onError((err, c) => {
    if (err instanceof AuthError) return sendError(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      return sendError(
        c,
        new AuthError(err.status === 413 ? 413 : 400, 'validation_failed', err.message || 'Bad request'),
      );
    }
    if (err instanceof DatabaseUnavailableError) {
      c.header('Retry-After', String(err.retryAfter));
      return sendError(
        c,
        new AuthError(503, 'database_unavailable', 'The database is not available, try again shortly'),
      );
    }
    if (ctx.config.log) console.error('[auth] unexpected error', err);
    return sendError(c, unexpectedFailure());
  });

  /**
   * The password grant under three limits, each counting attempts in flight so a burst cannot
   * slip past: failed attempts per client address (rateLimits.token, shared with the refresh
   * grant), failed attempts per e-mail address (limits.failedSignInsPerAccount, whatever the
   * client address: many addresses cannot guess one password), and successful sign-ins per
   * client address (limits.signInsPerAddress, larger). A success gives back its failure slots and
   * a failure its success slot, so the right password is not refused because others signed in
   * from the same address, and guesses cannot hide among successes.
   */
  const limitedPasswordGrant = async (c: Context) => {
    const ip = clientIp(c);
    const { rateLimits, limits } = ctx.config;
    const failedHere = take(`token:${ip}`, rateLimits.token, rateLimits.windowSeconds);
    let failedAccount: { release(): void } | undefined;
    let succeeded: { release(): void } | undefined;
    try {
      const body = await readBody(c, passwordGrantBody);
      const email = body.email?.trim().toLowerCase() ?? '';
      if (email !== '') {
        const f = limits.failedSignInsPerAccount;
        failedAccount = take(`failed-account:${email}`, f.max, f.windowSeconds);
      }
      succeeded = take(`signin:${ip}`, limits.signInsPerAddress.max, limits.signInsPerAddress.windowSeconds);
      const session = await passwordGrant(ctx, body, clientMeta(c));
      failedHere.release();
      failedAccount?.release();
      return session;
    } catch (e) {
      const failedGuess = e instanceof AuthError && e.code === 'invalid_credentials';
      // Only a wrong password (or unknown e-mail) counts as a failure; a refusal, a bad body or
      // a server error takes back every slot it held.
      if (!failedGuess) {
        failedHere.release();
        failedAccount?.release();
      }
      succeeded?.release();
      throw e;
    }
  };

  // Public ------------------------------------------------------------------------------------

  // Healthy only if the database answers `select 1` within HEALTH_TIMEOUT_MS (a stuck
  // database must show here, so a supervisor or load balancer can act): else 503.
  app.get('/health', async (c) => {
    const about = {
      version: GOTRUE_VERSION,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    };
    if (await databaseAnswers(ctx, HEALTH_TIMEOUT_MS)) return c.json(about);
    c.header('Retry-After', '5');
    return sendError(c, new AuthError(503, 'database_unavailable', 'The database does not answer'));
  });

  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        email: true,
        phone: false,
        zoom: false,
      },
      disable_signup: !ctx.config.enableSignup,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return c.json(await limitedPasswordGrant(c));
    take(`token:${clientIp(c)}`, ctx.config.rateLimits.token, ctx.config.rateLimits.windowSeconds);
    if (grant === 'refresh_token') {
      return c.json(await refreshTokenGrant(ctx, await readBody(c, refreshGrantBody), clientMeta(c)));
    }
    throw disabledGrant(grant, await readBody(c, z.unknown())) ?? unsupportedGrantType();
  });

  app.post('/signup', async (c) => {
    const raw = await readBody(c, z.unknown());
    const given = (k: string) => raw !== null && typeof raw === 'object' && !!(raw as Record<string, unknown>)[k];
    // Neither e-mail nor phone is an anonymous sign-in (off here, as GoTrue answers it).
    if (!given('email')) throw given('phone') ? phoneDisabled() : anonymousDisabled();
    if (!ctx.config.enableSignup) throw signupDisabled();
    const { signup: limit } = ctx.config.limits;
    take(`signup:${clientIp(c)}`, limit.max, limit.windowSeconds);
    return c.json(await signup(ctx, validateBody(raw, signupBody), clientMeta(c)));
  });

  app.post('/recover', rateLimited('recover'), async (c) => {
    const body = await readBody(c, recoverBody);
    await requestRecovery(ctx, body.email ?? '', c.req.query('redirect_to'));
    return c.json({});
  });

  // A link from an e-mail, opened in the browser: always answered with a redirect.
  app.get('/verify', rateLimited('verify'), async (c) => {
    const parsed = verifyGetQuery.safeParse(c.req.query());
    const query = parsed.success ? parsed.data : { token: '', type: '', redirect_to: undefined };
    const target = safeRedirect(query.redirect_to, ctx.config.siteUrl, ctx.config.redirectAllowList);
    const type = verifyTypes.find((t) => t === query.type);
    try {
      if (!type || query.token === '') throw validationFailed('Verify requires a token and a verification type');
      const s = await verifyOneTime(ctx, { type, tokenHash: query.token }, clientMeta(c));
      // The first of an e-mail change's two confirmations: GoTrue says so in the fragment.
      if (!('access_token' in s)) return c.redirect(withFragment(target, { message: s.msg }), 303);
      return c.redirect(
        withFragment(target, {
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          token_type: s.token_type,
          type,
        }),
        303,
      );
    } catch (e) {
      if (!(e instanceof AuthError) || e.status >= 500) throw e;
      const expired = e.code === 'otp_expired';
      return c.redirect(
        withFragment(target, {
          error: expired ? 'access_denied' : e.status === 403 ? 'access_denied' : 'invalid_request',
          error_code: e.code,
          error_description: expired ? 'Email link is invalid or has expired' : e.message,
        }),
        303,
      );
    }
  });

  app.post('/verify', rateLimited('verify'), async (c) => {
    const body = await readBody(c, verifyPostBody);
    if (body.type === 'sms' || body.type === 'phone_change') throw phoneVerifyError(body.phone ?? '');
    const type: VerifyType = body.type;
    return c.json(
      await verifyOneTime(
        ctx,
        { type, tokenHash: body.token_hash ?? null, email: body.email, otp: body.token },
        clientMeta(c),
      ),
    );
  });

  // The signed-in user ----------------------------------------------------------------------

  app.get('/user', async (c) => c.json(userJson((await requireUser(ctx, c)).rec.user)));

  app.put('/user', async (c) => {
    const caller = await requireUser(ctx, c);
    const body = await readBody(c, updateUserBody);
    const current = body.current_password ?? '';
    const nonce = body.nonce?.trim() ?? '';
    // GoTrue's "require current password": not for a session from a one-time link (recovery,
    // invite) nor for a user who has no password yet; a reauthentication nonce does instead.
    // A current password that is given is checked (it also lets an e-mail change skip the
    // current address's confirmation). Wrong guesses are limited per user.
    const changesPassword = body.password != null && body.password !== '';
    const changesEmail = !!body.email && body.email.toLowerCase() !== (caller.rec.user.email ?? '').toLowerCase();
    await requireAal2ForSensitiveUpdate(ctx.db, caller, { password: changesPassword, email: changesEmail });
    if (current === '' && nonce === '' && changesPassword && (await passwordChangeNeedsCurrent(ctx, caller))) {
      throw currentPasswordRequired();
    }
    let passwordChecked = false;
    if (current !== '' && caller.rec.encryptedPassword) {
      const { max, windowSeconds } = ctx.config.limits.currentPasswordFailures;
      const slot = take(`current-password:${caller.rec.user.id}`, max, windowSeconds);
      if (!(await verifyPassword(current, caller.rec.encryptedPassword, ctx.config.passwordHashCost)))
        throw currentPasswordMismatch();
      slot.release();
      passwordChecked = true;
    }
    const proof = { passwordChecked, nonce: nonce === '' ? null : nonce };
    return c.json(userJson(await updateCurrentUser(ctx, caller, body, c.req.query('redirect_to'), proof)));
  });

  app.get('/reauthenticate', async (c) => {
    await sendReauthentication(ctx, await requireUser(ctx, c));
    return c.json({});
  });

  app.post('/logout', async (c) => {
    const scope = logoutScope.safeParse(c.req.query('scope'));
    if (!scope.success) throw validationFailed('Unsupported logout scope: must be global, local or others');
    const caller = await requireUser(ctx, c);
    await logout(ctx.db, caller.rec.user.id, caller.sessionId, scope.data);
    return c.body(null, 204);
  });

  // Second factors (TOTP) -------------------------------------------------------------------

  app.post('/factors', async (c) => {
    const caller = await requireUser(ctx, c);
    return c.json(await enrollFactor(ctx, caller, await readBody(c, enrollBody)));
  });

  app.post('/factors/:id/challenge', async (c) => {
    const caller = await requireUser(ctx, c);
    await readBody(c, challengeBody);
    return c.json(await challengeFactor(ctx, caller, c.req.param('id'), clientMeta(c)));
  });

  app.post('/factors/:id/verify', async (c) => {
    const caller = await requireUser(ctx, c);
    const body = await readBody(c, verifyFactorBody);
    const factorId = c.req.param('id');
    // Failed codes per factor (a 6-digit code must not be guessable by brute force).
    const { max, windowSeconds } = ctx.config.limits.mfaVerifyFailures;
    const slot = take(`mfa-verify:${factorId}`, max, windowSeconds);
    try {
      const session = await verifyFactor(ctx, caller, factorId, body, clientMeta(c));
      slot.release();
      return c.json(session);
    } catch (e) {
      if (!(e instanceof AuthError && e.code === 'mfa_verification_failed')) slot.release();
      throw e;
    }
  });

  app.delete('/factors/:id', async (c) => {
    const caller = await requireUser(ctx, c);
    return c.json(await unenrollFactor(ctx, caller, c.req.param('id')));
  });

  // Admin (service-role key) ----------------------------------------------------------------

  app.post('/invite', async (c) => {
    await requireAdmin(ctx, c);
    const body = await readBody(c, inviteBody);
    return c.json(userJson(await inviteUser(ctx, body.email ?? '', body.data, c.req.query('redirect_to'))));
  });

  app.get('/admin/users', async (c) => {
    await requireAdmin(ctx, c);
    const parsed = adminListQuery.safeParse(c.req.query());
    if (!parsed.success) throw validationFailed('page and per_page must be positive integers');
    const { page, per_page: perPage } = parsed.data;
    const { users, total } = await listUsers(ctx.db, page, perPage);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const base = `${ctx.config.siteUrl}/auth/v1/admin/users`;
    const links: string[] = [];
    if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ users: users.map(userJson), aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    await requireAdmin(ctx, c);
    return c.json(userJson(await adminCreateUser(ctx, await readBody(c, adminCreateUserBody))));
  });

  app.get('/admin/users/:id', async (c) => {
    await requireAdmin(ctx, c);
    return c.json(userJson(await adminGetUser(ctx, c.req.param('id'))));
  });

  app.put('/admin/users/:id', async (c) => {
    await requireAdmin(ctx, c);
    return c.json(userJson(await adminUpdateUser(ctx, c.req.param('id'), await readBody(c, adminUpdateUserBody))));
  });

  app.delete('/admin/users/:id', async (c) => {
    await requireAdmin(ctx, c);
    const body = await readBody(c, adminDeleteUserBody);
    await adminDeleteUser(ctx, c.req.param('id'), body.should_soft_delete === true);
    return c.json({});
  });

  oneTimeRoutes(app, ctx, { readBody, limited: rateLimited });
  disabledFeatureRoutes(app, ctx);

  // (A catch-all route rather than notFound(): a mounted sub-app's notFound is not consulted.)
  app.all('*', () => {
    throw notFound();
  });

  return {
    app,
    close: async () => {
      limiter.clear();
    },
  };
}
