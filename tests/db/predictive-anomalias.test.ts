/**
 * Axel Predictive's anomaly rules in the database (issue 39, migration
 * 20261128091253_predictive_alertas_en_servidor.sql): the method against Montgomery's worked example
 * and planted synthetic series (these tests moved here with the rules from the browser); the alerts
 * stored once when readings arrive, by the scheduled check and on demand, the notice to the people
 * who should act, the run's record, who may run and read what; and, on PostgreSQL 15, two runs at once
 * store each alert once and tell each person once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../server/db/postgres.ts';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, statementFailure, USERS } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

interface Found {
  indice: number;
  regla: string;
  valor: number;
  banda_baja: number;
  banda_alta: number;
  estadistico: number;
  desde: number | null;
}
const asFound = (r: Record<string, unknown>): Found => ({
  indice: Number(r.indice),
  regla: String(r.regla),
  valor: Number(r.valor),
  banda_baja: Number(r.banda_baja),
  banda_alta: Number(r.banda_alta),
  estadistico: Number(r.estadistico),
  desde: r.desde == null ? null : Number(r.desde),
});

async function rows(sql: string, params: unknown[] = []): Promise<Found[]> {
  return (await db.query<Record<string, unknown>>(sql, params)).rows.map(asFound);
}

// Montgomery, Introduction to Statistical Quality Control, Example 9.1 (Table 9.1): 30 readings, the
// first 20 from N(10, 1), the last 10 from N(11, 1). The tabular CUSUM with K = 0.5, H = 5 first
// exceeds H at reading 29 with C+ = 5.28, the upward run having begun after reading 22.
const MONTGOMERY = [
  9.45, 7.99, 9.29, 11.66, 12.16, 10.18, 8.04, 11.46, 9.2, 10.34, 9.03, 11.47, 10.51, 9.4, 10.08, 9.37, 10.62, 10.31,
  8.52, 10.84, 10.9, 9.33, 12.29, 11.5, 10.6, 11.08, 10.38, 11.62, 11.31, 10.52,
];

/** Seeded normal readings (mulberry32 and Box-Muller): the same series on every run. */
function normalSeries(n: number, mean: number, sd: number, seed: number): number[] {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };
  return Array.from(
    { length: n },
    () => mean + sd * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()),
  );
}

describe("the rules: Montgomery's worked example", () => {
  it('the tabular CUSUM signals at reading 29 with C+ = 5.28, the shift dated after reading 22', async () => {
    const [alert] = await rows('select * from private.predictive_cusum($1::float8[], 10, 1)', [MONTGOMERY]);
    expect(alert.indice).toBe(29);
    expect(alert.estadistico).toBeCloseTo(5.28, 2);
    expect(alert.desde).toBe(23);
  });

  it("the EWMA's limits widen to the steady ±L σ √(λ / (2 − λ)) (λ = 0.1, L = 2.7: 9.38 and 10.62)", async () => {
    const alerts = await rows('select * from private.predictive_ewma($1::float8[], 10, 1, 0.1, 2.7)', [MONTGOMERY]);
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0].indice).toBeGreaterThan(20); // nothing while the process is in control
    expect(alerts.at(-1)!.banda_alta).toBeCloseTo(10.62, 2);
    expect(alerts.at(-1)!.banda_baja).toBeCloseTo(9.38, 2);
  });
});

describe('the rules: robust statistics', () => {
  it('σ by 1.4826 MAD ignores a wild reading; no spread or too few readings give no baseline', async () => {
    const base = async (values: number[]) =>
      (
        await db.query<{ centro: number | null; sigma: number | null }>(
          'select centro, sigma from private.predictive_linea_base($1::float8[], 30)',
          [values],
        )
      ).rows[0];
    const calm = [10, 11, 9, 10, 12, 8, 10, 11, 9, 10];
    expect(Number((await base([...calm, 500])).sigma)).toBeCloseTo(Number((await base(calm)).sigma), 0);
    expect(await base([5, 5, 5, 5, 5, 5])).toEqual({ centro: null, sigma: null });
    expect(await base([1, 2])).toEqual({ centro: null, sigma: null });
  });

  it('the robust z alert says its value and band; a long series does not underflow the EWMA', async () => {
    const series = [...normalSeries(40, 50, 2, 3), 80];
    const last = (await rows('select * from private.predictive_z_robusto($1::float8[])', [series])).at(-1)!;
    expect(last.indice).toBe(41);
    expect(last.valor).toBe(80);
    expect(last.banda_alta).toBeLessThan(80);
    expect(last.banda_baja).toBeLessThan(50);
    expect(last.estadistico).toBeGreaterThan(3.5);
    // (1 − λ)^(2k) would underflow past ~1,700 readings: the limits simply stay steady.
    const long = normalSeries(2500, 50, 2, 9);
    const { rows: n } = await db.query<{ n: string }>(
      'select count(*)::text as n from private.predictive_ewma($1::float8[], 50, 2)',
      [long],
    );
    expect(Number(n[0].n)).toBeLessThan(25);
  });
});

describe('the rules: planted anomalies on synthetic years of daily readings', () => {
  // 40 years of N(50, 2) (seeds 1 to 40); each gets five spikes of ±4 to ±6 σ and a level shift
  // of +1.5 σ from day 300. Recall: a spike found on its day, a shift within 14 days. A false alarm:
  // an alert on a day with no planted anomaly before the shift. Indices here are 0-based days.
  const spikes = [60, 120, 175, 220, 270];
  const sizes = [12, -10, 9, 11, -8];
  const shiftAt = 300;
  const years = Array.from({ length: 40 }, (_, k) => {
    const series = normalSeries(365, 50, 2, k + 1).map((v, i) => (i >= shiftAt ? v + 3 : v));
    spikes.forEach((day, j) => (series[day] += sizes[j]));
    return series;
  });
  const normalDays = years.length * (shiftAt - spikes.length);
  let found: { year: number; day: number; regla: string }[] = [];
  beforeAll(async () => {
    const { rows: all } = await db.query<{ k: string; indice: number; regla: string }>(
      `select y.k::text as k, d.indice, d.regla
       from jsonb_array_elements($1::jsonb) with ordinality y (serie, k)
       cross join lateral private.predictive_detectar(
         array(select v::float8 from jsonb_array_elements_text(y.serie) v)) d`,
      [JSON.stringify(years)],
    );
    found = all.map((r) => ({ year: Number(r.k) - 1, day: Number(r.indice) - 1, regla: r.regla }));
  });

  function measure(rules: string[]) {
    let spikesFound = 0;
    let shiftsFound = 0;
    let falseAlarms = 0;
    years.forEach((_, year) => {
      const days = found.filter((f) => f.year === year && rules.includes(f.regla)).map((f) => f.day);
      spikesFound += spikes.filter((d) => days.includes(d)).length;
      if (days.some((d) => d >= shiftAt && d < shiftAt + 14)) shiftsFound++;
      falseAlarms += days.filter((d) => d < shiftAt && !spikes.includes(d)).length;
    });
    return {
      spikeRecall: spikesFound / (years.length * spikes.length),
      shiftRecall: shiftsFound / years.length,
      falseAlarmsPer1000: (1000 * falseAlarms) / normalDays,
    };
  }

  // Measured (docs/predictive.md): z robusto 88.5 % of spikes, 5.5 false alarms per 1,000 normal
  // readings; CUSUM and EWMA 100 % of the shifts within 14 days, 7.5 and 6.9 per 1,000; all together
  // 90 % of spikes, 100 % of shifts, 19.9 per 1,000.
  it('the robust z finds the spikes; the CUSUM and the EWMA the shift; all together what the product runs', () => {
    const z = measure(['z-robusto']);
    expect(z.spikeRecall).toBeGreaterThanOrEqual(0.85);
    expect(z.falseAlarmsPer1000).toBeLessThan(7);
    const cusum = measure(['cambio-nivel']);
    expect(cusum.shiftRecall).toBeGreaterThanOrEqual(0.9);
    expect(cusum.falseAlarmsPer1000).toBeLessThan(10);
    const ewma = measure(['ewma']);
    expect(ewma.shiftRecall).toBeGreaterThanOrEqual(0.8);
    expect(ewma.falseAlarmsPer1000).toBeLessThan(10);
    const all = measure(['z-robusto', 'ewma', 'cambio-nivel']);
    expect(all.spikeRecall).toBeGreaterThanOrEqual(0.85);
    expect(all.shiftRecall).toBeGreaterThanOrEqual(0.9);
    expect(all.falseAlarmsPer1000).toBeLessThan(25);
  });
});

/** Acts as another user inside the same transaction (or as the database itself: 'db'). */
async function become(tx: Queryable, who: keyof typeof USERS | 'db' | 'anon') {
  await tx.exec('reset role');
  if (who === 'db') {
    await tx.query(`select set_config('request.jwt.claims', '', true)`);
    return;
  }
  const claims = who === 'anon' ? { role: 'anon' } : { sub: USERS[who], role: 'authenticated' };
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
  await tx.exec(`set local role ${who === 'anon' ? 'anon' : 'authenticated'}`);
}

const assetId = async (tx: Queryable, codigo: string) =>
  (
    await tx.query<{ id: string }>(`select id from public.industrial_activos where empresa_id = $1 and codigo = $2`, [
      COMPANIES.andes,
      codigo,
    ])
  ).rows[0].id;

const count = async (tx: Queryable, sql: string, params: unknown[] = []) =>
  Number((await tx.query<{ n: string }>(`select count(*)::text as n from (${sql}) q`, params)).rows[0].n);

describe('alerts stored in the database', () => {
  it("the demo's readings already have their alerts: the planted spike and shift, and little else", async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const spike = await assetId(tx, 'PL-1-L2-E04');
      const shifted = await assetId(tx, 'PL-2-L2-E02');
      const { rows: found } = await tx.query<{
        activo_id: string;
        regla: string;
        dias: string;
        desde_dias: string | null;
      }>(
        // The seed writes day d's reading at 08:00 Chile on current_date - d: the days back are that
        // date's distance, not elapsed time rounded (which read 21 after 23:00 UTC in Chile's summer).
        `select activo_id, regla, (current_date - (medido_en at time zone 'America/Santiago')::date)::float8 as dias,
           round(extract(epoch from now() - desde) / 86400)::float8 as desde_dias
         from public.predictive_alertas`,
      );
      const alerts = found.map((a) => ({ ...a, dias: Number(a.dias), desde_dias: Number(a.desde_dias) }));
      expect(alerts.filter((a) => a.activo_id === spike && a.regla === 'z-robusto').map((a) => a.dias)).toContain(20);
      const shift = alerts.filter((a) => a.activo_id === shifted && a.regla === 'cambio-nivel');
      expect(shift.length).toBeGreaterThan(0);
      expect(Math.abs(shift[0].desde_dias! - 40)).toBeLessThanOrEqual(7);
      expect(alerts.filter((a) => a.activo_id !== spike && a.activo_id !== shifted).length).toBeLessThanOrEqual(10);
      // The run is recorded, and every user of Predictive of the company reads it.
      await become(tx, 'ana');
      expect(await count(tx, 'select 1 from public.predictive_revisiones')).toBe(1);
    });
  });

  it('a reading that arrives is read at once: its alert stored once, the admins told once, not the author', async () => {
    await asActor(db, 'ana', async (tx) => {
      const asset = await assetId(tx, 'PL-1-L1-E01');
      const before = await count(tx, 'select 1 from public.predictive_alertas');
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.predictive_lecturas (activo_id, variable, unidad, valor, medido_en)
         values ($1, 'temperatura', '°C', 140, now() - interval '1 hour') returning id`,
        [asset],
      );
      const stored = (
        await tx.query<{ regla: string; valor: number }>(
          'select regla, valor from public.predictive_alertas where lectura_id = $1 order by regla',
          [rows[0].id],
        )
      ).rows;
      expect(stored.map((a) => a.regla)).toContain('z-robusto');
      expect(Number(stored[0].valor)).toBe(140);
      const run = (
        await tx.query(
          'select origen, series::text, lecturas::text, alertas_nuevas::text from public.predictive_revisiones',
        )
      ).rows[0];
      expect(run).toEqual({ origen: 'lecturas', series: '1', lecturas: '1', alertas_nuevas: String(stored.length) });

      await become(tx, 'db');
      const notices = (
        await tx.query<{ usuario_id: string; titulo: string; texto: string; enlace: string }>(
          `select usuario_id, titulo, texto, enlace from public.notificaciones where tipo = 'alerta_anomalia' and creada_en = now()`,
        )
      ).rows;
      expect(notices.map((n) => n.usuario_id)).toContain(USERS.adminAndes);
      expect(notices.map((n) => n.usuario_id)).not.toContain(USERS.ana);
      expect(notices.find((n) => n.usuario_id === USERS.adminAndes)).toMatchObject({
        titulo: expect.stringMatching(/^Anomalía en PL-1-L1-E01 · .+ \(temperatura\)$/),
        texto: expect.stringMatching(
          /^\d+ alertas? nuevas? en las lecturas de temperatura de PL-1-L1-E01 · .+: .*valor atípico/,
        ),
        enlace: '/axel-predictive/alertas',
      });
      // Again, by the scheduled check and by hand: nothing new stored, nobody told twice.
      const checks = JSON.parse(
        (await tx.query<{ r: string }>('select private.ejecutar_revisiones()::text as r')).rows[0].r,
      ) as Record<string, number>;
      expect(checks.alerta_anomalia).toBe(0);
      expect(Object.keys(checks).sort()).toEqual(
        [
          'alerta_anomalia',
          'certificacion_por_vencer',
          'crm_actividad_hoy',
          'factura_vencida',
          'plan_preventivo',
          'think_checkin_pendiente',
        ].sort(),
      );
      await become(tx, 'ana');
      const manual = JSON.parse(
        (await tx.query<{ r: string }>('select public.predictive_revisar_alertas()::text as r')).rows[0].r,
      ) as Record<string, unknown>;
      expect(manual).toMatchObject({ origen: 'manual', alertas_nuevas: 0, series: 10 });
      expect(await count(tx, 'select 1 from public.predictive_alertas')).toBe(before + stored.length);
      await become(tx, 'db');
      expect(
        await count(tx, `select 1 from public.notificaciones where tipo = 'alerta_anomalia' and creada_en = now()`),
      ).toBe(notices.length);
    });
  });

  it('the scheduled check reads readings changed since the last run, and tells', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const asset = await assetId(tx, 'PL-3-L1-E03');
      await become(tx, 'db');
      // A reading edited after the run (its value typed wrong), the arrival trigger not involved.
      const { rows } = await tx.query<{ id: string }>(
        `update public.predictive_lecturas set valor = valor - 40
         where id = (select id from public.predictive_lecturas where activo_id = $1 and variable = 'temperatura'
                     order by medido_en desc limit 1 offset 3) returning id`,
        [asset],
      );
      const checks = JSON.parse(
        (await tx.query<{ r: string }>('select private.ejecutar_revisiones()::text as r')).rows[0].r,
      ) as Record<string, number>;
      expect(checks.alerta_anomalia).toBeGreaterThanOrEqual(1);
      expect(
        await count(tx, `select 1 from public.predictive_alertas where lectura_id = $1`, [rows[0].id]),
      ).toBeGreaterThan(0);
      expect(
        (await tx.query(`select origen from public.predictive_revisiones where empresa_id = $1`, [COMPANIES.andes]))
          .rows,
      ).toEqual([{ origen: 'revision' }]);
    });
  });

  it('who may: users of Predictive run and read their company only; not the API, not anon', async () => {
    await asActor(db, 'ana', async (tx) => {
      // Alerts are the database's: nobody inserts one through the API, and the run's record is read-only.
      const reading = (await tx.query<{ id: string }>('select id from public.predictive_lecturas limit 1')).rows[0].id;
      const code = async (sql: string, params: unknown[] = []) => (await statementFailure(tx, sql, params))?.code;
      expect(
        await code(
          `insert into public.predictive_alertas (lectura_id, regla, banda_baja, banda_alta, estadistico)
           values ($1, 'ewma', 1, 2, 3)`,
          [reading],
        ),
      ).toBe('42501');
      expect(await code(`update public.predictive_revisiones set alertas_nuevas = 99`)).toBe('42501');
      expect(await code(`delete from public.predictive_revisiones`)).toBe('42501');
      expect(await code(`select private.predictive_revisar($1, 'manual')`, [COMPANIES.andes])).toBe('42501');
      // Another company's admin sees none of Andes' runs or alerts, and runs only their own company.
      await become(tx, 'adminPacifico');
      expect(
        await count(tx, 'select 1 from public.predictive_revisiones where empresa_id = $1', [COMPANIES.andes]),
      ).toBe(0);
      expect(await count(tx, 'select 1 from public.predictive_alertas where empresa_id = $1', [COMPANIES.andes])).toBe(
        0,
      );
      await become(tx, 'anon');
      expect(await code('select public.predictive_revisar_alertas()')).toBe('42501');
      expect(await code('select * from public.predictive_revisiones')).toBe('42501');
    });
  });

  it('a user without Predictive may not run the rules (42501)', async () => {
    await asActor(db, 'ana', async (tx) => {
      await become(tx, 'db');
      const predictive = (
        await tx.query<{ id: string }>(`select id from public.modulos_disponibles where clave = 'predictive'`)
      ).rows[0].id;
      await tx.query(
        'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)',
        [USERS.ana, predictive],
      );
      await become(tx, 'ana');
      expect((await statementFailure(tx, 'select public.predictive_revisar_alertas()'))?.code).toBe('42501');
      expect(await count(tx, 'select 1 from public.predictive_revisiones')).toBe(0);
    });
  });
});

describe('two runs at once', () => {
  it('store each alert once and tell each person once (PostgreSQL 15: two connections)', async () => {
    if (!(db instanceof PostgresDatabase)) return; // PGlite has one connection: nothing runs at once.
    const url = String((db.pool as unknown as { options: { connectionString: string } }).options.connectionString);
    const parallel = await PostgresDatabase.open(url, 4);
    try {
      const asset = (
        await db.query<{ id: string }>(
          `select id from public.industrial_activos where empresa_id = $1 and codigo = 'PL-3-L2-E06'`,
          [COMPANIES.andes],
        )
      ).rows[0].id;
      // New readings written without the arrival trigger, so that the runs below find them new.
      await db.transaction(async (tx) => {
        await tx.query(`select set_config('axel.predictive_revisar', 'despues', true)`);
        await tx.query(
          `insert into public.predictive_lecturas (empresa_id, activo_id, variable, unidad, valor, medido_en)
           select $1, $2, 'temperatura', '°C', v, now() - (d || ' hours')::interval
           from (values (1, 150.0), (2, -40.0), (3, 160.0)) x (d, v)`,
          [COMPANIES.andes, asset],
        );
      });
      const before = await count(db, 'select 1 from public.predictive_alertas');
      const noticesBefore = await count(db, `select 1 from public.notificaciones where tipo = 'alerta_anomalia'`);
      const run = () =>
        parallel.transaction(async (tx) => {
          await tx.query(`select private.predictive_revisar($1, 'revision', null)`, [COMPANIES.andes]);
        });
      await Promise.all([run(), run(), run()]);
      const added = (await count(db, 'select 1 from public.predictive_alertas')) - before;
      expect(added).toBeGreaterThanOrEqual(3);
      expect(
        await count(db, 'select lectura_id, regla from public.predictive_alertas group by 1, 2 having count(*) > 1'),
      ).toBe(0);
      // One notice per person for the series (one run stored its alerts; the others found them stored).
      const notices = await count(db, `select 1 from public.notificaciones where tipo = 'alerta_anomalia'`);
      const people = await count(
        db,
        `select distinct usuario_id from public.notificaciones where tipo = 'alerta_anomalia'`,
      );
      expect(notices - noticesBefore).toBe(people);
      expect(people).toBeGreaterThan(0);
    } finally {
      await parallel.close();
    }
  });
});
