/**
 * POST /otp (auth-js `signInWithOtp` with an e-mail: a magic link and a 6-digit code in one mail)
 * and POST /resend (`resend`: a sign-up confirmation or the pending e-mail change's links again),
 * as GoTrue answers them. Phone is not offered (phone_provider_disabled).
 *
 * Who gets a magic link: a confirmed user. A new address only with `create_user` (the default) and
 * sign-ups enabled: it becomes a confirmed user without a password, as GoTrue's autoconfirm does.
 * An invited user who has not accepted yet gets nothing (the invitation is how they get in), and
 * neither does an unknown address with `create_user: false` (422 otp_disabled, as GoTrue).
 * A magic link is a recovery token (GoTrue sends both through it): /verify with type `magiclink`,
 * or `email` with the code, redeems it.
 */
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { userWriteError } from './db-errors.ts';
import { phoneDisabled } from './disabled-features.ts';
import { requestEmailChange } from './email-change.ts';
import { AuthError, signupDisabled, validationFailed } from './errors.ts';
import { rateLimitedEmail } from './mail-frequency.ts';
import { oneTimeLink, validFor } from './one-time-links.ts';
import { emailSchema } from './schemas.ts';
import { linkToken, otpCode, sha256Hex } from './tokens.ts';
import { findUserByEmail, insertUser } from './users.ts';

const ignored = z.unknown().optional();
const metadata = z.record(z.string(), z.unknown());

export const otpBody = z.object({
  email: z.string().trim().max(255).nullish(),
  phone: z.string().max(64).nullish(),
  data: metadata.nullish(),
  create_user: z.boolean().nullish(),
  channel: z.string().max(16).nullish(),
  gotrue_meta_security: ignored,
  code_challenge: ignored,
  code_challenge_method: ignored,
});

export const resendBody = z.object({
  type: z.string().max(32).nullish(),
  email: z.string().trim().max(255).nullish(),
  phone: z.string().max(64).nullish(),
  gotrue_meta_security: ignored,
  code_challenge: ignored,
  code_challenge_method: ignored,
});

function validEmail(raw: string): string {
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) throw validationFailed(parsed.error.issues[0]?.message ?? 'Unable to validate email address');
  return parsed.data.toLowerCase();
}

/** POST /otp. */
export async function sendMagicLink(
  ctx: ServerContext,
  body: z.output<typeof otpBody>,
  redirectTo: string | undefined,
): Promise<void> {
  const rawEmail = body.email ?? '';
  const phone = body.phone ?? '';
  if (rawEmail !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided');
  }
  if (phone !== '') throw phoneDisabled();
  if (rawEmail === '') throw validationFailed('One of email or phone must be set');
  const email = validEmail(rawEmail);
  const createUser = body.create_user ?? true;

  const otp = otpCode();
  const token = linkToken(ctx.config.jwtSecret, email, otp);
  const sent = await ctx.db
    .transaction(async (tx) => {
      let rec = await findUserByEmail(tx, email);
      if (!rec) {
        if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        if (!ctx.config.enableSignup) throw signupDisabled();
        await insertUser(tx, { email, encryptedPassword: null, confirmed: true, userMetadata: body.data ?? {} });
        rec = await findUserByEmail(tx, email);
        if (!rec) throw new Error('user vanished after insert');
      }
      // Not confirmed: an invitee who has not accepted (or a sign-up awaiting its link).
      if (!rec.confirmed) return false;
      await tx.query('select 1 from auth.users where id = $1 for update', [rec.user.id]);
      await rateLimitedEmail(ctx, tx, rec.user.id, 'recovery_sent_at');
      await tx.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
        [rec.user.id, sha256Hex(token)],
      );
      return true;
    })
    .catch((e: unknown) => {
      throw userWriteError(e);
    });
  if (!sent) return;
  const link = oneTimeLink(ctx, token, 'magiclink', redirectTo);
  ctx.mailbox.deliver({
    to: email,
    subject: 'Tu enlace para entrar a Axel Suite',
    text:
      `Hola:\n\nAbre este enlace para entrar a Axel Suite (vence en ${validFor(ctx.config.otpExpiry)}):\n\n${link}\n\n` +
      `O ingresa este código: ${otp}\n\nSi no lo pediste, ignora este mensaje.`,
    link,
  });
}

/** POST /resend. */
export async function resend(
  ctx: ServerContext,
  body: z.output<typeof resendBody>,
  redirectTo: string | undefined,
): Promise<void> {
  const type = body.type ?? '';
  if (type === 'sms' || type === 'phone_change') throw phoneDisabled();
  if (type !== 'signup' && type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const rawEmail = body.email ?? '';
  const phone = body.phone ?? '';
  if (rawEmail === '' && type === 'signup') throw validationFailed('Type provided requires an email address');
  if (rawEmail !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided.');
  }
  if (phone !== '') throw phoneDisabled();
  if (rawEmail === '') throw validationFailed('Missing email address or phone number');
  const email = validEmail(rawEmail);

  const send = await ctx.db.transaction(async (tx) => {
    const rec = await findUserByEmail(tx, email);
    // As GoTrue: nothing to resend answers 200 all the same (no address is revealed).
    if (!rec) return null;
    await tx.query('select 1 from auth.users where id = $1 for update', [rec.user.id]);
    if (type === 'email_change') {
      const pending = rec.user.new_email;
      if (!pending) return null;
      const { rows } = await tx.query<{ current: string | null }>(
        'select email_change_token_current as current from auth.users where id = $1',
        [rec.user.id],
      );
      // The same confirmations as asked for: both addresses, or the new one after a reauthentication.
      const onlyNew = rows[0]?.current == null && rec.user.email !== '';
      return requestEmailChange(ctx, tx, rec, pending, redirectTo, onlyNew);
    }
    // A sign-up's confirmation; an invitation is resent by the company's admin, never here.
    if (rec.confirmed || rec.user.invited_at !== null) return null;
    await rateLimitedEmail(ctx, tx, rec.user.id, 'confirmation_sent_at');
    const otp = otpCode();
    const token = linkToken(ctx.config.jwtSecret, email, otp);
    await tx.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1',
      [rec.user.id, sha256Hex(token)],
    );
    const link = oneTimeLink(ctx, token, 'signup', redirectTo);
    return () =>
      ctx.mailbox.deliver({
        to: email,
        subject: 'Confirma tu correo de Axel Suite',
        text:
          `Hola:\n\nConfirma tu correo con este enlace (vence en ${validFor(ctx.config.otpExpiry)}):\n\n${link}\n\n` +
          `O ingresa este código: ${otp}\n\nSi no creaste una cuenta, ignora este mensaje.`,
        link,
      });
  });
  send?.();
}
