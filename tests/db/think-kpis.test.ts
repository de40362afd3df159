/**
 * Axel Think's KPIs (issue 38, item 2; 20261128003458_think_indicadores.sql): the traffic light's one
 * rule in both directions, the live sources computed under the viewer's row-level security (null, not
 * zero, without the source's module; only the viewer's company), and the values a KPI refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, moduleIds, selectAs, statementFailure, USERS } from './support.ts';

let db: Database;
let mod: Record<string, string>;

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
});
afterAll(async () => {
  await db?.close();
});

const SOURCES = [
  'ordenes_abiertas',
  'tiempo_cierre_ordenes',
  'cuentas_por_cobrar_vencidas',
  'ventas_ganadas_mes',
  'dotacion',
  'ausentismo_mes',
  'proyectos_atrasados',
];

const sourceValues = (tx: Queryable) =>
  tx
    .query<{ fuente: string; valor: string | null }>(
      `select f as fuente, public.think_fuente_valor(f)::text as valor from unnest($1::text[]) f`,
      [SOURCES],
    )
    .then((r) => Object.fromEntries(r.rows.map((x) => [x.fuente, x.valor === null ? null : Number(x.valor)])));

describe('the traffic light', () => {
  it('is green from the green threshold, red beyond the red one, yellow between, in either direction', async () => {
    const rows = await db.query<{ s: string | null }>(
      `select private.think_semaforo(v, sentido, verde, rojo) as s from (values
        (95::numeric, 'mayor_mejor', 93::numeric, 88::numeric), (90, 'mayor_mejor', 93, 88), (87, 'mayor_mejor', 93, 88),
        (88, 'mayor_mejor', 93, 88), (3, 'menor_mejor', 5, 10), (7, 'menor_mejor', 5, 10), (11, 'menor_mejor', 5, 10),
        (10, 'menor_mejor', 5, 10), (null, 'menor_mejor', 5, 10)) t(v, sentido, verde, rojo)`,
    );
    expect(rows.rows.map((r) => r.s)).toEqual([
      'verde',
      'amarillo',
      'rojo',
      'amarillo',
      'verde',
      'amarillo',
      'rojo',
      'amarillo',
      null,
    ]);
  });

  it('gives each KPI its latest value and light; thresholds against the direction are refused', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const kpi = (
        await tx.query<{ id: string }>(
          `insert into public.think_kpis (nombre, sentido, meta, umbral_verde, umbral_rojo) values ('Disponibilidad', 'mayor_mejor', 95, 93, 88) returning id`,
        )
      ).rows[0].id;
      await tx.query(
        `insert into public.think_kpi_valores (kpi_id, fecha, valor) values ($1, private.hoy_chile() - 30, 96), ($1, private.hoy_chile(), 87)`,
        [kpi],
      );
      const now = await tx.query<{ valor: string; semaforo: string }>(
        'select valor::text, semaforo from public.think_kpis_actual where kpi_id = $1',
        [kpi],
      );
      expect(now.rows).toEqual([{ valor: '87.0000', semaforo: 'rojo' }]);
      const wrong = await statementFailure(
        tx,
        `insert into public.think_kpis (nombre, sentido, meta, umbral_verde, umbral_rojo) values ('X', 'menor_mejor', 1, 10, 5)`,
      );
      expect(wrong?.code).toBe('23514');
      const future = await statementFailure(
        tx,
        'insert into public.think_kpi_valores (kpi_id, fecha, valor) values ($1, private.hoy_chile() + 1, 1)',
        [kpi],
      );
      expect(future?.message).toBe('La fecha del valor no puede ser futura');
    });
  });
});

describe('live sources under the viewer’s row-level security', () => {
  it('the company admin gets every source of Industrias Andes, counted as she may read it', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const values = await sourceValues(tx);
      for (const s of SOURCES) expect(values[s], s).not.toBeNull();
      const open = await tx.query<{ n: string }>(
        `select count(*)::text as n from public.ops_ordenes where estado in ('abierta', 'asignada', 'en_curso')`,
      );
      expect(values.ordenes_abiertas).toBe(Number(open.rows[0].n));
      expect(values.ordenes_abiertas).toBeGreaterThan(0);
      const staff = await tx.query<{ n: string }>(
        `select count(*)::text as n from public.colaboradores where estado = 'activo'`,
      );
      expect(values.dotacion).toBe(Number(staff.rows[0].n));
      // A live KPI refuses values by hand.
      const live = (
        await tx.query<{ id: string }>(
          `insert into public.think_kpis (nombre, sentido, meta, umbral_verde, umbral_rojo, fuente) values ('OT', 'menor_mejor', 1, 5, 10, 'ordenes_abiertas') returning id`,
        )
      ).rows[0].id;
      const manual = await statementFailure(
        tx,
        'insert into public.think_kpi_valores (kpi_id, fecha, valor) values ($1, private.hoy_chile(), 1)',
        [live],
      );
      expect(manual?.message).toMatch(/no recibe valores a mano/);
      expect((await statementFailure(tx, `select public.think_fuente_valor('inventada')`))?.code).toBe('22023');
    });
  });

  it('a viewer denied a module sees that source as null, never as zero, and never its rows', async () => {
    // Ana's seed override denies Finance; deny her Ops too, inside the transaction.
    await asActor(db, 'ana', async (tx) => {
      await tx.exec('reset role');
      await tx.query(
        `insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)
         on conflict (empleado_id, modulo_id) do update set puede_acceder = false`,
        [USERS.ana, mod.ops],
      );
      await tx.exec('set local role authenticated');
      const values = await sourceValues(tx);
      expect(values.ordenes_abiertas).toBeNull();
      expect(values.tiempo_cierre_ordenes).toBeNull();
      expect(values.cuentas_por_cobrar_vencidas).toBeNull();
      expect(values.dotacion).not.toBeNull();
      const lights = await tx.query<{ nombre: string; valor: string | null; semaforo: string | null }>(
        `select k.nombre, a.valor::text, a.semaforo from public.think_kpis k join public.think_kpis_actual a on a.kpi_id = k.id
         where k.fuente in ('ordenes_abiertas', 'cuentas_por_cobrar_vencidas') order by k.nombre`,
      );
      expect(lights.rows).toEqual([
        { nombre: 'Cuentas por cobrar vencidas', valor: null, semaforo: null },
        { nombre: 'Órdenes de trabajo abiertas', valor: null, semaforo: null },
      ]);
    });
  });

  it('another company sees none of Andes: its KPIs are invisible and a source counts only its own rows', async () => {
    const kpis = await selectAs(db, 'adminPacifico', 'select id from public.think_kpis');
    expect(kpis).toEqual([]);
    const values = await asActor(db, 'adminPacifico', (tx) => sourceValues(tx));
    // Pacífico's plan (basico) has no Ops nor Projects: null; its own staff only.
    expect(values.ordenes_abiertas).toBeNull();
    expect(values.proyectos_atrasados).toBeNull();
    const own = await selectAs<{ n: string }>(
      db,
      'adminPacifico',
      `select count(*)::text as n from public.colaboradores where estado = 'activo'`,
    );
    expect(values.dotacion).toBe(Number(own[0].n));
    const andes = await selectAs<{ n: string }>(
      db,
      'adminAndes',
      `select count(*)::text as n from public.colaboradores where estado = 'activo'`,
    );
    expect(values.dotacion).not.toBe(Number(andes[0].n));
    const anon = await asActor(db, 'anon', (tx) =>
      statementFailure(tx, `select public.think_fuente_valor('dotacion')`),
    );
    expect(anon?.code).toBe('42501');
  });

  it('the demo has fifteen KPIs, seven of them live with a year of readings, and a year of monthly values for the others', async () => {
    const r = await selectAs<{
      kpis: string;
      vivos: string;
      valores: string;
      con_historial: string;
      lecturas_minimas: string;
    }>(
      db,
      'adminAndes',
      `select (select count(*) from public.think_kpis where creado_por is null)::text as kpis,
        (select count(*) from public.think_kpis where fuente is not null and creado_por is null)::text as vivos,
        (select count(*) from public.think_kpi_valores v join public.think_kpis k on k.id = v.kpi_id where k.creado_por is null)::text as valores,
        (select count(distinct l.kpi_id) from public.think_kpi_lecturas l join public.think_kpis k on k.id = l.kpi_id
          where k.creado_por is null)::text as con_historial,
        (select min(n) from (select count(*) as n from public.think_kpi_lecturas group by kpi_id) x)::text as lecturas_minimas`,
    );
    expect(r[0]).toEqual({ kpis: '15', vivos: '7', valores: '96', con_historial: '7', lecturas_minimas: '12' });
  });
});
