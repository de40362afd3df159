/**
 * The access matrix of docs/design.md §3 as data: for every table and view, every operation, and
 * every kind of caller, what happens. Two runners read it:
 *   - rls-matrix.test.ts runs every cell as SQL in its own rolled-back transaction (the
 *     exhaustive run: this is where the policies are proven);
 *   - access-matrix.test.ts runs cells through supabase-js against the embedded server, one
 *     after another and committed (callers in the column order below, least privileged first),
 *     which proves the HTTP layer gives the same answers. By default it runs a deterministic
 *     sample (sampleCells: every relation, every operation and every kind of outcome of each
 *     operation, for every caller); TEST_MATRIX=all runs every cell, which also proves the cells
 *     do not depend on each other.
 *
 * Outcomes: a number = rows seen (select) or rows written (insert/upsert: 1; update/delete:
 * rows changed); DENIED = SQLSTATE 42501 (no privilege, a policy's WITH CHECK, or the guard on
 * one's own role/company/estado); INVALID = a constraint (SQLSTATE class 23); READ_ONLY = a view
 * that cannot be written at all (SQLSTATE 55000; the REST API may refuse it earlier).
 */
import type { Database } from '../../server/db/types.ts';
import { COMPANIES, createAuthUser, USERS, type Actor } from './support.ts';

export const DENIED = 'denied';
export const INVALID = 'invalid';
export const READ_ONLY = 'read-only';
export type Outcome = number | typeof DENIED | typeof INVALID | typeof READ_ONLY;

/** Column order of every row of the matrix: least privileged first. */
export const ACTORS = [
  'anon',
  'inactivo',
  'ana',
  'adminPacifico',
  'adminAndes',
  'superadmin',
] as const satisfies readonly Actor[];
export type MatrixActor = (typeof ACTORS)[number];

/** Extra rows every run of the matrix starts from (besides supabase/seed.sql). */
export const FIXTURES = {
  marta: 'a0000000-0000-4000-8000-0000000000f1', // usuario, Industrias Andes
  raul: 'a0000000-0000-4000-8000-0000000000f2', // usuario, Industrias Andes
  temporal: 'a0000000-0000-4000-8000-0000000000f3', // usuario, Comercial Pacífico
  empresaTemporal: 'c0000000-0000-4000-8000-0000000000f1', // no users, no plan
  solicitud: 'e0000000-0000-4000-8000-0000000000f1',
  conversacionAna: 'e0000000-0000-4000-8000-0000000000f2',
  conversacionLuis: 'e0000000-0000-4000-8000-0000000000f3',
} as const;

export interface Ctx {
  actor: MatrixActor;
  /** The caller's own user id (anon: Ana's, for the "own row" cells). */
  self: string;
  mod: Record<string, string>;
  plan: Record<string, string>;
}

export type Op = 'select' | 'insert' | 'upsert' | 'update' | 'delete';

export interface Cell {
  title: string;
  relation: string;
  op: Op;
  /** Equality filters (select, update, delete). */
  filter?: (c: Ctx) => Record<string, string>;
  values?: (c: Ctx) => Record<string, unknown>;
  /** upsert: the conflict target (the primary key, as PostgREST uses by default). */
  onConflict?: string;
  expect: Record<MatrixActor, Outcome>;
}

const D = DENIED;
const I = INVALID;
const R = READ_ONLY;

/** One row of expectations, in ACTORS order. */
function x(
  anon: Outcome,
  inactivo: Outcome,
  ana: Outcome,
  adminPacifico: Outcome,
  adminAndes: Outcome,
  superadmin: Outcome,
): Record<MatrixActor, Outcome> {
  return { anon, inactivo, ana, adminPacifico, adminAndes, superadmin };
}

const ownRole = (c: Ctx) => (c.actor === 'superadmin' ? 'usuario' : 'super_admin');

// prettier-ignore
export const MATRIX: Cell[] = [
  // ---- reads: rows seen ------------------------------------------------- anon inact ana  aPac aAnd super
  { title: 'roles_sistema: all', relation: 'roles_sistema', op: 'select', expect: x(D, 0, 3, 3, 3, 3) },
  { title: 'empresas: all', relation: 'empresas', op: 'select', expect: x(D, 0, 1, 1, 1, 13) },
  { title: 'planes_disponibles: all', relation: 'planes_disponibles', op: 'select', expect: x(D, 0, 3, 3, 3, 3) },
  { title: 'modulos_disponibles: all', relation: 'modulos_disponibles', op: 'select', expect: x(D, 0, 10, 10, 10, 10) },
  { title: 'modulos_por_plan: all', relation: 'modulos_por_plan', op: 'select', expect: x(D, 0, 20, 20, 20, 20) },
  { title: 'planes_empresa: all', relation: 'planes_empresa', op: 'select', expect: x(D, 0, 1, 1, 1, 11) },
  { title: 'usuarios_plataforma: all', relation: 'usuarios_plataforma', op: 'select', expect: x(D, 1, 1, 3, 5, 9) },
  { title: 'usuarios_plataforma: Ana (another company for Pacífico)', relation: 'usuarios_plataforma', op: 'select', filter: () => ({ id: USERS.ana }), expect: x(D, 0, 1, 0, 1, 1) },
  { title: 'usuarios_plataforma: Luis (a colleague for nobody but his admin)', relation: 'usuarios_plataforma', op: 'select', filter: () => ({ id: USERS.luis }), expect: x(D, 0, 0, 1, 0, 1) },
  { title: 'empleados_override_permisos: all', relation: 'empleados_override_permisos', op: 'select', expect: x(D, 0, 1, 0, 3, 3) },
  { title: "empleados_override_permisos: Ana's", relation: 'empleados_override_permisos', op: 'select', filter: () => ({ empleado_id: USERS.ana }), expect: x(D, 0, 1, 0, 1, 1) },
  // Companies are audited as created (20261124121000): the seed's twelve and the fixtures' Empresa Temporal.
  { title: 'auditoria_permisos: all', relation: 'auditoria_permisos', op: 'select', expect: x(D, 0, 0, 2, 6, 48) },
  // Six keys: mfa_requerido_super_admin (20261124121000), cuota_adjuntos_mb (20261127225925) and
  // invitacion_vigencia_segundos (INVITE_EXPIRY_SECONDS) joined the seed's three.
  { title: 'app_config: all', relation: 'app_config', op: 'select', expect: x(D, 0, 6, 6, 6, 6) },
  { title: 'videos_demo: all', relation: 'videos_demo', op: 'select', expect: x(3, 0, 3, 3, 3, 4) },
  { title: 'videos_demo: the inactive draft', relation: 'videos_demo', op: 'select', filter: () => ({ slug: 'borrador' }), expect: x(0, 0, 0, 0, 0, 1) },
  { title: 'solicitudes_contacto: all', relation: 'solicitudes_contacto', op: 'select', expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'conversaciones_asistente: all', relation: 'conversaciones_asistente', op: 'select', expect: x(D, 0, 1, 0, 0, 2) },
  { title: 'usuarios_autenticados: all', relation: 'usuarios_autenticados', op: 'select', expect: x(D, 1, 1, 3, 5, 9) },
  { title: 'empleados_servicio: all', relation: 'empleados_servicio', op: 'select', expect: x(D, 1, 1, 3, 5, 9) },
  { title: 'permisos_usuario_modulo: all', relation: 'permisos_usuario_modulo', op: 'select', expect: x(D, 0, 10, 30, 50, 90) },
  { title: 'permisos_usuario_modulo: Luis', relation: 'permisos_usuario_modulo', op: 'select', filter: () => ({ usuario_id: USERS.luis }), expect: x(D, 0, 0, 10, 0, 10) },
  { title: 'accesos_efectivos_usuario: all', relation: 'accesos_efectivos_usuario', op: 'select', expect: x(D, 0, 10, 30, 50, 90) },
  { title: 'accesos_efectivos_usuario: Comercial Pacífico', relation: 'accesos_efectivos_usuario', op: 'select', filter: () => ({ empresa_id: COMPANIES.pacifico }), expect: x(D, 0, 0, 30, 0, 30) },

  // ---- one's own row: nobody changes their own role, company or estado ---- anon inact ana  aPac aAnd super
  { title: 'usuarios_plataforma: own rol_id (escalate / demote self)', relation: 'usuarios_plataforma', op: 'update', filter: (c) => ({ id: c.self }), values: (c) => ({ rol_id: ownRole(c) }), expect: x(D, 0, D, D, D, D) },
  { title: 'empleados_servicio: own rol_sistema_id', relation: 'empleados_servicio', op: 'update', filter: (c) => ({ id: c.self }), values: (c) => ({ rol_sistema_id: ownRole(c) }), expect: x(D, 0, D, D, D, D) },
  { title: 'usuarios_plataforma: own estado', relation: 'usuarios_plataforma', op: 'update', filter: (c) => ({ id: c.self }), values: (c) => ({ estado: c.actor === 'inactivo' ? 'activo' : 'inactivo' }), expect: x(D, 0, D, D, D, D) },
  { title: 'usuarios_plataforma: own empresa_id', relation: 'usuarios_plataforma', op: 'update', filter: (c) => ({ id: c.self }), values: () => ({ empresa_id: FIXTURES.empresaTemporal }), expect: x(D, 0, D, D, D, D) },
  { title: 'usuarios_plataforma: own names', relation: 'usuarios_plataforma', op: 'update', filter: (c) => ({ id: c.self }), values: () => ({ apellido_materno: 'Prueba' }), expect: x(D, 0, 1, 1, 1, 1) },

  // ---- other users' roles ---------------------------------------------------- anon inact ana  aPac aAnd super
  { title: 'usuarios_plataforma: Marta (Andes) -> admin_empresa', relation: 'usuarios_plataforma', op: 'update', filter: () => ({ id: FIXTURES.marta }), values: () => ({ rol_id: 'admin_empresa' }), expect: x(D, 0, 0, 0, 1, 1) },
  { title: 'empleados_servicio: Marta (Andes) -> usuario', relation: 'empleados_servicio', op: 'update', filter: () => ({ id: FIXTURES.marta }), values: () => ({ rol_sistema_id: 'usuario' }), expect: x(D, 0, 0, 0, 1, 1) },
  { title: 'usuarios_plataforma: Raúl (Andes) -> super_admin', relation: 'usuarios_plataforma', op: 'update', filter: () => ({ id: FIXTURES.raul }), values: () => ({ rol_id: 'super_admin' }), expect: x(D, 0, 0, 0, D, 1) },
  { title: 'empleados_servicio: Temporal (Pacífico) -> super_admin', relation: 'empleados_servicio', op: 'update', filter: () => ({ id: FIXTURES.temporal }), values: () => ({ rol_sistema_id: 'super_admin' }), expect: x(D, 0, 0, D, 0, 1) },
  { title: 'usuarios_plataforma: insert a row', relation: 'usuarios_plataforma', op: 'insert', values: () => ({ id: 'a0000000-0000-4000-8000-0000000000ff', nombre: 'Nadie' }), expect: x(D, D, D, D, D, I) },
  { title: 'usuarios_plataforma: delete Temporal', relation: 'usuarios_plataforma', op: 'delete', filter: () => ({ id: FIXTURES.temporal }), expect: x(D, 0, 0, 0, 0, 1) },

  // ---- companies and their plans (billing: super_admin only) ------------------ anon inact ana  aPac aAnd super
  { title: 'empresas: insert', relation: 'empresas', op: 'insert', values: (c) => ({ nombre: `Empresa Nueva ${c.actor}` }), expect: x(D, D, D, D, D, 1) },
  { title: 'empresas: rename Comercial Pacífico', relation: 'empresas', op: 'update', filter: () => ({ id: COMPANIES.pacifico }), values: () => ({ nombre: 'Comercial Pacífico' }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'empresas: delete Empresa Temporal', relation: 'empresas', op: 'delete', filter: () => ({ id: FIXTURES.empresaTemporal }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'planes_empresa: give Laboratorios Amazonía a plan', relation: 'planes_empresa', op: 'insert', values: (c) => ({ empresa_id: COMPANIES.amazonia, plan_id: c.plan.basico, fecha_inicio: '2026-11-22', activo: true }), expect: x(D, D, D, D, D, 1) },
  { title: "planes_empresa: change Pacífico's active plan", relation: 'planes_empresa', op: 'update', filter: () => ({ empresa_id: COMPANIES.pacifico, activo: 'true' }), values: (c) => ({ plan_id: c.plan.basico }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: "planes_empresa: delete Energía Solar's plan", relation: 'planes_empresa', op: 'delete', filter: () => ({ empresa_id: COMPANIES.energia }), expect: x(D, 0, 0, 0, 0, 1) },

  // ---- catalogues and modules per plan (super_admin only) -------------------- anon inact ana  aPac aAnd super
  { title: 'modulos_por_plan: add think to basico', relation: 'modulos_por_plan', op: 'insert', values: (c) => ({ plan_id: c.plan.basico, modulo_id: c.mod.think, activo: true }), expect: x(D, D, D, D, D, 1) },
  { title: 'modulos_por_plan: switch people of enterprise', relation: 'modulos_por_plan', op: 'update', filter: (c) => ({ plan_id: c.plan.enterprise, modulo_id: c.mod.people }), values: () => ({ activo: true }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'modulos_por_plan: remove assistant from enterprise', relation: 'modulos_por_plan', op: 'delete', filter: (c) => ({ plan_id: c.plan.enterprise, modulo_id: c.mod.assistant }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'roles_sistema: a fourth role', relation: 'roles_sistema', op: 'insert', values: () => ({ id: 'auditor', clave: 'auditor', nombre: 'Auditor' }), expect: x(D, D, D, D, D, I) },
  { title: 'roles_sistema: rename usuario', relation: 'roles_sistema', op: 'update', filter: () => ({ id: 'usuario' }), values: () => ({ nombre: 'Usuario' }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'roles_sistema: delete admin_empresa (in use)', relation: 'roles_sistema', op: 'delete', filter: () => ({ id: 'admin_empresa' }), expect: x(D, 0, 0, 0, 0, I) },
  { title: 'planes_disponibles: a fourth plan', relation: 'planes_disponibles', op: 'insert', values: () => ({ clave: 'premium', nombre: 'Premium' }), expect: x(D, D, D, D, D, I) },
  { title: 'planes_disponibles: rename basico', relation: 'planes_disponibles', op: 'update', filter: () => ({ clave: 'basico' }), values: () => ({ nombre: 'Básico' }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'planes_disponibles: delete enterprise (in use)', relation: 'planes_disponibles', op: 'delete', filter: () => ({ clave: 'enterprise' }), expect: x(D, 0, 0, 0, 0, I) },
  { title: 'modulos_disponibles: an eleventh module', relation: 'modulos_disponibles', op: 'insert', values: () => ({ clave: 'legal', nombre: 'Legal' }), expect: x(D, D, D, D, D, I) },
  { title: 'modulos_disponibles: rename people', relation: 'modulos_disponibles', op: 'update', filter: () => ({ clave: 'people' }), values: () => ({ nombre: 'Gestión de Personas' }), expect: x(D, 0, 0, 0, 0, 1) },

  // ---- per-user overrides ----------------------------------------------------- anon inact ana  aPac aAnd super
  { title: 'empleados_override_permisos: upsert Marta (Andes) people', relation: 'empleados_override_permisos', op: 'upsert', onConflict: 'empleado_id,modulo_id', values: (c) => ({ empleado_id: FIXTURES.marta, modulo_id: c.mod.people, puede_acceder: false, updated_at: '2026-11-22T03:00:00Z' }), expect: x(D, D, D, D, 1, 1) },
  { title: 'empleados_override_permisos: upsert Luis (Pacífico) people', relation: 'empleados_override_permisos', op: 'upsert', onConflict: 'empleado_id,modulo_id', values: (c) => ({ empleado_id: USERS.luis, modulo_id: c.mod.people, puede_acceder: true, updated_at: '2026-11-22T03:00:00Z' }), expect: x(D, D, D, 1, D, 1) },
  { title: 'empleados_override_permisos: grant Luis predictive (outside his plan)', relation: 'empleados_override_permisos', op: 'upsert', onConflict: 'empleado_id,modulo_id', values: (c) => ({ empleado_id: USERS.luis, modulo_id: c.mod.predictive, puede_acceder: true, updated_at: '2026-11-22T03:00:00Z' }), expect: x(D, D, D, 1, D, 1) },
  { title: "empleados_override_permisos: update Ana's finance", relation: 'empleados_override_permisos', op: 'update', filter: (c) => ({ empleado_id: USERS.ana, modulo_id: c.mod.finance }), values: () => ({ puede_acceder: false }), expect: x(D, 0, 0, 0, 1, 1) },
  { title: "empleados_override_permisos: delete one of Marta's", relation: 'empleados_override_permisos', op: 'delete', filter: (c) => ({ empleado_id: FIXTURES.marta, modulo_id: c.actor === 'superadmin' ? c.mod.skills : c.mod.crm }), expect: x(D, 0, 0, 0, 1, 1) },
  { title: 'usuarios_plataforma: move Marta to Comercial Pacífico', relation: 'usuarios_plataforma', op: 'update', filter: () => ({ id: FIXTURES.marta }), values: () => ({ empresa_id: COMPANIES.pacifico }), expect: x(D, 0, 0, 0, D, 1) },

  // ---- configuration and content -------------------------------------------- anon inact ana  aPac aAnd super
  { title: 'app_config: upsert api_url_backend', relation: 'app_config', op: 'upsert', onConflict: 'key', values: () => ({ key: 'api_url_backend', value: '/expert' }), expect: x(D, D, D, D, D, 1) },
  { title: 'app_config: insert a key', relation: 'app_config', op: 'insert', values: (c) => ({ key: `clave_${c.actor.toLowerCase()}`, value: 'x' }), expect: x(D, D, D, D, D, 1) },
  { title: 'app_config: update url_servicios_campo', relation: 'app_config', op: 'update', filter: () => ({ key: 'url_servicios_campo' }), values: () => ({ value: 'https://campo.axel.demo' }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'app_config: delete a key', relation: 'app_config', op: 'delete', filter: () => ({ key: 'tmp_borrar' }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'videos_demo: upsert home', relation: 'videos_demo', op: 'upsert', onConflict: 'slug', values: () => ({ slug: 'home', titulo: 'Axel Suite en 2 minutos', descripcion: 'Recorrido.', url_video: '/videos/home.mp4', activo: true }), expect: x(D, D, D, D, D, 1) },
  { title: 'videos_demo: update the draft', relation: 'videos_demo', op: 'update', filter: () => ({ slug: 'borrador' }), values: () => ({ titulo: 'Borrador revisado' }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'videos_demo: delete the draft', relation: 'videos_demo', op: 'delete', filter: () => ({ slug: 'borrador' }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'solicitudes_contacto: send the contact form', relation: 'solicitudes_contacto', op: 'insert', values: (c) => ({ nombre: 'Rosa Quiroga', empresa: 'Viñedos del Maule', correo: `rosa.${c.actor.toLowerCase()}@maule.demo`, mensaje: 'Quisiera una demo del plan Profesional.', plan_interes: 'profesional' }), expect: x(1, 1, 1, 1, 1, 1) },
  { title: 'solicitudes_contacto: an invalid e-mail', relation: 'solicitudes_contacto', op: 'insert', values: () => ({ nombre: 'Rosa', correo: 'no-es-un-correo', mensaje: 'Hola' }), expect: x(I, I, I, I, I, I) },
  { title: 'solicitudes_contacto: a message over 2,000 characters', relation: 'solicitudes_contacto', op: 'insert', values: () => ({ nombre: 'Rosa', correo: 'rosa@maule.demo', mensaje: 'a'.repeat(2001) }), expect: x(I, I, I, I, I, I) },
  { title: 'solicitudes_contacto: update a lead', relation: 'solicitudes_contacto', op: 'update', filter: () => ({ id: FIXTURES.solicitud }), values: () => ({ nombre: 'Cliente Potencial' }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'solicitudes_contacto: delete a lead', relation: 'solicitudes_contacto', op: 'delete', filter: () => ({ id: FIXTURES.solicitud }), expect: x(D, 0, 0, 0, 0, 1) },
  { title: 'conversaciones_asistente: save own', relation: 'conversaciones_asistente', op: 'insert', values: () => ({ topic: 'automatizacion', conversation: [{ role: 'user', message: '¿Qué es un PLC?' }], summary: 'PLC' }), expect: x(D, D, 1, 1, 1, 1) },
  { title: "conversaciones_asistente: save as Luis", relation: 'conversaciones_asistente', op: 'insert', values: () => ({ user_id: USERS.luis, topic: 'automatizacion', conversation: [] }), expect: x(D, D, D, D, D, 1) },
  { title: 'conversaciones_asistente: edit a saved one', relation: 'conversaciones_asistente', op: 'update', filter: () => ({ id: FIXTURES.conversacionAna }), values: () => ({ summary: 'editado' }), expect: x(D, D, D, D, D, D) },
  { title: "conversaciones_asistente: delete Luis's", relation: 'conversaciones_asistente', op: 'delete', filter: () => ({ id: FIXTURES.conversacionLuis }), expect: x(D, 0, 0, 0, 0, 1) },

  // ---- the audit trail and the views: nobody writes them --------------------- anon inact ana  aPac aAnd super
  { title: 'auditoria_permisos: insert', relation: 'auditoria_permisos', op: 'insert', values: () => ({ tabla: 'usuarios_plataforma', operacion: 'UPDATE' }), expect: x(D, D, D, D, D, D) },
  { title: 'auditoria_permisos: update', relation: 'auditoria_permisos', op: 'update', filter: () => ({ tabla: 'planes_empresa' }), values: () => ({ tabla: 'x' }), expect: x(D, D, D, D, D, D) },
  { title: 'auditoria_permisos: delete', relation: 'auditoria_permisos', op: 'delete', filter: () => ({ tabla: 'planes_empresa' }), expect: x(D, D, D, D, D, D) },
  { title: 'usuarios_autenticados: insert', relation: 'usuarios_autenticados', op: 'insert', values: () => ({ nombre: 'X' }), expect: x(R, R, R, R, R, R) },
  { title: 'usuarios_autenticados: update', relation: 'usuarios_autenticados', op: 'update', filter: () => ({ id: USERS.ana }), values: () => ({ rol_id: 'super_admin' }), expect: x(R, R, R, R, R, R) },
  { title: 'usuarios_autenticados: delete', relation: 'usuarios_autenticados', op: 'delete', filter: () => ({ id: USERS.ana }), expect: x(R, R, R, R, R, R) },
  { title: 'empleados_servicio: insert', relation: 'empleados_servicio', op: 'insert', values: () => ({ id: USERS.ana, rol_sistema_id: 'usuario' }), expect: x(D, D, D, D, D, D) },
  { title: 'empleados_servicio: delete', relation: 'empleados_servicio', op: 'delete', filter: () => ({ id: USERS.luis }), expect: x(D, D, D, D, D, D) },
  { title: 'permisos_usuario_modulo: insert', relation: 'permisos_usuario_modulo', op: 'insert', values: () => ({ usuario_id: USERS.ana }), expect: x(R, R, R, R, R, R) },
  { title: 'permisos_usuario_modulo: update', relation: 'permisos_usuario_modulo', op: 'update', filter: () => ({ usuario_id: USERS.ana }), values: () => ({ nombre: 'X' }), expect: x(R, R, R, R, R, R) },
  { title: 'permisos_usuario_modulo: delete', relation: 'permisos_usuario_modulo', op: 'delete', filter: () => ({ usuario_id: USERS.ana }), expect: x(R, R, R, R, R, R) },
  { title: 'accesos_efectivos_usuario: insert', relation: 'accesos_efectivos_usuario', op: 'insert', values: () => ({ usuario_id: USERS.ana }), expect: x(R, R, R, R, R, R) },
  { title: 'accesos_efectivos_usuario: update (grant oneself a module)', relation: 'accesos_efectivos_usuario', op: 'update', filter: () => ({ usuario_id: USERS.ana }), values: () => ({ acceso_efectivo: true }), expect: x(R, R, R, R, R, R) },
  { title: 'accesos_efectivos_usuario: delete', relation: 'accesos_efectivos_usuario', op: 'delete', filter: () => ({ usuario_id: USERS.ana }), expect: x(R, R, R, R, R, R) },

  // ---- last: it cascades into modules per plan and overrides ------------------ anon inact ana  aPac aAnd super
  { title: 'modulos_disponibles: delete assistant', relation: 'modulos_disponibles', op: 'delete', filter: () => ({ clave: 'assistant' }), expect: x(D, 0, 0, 0, 0, 1) },
];

/** The rows the matrix starts from, added as the database owner (the auth server's way for users). */
export async function addFixtures(db: Database, mod: Record<string, string>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`insert into public.empresas (id, nombre) values ($1, 'Empresa Temporal')`, [
      FIXTURES.empresaTemporal,
    ]);
    await createAuthUser(tx, {
      id: FIXTURES.marta,
      email: 'marta@andes.demo',
      nombre: 'Marta',
      apellido_paterno: 'Vidal',
      rol: 'usuario',
      empresa_id: COMPANIES.andes,
    });
    await createAuthUser(tx, {
      id: FIXTURES.raul,
      email: 'raul@andes.demo',
      nombre: 'Raúl',
      apellido_paterno: 'Pizarro',
      rol: 'usuario',
      empresa_id: COMPANIES.andes,
    });
    await createAuthUser(tx, {
      id: FIXTURES.temporal,
      email: 'temporal@pacifico.demo',
      nombre: 'Tomás',
      apellido_paterno: 'Lagos',
      rol: 'usuario',
      empresa_id: COMPANIES.pacifico,
    });
    await tx.query(
      `insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, true), ($1, $3, false)`,
      [FIXTURES.marta, mod.crm, mod.skills],
    );
    await tx.query(
      `insert into public.solicitudes_contacto (id, nombre, empresa, correo, mensaje) values ($1, 'Jorge Salinas', 'Pesquera Austral', 'jorge@austral.demo', 'Necesito cotizar 40 usuarios.')`,
      [FIXTURES.solicitud],
    );
    await tx.query(
      `insert into public.conversaciones_asistente (id, user_id, topic, conversation, summary) values
         ($1, $3, 'automatizacion', '[{"role":"user","message":"¿Cómo calibro un sensor PT100?"}]', 'PT100'),
         ($2, $4, 'automatizacion', '[{"role":"user","message":"Variador con falla F004"}]', 'Variador')`,
      [FIXTURES.conversacionAna, FIXTURES.conversacionLuis, USERS.ana, USERS.luis],
    );
    await tx.query(`insert into public.app_config (key, value) values ('tmp_borrar', 'x')`);
    await tx.query(
      `insert into public.videos_demo (slug, titulo, url_video, activo) values ('borrador', 'Borrador', '/videos/borrador.mp4', false)`,
    );
  });
}

/** The id the "own row" cells use for a caller. */
export function selfId(actor: MatrixActor): string {
  return actor === 'anon' ? USERS.ana : USERS[actor];
}

/** The shape of a cell that sampleCells needs (the platform's matrix and Axel People's). */
interface SampledCell {
  title: string;
  relation: string;
  op: string;
  expect: Record<string, Outcome>;
}

/** What a cell exercises: its relation, its operation, and each kind of outcome of that operation. */
function features(cell: SampledCell): string[] {
  const kind = (o: Outcome) => (typeof o === 'number' ? (o === 0 ? 'none' : 'rows') : o);
  return [
    `relation ${cell.relation}`,
    `op ${cell.op}`,
    ...Object.values(cell.expect).map((o) => `${cell.op} ${kind(o)}`),
  ];
}

/** A small deterministic PRNG (mulberry32), so a seed always picks the same cells. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A deterministic sample of the matrix for the HTTP runner: visiting the cells in an order
 * shuffled by `seed`, every cell that covers something not yet covered (a relation, an operation,
 * a kind of outcome of an operation), plus the cells named in `always`. Returned in matrix order,
 * so the committed run sees them in the same order as the full run.
 */
export function sampleCells<C extends SampledCell>(
  cells: readonly C[],
  seed: number,
  always: readonly string[] = [],
): C[] {
  const next = random(seed);
  const order = cells.map((_, i) => ({ i, r: next() })).sort((a, b) => a.r - b.r);
  const covered = new Set<string>();
  const picked = new Set<number>();
  for (const { i } of order) {
    const fresh = features(cells[i]).filter((f) => !covered.has(f));
    if (fresh.length === 0 && !always.includes(cells[i].title)) continue;
    picked.add(i);
    for (const f of fresh) covered.add(f);
  }
  return cells.filter((_, i) => picked.has(i));
}
