/** Sends (or sends again) the GoTrue invite link of a pending invitation, with the service role. */
import type { Caller } from './context.ts';
import { FunctionError } from './http.ts';

export const ACCEPT_INVITATION_PATH = '/aceptar-invitacion';

/**
 * The invitation names the company and who invited (user metadata `empresa` and `invitado_por`,
 * which the local auth server's text and a hosted project's invite template read:
 * {{ .Data.empresa }}, {{ .Data.invitado_por }}; docs/deploy.md).
 */
export async function sendInvite(
  caller: Caller,
  correo: string,
  nombre: string,
  empresa: { id: string } | { nombre: string },
): Promise<void> {
  const [empresaNombre, invitadoPor] = await Promise.all([
    'nombre' in empresa
      ? Promise.resolve(empresa.nombre)
      : caller.asCaller
          .from('empresas')
          .select('nombre')
          .eq('id', empresa.id)
          .maybeSingle()
          .then(({ data }) => (data as { nombre?: string } | null)?.nombre ?? ''),
    caller.asCaller
      .from('usuarios_plataforma')
      .select('nombre, apellido_paterno')
      .eq('id', caller.id)
      .maybeSingle()
      .then(({ data }) => {
        const u = data as { nombre?: string | null; apellido_paterno?: string | null } | null;
        return [u?.nombre, u?.apellido_paterno].filter((x) => x && x.trim() !== '').join(' ') || caller.email;
      }),
  ]);
  const { error } = await caller.adminAuth.inviteUserByEmail(correo, {
    data: { nombre, empresa: empresaNombre, invitado_por: invitadoPor },
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
