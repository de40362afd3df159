/**
 * create-company (super_admin): a company with its plan, and the GoTrue invite of its first admin.
 * Body: { nombre, plan, admin_correo, admin_nombre }. Answer: { empresa_id, invitacion }.
 * Postgres (public.crear_empresa) checks the role again and creates company, plan and invitation
 * in one transaction, audited in Historial.
 */
import { accountFunction, isSuperAdmin, type FunctionEnv } from '../_shared/context.ts';
import { badRequest, forbidden, fromPostgrest, readJson, stringField, validEmail } from '../_shared/http.ts';
import { sendInvite } from '../_shared/invite.ts';

export const PLANS = ['basico', 'profesional', 'enterprise'];

export function createCompanyHandler(env: FunctionEnv) {
  return accountFunction(env, async (caller, req) => {
    if (!isSuperAdmin(caller)) throw forbidden('Solo un super administrador puede crear empresas.');
    const body = await readJson(req);
    const nombre = stringField(body, 'nombre', 200);
    const plan = stringField(body, 'plan', 40);
    const correo = stringField(body, 'admin_correo').toLowerCase();
    const adminNombre = stringField(body, 'admin_nombre', 100);
    if (nombre === '' || nombre.length > 200)
      throw badRequest('Escribe el nombre de la empresa (hasta 200 caracteres).');
    if (!PLANS.includes(plan)) throw badRequest('Elige un plan válido.');
    if (!validEmail(correo)) throw badRequest('El correo del administrador no es válido.');
    if (adminNombre === '' || adminNombre.length > 100)
      throw badRequest('Escribe el nombre del administrador (hasta 100 caracteres).');

    const { data, error } = await caller.asCaller.rpc('crear_empresa', {
      p_nombre: nombre,
      p_plan_clave: plan,
      p_admin_correo: correo,
      p_admin_nombre: adminNombre,
    });
    if (error) throw fromPostgrest(error);
    const created = data as { empresa_id: string; invitacion: { id: string } };
    await sendInvite(caller, correo, adminNombre, { nombre });
    return created;
  });
}
