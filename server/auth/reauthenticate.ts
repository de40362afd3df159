/**
 * GET /reauthenticate: a 6-digit nonce mailed to the signed-in user's (confirmed) address, valid for
 * otpExpiry, that PUT /user takes as `nonce` to prove the request comes from the account's owner
 * (for a new password instead of the current one, and for an e-mail change that then needs only
 * the new address's confirmation). As GoTrue: "Nonce has expired or is invalid" (422
 * reauthentication_not_valid); a nonce is used once.
 */
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { AuthError, validationFailed } from './errors.ts';
import type { Caller } from './guard.ts';
import { rateLimitedEmail } from './mail-frequency.ts';
import { validFor } from './one-time-links.ts';
import { linkToken, otpCode, sha256Hex } from './tokens.ts';

export const reauthenticationNotValid = () =>
  new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

export async function sendReauthentication(ctx: ServerContext, caller: Caller): Promise<void> {
  const { user, confirmed } = caller.rec;
  if (user.email === '') {
    throw validationFailed('Reauthentication requires the user to have an email or a phone number');
  }
  if (!confirmed) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  const otp = otpCode();
  await ctx.db.transaction(async (tx) => {
    await tx.query('select 1 from auth.users where id = $1 for update', [user.id]);
    await rateLimitedEmail(ctx, tx, user.id, 'reauthentication_sent_at');
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1`,
      [user.id, sha256Hex(linkToken(ctx.config.jwtSecret, user.email, otp))],
    );
  });
  ctx.mailbox.deliver({
    to: user.email,
    subject: 'Tu código de verificación de Axel Suite',
    text:
      `Hola:\n\nTu código para confirmar un cambio en tu cuenta de Axel Suite es: ${otp}\n\n` +
      `Vence en ${validFor(ctx.config.otpExpiry)}. Si no lo pediste, cambia tu contraseña desde Mi Perfil.`,
  });
}

/** Checks and spends the user's nonce; throws reauthentication_not_valid when it is not the one sent. */
export async function spendNonce(
  ctx: ServerContext,
  q: Queryable,
  userId: string,
  email: string,
  nonce: string,
): Promise<void> {
  const { rows } = await q.query(
    `update auth.users set reauthentication_token = null, reauthentication_sent_at = null
      where id = $1 and reauthentication_token = $2
        and reauthentication_sent_at > now() - make_interval(secs => $3::double precision)
      returning 1`,
    [userId, sha256Hex(linkToken(ctx.config.jwtSecret, email, nonce.trim())), ctx.config.otpExpiry],
  );
  if (rows.length === 0) throw reauthenticationNotValid();
}
