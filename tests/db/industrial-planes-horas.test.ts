/**
 * Preventive plans triggered by a meter (issue 39, migration 20261128034351_industrial_planes_horas.sql):
 * a plan runs every N days or every N hours of its asset's `horas_marcha` readings; the view
 * `industrial_planes_horas` gives the hours since the last execution and whether the plan is due; the
 * scheduled check tells people about due meter plans once per execution and keeps day plans as they were.
 * Each test runs in a transaction that is rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, moduleIds, statementFailure, USERS } from './support.ts';

let db: Database;
let predictive: string;
beforeAll(async () => {
  db = await freshDatabase();
  predictive = (await moduleIds(db)).predictive;
});
afterAll(async () => {
  await db?.close();
});

/** Runs as the database (no role, no claims) inside the same transaction, then back as `who`. */
async function asDb<T>(tx: Queryable, who: keyof typeof USERS, fn: () => Promise<T>): Promise<T> {
  await tx.exec('reset role');
  await tx.query(`select set_config('request.jwt.claims', '', true)`);
  const out = await fn();
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: USERS[who], role: 'authenticated' }),
  ]);
  await tx.exec('set local role authenticated');
  return out;
}

/** An Andes asset with no meter readings (whatever the demo gave it is removed in this transaction). */
async function bareAsset(tx: Queryable, who: keyof typeof USERS): Promise<string> {
  const id = (await tx.query<{ id: string }>(`select id from public.industrial_activos order by codigo limit 1`))
    .rows[0].id;
  await asDb(tx, who, () => tx.query(`delete from public.predictive_lecturas where activo_id = $1`, [id]));
  return id;
}

const reading = (tx: Queryable, asset: string, valor: number, ago: string) =>
  tx.query(
    `insert into public.predictive_lecturas (activo_id, variable, unidad, valor, medido_en)
     values ($1, 'horas_marcha', 'h', $2, now() - $3::interval)`,
    [asset, valor, ago],
  );

interface Hours {
  horas_base: number | null;
  horas_actuales: number | null;
  horas_desde: number | null;
  horas_restantes: number | null;
  estado: string;
}
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const hoursOf = async (tx: Queryable, plan: string): Promise<Hours | undefined> => {
  const row = (
    await tx.query<Hours>(
      `select horas_base, horas_actuales, horas_desde, horas_restantes, estado
       from public.industrial_planes_horas where plan_id = $1`,
      [plan],
    )
  ).rows[0];
  if (!row) return undefined;
  return {
    horas_base: num(row.horas_base),
    horas_actuales: num(row.horas_actuales),
    horas_desde: num(row.horas_desde),
    horas_restantes: num(row.horas_restantes),
    estado: row.estado,
  };
};

const meterPlan = async (tx: Queryable, asset: string, hours = 250) =>
  (
    await tx.query<{ id: string; proxima_fecha: string | null }>(
      `insert into public.industrial_planes (activo_id, nombre, frecuencia_horas, fecha_inicio)
       values ($1, 'Cambio de aceite por horas', $2, private.hoy_chile() - 10) returning id, proxima_fecha`,
      [asset, hours],
    )
  ).rows[0];

const meterNotices = (tx: Queryable, hours: number) =>
  tx.query<{ usuario_id: string; titulo: string; texto: string }>(
    `select usuario_id, titulo, texto from public.notificaciones
     where tipo = 'plan_preventivo' and titulo like 'Mantención preventiva vencida por horas%' and texto like $1
     order by usuario_id`,
    [`%(cada ${hours})%`],
  );

describe('a preventive plan every N hours of its meter', () => {
  it('is due once the readings pass N hours since the start, not before, and tells people once', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const asset = await bareAsset(tx, 'adminAndes');
      const plan = await meterPlan(tx, asset);
      expect(plan.proxima_fecha).toBeNull();
      expect(await hoursOf(tx, plan.id)).toMatchObject({ estado: 'sin_lecturas', horas_desde: null });

      await reading(tx, asset, 990, '12 days'); // before the start: the baseline only if nothing follows
      await reading(tx, asset, 1000, '9 days');
      await reading(tx, asset, 1249.5, '2 hours');
      expect(await hoursOf(tx, plan.id)).toEqual({
        horas_base: 1000,
        horas_actuales: 1249.5,
        horas_desde: 249.5,
        horas_restantes: 0.5,
        estado: 'al_dia',
      });
      const n0 = await asDb(tx, 'adminAndes', async () => {
        await tx.query('select private.revisar_planes_preventivos()');
        return (await meterNotices(tx, 250)).rows;
      });
      expect(n0).toEqual([]);

      await reading(tx, asset, 1250, '1 hour');
      expect(await hoursOf(tx, plan.id)).toMatchObject({ horas_desde: 250, horas_restantes: 0, estado: 'vencido' });
      const notices = await asDb(tx, 'adminAndes', async () => {
        await tx.query('select private.revisar_planes_preventivos()');
        await tx.query('select private.revisar_planes_preventivos()');
        return (await meterNotices(tx, 250)).rows;
      });
      // The creator is an admin: one notice, once.
      expect(notices).toEqual([
        {
          usuario_id: USERS.adminAndes,
          titulo: 'Mantención preventiva vencida por horas de marcha: Cambio de aceite por horas',
          texto: expect.stringMatching(/^Equipo: .+\. 250 horas de marcha desde la última vez \(cada 250\)\./),
        },
      ]);

      // Executed with the meter value given: no hours since. A later execution day alone forgets that
      // value (the baseline becomes the first reading at/after that day: none yet).
      await tx.query(
        `update public.industrial_planes set ultima_ejecucion = private.hoy_chile() - 1, horas_ultima_ejecucion = 1250 where id = $1`,
        [plan.id],
      );
      expect(await hoursOf(tx, plan.id)).toMatchObject({ horas_base: 1250, horas_desde: 0, estado: 'al_dia' });
      await tx.query(`update public.industrial_planes set ultima_ejecucion = private.hoy_chile() + 1 where id = $1`, [
        plan.id,
      ]);
      const after = await tx.query<{ h: number | null }>(
        `select horas_ultima_ejecucion as h from public.industrial_planes where id = $1`,
        [plan.id],
      );
      expect(after.rows[0].h).toBeNull();
      // Nothing at/after that day: the last reading before it is the baseline.
      expect(await hoursOf(tx, plan.id)).toMatchObject({ horas_base: 1250, horas_desde: 0, estado: 'al_dia' });
    });
  });

  it('a day plan behaves as before: its next date, its notice, and no row in the hours view', async () => {
    await asActor(db, 'ana', async (tx) => {
      const asset = await bareAsset(tx, 'ana');
      const plan = (
        await tx.query<{ id: string; due: string }>(
          `insert into public.industrial_planes (activo_id, nombre, frecuencia_dias, fecha_inicio)
           values ($1, 'Lubricación', 30, private.hoy_chile() - 25)
           returning id, (proxima_fecha = private.hoy_chile() + 5)::text as due`,
          [asset],
        )
      ).rows[0];
      expect(plan.due).toBe('true');
      expect(await hoursOf(tx, plan.id)).toBeUndefined();
      const titles = await asDb(tx, 'ana', async () => {
        await tx.query('select private.revisar_planes_preventivos()');
        return (
          await tx.query<{ titulo: string }>(
            `select titulo from public.notificaciones where tipo = 'plan_preventivo' and titulo like $1`,
            ['%: Lubricación'],
          )
        ).rows;
      });
      expect(titles).toHaveLength(2); // ana (the creator) and Andes' admin
      expect(titles[0].titulo).toMatch(/^Mantención preventiva el \d\d-\d\d-\d{4}: Lubricación$/);
    });
  });

  it('refuses a plan with no trigger, with both, or with a bad number of hours', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const asset = await bareAsset(tx, 'adminAndes');
      const insert = `insert into public.industrial_planes (activo_id, nombre, frecuencia_dias, frecuencia_horas, horas_ultima_ejecucion)
                      values ($1, 'X', $2, $3, $4)`;
      for (const [dias, horas, base, constraint] of [
        [null, null, null, 'industrial_planes_disparo_check'],
        [30, 250, null, 'industrial_planes_disparo_check'],
        [null, 0, null, 'industrial_planes_frecuencia_horas_check'],
        [null, 1_000_001, null, 'industrial_planes_frecuencia_horas_check'],
        [null, 250, -1, 'industrial_planes_horas_ultima_check'],
      ] as const) {
        const failure = await statementFailure(tx, insert, [asset, dias, horas, base]);
        expect(failure?.code).toBe('23514');
        expect(failure?.message).toContain(constraint);
      }
    });
  });

  it('without Predictive (or without readings) a meter plan is "sin lecturas" and not due', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const asset = await bareAsset(tx, 'adminAndes');
      const plan = await meterPlan(tx, asset, 100);
      await reading(tx, asset, 0, '9 days');
      await reading(tx, asset, 500, '1 hour');
      expect((await hoursOf(tx, plan.id))?.estado).toBe('vencido');
      await asDb(tx, 'adminAndes', () =>
        tx.query(
          'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)',
          [USERS.adminAndes, predictive],
        ),
      );
      expect(await hoursOf(tx, plan.id)).toMatchObject({ estado: 'sin_lecturas', horas_desde: null });
    });
  });

  it('is read by the company only: another company sees nothing, anon may not read', async () => {
    const plan = await asActor(db, 'adminAndes', async (tx) => {
      const asset = await bareAsset(tx, 'adminAndes');
      const id = (await meterPlan(tx, asset)).id;
      await tx.exec('set local role authenticated');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: USERS.adminPacifico, role: 'authenticated' }),
      ]);
      return {
        id,
        seen: (await tx.query('select 1 from public.industrial_planes_horas where plan_id = $1', [id])).rows,
      };
    });
    expect(plan.seen).toEqual([]);
    await asActor(db, 'anon', async (tx) => {
      expect((await statementFailure(tx, 'select * from public.industrial_planes_horas'))?.code).toBe('42501');
    });
  });
});
