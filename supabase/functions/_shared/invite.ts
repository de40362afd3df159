/** Sends (or sends again) the GoTrue invite link of a pending invitation, with the service role. */
import type { Caller } from './context.ts';
import { FunctionError } from './http.ts';

export const ACCEPT_INVITATION_PATH = '/aceptar-invitacion';

export async function sendInvite(caller: Caller, correo: string, nombre: string): Promise<void> {
  const { error } = await caller.adminAuth.inviteUserByEmail(correo, {
    data: { nombre },
    ...(caller.appOrigin ? { redirectTo: `${caller.appOrigin}${ACCEPT_INVITATION_PATH}` } : {}),
  });
  if (!error) return;
  const code = (error as { code?: string }).code;
  if (code === 'email_exists' || code === 'user_already_exists') {
    throw new FunctionError(409, 'email_exists', 'Ya existe una cuenta con ese correo');
  }
  if (code === 'over_email_send_rate_limit' || error.status === 429) {
    throw new FunctionError(
      429,
      'rate_limited',
      'Se enviaron demasiados correos. Espera unos minutos e inténtalo de nuevo.',
    );
  }
  throw new FunctionError(502, 'invite_failed', 'No se pudo enviar la invitación. Inténtalo de nuevo.');
}
