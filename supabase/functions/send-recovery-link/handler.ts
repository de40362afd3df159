/**
 * send-recovery-link: what 'Contact administrator' leads to. An admin sends a user of their scope a
 * password recovery link (GoTrue's recovery mail). Body: { usuario_id }. Postgres
 * (public.registrar_enlace_recuperacion) checks the scope, refuses an inactive account, and
 * audits it.
 */
import { accountFunction, type FunctionEnv } from '../_shared/context.ts';
import { FunctionError, fromPostgrest, readJson, uuidField } from '../_shared/http.ts';

export const RESET_PASSWORD_PATH = '/reset-password';

export function sendRecoveryLinkHandler(env: FunctionEnv) {
  return accountFunction(env, async (caller, req) => {
    const body = await readJson(req);
    const usuarioId = uuidField(body, 'usuario_id', 'el usuario');
    const { data: correo, error } = await caller.asCaller.rpc('registrar_enlace_recuperacion', {
      p_usuario_id: usuarioId,
    });
    if (error) throw fromPostgrest(error);
    const { error: mailError } = await caller.serviceAuth.resetPasswordForEmail(String(correo), {
      ...(caller.appOrigin ? { redirectTo: `${caller.appOrigin}${RESET_PASSWORD_PATH}` } : {}),
    });
    if (mailError) {
      if (mailError.status === 429) {
        throw new FunctionError(
          429,
          'rate_limited',
          'Se enviaron demasiados correos. Espera unos minutos e inténtalo de nuevo.',
        );
      }
      throw new FunctionError(502, 'send_failed', 'No se pudo enviar el enlace. Inténtalo de nuevo.');
    }
    return { correo };
  });
}
