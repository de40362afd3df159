/** PUT /user: the signed-in user changes their password, metadata or e-mail. */
import type { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { userWriteError } from './db-errors.ts';
import { samePassword } from './errors.ts';
import type { Caller } from './guard.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { requestEmailChange } from './email-change.ts';
import { spendNonce } from './reauthenticate.ts';
import { amrOf } from './sessions.ts';
import type { updateUserBody } from './schemas.ts';
import {
  findUserById,
  lockUser,
  mergeMetadata,
  rawMetadata,
  updateUser,
  type GoTrueUser,
  type UserChanges,
} from './users.ts';

/**
 * Does a new password need the current one? Only when the server requires it, the user has a
 * password, and the session was not opened by a one-time link (recovery or invite: amr 'otp').
 */
export async function passwordChangeNeedsCurrent(ctx: ServerContext, caller: Caller): Promise<boolean> {
  if (!ctx.config.updatePasswordRequireCurrentPassword) return false;
  if (!caller.rec.encryptedPassword) return false;
  if (!caller.sessionId) return true;
  const amr = await amrOf(ctx.db, caller.sessionId);
  return !amr.some((a) => a.method === 'otp' || a.method === 'recovery' || a.method === 'invite');
}

/** How the request proved it comes from the account's owner (beyond its access token). */
export interface OwnerProof {
  /** The current password was given and is right. */
  passwordChecked: boolean;
  /** A reauthentication nonce to check and spend (GET /reauthenticate). */
  nonce: string | null;
}

export async function updateCurrentUser(
  ctx: ServerContext,
  caller: Caller,
  body: z.output<typeof updateUserBody>,
  redirectTo: string | undefined,
  proof: OwnerProof,
): Promise<GoTrueUser> {
  const id = caller.rec.user.id;
  let encryptedPassword: string | undefined;
  if (body.password != null) {
    checkPasswordStrength(body.password);
    if (await verifyPassword(body.password, caller.rec.encryptedPassword, ctx.config.passwordHashCost))
      throw samePassword();
    encryptedPassword = await hashPassword(body.password, ctx.config.passwordHashCost);
  }
  try {
    const { user, sendMail } = await ctx.db.transaction(async (tx) => {
      await lockUser(tx, id);
      if (proof.nonce !== null) await spendNonce(ctx, tx, id, caller.rec.user.email, proof.nonce);
      const owner = proof.passwordChecked || proof.nonce !== null;
      const changes: UserChanges = {};
      if (encryptedPassword) changes.encryptedPassword = encryptedPassword;
      if (body.data) changes.userMetadata = mergeMetadata((await rawMetadata(tx, id)).user, body.data);
      if (Object.keys(changes).length > 0) await updateUser(tx, id, changes);
      // A new password ends the user's other sessions, as GoTrue does.
      if (encryptedPassword && caller.sessionId) {
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [id, caller.sessionId]);
      }
      const email = body.email?.trim().toLowerCase();
      const mail =
        email && email !== caller.rec.user.email
          ? await requestEmailChange(ctx, tx, caller.rec, email, redirectTo, owner)
          : null;
      const rec = await findUserById(tx, id);
      if (!rec) throw new Error('user vanished during update');
      return { user: rec.user, sendMail: mail };
    });
    sendMail?.();
    return user;
  } catch (e) {
    throw userWriteError(e);
  }
}
