/**
 * Axel Skills' rules in Postgres (issue 38; 20261128033612_skills_competencias.sql,
 * 20261128033614_skills_certificaciones.sql): who sees and assesses whom (People's manager chain),
 * the bad values an assessment refuses, a certification's computed expiry, what an Ops order
 * assignment lacks and the company's warn/refuse mode, the expiry notices once per threshold, and the
 * demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, selectAs, statementFailure, USERS } from './support.ts';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const one = async <T = Record<string, unknown>>(tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<T>(sql, params)).rows[0];
/** A function's jsonb answer (sent as text, parsed here). */
const json = async <T>(tx: Queryable, sql: string, params: unknown[] = []): Promise<T> =>
  JSON.parse((await tx.query<{ r: string }>(`select (${sql})::text as r`, params)).rows[0].r) as T;

/** Seed employees (supabase/seed.sql, People's block). */
const EMP = {
  carlos: 'd1000000-0000-4000-8000-000000000001',
  ana: 'd1000000-0000-4000-8000-000000000002',
  pedro: 'd1000000-0000-4000-8000-000000000003', // left the company
  rodrigo: 'd1000000-0000-4000-8000-000000000004', // reports to Ana
  diego: 'd1000000-0000-4000-8000-000000000007', // reports to Javier, who reports to Ana
  valentina: 'd1000000-0000-4000-8000-000000000009', // Producción: not below Ana
  pacificoLuis: 'd2000000-0000-4000-8000-000000000003',
};
const skill = async (tx: Queryable, nombre = 'Mantención mecánica') =>
  (await one<{ id: string }>(tx, 'select id from public.skills_competencias where nombre = $1', [nombre])).id;
const certType = async (tx: Queryable, nombre: string) =>
  (await one<{ id: string }>(tx, 'select id from public.skills_tipos_certificacion where nombre = $1', [nombre])).id;
/** Statements as the system (the scheduler, the seed): no role, no signed-in user. */
const asSystem = async (tx: Queryable) => {
  await tx.exec('reset role');
  await tx.query(`select set_config('request.jwt.claims', '{}', true)`);
};

describe('who sees whom', () => {
  it('a usuario sees herself and her reports (direct and indirect), the admin everyone, another company nobody', async () => {
    const ana = await selectAs<{ id: string }>(db, 'ana', 'select id from public.skills_colaboradores()');
    const ids = new Set(ana.map((r) => r.id));
    expect(ids.has(EMP.ana) && ids.has(EMP.rodrigo) && ids.has(EMP.diego)).toBe(true);
    expect(ids.has(EMP.valentina) || ids.has(EMP.carlos)).toBe(false);
    const admin = await selectAs(db, 'adminAndes', 'select id from public.skills_colaboradores()');
    expect(admin.length).toBeGreaterThanOrEqual(23);
    expect(
      await selectAs(db, 'adminPacifico', `select id from public.skills_colaboradores() where id = '${EMP.ana}'`),
    ).toEqual([]);

    const evals = await selectAs<{ colaborador_id: string }>(
      db,
      'ana',
      'select distinct colaborador_id from public.skills_evaluaciones',
    );
    expect(evals.every((r) => ids.has(r.colaborador_id))).toBe(true);
    expect(evals.some((r) => r.colaborador_id === EMP.rodrigo)).toBe(true);
    const certs = await selectAs<{ colaborador_id: string }>(
      db,
      'ana',
      'select colaborador_id from public.skills_certificaciones',
    );
    expect(certs.length).toBeGreaterThan(0);
    expect(certs.every((r) => ids.has(r.colaborador_id))).toBe(true);
    // Luis (Pacífico, basico: no Skills in the plan) sees nothing.
    expect(await selectAs(db, 'luis', 'select id from public.skills_colaboradores()')).toEqual([]);
    expect(
      await selectAs(db, 'anon', 'select 1 from public.skills_competencias').catch((e: Error) => e.message),
    ).toMatch(/permission denied/);
  });

  it('a manager assesses her reports, not herself nor another area; a usuario does not edit the catalogue', async () => {
    await asActor(db, 'ana', async (tx) => {
      const s = await skill(tx);
      const row = await one<{ evaluador_id: string }>(
        tx,
        `insert into public.skills_evaluaciones (colaborador_id, competencia_id, nivel, evidencia) values ($1, $2, 3, 'Cambio de rodamientos sin supervisión') returning evaluador_id`,
        [EMP.diego, s],
      );
      expect(row.evaluador_id).toBe(USERS.ana);
      for (const who of [EMP.ana, EMP.valentina])
        expect(
          await statementFailure(
            tx,
            'insert into public.skills_evaluaciones (colaborador_id, competencia_id, nivel) values ($1, $2, 2)',
            [who, s],
          ),
        ).toMatchObject({ code: '42501' });
      expect(
        await statementFailure(
          tx,
          `insert into public.skills_competencias (nombre, grupo) values ('Soldadura', 'tecnicas')`,
        ),
      ).toMatchObject({ code: '42501' });
      expect(await statementFailure(tx, `update public.skills_competencias set nombre = 'X'`)).toBeUndefined();
      expect(
        (await one<{ n: string }>(tx, `select count(*)::text as n from public.skills_competencias where nombre = 'X'`))
          .n,
      ).toBe('0');
    });
  });

  it('refuses a future date, a level outside 1-4, an employee who left, and a skill of another company', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const s = await skill(tx);
      const insert = (colab: string, nivel: number, fecha = 'private.hoy_chile()') =>
        statementFailure(
          tx,
          `insert into public.skills_evaluaciones (colaborador_id, competencia_id, nivel, fecha) values ($1, $2, $3, ${fecha})`,
          [colab, s, nivel],
        );
      expect(await insert(EMP.rodrigo, 2, 'private.hoy_chile() + 1')).toMatchObject({
        code: '23514',
        message: 'La fecha de la evaluación no puede ser futura',
      });
      expect(await insert(EMP.rodrigo, 5)).toMatchObject({ code: '23514' });
      expect(await insert(EMP.pedro, 2)).toMatchObject({
        code: '23514',
        message: 'No se puede evaluar a un colaborador desvinculado',
      });
      expect(await insert(EMP.pacificoLuis, 2)).toMatchObject({ code: expect.stringMatching(/^(23503|42501)$/) });
      expect(await insert(EMP.rodrigo, 4)).toBeUndefined();
      const current = await one<{ nivel: number }>(
        tx,
        'select nivel from public.skills_niveles_actuales where colaborador_id = $1 and competencia_id = $2',
        [EMP.rodrigo, s],
      );
      expect(Number(current.nivel)).toBe(4);
    });
  });
});

describe('certifications', () => {
  it('computes the expiry from the type, moves it when the type changes, and keeps the latest per type', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const tipo = (
        await one<{ id: string }>(
          tx,
          `insert into public.skills_tipos_certificacion (nombre, emisor, vigencia_meses) values ('Soldadura calificada', 'OTEC', 12) returning id`,
        )
      ).id;
      const c = await one<{ id: string; vence_el: string }>(
        tx,
        `insert into public.skills_certificaciones (colaborador_id, tipo_id, fecha_obtencion) values ($1, $2, '2026-01-31') returning id, vence_el::text`,
        [EMP.rodrigo, tipo],
      );
      expect(c.vence_el).toBe('2027-01-31');
      await tx.query('update public.skills_tipos_certificacion set vigencia_meses = 1 where id = $1', [tipo]);
      expect(
        (
          await one<{ v: string }>(tx, 'select vence_el::text as v from public.skills_certificaciones where id = $1', [
            c.id,
          ])
        ).v,
      ).toBe('2026-02-28');
      await tx.query(
        `insert into public.skills_certificaciones (colaborador_id, tipo_id, fecha_obtencion) values ($1, $2, '2026-03-01')`,
        [EMP.rodrigo, tipo],
      );
      const vigente = await one<{ vence_el: string; estado: string }>(
        tx,
        'select vence_el::text, estado from public.skills_certificaciones_vigentes where colaborador_id = $1 and tipo_id = $2',
        [EMP.rodrigo, tipo],
      );
      expect(vigente).toEqual({ vence_el: '2026-04-01', estado: 'vencida' });
      expect(
        await statementFailure(
          tx,
          `insert into public.skills_certificaciones (colaborador_id, tipo_id, fecha_obtencion) values ($1, $2, private.hoy_chile() + 3)`,
          [EMP.rodrigo, tipo],
        ),
      ).toMatchObject({ code: '23514', message: 'La fecha de obtención no puede ser futura' });
    });
  });

  it('a usuario registers her reports’ certifications, not her own; only the admin deletes', async () => {
    await asActor(db, 'ana', async (tx) => {
      const tipo = await certType(tx, 'Primeros auxilios');
      expect(
        await statementFailure(
          tx,
          'insert into public.skills_certificaciones (colaborador_id, tipo_id, fecha_obtencion) values ($1, $2, private.hoy_chile())',
          [EMP.rodrigo, tipo],
        ),
      ).toBeUndefined();
      expect(
        await statementFailure(
          tx,
          'insert into public.skills_certificaciones (colaborador_id, tipo_id, fecha_obtencion) values ($1, $2, private.hoy_chile())',
          [EMP.ana, tipo],
        ),
      ).toMatchObject({ code: '42501' });
      const deleted = await tx.query(
        'delete from public.skills_certificaciones where colaborador_id = $1 returning id',
        [EMP.rodrigo],
      );
      expect(deleted.rows).toEqual([]);
    });
  });
});

describe('files of certifications and assessments (the shared attachments layer)', () => {
  it('are read by whoever sees the record and attached by whoever may write it', async () => {
    const certOf = async (colab: string) =>
      (
        await one<{ id: string }>(
          db,
          'select id from public.skills_certificaciones where colaborador_id = $1 limit 1',
          [colab],
        )
      ).id;
    const rodrigo = await certOf(EMP.rodrigo);
    const anas = await certOf(EMP.ana);
    const path = (id: string) => `${COMPANIES.andes}/skills/skills_certificaciones/${id}/certificado.pdf`;
    const may = (who: 'ana' | 'adminAndes' | 'adminPacifico', id: string, accion: string) =>
      selectAs<{ ok: string }>(db, who, 'select private.adjunto_permitido($1, $2)::text as ok', [
        path(id),
        accion,
      ]).then((r) => r[0].ok === 'true');
    // Ana manages Rodrigo: she reads and attaches his certificate, reads but does not attach her own.
    expect(await may('ana', rodrigo, 'leer')).toBe(true);
    expect(await may('ana', rodrigo, 'adjuntar')).toBe(true);
    expect(await may('ana', anas, 'leer')).toBe(true);
    expect(await may('ana', anas, 'adjuntar')).toBe(false);
    expect(await may('ana', rodrigo, 'borrar')).toBe(false);
    expect(await may('adminAndes', anas, 'adjuntar')).toBe(true);
    expect(await may('adminPacifico', rodrigo, 'leer')).toBe(false);
    // A certification of someone Ana does not see (Producción) is not hers to read.
    expect(await may('ana', await certOf('d1000000-0000-4000-8000-000000000012'), 'leer')).toBe(false);
  });
});

describe('Ops: an order whose equipment or type requires a certification', () => {
  const electricalOrder = async (tx: Queryable) =>
    (
      await one<{ id: string }>(
        tx,
        `select o.id from public.ops_ordenes o join public.industrial_activos a on a.id = o.activo_id
         where a.categoria = 'Eléctrico' and o.estado in ('abierta', 'asignada', 'en_progreso') and o.empresa_id = $1
         order by o.numero limit 1`,
        [COMPANIES.andes],
      )
    ).id;

  it('tells what the technician lacks, and warns by default (the assignment goes through)', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const orden = await electricalOrder(tx);
      const o = await one<{ activo_id: string; tipo: string }>(
        tx,
        'select activo_id, tipo from public.ops_ordenes where id = $1',
        [orden],
      );
      const check = await json<{ modo: string; faltantes: { nombre: string }[] }>(
        tx,
        'select public.skills_verificar_asignacion($1, $2, $3)',
        [USERS.ana, o.activo_id, o.tipo],
      );
      expect(check.modo).toBe('advertir');
      expect(check.faltantes.map((f) => f.nombre)).toEqual(['Licencia SEC clase A']);
      // An installation order needs work at height, which Ana holds in force.
      const inst = await json<{ faltantes: unknown[] }>(
        tx,
        `select public.skills_verificar_asignacion($1, null, 'instalacion')`,
        [USERS.ana],
      );
      expect(inst.faltantes).toEqual([]);
      expect(
        await statementFailure(tx, 'update public.ops_ordenes set tecnico_id = $1 where id = $2', [USERS.ana, orden]),
      ).toBeUndefined();
      expect(
        await statementFailure(tx, `select public.skills_verificar_asignacion($1, null, 'otra')`, [USERS.ana]),
      ).toMatchObject({ code: '22023' });
    });
  });

  it('refuses the assignment in Postgres in refuse mode, with the reason in Spanish; holding it in force lets it through', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const orden = await electricalOrder(tx);
      await tx.query(`update public.skills_ajustes set modo_ops = 'rechazar'`);
      expect(
        await statementFailure(tx, 'update public.ops_ordenes set tecnico_id = $1 where id = $2', [USERS.ana, orden]),
      ).toEqual({
        code: '23514',
        message: 'Ana Torres no tiene vigente la certificación que exige esta orden: Licencia SEC clase A',
      });
      const tipo = await certType(tx, 'Licencia SEC clase A');
      await tx.query(
        'insert into public.skills_certificaciones (colaborador_id, tipo_id, fecha_obtencion) values ($1, $2, private.hoy_chile() - 10)',
        [EMP.ana, tipo],
      );
      expect(
        await statementFailure(tx, 'update public.ops_ordenes set tecnico_id = $1 where id = $2', [USERS.ana, orden]),
      ).toBeUndefined();
    });
  });

  it('answers the check to Ops users without Skills too, never to anon or another module’s user without Ops', async () => {
    expect(
      await selectAs(
        db,
        'anon',
        `select public.skills_verificar_asignacion('${USERS.ana}', null, 'instalacion')`,
      ).catch((e: Error) => e.message),
    ).toMatch(/permission denied/);
    await asActor(db, 'ana', async (tx) => {
      await tx.exec('reset role');
      await tx.query(
        `insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder)
         select $1, m.id, false from public.modulos_disponibles m where m.clave = 'skills'
         on conflict (empleado_id, modulo_id) do update set puede_acceder = false`,
        [USERS.ana],
      );
      await tx.exec('set local role authenticated');
      // Ana keeps Ops: the check answers her.
      const r = await json<{ faltantes: unknown[] }>(
        tx,
        `select public.skills_verificar_asignacion($1, null, 'instalacion')`,
        [USERS.ana],
      );
      expect(r.faltantes).toEqual([]);
      expect(await tx.query('select 1 from public.skills_certificaciones')).toMatchObject({ rows: [] });
    });
  });
});

describe('expiry notices', () => {
  it('tells the employee’s manager and the admins once per threshold (60, 30, 7, expired)', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      await asSystem(tx);
      const first = await json<Record<string, number>>(tx, 'select private.ejecutar_revisiones()');
      expect(first.certificacion_por_vencer).toBeGreaterThan(0);
      expect(Object.keys(first).sort()).toEqual(
        [
          'alerta_anomalia',
          'certificacion_por_vencer',
          'crm_actividad_hoy',
          'factura_vencida',
          'plan_preventivo',
          'think_checkin_pendiente',
        ].sort(),
      );
      const again = await json<Record<string, number>>(tx, 'select private.ejecutar_revisiones()');
      expect(again.certificacion_por_vencer).toBe(0);
      // Rodrigo's work at height expires in 20 days: the 30-day notice, to Ana (his manager) and Carlos (admin).
      const rodrigo = (
        await tx.query<{ usuario_id: string; titulo: string; texto: string; enlace: string }>(
          `select usuario_id, titulo, texto, enlace from public.notificaciones
           where tipo = 'certificacion_por_vencer' and texto like '%Trabajo en altura» de Rodrigo Vargas Pino%' order by usuario_id`,
        )
      ).rows;
      expect(rodrigo.map((n) => n.usuario_id).sort()).toEqual([USERS.adminAndes, USERS.ana].sort());
      expect(rodrigo[0]).toMatchObject({
        titulo: 'Certificación por vencer: Trabajo en altura',
        texto: expect.stringMatching(
          /^La certificación «Trabajo en altura» de Rodrigo Vargas Pino vence el \d\d-\d\d-\d{4} \(en (19|20) días\)\.$/,
        ),
        enlace: `/axel-skills/certificaciones?persona=${EMP.rodrigo}`,
      });
      const felipe = await one<{ titulo: string }>(
        tx,
        `select titulo from public.notificaciones where tipo = 'certificacion_por_vencer' and texto like '%Felipe Navarro%' limit 1`,
      );
      expect(felipe.titulo).toBe('Certificación vencida: Licencia SEC clase A');
      // Nothing for a certification more than 60 days away (Ana's work at height: 400 days).
      expect(
        (
          await tx.query(
            `select 1 from public.notificaciones where tipo = 'certificacion_por_vencer' and texto like '%de Ana Torres%'`,
          )
        ).rows,
      ).toHaveLength(0);

      // Ten days later, Rodrigo's crosses the 7-day threshold: one more notice each, not a repeat of the 30.
      await tx.query(
        `update public.skills_certificaciones set fecha_obtencion = fecha_obtencion - 15
         where colaborador_id = $1 and tipo_id = (select id from public.skills_tipos_certificacion where nombre = 'Trabajo en altura')`,
        [EMP.rodrigo],
      );
      const later = await json<Record<string, number>>(tx, 'select private.ejecutar_revisiones()');
      expect(later.certificacion_por_vencer).toBe(2);
    });
  });
});

describe('demo data', () => {
  it('Industrias Andes has a catalogue, requirements, assessments and certifications, some expiring within 20 days', async () => {
    const [c] = await selectAs<{ skills: string; reqs: string; evals: string; certs: string; soon: string }>(
      db,
      'adminAndes',
      `select (select count(*) from public.skills_competencias)::text as skills,
         (select count(*) from public.skills_niveles_requeridos)::text as reqs,
         (select count(*) from public.skills_evaluaciones)::text as evals,
         (select count(*) from public.skills_certificaciones)::text as certs,
         (select count(*) from public.skills_certificaciones_vigentes where dias_restantes between 0 and 20)::text as soon`,
    );
    expect(Number(c.skills)).toBeGreaterThanOrEqual(9);
    expect(Number(c.reqs)).toBeGreaterThan(20);
    expect(Number(c.evals)).toBeGreaterThan(50);
    expect(Number(c.certs)).toBeGreaterThan(20);
    expect(Number(c.soon)).toBeGreaterThanOrEqual(3);
  });
});
