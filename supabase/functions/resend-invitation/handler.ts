/**
 * resend-invitation: a new invite link for a pending invitation (the previous link stops working).
 * Body: { invitacion_id }. Postgres (public.reenviar_invitacion) checks the scope and audits it.
 */
import { accountFunction, type FunctionEnv } from '../_shared/context.ts';
import { fromPostgrest, readJson, uuidField } from '../_shared/http.ts';
import { sendInvite } from '../_shared/invite.ts';

export function resendInvitationHandler(env: FunctionEnv) {
  return accountFunction(env, async (caller, req) => {
    const body = await readJson(req);
    const id = uuidField(body, 'invitacion_id', 'la invitación');
    const { data, error } = await caller.asCaller.rpc('reenviar_invitacion', { p_invitacion_id: id });
    if (error) throw fromPostgrest(error);
    const invitacion = data as { correo: string; nombre: string; empresa_id: string };
    await sendInvite(caller, invitacion.correo, invitacion.nombre, { id: invitacion.empresa_id });
    return invitacion;
  });
}
