import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { ANDES, seedModules, seedScale } from '../../scripts/seed-scale.ts';
import { freshDatabase } from '../support/server.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);

it('adds companies, users with platform rows and plans, and overrides on catalogue modules', async () => {
  const before = {
    empresas: await count('select count(*) as n from public.empresas'),
    usuarios: await count('select count(*) as n from public.usuarios_plataforma'),
    overrides: await count('select count(*) as n from public.empleados_override_permisos'),
    conPlan: await count('select count(distinct empresa_id) as n from public.planes_empresa where activo'),
  };
  const r = await seedScale(db, { companies: 20, users: 240 });
  expect(r).toMatchObject({ companies: 20, users: 240 });
  expect(await count('select count(*) as n from public.empresas')).toBe(before.empresas + 20);
  // The auth.users trigger made a platform row for every generated account.
  expect(await count('select count(*) as n from public.usuarios_plataforma')).toBe(before.usuarios + 240);
  expect(r.overrides, 'about one user in twelve gets an override').toBe(20);
  expect(await count('select count(*) as n from public.empleados_override_permisos')).toBe(
    before.overrides + r.overrides,
  );
  expect(
    await count('select count(distinct modulo_id) as n from public.empleados_override_permisos'),
    'the overrides spread over the catalogue modules',
  ).toBeGreaterThan(3);
  // The generator leaves about one company in twenty without a plan, as real data would.
  const conPlan =
    (await count('select count(distinct empresa_id) as n from public.planes_empresa where activo')) - before.conPlan;
  expect(conPlan, 'most generated companies get an active plan').toBeGreaterThanOrEqual(16);
  expect(conPlan).toBeLessThan(20);
});

it('fills the modules of one company: orders in every state with their dates, clients, assets, parts, employees with valid RUTs', async () => {
  const andes = (sql: string) => count(sql.replaceAll(':andes', `'${ANDES}'`));
  const before = {
    ordenes: await andes('select count(*) as n from public.ops_ordenes where empresa_id = :andes'),
    ultimo: await andes('select coalesce(max(numero), 0) as n from public.ops_ordenes where empresa_id = :andes'),
    activos: await andes('select count(*) as n from public.industrial_activos where empresa_id = :andes'),
    repuestos: await andes('select count(*) as n from public.industrial_repuestos where empresa_id = :andes'),
    colaboradores: await andes('select count(*) as n from public.colaboradores where empresa_id = :andes'),
    fichas: await andes('select count(*) as n from public.colaboradores_ficha where empresa_id = :andes'),
  };
  const r = await seedModules(db, { orders: 1000, assets: 30, parts: 40, employees: 120 });
  expect(r).toMatchObject({ company: ANDES, orders: 1000, assets: 30, parts: 40, employees: 120 });
  expect(await andes('select count(*) as n from public.ops_ordenes where empresa_id = :andes')).toBe(
    before.ordenes + 1000,
  );
  expect(await andes('select count(*) as n from public.industrial_activos where empresa_id = :andes')).toBe(
    before.activos + 30,
  );
  expect(await andes('select count(*) as n from public.industrial_repuestos where empresa_id = :andes')).toBe(
    before.repuestos + 40,
  );
  expect(await andes('select count(*) as n from public.colaboradores where empresa_id = :andes')).toBe(
    before.colaboradores + 120,
  );
  // Every employee has a record, with a RUT the module's own check accepts.
  expect(await andes('select count(*) as n from public.colaboradores_ficha where empresa_id = :andes')).toBe(
    before.fichas + 120,
  );
  expect(
    await andes(
      'select count(*) as n from public.colaboradores_ficha where empresa_id = :andes and not private.rut_valido(rut)',
    ),
  ).toBe(0);
  // Every party of the company, the generated clients included, has a valid RUT, unique in it.
  expect(r.clients).toBeGreaterThanOrEqual(20);
  expect(
    await andes(
      'select count(*) as n from public.terceros where empresa_id = :andes and (rut is null or not private.rut_valido(rut))',
    ),
  ).toBe(0);
  // Managers are employees of the same company; nobody manages themselves.
  expect(
    await andes(`select count(*) as n from public.colaboradores c where c.empresa_id = :andes and c.jefe_id is not null
    and not exists (select 1 from public.colaboradores j where j.id = c.jefe_id and j.empresa_id = c.empresa_id)`),
  ).toBe(0);
  expect(r.requests, 'vacation requests for the balances').toBeGreaterThan(60);
  // Axel Skills: each generated employee assessed on the skills their position requires, one in two
  // certified (expiry computed as the trigger computes it).
  expect(r.assessments, 'skill assessments').toBeGreaterThanOrEqual(300);
  expect(r.certifications, 'certifications').toBeGreaterThanOrEqual(55);
  expect(
    await andes(`select count(*) as n from public.skills_certificaciones c join public.skills_tipos_certificacion t on t.id = c.tipo_id
      where c.empresa_id = :andes and c.vence_el is distinct from (c.fecha_obtencion + make_interval(months => t.vigencia_meses))::date`),
  ).toBe(0);

  // Numbers continue the company's, without gaps, and the counter moved past them: the next order
  // created through the trigger gets the next number.
  const numbers = await db.query<{ min: string; max: string; n: string }>(
    `select min(numero) as min, max(numero) as max, count(*) as n from public.ops_ordenes where empresa_id = $1 and numero > $2`,
    [ANDES, before.ultimo],
  );
  expect(numbers.rows[0]).toEqual({ min: String(before.ultimo + 1), max: String(before.ultimo + 1000), n: '1000' });
  const next = await db.query<{ numero: string; estado: string }>(
    `insert into public.ops_ordenes (empresa_id, falla_reportada) values ($1, 'Nueva tras la carga') returning numero, estado`,
    [ANDES],
  );
  expect(next.rows[0]).toEqual({ numero: String(before.ultimo + 1001), estado: 'abierta' });

  // States: about 2% open (what the board shows), the rest closed or cancelled, each with its dates;
  // an assigned state always has a technician of the company.
  const generated = `from public.ops_ordenes where empresa_id = :andes and numero between ${before.ultimo + 1} and ${before.ultimo + 1000}`;
  expect(
    await andes(`select count(*) as n ${generated} and estado in ('abierta', 'asignada', 'en_curso', 'completada')`),
  ).toBe(20);
  expect(
    await andes(
      `select count(*) as n ${generated} and estado = 'cerrada' and (cerrada_en is null or completada_en is null)`,
    ),
  ).toBe(0);
  expect(
    await andes(
      `select count(*) as n ${generated} and estado in ('asignada', 'en_curso', 'completada') and tecnico_id is null`,
    ),
  ).toBe(0);
  expect(await andes(`select count(distinct prioridad) as n ${generated}`)).toBe(4);
  expect(await andes(`select count(distinct tercero_id) as n ${generated}`)).toBeGreaterThanOrEqual(20);
  // The search text the list reads is there (a generated column).
  expect(await andes(`select count(*) as n ${generated} and busqueda like 'ot-%'`)).toBe(1000);
});

it('fills Axel Think: objectives in a tree with key results whose value is their last check-in, KPIs with values, initiatives and reviews', async () => {
  const andes = (sql: string) => count(sql.replaceAll(':andes', `'${ANDES}'`));
  const before = await andes('select count(*) as n from public.think_objetivos where empresa_id = :andes');
  const r = await seedModules(db, { objectives: 50 });
  expect(r.objectives).toBe(50);
  expect(r.checkIns).toBeGreaterThan(0);
  expect(await andes('select count(*) as n from public.think_objetivos where empresa_id = :andes')).toBe(before + 50);
  // Every generated key result's value is its latest check-in's, as the check-in trigger would leave it.
  expect(
    await andes(`select count(*) as n from public.think_resultados_clave r where r.empresa_id = :andes and r.titulo like 'Resultado clave %'
      and r.actual <> (select c.valor from public.think_checkins c where c.resultado_id = r.id order by c.fecha desc limit 1)`),
  ).toBe(0);
  // Parents are objectives of the same company, and the views roll progress up over them.
  expect(
    await andes(`select count(*) as n from public.think_objetivos o where o.empresa_id = :andes and o.padre_id is not null
      and not exists (select 1 from public.think_objetivos p where p.id = o.padre_id and p.empresa_id = o.empresa_id)`),
  ).toBe(0);
  expect(await andes(`select count(*) as n from public.think_avance_objetivos where progreso > 0`)).toBeGreaterThan(0);
  expect(
    await andes(`select count(*) as n from public.think_kpi_valores v join public.think_kpis k on k.id = v.kpi_id
      where k.empresa_id = :andes and k.nombre like 'Indicador %'`),
  ).toBe(5 * 24);
  expect(await andes(`select count(*) as n from public.think_iniciativas where nombre like 'Iniciativa %'`)).toBe(10);
  expect(
    await andes(`select count(*) as n from public.think_revisiones where titulo ~ '^Revisión mensual [0-9]+$'`),
  ).toBe(12);
  expect(await andes(`select count(*) as n from public.think_revision_puntos where texto like 'Punto %'`)).toBe(48);
});
