/** POST /token (password and refresh_token grants) and POST /signup. */
import type { ServerContext } from '../context.ts';
import { userWriteError } from './db-errors.ts';
import {
  AuthError,
  emailNotConfirmed,
  invalidCredentials,
  refreshTokenNotFound,
  signupDisabled,
  userAlreadyExists,
  userBanned,
  validationFailed,
} from './errors.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import type { z } from 'zod';
import type { passwordGrantBody, refreshGrantBody, signupBody } from './schemas.ts';
import { createSession, refreshSession, sessionResponse, type ClientMeta, type SessionResponse } from './sessions.ts';
import { emailTaken, findUserByEmail, findUserById, insertUser, updateUser } from './users.ts';

export async function passwordGrant(
  ctx: ServerContext,
  body: z.output<typeof passwordGrantBody>,
  meta: ClientMeta,
): Promise<SessionResponse> {
  const email = body.email ?? '';
  if (email === '') {
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('missing email or phone');
  }
  const rec = await findUserByEmail(ctx.db, email);
  // The password is checked first (also for unknown users), so nothing else leaks without it.
  const ok = await verifyPassword(body.password ?? '', rec?.encryptedPassword, ctx.config.passwordHashCost);
  if (!rec || !ok) throw invalidCredentials();
  if (!rec.confirmed) throw emailNotConfirmed();
  if (rec.banned) throw userBanned();

  return ctx.db.transaction(async (tx) => {
    await updateUser(tx, rec.user.id, { lastSignIn: true });
    await tx.query(
      `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
      [rec.user.id],
    );
    const { sessionId, refreshToken } = await createSession(tx, rec.user.id, 'password', meta);
    const fresh = (await findUserById(tx, rec.user.id)) ?? rec;
    return sessionResponse(ctx, tx, fresh, sessionId, refreshToken);
  });
}

export async function refreshTokenGrant(
  ctx: ServerContext,
  body: z.output<typeof refreshGrantBody>,
  meta: ClientMeta,
): Promise<SessionResponse> {
  const token = body.refresh_token ?? '';
  if (token === '') throw validationFailed('refresh_token required');
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(token)) throw refreshTokenNotFound();
  return refreshSession(ctx, ctx.db, token, meta);
}

/** Sign-up: off unless enableSignup; then the user is created confirmed and signed in. */
export async function signup(
  ctx: ServerContext,
  body: z.output<typeof signupBody>,
  meta: ClientMeta,
): Promise<SessionResponse> {
  if (!ctx.config.enableSignup) throw signupDisabled();
  checkPasswordStrength(body.password);
  if (await emailTaken(ctx.db, body.email)) throw userAlreadyExists();
  const encryptedPassword = await hashPassword(body.password, ctx.config.passwordHashCost);
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        email: body.email,
        encryptedPassword,
        confirmed: true,
        userMetadata: body.data ?? {},
      });
      await updateUser(tx, id, { lastSignIn: true });
      const { sessionId, refreshToken } = await createSession(tx, id, 'password', meta);
      const rec = await findUserById(tx, id);
      if (!rec) throw new Error('user vanished after insert');
      return sessionResponse(ctx, tx, rec, sessionId, refreshToken);
    });
  } catch (e) {
    throw userWriteError(e);
  }
}
