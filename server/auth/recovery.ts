/**
 * One-time links: POST /recover (recovery mail), the e-mail-change mail of PUT /user, and
 * GET/POST /verify that redeem them. A link carries a keyed token (see linkToken); the user
 * row keeps only its sha256, with the time it was sent; redeeming clears it (single use).
 */
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { emailExists, otpExpired, validationFailed } from './errors.ts';
import { userWriteError } from './db-errors.ts';
import { safeRedirect } from './redirect.ts';
import type { VerifyType } from './schemas.ts';
import { createSession, sessionResponse, type ClientMeta, type SessionResponse } from './sessions.ts';
import { linkToken, otpCode, sha256Hex } from './tokens.ts';
import { emailSchema } from './schemas.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  findUserByTokenHash,
  insertUser,
  updateUser,
  type GoTrueUser,
} from './users.ts';

function verifyLink(ctx: ServerContext, token: string, type: VerifyType, redirectTo: string): string {
  const qs = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.config.siteUrl}/auth/v1/verify?${qs.toString()}`;
}

function minutes(seconds: number): string {
  if (seconds >= 2 * 86400) return `${Math.round(seconds / 86400)} días`;
  if (seconds >= 2 * 3600) return `${Math.round(seconds / 3600)} horas`;
  const m = Math.round(seconds / 60);
  return m === 1 ? '1 minuto' : `${m} minutos`;
}

/**
 * POST /invite (service role), as GoTrue: a new address becomes an unconfirmed user without a
 * password and gets an invite link; an address invited before and not yet confirmed gets a new
 * link (the old one stops working); a confirmed address is refused with email_exists.
 */
export async function inviteUser(
  ctx: ServerContext,
  rawEmail: string,
  data: Record<string, unknown> | null | undefined,
  redirectTo: string | undefined,
): Promise<GoTrueUser> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw validationFailed('Unable to validate email address: invalid format');
  const email = parsed.data.toLowerCase();
  const otp = otpCode();
  const token = linkToken(ctx.config.jwtSecret, email, otp);
  let user: GoTrueUser;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.confirmed) throw emailExists();
      const id = existing
        ? existing.user.id
        : await insertUser(tx, { email, encryptedPassword: null, confirmed: false, userMetadata: data ?? {} });
      await tx.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = coalesce(invited_at, now()),
            updated_at = now() where id = $1`,
        [id, sha256Hex(token)],
      );
      const rec = await findUserById(tx, id);
      if (!rec) throw new Error('user vanished after invite');
      return rec.user;
    });
  } catch (e) {
    throw userWriteError(e);
  }
  const link = verifyLink(
    ctx,
    token,
    'invite',
    safeRedirect(redirectTo, ctx.config.siteUrl, ctx.config.redirectAllowList),
  );
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const nombre = text(data?.nombre) ? ` ${text(data?.nombre)}` : '';
  // The invite-user function names the company and who invited (user metadata, as GoTrue's templates read it).
  const empresa = text(data?.empresa);
  const quien = text(data?.invitado_por);
  ctx.mailbox.deliver({
    to: email,
    subject: empresa ? `Te invitaron a ${empresa} en Axel Suite` : 'Te invitaron a Axel Suite',
    text:
      `Hola${nombre}:\n\n${quien ? `${quien} te invitó` : 'Te invitaron'} a usar Axel Suite` +
      `${empresa ? ` en ${empresa}` : ''}. Abre este enlace para elegir tu contraseña y entrar ` +
      `(vence en ${minutes(ctx.config.inviteExpiry)}):\n\n${link}\n\nSi no esperabas esta invitación, ignora este mensaje.`,
    link,
  });
  return user;
}

/** Sends a recovery link to `email` if such a user exists; says nothing either way. */
export async function requestRecovery(
  ctx: ServerContext,
  rawEmail: string,
  redirectTo: string | undefined,
): Promise<void> {
  if (rawEmail.trim() === '') throw validationFailed('Password recovery requires an email');
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw validationFailed('Unable to validate email address: invalid format');
  const rec = await findUserByEmail(ctx.db, parsed.data);
  if (!rec) return;
  const otp = otpCode();
  const token = linkToken(ctx.config.jwtSecret, rec.user.email, otp);
  await ctx.db.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
    [rec.user.id, sha256Hex(token)],
  );
  const link = verifyLink(
    ctx,
    token,
    'recovery',
    safeRedirect(redirectTo, ctx.config.siteUrl, ctx.config.redirectAllowList),
  );
  ctx.mailbox.deliver({
    to: rec.user.email,
    subject: 'Restablece tu contraseña de Axel Suite',
    text:
      `Hola:\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta de Axel Suite.\n` +
      `Abre este enlace para elegir una nueva (vence en ${minutes(ctx.config.otpExpiry)}):\n\n${link}\n\n` +
      `O ingresa este código: ${otp}\n\nSi no la solicitaste, ignora este mensaje; tu contraseña no cambia.`,
    link,
  });
}

/** Records a pending e-mail change and mails a confirmation link to the new address. */
export async function requestEmailChange(
  ctx: ServerContext,
  q: Queryable,
  userId: string,
  newEmail: string,
  redirectTo: string | undefined,
): Promise<() => void> {
  const email = newEmail.trim().toLowerCase();
  if (await emailTaken(q, email, userId)) throw emailExists();
  const otp = otpCode();
  const token = linkToken(ctx.config.jwtSecret, email, otp);
  await q.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [userId, email, sha256Hex(token)],
  );
  const link = verifyLink(
    ctx,
    token,
    'email_change',
    safeRedirect(redirectTo, ctx.config.siteUrl, ctx.config.redirectAllowList),
  );
  // Delivered by the caller once the change is committed.
  return () =>
    ctx.mailbox.deliver({
      to: email,
      subject: 'Confirma tu nuevo correo de Axel Suite',
      text:
        `Hola:\n\nPara usar ${email} en tu cuenta de Axel Suite, abre este enlace (vence en ${minutes(ctx.config.otpExpiry)}):\n\n` +
        `${link}\n\nO ingresa este código: ${otp}\n\nSi no lo solicitaste, ignora este mensaje.`,
      link,
    });
}

export interface VerifyInput {
  type: VerifyType;
  /** The link's token (token_hash in auth-js), or null when verifying (email, code). */
  tokenHash: string | null;
  email?: string | null;
  otp?: string | null;
}

/** Redeems a one-time token and signs the user in. Throws otp_expired when it is not valid (any more). */
export async function verifyOneTime(
  ctx: ServerContext,
  input: VerifyInput,
  meta: ClientMeta,
): Promise<SessionResponse> {
  let token = input.tokenHash ?? '';
  if (token === '') {
    if (!input.email || !input.otp) throw validationFailed('Verify requires either a token or a token hash');
    token = linkToken(ctx.config.jwtSecret, input.email, input.otp.trim());
  }
  if (input.type !== 'recovery' && input.type !== 'email_change' && input.type !== 'invite') throw otpExpired();
  const hash = sha256Hex(token);
  const email = input.email?.trim().toLowerCase() ?? null;

  return ctx.db.transaction(async (tx) => {
    if (input.type === 'invite') {
      const rec = await findUserByTokenHash(
        tx,
        'confirmation_token',
        'confirmation_sent_at',
        hash,
        ctx.config.inviteExpiry,
      );
      if (!rec || (email !== null && rec.user.email !== email) || rec.banned) throw otpExpired();
      await tx.query('update auth.users set confirmation_token = null where id = $1', [rec.user.id]);
      // Confirming the address accepts the invitation (the database's trigger on auth.users).
      await updateUser(tx, rec.user.id, { confirmEmail: true, lastSignIn: true });
      const { sessionId, refreshToken } = await createSession(tx, rec.user.id, 'otp', meta);
      return sessionResponse(ctx, tx, (await findUserById(tx, rec.user.id)) ?? rec, sessionId, refreshToken);
    }
    if (input.type === 'recovery') {
      const rec = await findUserByTokenHash(tx, 'recovery_token', 'recovery_sent_at', hash, ctx.config.otpExpiry);
      if (!rec || (email !== null && rec.user.email !== email) || rec.banned) throw otpExpired();
      await tx.query('update auth.users set recovery_token = null where id = $1', [rec.user.id]);
      // Following the link proves the address: an unconfirmed user becomes confirmed.
      await updateUser(tx, rec.user.id, { confirmEmail: true, lastSignIn: true });
      const { sessionId, refreshToken } = await createSession(tx, rec.user.id, 'otp', meta);
      return sessionResponse(ctx, tx, (await findUserById(tx, rec.user.id)) ?? rec, sessionId, refreshToken);
    }
    const rec = await findUserByTokenHash(
      tx,
      'email_change_token_new',
      'email_change_sent_at',
      hash,
      ctx.config.otpExpiry,
    );
    const newEmail = rec?.user.new_email ?? null;
    if (!rec || !newEmail || (email !== null && newEmail !== email) || rec.banned) throw otpExpired();
    if (await emailTaken(tx, newEmail, rec.user.id)) throw emailExists();
    await tx.query(
      `update auth.users set email_change = '', email_change_token_new = null, email_change_sent_at = null where id = $1`,
      [rec.user.id],
    );
    await updateUser(tx, rec.user.id, { email: newEmail, confirmEmail: true, lastSignIn: true });
    const { sessionId, refreshToken } = await createSession(tx, rec.user.id, 'email_change', meta);
    return sessionResponse(ctx, tx, (await findUserById(tx, rec.user.id)) ?? rec, sessionId, refreshToken);
  });
}
