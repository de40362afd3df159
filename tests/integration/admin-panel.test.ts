/**
 * The admin panel's data functions (src/features/admin/api), run with the real supabase-js against
 * the embedded server under each demo account: each write changes exactly the rows it should, as
 * seen afterwards through the views, and row-level security refuses what the role may not do.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActiveModules } from '@/features/admin/api/get-active-modules';
import { getActivePlans } from '@/features/admin/api/get-active-plans';
import { getAuditPage } from '@/features/admin/api/get-audit-log';
import { getCompanyMatches } from '@/features/admin/api/get-companies';
import { getCompanyPlans } from '@/features/admin/api/get-company-plans';
import { getCompanyUsers } from '@/features/admin/api/get-company-users';
import { getPlanModules } from '@/features/admin/api/get-plan-modules';
import { getRoles } from '@/features/admin/api/get-roles';
import { getUserPermissions } from '@/features/admin/api/get-user-permissions';
import { getUserPage, getUsers, type UserPageKey } from '@/features/admin/api/get-users';
import { setCompanyPlan } from '@/features/admin/api/set-company-plan';
import { todayInChile } from '@/lib/dates';
import { setPlanModule } from '@/features/admin/api/set-plan-module';
import { setUserOverride } from '@/features/admin/api/set-user-override';
import { updateUserRole } from '@/features/admin/api/update-user-role';
import { useAppClient } from '../support/app-supabase.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

vi.mock('@/lib/supabase', () => import('../support/app-supabase.ts'));

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const PACIFICO = 'c0000000-0000-4000-8000-000000000003';
const LAB = 'c0000000-0000-4000-8000-000000000012';
/** The demo accounts' ids (supabase/seed.sql). */
const ID = {
  adminAndes: 'a0000000-0000-4000-8000-000000000002',
  ana: 'a0000000-0000-4000-8000-000000000003',
  adminPacifico: 'a0000000-0000-4000-8000-000000000004',
  luis: 'a0000000-0000-4000-8000-000000000005',
};

let t: TestServer;
let service: SupabaseClient;
const clients = new Map<string, SupabaseClient>();
let moduleId: Record<string, string>;
let planId: Record<string, string>;

async function as(email: string) {
  if (!clients.has(email)) clients.set(email, await t.signedIn(email));
  useAppClient(clients.get(email)!);
}

/** Every row of a table, keyed, as the service role sees it. */
async function snapshot(table: string, key: (r: Record<string, unknown>) => string) {
  const { data, error } = await service.from(table).select('*');
  if (error) throw error;
  return new Map((data as Record<string, unknown>[]).map((r) => [key(r), JSON.stringify(r)]));
}

function changedKeys(before: Map<string, string>, after: Map<string, string>) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).sort();
}

async function effective(userId: string, clave: string) {
  const { data, error } = await service
    .from('accesos_efectivos_usuario')
    .select('acceso_efectivo, override_aplicado, plan_clave')
    .eq('usuario_id', userId)
    .eq('modulo_clave', clave)
    .single();
  if (error) throw error;
  return data;
}

const byId = (r: Record<string, unknown>) => String(r.id);
const overrideKey = (r: Record<string, unknown>) => `${r.empleado_id}/${r.modulo_id}`;
const planModuleKey = (r: Record<string, unknown>) => `${r.plan_id}/${r.modulo_id}`;

beforeAll(async () => {
  t = await startTestServer();
  service = t.service();
  const { data: mods } = await service.from('modulos_disponibles').select('id, clave');
  moduleId = Object.fromEntries(mods!.map((m) => [m.clave, m.id]));
  const { data: plans } = await service.from('planes_disponibles').select('id, clave');
  planId = Object.fromEntries(plans!.map((p) => [p.clave, p.id]));
});
afterAll(async () => {
  await t?.stop();
});
beforeEach(() => {
  useAppClient(t.anon());
});

describe('reads, scoped by role', () => {
  it('users: super_admin all six by name; admin_empresa only their company; usuario only themself', async () => {
    await as(DEMO.superadmin);
    const all = await getUsers();
    expect(all.map((u) => u.correo)).toHaveLength(6);
    expect(all.map((u) => u.nombre)).toEqual([...all.map((u) => u.nombre)].sort((a, b) => a!.localeCompare(b!, 'es')));
    await as(DEMO.adminPacifico);
    expect((await getUsers()).map((u) => u.correo).sort()).toEqual(['admin@pacifico.demo', 'luis@pacifico.demo']);
    await as(DEMO.ana);
    expect((await getUsers()).map((u) => u.correo)).toEqual(['ana@andes.demo']);
  });

  it("'Gestión de Roles' pages: keyset pages make the whole list; the search runs in the database", async () => {
    await as(DEMO.superadmin);
    const all = await getUsers();
    const first = await getUserPage({ query: { search: '' }, after: null, limit: 4 });
    const last = first.at(-1)!;
    const key: UserPageKey = [last.nombre!, last.apellido_paterno!, last.id!];
    const rest = await getUserPage({ query: { search: '' }, after: key, limit: 4 });
    expect([...first, ...rest].map((u) => u.id)).toEqual(all.map((u) => u.id));
    expect((await getUserPage({ query: { search: 'PACÍFICO' }, after: null })).map((u) => u.correo).sort()).toEqual([
      'admin@pacifico.demo',
      'luis@pacifico.demo',
    ]);
    await as(DEMO.adminPacifico);
    expect((await getUserPage({ query: { search: 'andes' }, after: null })).map((u) => u.correo)).toEqual([]);
  });

  it('roles, active plans in tier order, active modules', async () => {
    await as(DEMO.adminAndes);
    expect((await getRoles()).map((r) => r.nombre)).toEqual([
      'Administrador de Empresa',
      'Super Administrador',
      'Usuario',
    ]);
    expect((await getActivePlans()).map((p) => p.clave)).toEqual(['basico', 'profesional', 'enterprise']);
    expect(await getActiveModules()).toHaveLength(10);
  });

  it('company plans: ten companies by name with the active plan; search reaches the others', async () => {
    await as(DEMO.superadmin);
    const ten = await getCompanyPlans();
    expect(ten).toHaveLength(10);
    expect(ten.find((c) => c.id === ANDES)?.plan).toMatchObject({ clave: 'enterprise', fecha_inicio: '2025-03-15' });
    expect(ten.find((c) => c.id === LAB)?.plan).toBeNull();
    expect((await getCompanyPlans({ search: 'transp' })).map((c) => c.nombre)).toEqual(['Transportes Cordillera']);
    // '%', '_', '\' and PostgREST's '*' are matched literally, never as wildcards.
    for (const search of ['*', '%', '_', '\\', 'Trans*Cordillera', 'Trans%Cordillera']) {
      expect(await getCompanyPlans({ search }), `search ${search}`).toEqual([]);
    }
    await as(DEMO.adminPacifico);
    expect((await getCompanyPlans()).map((c) => [c.nombre, c.plan?.clave])).toEqual([['Comercial Pacífico', 'basico']]);
  });

  it('companies and a company’s users', async () => {
    await as(DEMO.superadmin);
    expect((await getCompanyMatches()).companies).toHaveLength(12);
    const andes = await getCompanyUsers({ companyId: ANDES });
    expect(andes.map((u) => u.correo).sort()).toEqual(['admin@andes.demo', 'ana@andes.demo', 'inactivo@andes.demo']);
    // The pickers' first matches: the search and the limit run in the database, within the company.
    expect((await getCompanyUsers({ companyId: ANDES, search: ' ANA@ ' })).map((u) => u.correo)).toEqual([
      'ana@andes.demo',
    ]);
    expect(await getCompanyUsers({ companyId: ANDES, limit: 2 })).toEqual(andes.slice(0, 2));
    expect(await getCompanyUsers({ companyId: ANDES, search: 'pacifico.demo' })).toEqual([]);
    await as(DEMO.adminPacifico);
    expect((await getCompanyMatches()).companies.map((c) => c.nombre)).toEqual(['Comercial Pacífico']);
    expect(await getCompanyUsers({ companyId: ANDES })).toEqual([]);
  });

  it("a user's permissions: one row per module with plan, override and effective access", async () => {
    await as(DEMO.adminAndes);
    const rows = await getUserPermissions({ userId: ID.ana });
    expect(rows).toHaveLength(10);
    expect(rows.find((r) => r.modulo_clave === 'finance')).toMatchObject({
      en_plan: true,
      override_aplicado: true,
      acceso_efectivo: false,
    });
    expect(rows.map((r) => r.modulo_nombre)).toEqual(
      [...rows.map((r) => r.modulo_nombre)].sort((a, b) => (a! < b! ? -1 : 1)),
    );
  });
});

describe('writes change exactly what they should', () => {
  it('role: one user row changes, the profile reads it, the audit records who', async () => {
    await as(DEMO.superadmin);
    const before = await snapshot('usuarios_plataforma', byId);
    await updateUserRole({ userId: ID.luis, roleId: 'admin_empresa' });
    const after = await snapshot('usuarios_plataforma', byId);
    expect(changedKeys(before, after)).toEqual([ID.luis]);
    const { data } = await service.from('usuarios_plataforma').select('rol_id').eq('id', ID.luis).single();
    expect(data?.rol_id).toBe('admin_empresa');
    const [latest] = await getAuditPage({ filters: { companyId: PACIFICO, userId: ID.luis }, after: null });
    expect(latest).toMatchObject({
      tabla: 'usuarios_plataforma',
      actor_correo: 'superadmin@axel.demo',
      actor_nombre: 'Sofía Reyes Valdés',
      rol_antes: 'usuario',
      rol_despues: 'admin_empresa',
      usuario_correo: 'luis@pacifico.demo',
    });
    await updateUserRole({ userId: ID.luis, roleId: null });
    expect(
      (await service.from('usuarios_plataforma').select('rol_id').eq('id', ID.luis).single()).data?.rol_id,
    ).toBeNull();
    await updateUserRole({ userId: ID.luis, roleId: 'usuario' });
  });

  it('role: admin_empresa may not grant super_admin, touch another company, or change their own role', async () => {
    await as(DEMO.adminPacifico);
    const before = await snapshot('usuarios_plataforma', byId);
    await expect(updateUserRole({ userId: ID.luis, roleId: 'super_admin' })).rejects.toThrow();
    await expect(updateUserRole({ userId: ID.ana, roleId: 'admin_empresa' })).rejects.toThrow();
    await expect(updateUserRole({ userId: ID.adminPacifico, roleId: 'usuario' })).rejects.toThrow();
    expect(changedKeys(before, await snapshot('usuarios_plataforma', byId))).toEqual([]);
    await updateUserRole({ userId: ID.luis, roleId: 'admin_empresa' });
    await updateUserRole({ userId: ID.luis, roleId: 'usuario' });
  });

  it('plan: the active row is updated in place; a company without one gets a new row dated today', async () => {
    await as(DEMO.superadmin);
    const before = await snapshot('planes_empresa', byId);
    await setCompanyPlan({
      companyId: PACIFICO,
      companyName: 'Comercial Pacífico',
      planId: planId.profesional,
      hasActivePlan: true,
    });
    const after = await snapshot('planes_empresa', byId);
    const changed = changedKeys(before, after);
    expect(changed).toHaveLength(1);
    expect(JSON.parse(after.get(changed[0])!)).toMatchObject({
      empresa_id: PACIFICO,
      plan_id: planId.profesional,
      activo: true,
    });
    expect(await effective(ID.luis, 'think')).toMatchObject({ acceso_efectivo: true, plan_clave: 'profesional' });

    await setCompanyPlan({
      companyId: LAB,
      companyName: 'Laboratorios Amazonía',
      planId: planId.basico,
      hasActivePlan: false,
    });
    const afterInsert = await snapshot('planes_empresa', byId);
    const inserted = changedKeys(after, afterInsert);
    expect(inserted).toHaveLength(1);
    expect(JSON.parse(afterInsert.get(inserted[0])!)).toMatchObject({
      empresa_id: LAB,
      plan_id: planId.basico,
      activo: true,
      fecha_inicio: todayInChile(),
    });
    expect((await getCompanyPlans({ search: 'Laboratorios' }))[0].plan?.clave).toBe('basico');

    await setCompanyPlan({
      companyId: PACIFICO,
      companyName: 'Comercial Pacífico',
      planId: planId.basico,
      hasActivePlan: true,
    });
  });

  it('plan: an admin_empresa is refused and nothing changes', async () => {
    await as(DEMO.adminPacifico);
    const before = await snapshot('planes_empresa', byId);
    await expect(
      setCompanyPlan({ companyId: PACIFICO, companyName: 'x', planId: planId.enterprise, hasActivePlan: true }),
    ).rejects.toThrow();
    await expect(
      setCompanyPlan({ companyId: PACIFICO, companyName: 'x', planId: planId.enterprise, hasActivePlan: false }),
    ).rejects.toThrow();
    expect(changedKeys(before, await snapshot('planes_empresa', byId))).toEqual([]);
  });

  it('module of a plan: on inserts one active row, off deletes it; access follows', async () => {
    await as(DEMO.superadmin);
    const before = await snapshot('modulos_por_plan', planModuleKey);
    await setPlanModule({ planId: planId.basico, moduloId: moduleId.skills, assigned: true });
    const after = await snapshot('modulos_por_plan', planModuleKey);
    expect(changedKeys(before, after)).toEqual([`${planId.basico}/${moduleId.skills}`]);
    expect((await getPlanModules({ planId: planId.basico })).has(moduleId.skills)).toBe(true);
    expect(await effective(ID.luis, 'skills')).toMatchObject({ acceso_efectivo: true });

    await setPlanModule({ planId: planId.basico, moduloId: moduleId.skills, assigned: false });
    expect(changedKeys(before, await snapshot('modulos_por_plan', planModuleKey))).toEqual([]);
    expect(await effective(ID.luis, 'skills')).toMatchObject({ acceso_efectivo: false });
  });

  it('module of a plan: an admin_empresa is refused', async () => {
    await as(DEMO.adminAndes);
    await expect(setPlanModule({ planId: planId.basico, moduloId: moduleId.skills, assigned: true })).rejects.toThrow();
    await expect(setPlanModule({ planId: planId.basico, moduloId: moduleId.crm, assigned: false })).rejects.toThrow();
    expect((await getPlanModules({ planId: planId.basico })).size).toBe(3);
  });

  it('override: equal to the plan deletes it, different upserts it; the views follow', async () => {
    await as(DEMO.adminAndes);
    const before = await snapshot('empleados_override_permisos', overrideKey);
    expect(await setUserOverride({ userId: ID.ana, moduloId: moduleId.finance, value: true })).toBe('deleted');
    const afterDelete = await snapshot('empleados_override_permisos', overrideKey);
    expect(changedKeys(before, afterDelete)).toEqual([`${ID.ana}/${moduleId.finance}`]);
    expect(afterDelete.has(`${ID.ana}/${moduleId.finance}`)).toBe(false);
    expect(await effective(ID.ana, 'finance')).toMatchObject({ acceso_efectivo: true, override_aplicado: false });

    expect(await setUserOverride({ userId: ID.ana, moduloId: moduleId.crm, value: false })).toBe('upserted');
    expect(await effective(ID.ana, 'crm')).toMatchObject({ acceso_efectivo: false, override_aplicado: true });
    // Upsert again with the other value: the same row is updated, not duplicated.
    await setUserOverride({ userId: ID.ana, moduloId: moduleId.finance, value: false });
    await setUserOverride({ userId: ID.ana, moduloId: moduleId.crm, value: true });
    expect(changedKeys(before, await snapshot('empleados_override_permisos', overrideKey))).toEqual([
      `${ID.ana}/${moduleId.finance}`,
    ]);

    const audit = await getAuditPage({ filters: { companyId: ANDES, userId: ID.ana }, after: null });
    expect(audit[0]).toMatchObject({
      tabla: 'empleados_override_permisos',
      operacion: 'DELETE',
      modulo_clave: 'crm',
      actor_correo: 'admin@andes.demo',
      actor_nombre: 'Carlos Mendoza Rojas',
    });
    expect(audit.map((a) => a.ocurrido_en)).toEqual([...audit.map((a) => a.ocurrido_en)].sort().reverse());
  });

  it("override: an admin_empresa cannot touch another company's users; a usuario cannot touch anyone", async () => {
    await as(DEMO.adminPacifico);
    await expect(setUserOverride({ userId: ID.ana, moduloId: moduleId.crm, value: false })).rejects.toMatchObject({
      code: '42501',
    });
    await as(DEMO.ana);
    // Equal to the plan (a delete) is refused too, not silently a no-op.
    await expect(setUserOverride({ userId: ID.ana, moduloId: moduleId.finance, value: true })).rejects.toMatchObject({
      code: '42501',
    });
    expect(await effective(ID.ana, 'crm')).toMatchObject({ acceso_efectivo: true });
  });

  it('audit: an admin_empresa sees only their company’s changes', async () => {
    await as(DEMO.adminPacifico);
    const rows = await getAuditPage({ filters: { companyId: null, userId: null }, after: null });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.empresa_id))).toEqual(new Set([PACIFICO]));
  });
});
