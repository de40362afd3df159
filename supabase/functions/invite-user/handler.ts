/**
 * invite-user: super_admin into any company, admin_empresa into their own; role usuario or
 * admin_empresa, never super_admin. Body: { empresa_id, correo, nombre, rol }. Answer: the
 * invitation. Postgres (public.crear_invitacion) checks the scope again and audits it.
 */
import { accountFunction, requireCompanyScope, type FunctionEnv } from '../_shared/context.ts';
import { badRequest, forbidden, fromPostgrest, readJson, stringField, uuidField, validEmail } from '../_shared/http.ts';
import { sendInvite } from '../_shared/invite.ts';

export const INVITABLE_ROLES = ['usuario', 'admin_empresa'];

export function inviteUserHandler(env: FunctionEnv) {
  return accountFunction(env, async (caller, req) => {
    const body = await readJson(req);
    const empresaId = uuidField(body, 'empresa_id', 'la empresa');
    const correo = stringField(body, 'correo').toLowerCase();
    const nombre = stringField(body, 'nombre', 100);
    const rol = stringField(body, 'rol', 40);
    requireCompanyScope(caller, empresaId);
    if (!INVITABLE_ROLES.includes(rol))
      throw forbidden('Solo se puede invitar con el rol Usuario o Administrador de Empresa.');
    if (!validEmail(correo)) throw badRequest('El correo no es válido.');
    if (nombre === '' || nombre.length > 100)
      throw badRequest('Escribe el nombre de la persona (hasta 100 caracteres).');

    const { data, error } = await caller.asCaller.rpc('crear_invitacion', {
      p_empresa_id: empresaId,
      p_correo: correo,
      p_nombre: nombre,
      p_rol_id: rol,
    });
    if (error) throw fromPostgrest(error);
    const invitacion = data as { id: string };
    try {
      await sendInvite(caller, correo, nombre, { id: empresaId });
    } catch (e) {
      // Not sent: the invitation does not stay pending.
      await caller.asCaller.rpc('revocar_invitacion', { p_invitacion_id: invitacion.id });
      throw e;
    }
    return invitacion;
  });
}
