/**
 * set-user-state: deactivate or reactivate an account (the same scope as roles: super_admin
 * anyone else; admin_empresa their company's users, never a super_admin; nobody themselves).
 * Body: { usuario_id, estado: 'activo' | 'inactivo' }. Postgres (public.cambiar_estado_usuario)
 * checks the scope again; deactivating deletes the account's sessions (their refresh tokens) in
 * the same transaction, and the audit trigger records it in Historial.
 */
import { accountFunction, type FunctionEnv } from '../_shared/context.ts';
import { badRequest, forbidden, fromPostgrest, readJson, stringField, uuidField } from '../_shared/http.ts';

export function setUserStateHandler(env: FunctionEnv) {
  return accountFunction(env, async (caller, req) => {
    const body = await readJson(req);
    const usuarioId = uuidField(body, 'usuario_id', 'el usuario');
    const estado = stringField(body, 'estado', 20);
    if (estado !== 'activo' && estado !== 'inactivo') throw badRequest('El estado debe ser activo o inactivo.');
    if (usuarioId === caller.id) throw forbidden('No puedes cambiar tu propio estado.');
    if (caller.rolId !== 'super_admin' && caller.rolId !== 'admin_empresa') {
      throw forbidden('No tienes permiso para cambiar el estado de este usuario.');
    }
    const { error } = await caller.asCaller.rpc('cambiar_estado_usuario', {
      p_usuario_id: usuarioId,
      p_estado: estado,
    });
    if (error) throw fromPostgrest(error);
    return { usuario_id: usuarioId, estado };
  });
}
