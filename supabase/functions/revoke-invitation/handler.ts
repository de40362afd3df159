/**
 * revoke-invitation: a pending invitation is revoked and the account the invite created (never
 * accepted) is deleted, so its link no longer works. Body: { invitacion_id }. Postgres
 * (public.revocar_invitacion) checks the scope and audits it.
 */
import { accountFunction, type FunctionEnv } from '../_shared/context.ts';
import { FunctionError, fromPostgrest, readJson, uuidField } from '../_shared/http.ts';

export function revokeInvitationHandler(env: FunctionEnv) {
  return accountFunction(env, async (caller, req) => {
    const body = await readJson(req);
    const id = uuidField(body, 'invitacion_id', 'la invitación');
    const { data, error } = await caller.asCaller.rpc('revocar_invitacion', { p_invitacion_id: id });
    if (error) throw fromPostgrest(error);
    const result = data as { invitacion: unknown; usuario_id: string | null };
    if (result.usuario_id) {
      const { error: deleteError } = await caller.adminAuth.deleteUser(result.usuario_id);
      if (deleteError && (deleteError as { code?: string }).code !== 'user_not_found') {
        throw new FunctionError(
          502,
          'revoke_failed',
          'La invitación se revocó, pero no se pudo invalidar su enlace. Inténtalo de nuevo.',
        );
      }
    }
    return result.invitacion;
  });
}
