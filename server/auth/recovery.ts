/**
 * One-time links: POST /recover (recovery mail), the e-mail-change mail of PUT /user, and
 * GET/POST /verify that redeem them. A link carries a keyed token (see linkToken); the user
 * row keeps only its sha256, with the time it was sent; redeeming clears it (single use).
 */
import type { ServerContext } from '../context.ts';
import { emailExists, otpExpired, validationFailed } from './errors.ts';
import { userWriteError } from './db-errors.ts';
import type { VerifyType } from './schemas.ts';
import { createSession, sessionResponse, type ClientMeta, type SessionResponse } from './sessions.ts';
import { verifyEmailChange, type SingleConfirmation } from './email-change.ts';
import { confirmSignup, oneTimeKind } from './one-time-kinds.ts';
import { oneTimeLink, validFor } from './one-time-links.ts';
import { linkToken, otpCode, sha256Hex } from './tokens.ts';
import { emailSchema } from './schemas.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByTokenHash,
  insertUser,
  updateUser,
  type GoTrueUser,
  type UserRecord,
} from './users.ts';

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
  const link = oneTimeLink(ctx, token, 'invite', redirectTo);
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
      `(vence en ${validFor(ctx.config.inviteExpiry)}):\n\n${link}\n\nSi no esperabas esta invitación, ignora este mensaje.`,
    link,
  });
  return user;
}

/** Invited and never confirmed: only the invitation's own link may confirm the address. */
const invitedNotAccepted = (rec: UserRecord) => !rec.confirmed && !!rec.user.invited_at;

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
  // An invited address that never accepted gets in by its invitation only (issue 30 item 9).
  if (!rec || invitedNotAccepted(rec)) return;
  const otp = otpCode();
  const token = linkToken(ctx.config.jwtSecret, rec.user.email, otp);
  await ctx.db.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
    [rec.user.id, sha256Hex(token)],
  );
  const link = oneTimeLink(ctx, token, 'recovery', redirectTo);
  ctx.mailbox.deliver({
    to: rec.user.email,
    subject: 'Restablece tu contraseña de Axel Suite',
    text:
      `Hola:\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta de Axel Suite.\n` +
      `Abre este enlace para elegir una nueva (vence en ${validFor(ctx.config.otpExpiry)}):\n\n${link}\n\n` +
      `O ingresa este código: ${otp}\n\nSi no la solicitaste, ignora este mensaje; tu contraseña no cambia.`,
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

/**
 * Redeems a one-time token and signs the user in. Throws otp_expired when it is not valid (any more).
 * A magic link (`magiclink`, or a code of type `email`) is a recovery token, as in GoTrue; `signup`
 * (and `email` for a code that is no recovery one) is the confirmation token of a user who signed up,
 * never an invitation's (only `invite` accepts one). `email_change`: server/auth/email-change.ts.
 */
export async function verifyOneTime(
  ctx: ServerContext,
  input: VerifyInput,
  meta: ClientMeta,
): Promise<SessionResponse | SingleConfirmation> {
  let token = input.tokenHash ?? '';
  if (token === '') {
    if (!input.email || !input.otp) throw validationFailed('Verify requires either a token or a token hash');
    token = linkToken(ctx.config.jwtSecret, input.email, input.otp.trim());
  }
  const hash = sha256Hex(token);
  const email = input.email?.trim().toLowerCase() ?? null;
  const verifyType = input.type;
  if (verifyType === 'email_change') return verifyEmailChange(ctx, token, email, meta);

  return ctx.db.transaction(async (tx) => {
    const type = await oneTimeKind(ctx, tx, verifyType, hash);
    if (type === 'invite') {
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
    if (type === 'recovery') {
      const rec = await findUserByTokenHash(tx, 'recovery_token', 'recovery_sent_at', hash, ctx.config.otpExpiry);
      if (!rec || (email !== null && rec.user.email !== email) || rec.banned || invitedNotAccepted(rec))
        throw otpExpired();
      await tx.query('update auth.users set recovery_token = null where id = $1', [rec.user.id]);
      // Following the link proves the address: an unconfirmed user becomes confirmed.
      await updateUser(tx, rec.user.id, { confirmEmail: true, lastSignIn: true });
      const { sessionId, refreshToken } = await createSession(tx, rec.user.id, 'otp', meta);
      return sessionResponse(ctx, tx, (await findUserById(tx, rec.user.id)) ?? rec, sessionId, refreshToken);
    }
    if (type === 'signup') return confirmSignup(ctx, tx, hash, email, meta);
    throw otpExpired();
  });
}
