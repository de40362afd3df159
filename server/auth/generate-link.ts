/**
 * POST /admin/generate_link (service role): the link and code GoTrue would mail, returned instead
 * of sent (nothing is mailed), for `signup`, `invite`, `magiclink`, `recovery`,
 * `email_change_current` and `email_change_new`. The answer is the user's JSON with `action_link`,
 * `email_otp`, `hashed_token` (what /verify takes as `token_hash`), `verification_type` and
 * `redirect_to`, as auth-js's `generateLink` reads it.
 */
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { userWriteError } from './db-errors.ts';
import { AuthError, emailExists, validationFailed } from './errors.ts';
import { oneTimeLink } from './one-time-links.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { safeRedirect } from './redirect.ts';
import { emailSchema, type VerifyType } from './schemas.ts';
import { linkToken, otpCode, randomToken, sha256Hex } from './tokens.ts';
import { emailTaken, findUserByEmail, findUserById, insertUser, mergeMetadata, updateUser, userJson } from './users.ts';

export const generateLinkBody = z.object({
  type: z.string().max(32).nullish(),
  email: z.string().trim().max(255).nullish(),
  new_email: z.string().trim().max(255).nullish(),
  password: z.string().max(1024).nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  redirect_to: z.string().max(2048).nullish(),
});

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

const userNotFound = () => new AuthError(404, 'user_not_found', 'User with this email not found');

function validEmail(raw: string | null | undefined): string {
  const parsed = emailSchema.safeParse(raw ?? '');
  if (!parsed.success) throw validationFailed(parsed.error.issues[0]?.message ?? 'Unable to validate email address');
  return parsed.data.toLowerCase();
}

async function setToken(q: Queryable, id: string, column: string, sentColumn: string, hash: string) {
  await q.query(`update auth.users set ${column} = $2, ${sentColumn} = now(), updated_at = now() where id = $1`, [
    id,
    hash,
  ]);
}

export async function generateLink(
  ctx: ServerContext,
  body: z.output<typeof generateLinkBody>,
  redirectQuery: string | undefined,
): Promise<Record<string, unknown>> {
  const requested = LINK_TYPES.find((t) => t === body.type);
  if (!requested) throw validationFailed(`Invalid email action link type requested: ${body.type ?? ''}`);
  const email = validEmail(body.email);
  const redirectTo = safeRedirect(body.redirect_to ?? redirectQuery, ctx.config.siteUrl, ctx.config.redirectAllowList);
  const password = body.password ?? '';
  if (password !== '') checkPasswordStrength(password);
  const encrypted = password !== '' ? await hashPassword(password, ctx.config.passwordHashCost) : null;

  const otp = otpCode();
  try {
    return await ctx.db.transaction(async (tx) => {
      let type: LinkType = requested;
      let rec = await findUserByEmail(tx, email);
      if (!rec) {
        if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
          throw userNotFound();
        }
        // A magic link for an unknown address signs it up, as GoTrue does (with a random password).
        if (type === 'magiclink') type = 'signup';
        const id = await insertUser(tx, {
          email,
          encryptedPassword:
            type === 'signup'
              ? (encrypted ?? (await hashPassword(randomToken(32), ctx.config.passwordHashCost)))
              : null,
          confirmed: false,
          userMetadata: body.data ?? {},
        });
        rec = await findUserById(tx, id);
        if (!rec) throw new Error('user vanished after insert');
      } else if (type === 'signup' || type === 'invite') {
        if (rec.confirmed) throw emailExists();
        if (type === 'signup' && body.data) {
          await updateUser(tx, rec.user.id, { userMetadata: mergeMetadata(rec.user.user_metadata, body.data) });
        }
      }
      const id = rec.user.id;
      let token: string;
      let verifyType: VerifyType;
      if (type === 'email_change_current' || type === 'email_change_new') {
        const newEmail = validEmail(body.new_email);
        if (await emailTaken(tx, newEmail, id)) throw emailExists();
        token = linkToken(ctx.config.jwtSecret, type === 'email_change_new' ? newEmail : email, otp);
        const hash = sha256Hex(token);
        // The admin's one link completes the change: the other address's token is cleared.
        await tx.query(
          `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
              email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
          [id, newEmail, type === 'email_change_new' ? hash : null, type === 'email_change_current' ? hash : null],
        );
        verifyType = 'email_change';
      } else {
        token = linkToken(ctx.config.jwtSecret, email, otp);
        const hash = sha256Hex(token);
        if (type === 'magiclink' || type === 'recovery') {
          await setToken(tx, id, 'recovery_token', 'recovery_sent_at', hash);
        } else {
          await setToken(tx, id, 'confirmation_token', 'confirmation_sent_at', hash);
          if (type === 'invite') {
            await tx.query('update auth.users set invited_at = coalesce(invited_at, now()) where id = $1', [id]);
          }
        }
        verifyType = type;
      }
      const after = await findUserById(tx, id);
      if (!after) throw new Error('user vanished');
      return {
        ...userJson(after.user),
        action_link: oneTimeLink(ctx, token, verifyType, redirectTo),
        email_otp: otp,
        hashed_token: token,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
  } catch (e) {
    throw userWriteError(e);
  }
}
