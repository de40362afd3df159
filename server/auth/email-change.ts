/**
 * Secure e-mail change, as GoTrue does it with `mailer_secure_email_change_enabled` (Supabase's
 * default, `double_confirm_changes`): PUT /user {email} sends one link to the new address and one to
 * the current address; the change happens when both are followed. The first one answers
 * `{ code: 200, msg: "Confirmation link accepted. ..." }` (a redirect with `message=` for a GET).
 *
 * A request that proves it comes from the account's owner (a nonce from GET /reauthenticate, or
 * the current password) needs only the new address's confirmation. Either way the current address
 * hears of it: a confirmation link, or a notice, when the change is asked; and a notice once the
 * address has changed. So a stolen access token alone cannot move the account to another address.
 */
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { emailExists, otpExpired } from './errors.ts';
import { rateLimitedEmail } from './mail-frequency.ts';
import { oneTimeLink, validFor } from './one-time-links.ts';
import { createSession, sessionResponse, type ClientMeta, type SessionResponse } from './sessions.ts';
import { linkToken, otpCode, sha256Hex } from './tokens.ts';
import { emailTaken, findUserById, updateUser, type UserRecord } from './users.ts';

/** GoTrue's answer to the first of the two confirmations. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export interface SingleConfirmation {
  code: 200;
  msg: typeof SINGLE_CONFIRMATION_ACCEPTED;
}

/**
 * Records a pending change of `rec`'s address to `newEmail` and returns the mails to send once it
 * is committed. `reauthenticated`: the caller proved it is the owner (nonce or current password),
 * so the current address gets a notice instead of a link to confirm.
 */
export async function requestEmailChange(
  ctx: ServerContext,
  q: Queryable,
  rec: UserRecord,
  newEmail: string,
  redirectTo: string | undefined,
  reauthenticated: boolean,
): Promise<() => void> {
  const userId = rec.user.id;
  const current = rec.user.email;
  const email = newEmail.trim().toLowerCase();
  if (await emailTaken(q, email, userId)) throw emailExists();
  await rateLimitedEmail(ctx, q, userId, 'email_change_sent_at');
  const otpNew = otpCode();
  const tokenNew = linkToken(ctx.config.jwtSecret, email, otpNew);
  const both = !reauthenticated && current !== '';
  const otpCurrent = both ? otpCode() : null;
  const tokenCurrent = otpCurrent ? linkToken(ctx.config.jwtSecret, current, otpCurrent) : null;
  await q.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
        email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [userId, email, sha256Hex(tokenNew), tokenCurrent ? sha256Hex(tokenCurrent) : null],
  );
  const linkNew = oneTimeLink(ctx, tokenNew, 'email_change', redirectTo);
  const linkCurrent = tokenCurrent ? oneTimeLink(ctx, tokenCurrent, 'email_change', redirectTo) : null;
  const expiry = validFor(ctx.config.otpExpiry);
  return () => {
    ctx.mailbox.deliver({
      to: email,
      subject: 'Confirma tu nuevo correo de Axel Suite',
      text:
        `Hola:\n\nPara usar ${email} en tu cuenta de Axel Suite, abre este enlace (vence en ${expiry}):\n\n` +
        `${linkNew}\n\nO ingresa este código: ${otpNew}\n\n` +
        (linkCurrent ? `También debes confirmar el cambio desde tu correo actual.\n\n` : '') +
        `Si no lo solicitaste, ignora este mensaje.`,
      link: linkNew,
    });
    if (current === '') return;
    if (linkCurrent && otpCurrent) {
      ctx.mailbox.deliver({
        to: current,
        subject: 'Confirma el cambio de correo de tu cuenta de Axel Suite',
        text:
          `Hola:\n\nSe pidió cambiar el correo de tu cuenta de Axel Suite de ${current} a ${email}.\n` +
          `Si fuiste tú, confírmalo con este enlace (vence en ${expiry}):\n\n${linkCurrent}\n\n` +
          `O ingresa este código: ${otpCurrent}\n\n` +
          `Si no fuiste tú, no abras el enlace: el correo no cambia sin tu confirmación. ` +
          `Cambia tu contraseña y cierra las sesiones abiertas desde Mi Perfil.`,
        link: linkCurrent,
      });
    } else {
      ctx.mailbox.deliver({
        to: current,
        subject: 'Se pidió cambiar el correo de tu cuenta de Axel Suite',
        text:
          `Hola:\n\nSe pidió cambiar el correo de tu cuenta de Axel Suite de ${current} a ${email}, ` +
          `confirmando tu identidad. El cambio ocurre cuando se confirme desde el nuevo correo.\n\n` +
          `Si no fuiste tú, cambia tu contraseña y cierra las sesiones abiertas desde Mi Perfil, ` +
          `y avisa al administrador de tu empresa.`,
      });
    }
  };
}

/** The user whose pending change has `hash` as the new or the current address's token. */
async function findPending(
  ctx: ServerContext,
  q: Queryable,
  hash: string,
): Promise<{ rec: UserRecord; which: 'new' | 'current' } | null> {
  const { rows } = await q.query<{ id: string; which: 'new' | 'current' }>(
    `select id::text as id, case when email_change_token_new = $1 then 'new' else 'current' end as which
       from auth.users
      where (email_change_token_new = $1 or email_change_token_current = $1) and deleted_at is null
        and coalesce(email_change, '') <> ''
        and email_change_sent_at > now() - make_interval(secs => $2::double precision)
      for update`,
    [hash, ctx.config.otpExpiry],
  );
  const row = rows[0];
  if (!row) return null;
  const rec = await findUserById(q, row.id);
  return rec ? { rec, which: row.which } : null;
}

/**
 * Redeems one e-mail-change token (`token`: the link's token, or linkToken(email, code)). While the
 * other address has not confirmed yet: SingleConfirmation. When it completes: the address changes,
 * a session is opened, as GoTrue does, and the old address is told once that is committed.
 */
export async function verifyEmailChange(
  ctx: ServerContext,
  token: string,
  email: string | null,
  meta: ClientMeta,
): Promise<SessionResponse | SingleConfirmation> {
  const { result, oldEmail, newEmail } = await ctx.db.transaction(async (tx) => {
    const found = await findPending(ctx, tx, sha256Hex(token));
    if (!found || found.rec.banned) throw otpExpired();
    const { rec, which } = found;
    const pending = rec.user.new_email;
    if (!pending) throw otpExpired();
    const addressed = which === 'new' ? pending : rec.user.email;
    if (email !== null && addressed !== email) throw otpExpired();
    const column = which === 'new' ? 'email_change_token_new' : 'email_change_token_current';
    const { rows } = await tx.query<{ other: string | null }>(
      `update auth.users set ${column} = null, email_change_confirm_status = email_change_confirm_status + 1
        where id = $1
        returning case when $2 = 'new' then email_change_token_current else email_change_token_new end as other`,
      [rec.user.id, which],
    );
    if (rows[0]?.other) {
      const single: SingleConfirmation = { code: 200, msg: SINGLE_CONFIRMATION_ACCEPTED };
      return { result: single, oldEmail: '', newEmail: pending };
    }
    if (await emailTaken(tx, pending, rec.user.id)) throw emailExists();
    await tx.query(
      `update auth.users set email_change = '', email_change_token_new = null, email_change_token_current = null,
          email_change_confirm_status = 0, email_change_sent_at = null where id = $1`,
      [rec.user.id],
    );
    await updateUser(tx, rec.user.id, { email: pending, confirmEmail: true, lastSignIn: true });
    const { sessionId, refreshToken } = await createSession(tx, rec.user.id, 'email_change', meta);
    const after = (await findUserById(tx, rec.user.id)) ?? rec;
    const session = await sessionResponse(ctx, tx, after, sessionId, refreshToken);
    return { result: session, oldEmail: rec.user.email, newEmail: pending };
  });
  if (oldEmail !== '') {
    ctx.mailbox.deliver({
      to: oldEmail,
      subject: 'El correo de tu cuenta de Axel Suite cambió',
      text:
        `Hola:\n\nEl correo de tu cuenta de Axel Suite cambió de ${oldEmail} a ${newEmail}. ` +
        `Desde ahora inicias sesión con ${newEmail}.\n\n` +
        `Si no fuiste tú, avisa de inmediato al administrador de tu empresa.`,
    });
  }
  return result;
}
