/** /admin/users: user management with the service-role key, as GoTrue's admin API. */
import type { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { userWriteError } from './db-errors.ts';
import { emailExists, userNotFound, validationFailed } from './errors.ts';
import { checkPasswordStrength, hashPassword, isBcryptHash } from './passwords.ts';
import type { adminCreateUserBody, adminUpdateUserBody } from './schemas.ts';
import { parseGoDuration } from './tokens.ts';
import {
  emailTaken,
  findUserById,
  insertUser,
  lockUser,
  mergeMetadata,
  rawMetadata,
  updateUser,
  type GoTrueUser,
  type UserChanges,
} from './users.ts';

/** `ban_duration` to banned_until: 'none' unbans (null); a Go duration bans until now + it. */
export function bannedUntil(banDuration: string, now = Date.now()): string | null {
  const seconds = parseGoDuration(banDuration);
  if (seconds === null || seconds < 0) {
    throw validationFailed(`invalid format for ban duration: ${banDuration}`);
  }
  return seconds === 0 ? null : new Date(now + seconds * 1000).toISOString();
}

async function passwordHashOf(
  ctx: ServerContext,
  password: string | null | undefined,
  passwordHash: string | null | undefined,
) {
  if (password != null && passwordHash != null)
    throw validationFailed('Only a password or a password hash should be provided');
  if (password != null) {
    checkPasswordStrength(password);
    return hashPassword(password, ctx.config.passwordHashCost);
  }
  if (passwordHash != null) {
    if (!isBcryptHash(passwordHash)) throw validationFailed('Invalid password hash format');
    return passwordHash;
  }
  return undefined;
}

export async function adminCreateUser(
  ctx: ServerContext,
  body: z.output<typeof adminCreateUserBody>,
): Promise<GoTrueUser> {
  const email = body.email;
  if (!email) {
    throw validationFailed(
      body.phone ? 'Phone users are not supported by this server' : 'Unable to validate email address: invalid format',
    );
  }
  const encryptedPassword = (await passwordHashOf(ctx, body.password, body.password_hash)) ?? null;
  const banned = body.ban_duration != null ? bannedUntil(body.ban_duration) : null;
  if (await emailTaken(ctx.db, email)) throw emailExists();
  if (body.id && (await findUserById(ctx.db, body.id))) throw validationFailed('A user with this ID already exists');
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        id: body.id ?? undefined,
        email,
        encryptedPassword,
        confirmed: body.email_confirm === true,
        role: body.role ?? undefined,
        appMetadata: body.app_metadata ?? undefined,
        userMetadata: body.user_metadata ?? undefined,
        bannedUntil: banned,
      });
      const rec = await findUserById(tx, id);
      if (!rec) throw new Error('user vanished after insert');
      return rec.user;
    });
  } catch (e) {
    throw userWriteError(e);
  }
}

export async function adminGetUser(ctx: ServerContext, id: string): Promise<GoTrueUser> {
  const rec = await findUserById(ctx.db, id);
  if (!rec) throw userNotFound();
  return rec.user;
}

export async function adminUpdateUser(
  ctx: ServerContext,
  id: string,
  body: z.output<typeof adminUpdateUserBody>,
): Promise<GoTrueUser> {
  const existing = await findUserById(ctx.db, id);
  if (!existing) throw userNotFound();
  const changes: UserChanges = {};
  const encryptedPassword = await passwordHashOf(ctx, body.password, body.password_hash);
  if (encryptedPassword) changes.encryptedPassword = encryptedPassword;
  if (body.ban_duration != null) changes.bannedUntil = bannedUntil(body.ban_duration);
  if (body.role != null) changes.role = body.role;
  if (body.email_confirm === true) changes.confirmEmail = true;
  if (body.email != null && body.email.trim().toLowerCase() !== existing.user.email) {
    if (await emailTaken(ctx.db, body.email, id)) throw emailExists();
    changes.email = body.email;
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockUser(tx, id);
      if (body.user_metadata || body.app_metadata) {
        const raw = await rawMetadata(tx, id);
        if (body.user_metadata) changes.userMetadata = mergeMetadata(raw.user, body.user_metadata);
        if (body.app_metadata) changes.appMetadata = mergeMetadata(raw.app, body.app_metadata);
      }
      await updateUser(tx, id, changes);
      // A ban ends the user's sessions.
      if (changes.bannedUntil) await tx.query('delete from auth.sessions where user_id = $1', [id]);
      const rec = await findUserById(tx, id);
      if (!rec) throw userNotFound();
      return rec.user;
    });
  } catch (e) {
    throw userWriteError(e);
  }
}

/**
 * Deletes a user. Hard delete removes the row (identities and sessions by cascade, and
 * whatever the app's foreign keys cascade). Soft delete keeps the row but makes it unusable:
 * deleted_at set, e-mail and password cleared, identities and sessions removed.
 */
export async function adminDeleteUser(ctx: ServerContext, id: string, soft: boolean): Promise<void> {
  if (!(await findUserById(ctx.db, id))) throw userNotFound();
  try {
    await ctx.db.transaction(async (tx) => {
      if (soft) {
        await tx.query(
          `update auth.users set deleted_at = now(), updated_at = now(), email = null, encrypted_password = '',
              recovery_token = null, email_change_token_new = null, email_change = '', raw_user_meta_data = '{}'::jsonb
            where id = $1`,
          [id],
        );
        await tx.query('delete from auth.identities where user_id = $1', [id]);
        await tx.query('delete from auth.sessions where user_id = $1', [id]);
      } else {
        await tx.query('delete from auth.users where id = $1', [id]);
      }
    });
  } catch (e) {
    throw userWriteError(e);
  }
}
