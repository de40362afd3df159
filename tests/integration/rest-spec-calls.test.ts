/** The data calls of docs/product.md §7, through supabase-js, against the real migrations, seed and policies. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let sa: SupabaseClient;
let adminAndes: SupabaseClient;
let ana: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  [sa, adminAndes, ana] = await Promise.all([
    server.signedIn(DEMO.superadmin),
    server.signedIn(DEMO.adminAndes),
    server.signedIn(DEMO.ana),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

async function userId(c: SupabaseClient): Promise<string> {
  const { data } = await c.auth.getUser();
  return data.user!.id;
}

describe('docs/product.md §7 calls', () => {
  it('profile read: usuarios_plataforma by id, single row', async () => {
    const id = await userId(ana);
    const { data, error } = await ana
      .from('usuarios_plataforma')
      .select('id, nombre, apellido_paterno, apellido_materno, empresa_id, rol_id, estado')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, nombre: 'Ana', apellido_paterno: 'Torres', rol_id: 'usuario', estado: 'activo' });
  });

  it('app_config: single key, all rows, upsert', async () => {
    const one = await ana.from('app_config').select('key, value').eq('key', 'api_url_backend').single();
    expect(one.error).toBeNull();
    expect(one.data?.key).toBe('api_url_backend');
    const all = await sa.from('app_config').select('*');
    expect(all.data?.length).toBeGreaterThanOrEqual(2);
    const up = await sa.from('app_config').upsert({ key: 'url_servicios_campo', value: 'https://campo.example' });
    expect(up.error).toBeNull();
    const check = await sa.from('app_config').select('value').eq('key', 'url_servicios_campo').single();
    expect(check.data?.value).toBe('https://campo.example');
    const denied = await ana.from('app_config').upsert({ key: 'api_url_backend', value: 'https://evil.example' });
    expect(denied.error?.code).toBe('42501');
    expect(denied.status).toBe(403);
  });

  it('videos_demo: slugs ordered, one by slug, upsert; anon reads active rows', async () => {
    const slugs = await sa.from('videos_demo').select('slug').order('slug');
    expect(slugs.data?.map((r) => r.slug)).toEqual(expect.arrayContaining(['home', 'inventario', 'predictivo']));
    const one = await sa.from('videos_demo').select('*').eq('slug', 'home').limit(1).maybeSingle();
    expect(one.data?.slug).toBe('home');
    const up = await sa
      .from('videos_demo')
      .upsert({ slug: 'nuevo', titulo: 'Nuevo', descripcion: null, url_video: 'https://v.example/n', activo: true });
    expect(up.error).toBeNull();
    const anonRows = await server.anon().from('videos_demo').select('slug, activo').eq('slug', 'home');
    expect(anonRows.data).toEqual([{ slug: 'home', activo: true }]);
  });

  it('roles: usuarios_autenticados and roles_sistema ordered by nombre; role update through empleados_servicio', async () => {
    const users = await sa.from('usuarios_autenticados').select('*').order('nombre');
    expect(users.error).toBeNull();
    const names = users.data!.map((u) => u.nombre as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const roles = await sa.from('roles_sistema').select('*').order('nombre');
    expect(roles.data?.map((r) => r.clave)).toEqual(['admin_empresa', 'super_admin', 'usuario']);
    const luis = users.data!.find((u) => u.correo === DEMO.luis)!;
    const upd = await sa.from('empleados_servicio').update({ rol_sistema_id: 'admin_empresa' }).eq('id', luis.id);
    expect(upd.error).toBeNull();
    const after = await sa.from('usuarios_plataforma').select('rol_id').eq('id', luis.id).single();
    expect(after.data?.rol_id).toBe('admin_empresa');
  });

  it('plans: empresas with nested planes_empresa(plan_id, fecha_inicio, planes_disponibles(nombre)), limited to 10', async () => {
    const { data, error } = await sa
      .from('empresas')
      .select('id, nombre, planes_empresa(plan_id, fecha_inicio, planes_disponibles(nombre))')
      .limit(10);
    expect(error).toBeNull();
    expect(data).toHaveLength(10);
    const andes = (
      await sa
        .from('empresas')
        .select('id, nombre, planes_empresa(plan_id, fecha_inicio, planes_disponibles(nombre))')
        .eq('nombre', 'Industrias Andes')
        .single()
    ).data!;
    expect(andes.planes_empresa).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          plan_id: expect.any(String) as string,
          planes_disponibles: { nombre: 'Enterprise' },
        }),
      ]),
    );
    // RLS: the admin of Andes sees only their company.
    const own = await adminAndes.from('empresas').select('nombre');
    expect(own.data).toEqual([{ nombre: 'Industrias Andes' }]);
  });

  it('plans: active plans by nombre; insert planes_empresa and update the active plan', async () => {
    const planes = await sa.from('planes_disponibles').select('*').eq('activo', true).order('nombre');
    expect(planes.data?.map((p) => p.clave)).toEqual(['basico', 'enterprise', 'profesional']);
    const empresa = (await sa.from('empresas').select('id, planes_empresa(id)').order('nombre')).data!.find(
      (e) => (e.planes_empresa as unknown[]).length === 0,
    );
    const basico = planes.data!.find((p) => p.clave === 'basico')!;
    const pro = planes.data!.find((p) => p.clave === 'profesional')!;
    expect(empresa, 'a seeded company without a plan').toBeDefined();
    {
      const ins = await sa
        .from('planes_empresa')
        .insert({ empresa_id: empresa!.id, plan_id: basico.id, fecha_inicio: '2026-01-01', activo: true });
      expect(ins.error).toBeNull();
      const upd = await sa
        .from('planes_empresa')
        .update({ plan_id: pro.id })
        .eq('empresa_id', empresa!.id)
        .eq('activo', true)
        .select('plan_id');
      expect(upd.data).toEqual([{ plan_id: pro.id }]);
      const dup = await sa
        .from('planes_empresa')
        .insert({ empresa_id: empresa!.id, plan_id: basico.id, fecha_inicio: '2026-01-02', activo: true });
      expect(dup.status).toBe(409);
    }
  });

  it('modules: active modules, modules of a plan, insert and delete modulos_por_plan', async () => {
    const mods = await sa.from('modulos_disponibles').select('*').eq('activo', true).order('nombre');
    expect(mods.data).toHaveLength(10);
    const basico = (await sa.from('planes_disponibles').select('id').eq('clave', 'basico').single()).data!;
    const inPlan = await sa.from('modulos_por_plan').select('modulo_id').eq('plan_id', basico.id).eq('activo', true);
    expect(inPlan.data).toHaveLength(3);
    const skills = mods.data!.find((m) => m.clave === 'skills')!;
    const ins = await sa.from('modulos_por_plan').insert({ plan_id: basico.id, modulo_id: skills.id, activo: true });
    expect(ins.error).toBeNull();
    const del = await sa.from('modulos_por_plan').delete().eq('plan_id', basico.id).eq('modulo_id', skills.id);
    expect(del.error).toBeNull();
    expect((await sa.from('modulos_por_plan').select('modulo_id').eq('plan_id', basico.id)).data).toHaveLength(3);
  });

  it('permissions: permisos_usuario_modulo per user, per company; overrides read, upsert and delete', async () => {
    const anaId = await userId(ana);
    const perms = await adminAndes
      .from('permisos_usuario_modulo')
      .select('*')
      .eq('usuario_id', anaId)
      .order('modulo_nombre');
    expect(perms.error).toBeNull();
    expect(perms.data).toHaveLength(10);
    const companies = await sa
      .from('permisos_usuario_modulo')
      .select('empresa_id, empresa_nombre')
      .order('empresa_nombre');
    expect(companies.error).toBeNull();
    const andesId = perms.data![0].empresa_id as string;
    const users = await adminAndes
      .from('permisos_usuario_modulo')
      .select('usuario_id, nombre, apellido_paterno, apellido_materno, correo, empresa_nombre, empresa_id')
      .eq('empresa_id', andesId)
      .order('nombre');
    expect(new Set(users.data!.map((u) => u.correo))).toEqual(new Set([DEMO.adminAndes, DEMO.ana, DEMO.inactivo]));
    const overrides = await adminAndes.from('empleados_override_permisos').select('*').eq('empleado_id', anaId);
    expect(overrides.data?.length).toBeGreaterThanOrEqual(1);
    const crm = perms.data!.find((p) => p.modulo_clave === 'crm')!;
    const up = await adminAndes
      .from('empleados_override_permisos')
      .upsert(
        { empleado_id: anaId, modulo_id: crm.modulo_id, puede_acceder: false, updated_at: new Date().toISOString() },
        { onConflict: 'empleado_id,modulo_id' },
      );
    expect(up.error).toBeNull();
    const up2 = await adminAndes
      .from('empleados_override_permisos')
      .upsert(
        { empleado_id: anaId, modulo_id: crm.modulo_id, puede_acceder: true, updated_at: new Date().toISOString() },
        { onConflict: 'empleado_id,modulo_id' },
      )
      .select('puede_acceder');
    expect(up2.data).toEqual([{ puede_acceder: true }]);
    const del = await adminAndes
      .from('empleados_override_permisos')
      .delete()
      .eq('empleado_id', anaId)
      .eq('modulo_id', crm.modulo_id);
    expect(del.error).toBeNull();
    // Another company's user: RLS hides them, the upsert is refused.
    const luisId = (await sa.from('usuarios_plataforma').select('id').eq('correo', DEMO.luis).single()).data!
      .id as string;
    const foreign = await adminAndes
      .from('empleados_override_permisos')
      .upsert({ empleado_id: luisId, modulo_id: crm.modulo_id, puede_acceder: false });
    expect(foreign.error?.code).toBe('42501');
  });

  it('accesos_efectivos_usuario: or(ilike ...), equality filters, order; distinct filter values', async () => {
    const term = 'ana';
    const { data, error } = await sa
      .from('accesos_efectivos_usuario')
      .select('*')
      .or(
        ['nombre', 'apellido_paterno', 'apellido_materno', 'correo', 'modulo_nombre', 'modulo_clave']
          .map((c) => `${c}.ilike.%${term}%`)
          .join(','),
      )
      .eq('empresa_nombre', 'Industrias Andes')
      .eq('acceso_efectivo', false)
      .order('empresa_nombre')
      .order('nombre');
    expect(error).toBeNull();
    expect(
      data!.some((r) => r.correo === DEMO.ana && r.modulo_clave === 'finance' && r.override_aplicado === true),
    ).toBe(true);
    const opts = await sa
      .from('accesos_efectivos_usuario')
      .select('empresa_nombre, plan_nombre')
      .not('empresa_nombre', 'is', null)
      .order('empresa_nombre');
    expect(opts.error).toBeNull();
    const planNames = new Set(opts.data!.map((r) => r.plan_nombre));
    expect(planNames.has('Enterprise')).toBe(true);
  });

  it('rpc mis_modulos for the signed-in user', async () => {
    const { data, error } = await ana.rpc('mis_modulos');
    expect(error).toBeNull();
    expect(
      (data as { modulo_clave: string; acceso_efectivo: boolean }[]).find((m) => m.modulo_clave === 'finance')
        ?.acceso_efectivo,
    ).toBe(false);
  });

  it('anon inserts a contact request with return=minimal and cannot read it', async () => {
    const anon = server.anon();
    const ins = await anon
      .from('solicitudes_contacto')
      .insert({ nombre: 'Prospecto', correo: 'p@example.com', mensaje: 'Hola' });
    expect(ins.error).toBeNull();
    expect(ins.status).toBe(201);
    const read = await anon.from('solicitudes_contacto').select('*');
    expect(read.data ?? []).toEqual([]);
  });
});

describe('issue 12: client mistakes on the real schema answer 4xx in PostgREST shape', () => {
  const anonFetch = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    });

  it('a regex too complex for the database answers 400 2201B, and the server keeps answering', async () => {
    const r = await anonFetch('videos_demo?select=slug&descripcion=match.%28.%7B1%2C255%7D%29%7B1%2C255%7Dz', {
      signal: AbortSignal.timeout(20_000),
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: '2201B' });
    const next = await anonFetch('videos_demo?activo=eq.notabool', { signal: AbortSignal.timeout(20_000) });
    expect(next.status).toBe(400);
  });

  it('deleting through a view that cannot be changed answers 405 without naming private views', async () => {
    const r = await anonFetch('permisos_usuario_modulo?usuario_id=eq.00000000-0000-0000-0000-000000000000', {
      method: 'DELETE',
    });
    const text = await r.text();
    expect(r.status, text).toBeLessThan(500);
    expect(text).not.toContain('accesos_modulo');
  });

  it('an unfiltered PATCH as super_admin is refused (400 21000) and changes nothing', async () => {
    const r = await sa.from('usuarios_plataforma').update({ apellido_materno: 'Todos' });
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('21000');
    const { count } = await sa
      .from('usuarios_plataforma')
      .select('id', { count: 'exact', head: true })
      .eq('apellido_materno', 'Todos');
    expect(count).toBe(0);
  });
});
