/**
 * Axel Skills' courses in Postgres (issue 38, 20261128033703_skills_cursos.sql): the quiz's answers
 * never readable by a learner, grading and the attempts limit (also two concurrent submissions on
 * PostgreSQL 15), completion issuing one certificate and raising (never lowering) the granted skill
 * level, enrolment by position (new hires too), attendance by the admin or the session's instructor,
 * privacy of enrolments, and the plan and hours figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, commitAs, selectAs, sqlState, statementFailure, USERS } from './support.ts';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const one = async <T = Record<string, unknown>>(tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<T>(sql, params)).rows[0];

const ANA_EMP = 'd1000000-0000-4000-8000-000000000002'; // Ana Torres, Jefa de Mantención (usuario)
const RODRIGO = 'd1000000-0000-4000-8000-000000000004'; // Técnico Mecánico, Ana's report
const DIEGO = 'd1000000-0000-4000-8000-000000000007'; // Técnico Mecánico, Ana's indirect report
const VALENTINA = 'd1000000-0000-4000-8000-000000000009'; // Jefa de Producción, not Ana's report
const uniq = () => Math.random().toString(36).slice(2, 8);

interface Fixture {
  curso: string;
  competencia: string;
  lecciones: string[];
  preguntas: string[];
}

/** An online course with two lessons and two questions (right answers 1 and 0), as admin_empresa. */
async function onlineCourse(tx: Queryable, opts: { maxIntentos?: number; nivel?: number } = {}): Promise<Fixture> {
  const competencia = (
    await one<{ id: string }>(
      tx,
      `insert into public.skills_competencias (nombre, grupo) values ($1, 'seguridad') returning id`,
      [`Competencia ${uniq()}`],
    )
  ).id;
  const curso = (
    await one<{ id: string }>(
      tx,
      `insert into public.skills_cursos (nombre, modalidad, horas, competencia_id, nivel_otorgado, nota_aprobacion, max_intentos)
       values ($1, 'online', 4, $2, $3, 100, $4) returning id`,
      [`Curso ${uniq()}`, competencia, opts.nivel ?? 3, opts.maxIntentos ?? 2],
    )
  ).id;
  const lecciones = [];
  for (const [i, t] of ['texto', 'video'].entries())
    lecciones.push(
      (
        await one<{ id: string }>(
          tx,
          `insert into public.skills_lecciones (curso_id, orden, titulo, tipo, contenido, url)
           values ($1, $2, $3, $4, 'Contenido', $5) returning id`,
          [curso, i + 1, `Lección ${i + 1}`, t, t === 'video' ? 'https://video.example/1' : null],
        )
      ).id,
    );
  const preguntas = [];
  for (const [i, correcta] of [1, 0].entries())
    preguntas.push(
      (
        await one<{ id: string }>(
          tx,
          `insert into public.skills_preguntas (curso_id, orden, enunciado, opciones, correcta)
           values ($1, $2, $3, array['A', 'B', 'C'], $4) returning id`,
          [curso, i + 1, `Pregunta ${i + 1}`, correcta],
        )
      ).id,
    );
  return { curso, competencia, lecciones, preguntas };
}

const enrol = (tx: Queryable, curso: string, colaborador: string) =>
  one<{ id: string }>(
    tx,
    'insert into public.skills_inscripciones (curso_id, colaborador_id) values ($1, $2) returning id',
    [curso, colaborador],
  );

/** The database layer answers text: a jsonb value arrives as its JSON. */
const json = <T = Record<string, unknown>>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

const answer = (tx: Queryable, curso: string, respuestas: Record<string, number>) =>
  one<{ r: Record<string, unknown> }>(tx, 'select public.skills_responder_cuestionario($1, $2) as r', [
    curso,
    JSON.stringify(respuestas),
  ]).then((x) => json(x.r));

describe('the quiz', () => {
  it('never shows a learner the right answers; the admin sees them', async () => {
    const f = await commitAs(db, 'adminAndes', (tx) => onlineCourse(tx));
    await asActor(db, 'ana', async (tx) => {
      expect((await tx.query('select * from public.skills_preguntas where curso_id = $1', [f.curso])).rows).toEqual([]);
      const quiz = (await tx.query('select * from public.skills_cuestionario($1)', [f.curso])).rows;
      expect(quiz).toHaveLength(2);
      expect(Object.keys(quiz[0] as object).sort()).toEqual(['enunciado', 'id', 'opciones', 'orden']);
      expect(await statementFailure(tx, 'select correcta from public.skills_preguntas')).toBeUndefined();
      expect(
        await statementFailure(
          tx,
          'insert into public.skills_preguntas (curso_id, enunciado, opciones, correcta) values ($1, $2, $3, 0)',
          [f.curso, 'x', ['a', 'b']],
        ),
      ).toMatchObject({ code: '42501' });
    });
    const admin = await selectAs(
      db,
      'adminAndes',
      'select correcta from public.skills_preguntas where curso_id = $1 order by orden',
      [f.curso],
    );
    expect(admin.map((r) => Number(r.correcta))).toEqual([1, 0]);
    expect(await selectAs(db, 'luis', 'select * from public.skills_cuestionario($1)', [f.curso])).toEqual([]);
  });

  it('grades in Postgres, counts attempts, and completion issues one certificate and raises the level', async () => {
    const f = await commitAs(db, 'adminAndes', async (tx) => {
      const x = await onlineCourse(tx, { maxIntentos: 3, nivel: 3 });
      await enrol(tx, x.curso, ANA_EMP);
      return x;
    });
    await asActor(db, 'ana', async (tx) => {
      const wrong = await answer(tx, f.curso, { [f.preguntas[0]]: 1, [f.preguntas[1]]: 2 });
      expect(wrong).toMatchObject({
        intento: 1,
        correctas: 1,
        total: 2,
        puntaje: 50,
        aprobado: false,
        intentos_restantes: 2,
        certificado_id: null,
      });
      // Incomplete or foreign answers are refused without spending an attempt.
      expect(
        await statementFailure(tx, 'select public.skills_responder_cuestionario($1, $2)', [
          f.curso,
          JSON.stringify({ [f.preguntas[0]]: 1 }),
        ]),
      ).toEqual({ code: '22023', message: 'Responde todas las preguntas antes de enviar' });
      expect(
        (await statementFailure(tx, 'select public.skills_responder_cuestionario($1, $2)', [f.curso, '[1, 0]']))?.code,
      ).toBe('22023');
      expect(
        (
          await statementFailure(tx, 'select public.skills_responder_cuestionario($1, $2)', [
            f.curso,
            JSON.stringify({ 'no-uuid': 1, [f.preguntas[1]]: 0 }),
          ])
        )?.code,
      ).toBe('22023');
      // Passed, but lessons are unseen: no certificate yet.
      const right = await answer(tx, f.curso, { [f.preguntas[0]]: 1, [f.preguntas[1]]: 0 });
      expect(right).toMatchObject({ intento: 2, puntaje: 100, aprobado: true, certificado_id: null });
      expect(
        await statementFailure(tx, 'select public.skills_responder_cuestionario($1, $2)', [
          f.curso,
          JSON.stringify({ [f.preguntas[0]]: 1, [f.preguntas[1]]: 0 }),
        ]),
      ).toEqual({ code: '23514', message: 'Ya aprobaste el cuestionario de este curso' });
      await tx.query('select public.skills_marcar_leccion($1)', [f.lecciones[0]]);
      await tx.query('select public.skills_marcar_leccion($1)', [f.lecciones[0]]); // twice is once
      const last = await one<{ r: { certificado_id: string } }>(tx, 'select public.skills_marcar_leccion($1) as r', [
        f.lecciones[1],
      ]);
      expect(json<{ certificado_id: string }>(last.r).certificado_id).toMatch(/^[0-9a-f-]{36}$/);
      const cert = await one<Record<string, string>>(
        tx,
        'select * from public.skills_certificados where inscripcion_id = (select id from public.skills_inscripciones where curso_id = $1)',
        [f.curso],
      );
      expect(cert).toMatchObject({
        colaborador_nombre: 'Ana Torres Fuentes',
        empresa_nombre: 'Industrias Andes',
      });
      expect(Number(cert.nivel_otorgado)).toBe(3);
      expect(cert.codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(Number(cert.horas)).toBe(4);
      const level = await one<Record<string, unknown>>(
        tx,
        'select n.nivel, e.evidencia, e.evaluador_id from public.skills_niveles_actuales n join public.skills_evaluaciones e on e.id = n.evaluacion_id where n.colaborador_id = $1 and n.competencia_id = $2',
        [ANA_EMP, f.competencia],
      );
      expect([Number(level.nivel), level.evaluador_id]).toEqual([3, null]);
      expect(level.evidencia).toContain(cert.codigo);
      const enrolment = await one<{ estado: string }>(
        tx,
        'select estado from public.skills_inscripciones where curso_id = $1',
        [f.curso],
      );
      expect(enrolment.estado).toBe('completado');
      // A learner writes none of these tables directly.
      for (const sql of [
        `insert into public.skills_certificados (inscripcion_id) values ('${cert.inscripcion_id}')`,
        `update public.skills_inscripciones set estado = 'completado'`,
        `insert into public.skills_intentos (inscripcion_id, numero, respuestas, correctas, total, puntaje, aprobado) values ('${cert.inscripcion_id}', 9, '{}', 2, 2, 100, true)`,
      ])
        expect((await statementFailure(tx, sql))?.code).toBe('42501');
    });
  });

  it('never lowers a level: a course granting 2 leaves an assessed 4', async () => {
    const f = await commitAs(db, 'adminAndes', async (tx) => {
      const x = await onlineCourse(tx, { nivel: 2 });
      await tx.query(
        `insert into public.skills_evaluaciones (colaborador_id, competencia_id, nivel, evidencia) values ($1, $2, 4, 'Experta')`,
        [ANA_EMP, x.competencia],
      );
      await enrol(tx, x.curso, ANA_EMP);
      return x;
    });
    await asActor(db, 'ana', async (tx) => {
      for (const l of f.lecciones) await tx.query('select public.skills_marcar_leccion($1)', [l]);
      expect(await answer(tx, f.curso, { [f.preguntas[0]]: 1, [f.preguntas[1]]: 0 })).toMatchObject({
        aprobado: true,
        certificado_id: expect.any(String),
      });
      const levels = await tx.query<{ nivel: number }>(
        'select nivel from public.skills_evaluaciones where colaborador_id = $1 and competencia_id = $2',
        [ANA_EMP, f.competencia],
      );
      expect(levels.rows.map((r) => Number(r.nivel))).toEqual([4]);
    });
  });

  it('refuses a learner who is not enrolled, and anon', async () => {
    const f = await commitAs(db, 'adminAndes', (tx) => onlineCourse(tx));
    await asActor(db, 'ana', async (tx) => {
      expect(
        await statementFailure(tx, 'select public.skills_responder_cuestionario($1, $2)', [f.curso, '{}']),
      ).toEqual({ code: '42501', message: 'No estás inscrito en este curso' });
      expect((await statementFailure(tx, 'select public.skills_marcar_leccion($1)', [f.lecciones[0]]))?.code).toBe(
        '42501',
      );
    });
    await asActor(db, 'anon', async (tx) => {
      expect(
        (await statementFailure(tx, 'select public.skills_responder_cuestionario($1, $2)', [f.curso, '{}']))?.code,
      ).toBe('42501');
    });
  });

  it('lets only one of two concurrent submissions through when one attempt is allowed', async () => {
    const f = await commitAs(db, 'adminAndes', async (tx) => {
      const x = await onlineCourse(tx, { maxIntentos: 1 });
      await enrol(tx, x.curso, ANA_EMP);
      return x;
    });
    const submit = () =>
      commitAs(db, 'ana', async (tx) => {
        const r = await answer(tx, f.curso, { [f.preguntas[0]]: 0, [f.preguntas[1]]: 0 });
        // Hold the enrolment's lock a moment, so the other submission waits on it.
        await new Promise((res) => setTimeout(res, 150));
        return r;
      });
    const results = await Promise.allSettled([submit(), submit()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(sqlState(refused.reason)).toBe('23514');
    expect((refused.reason as Error).message).toBe('Ya usaste el único intento permitido del cuestionario');
    const n = await db.query<{ n: number }>(
      'select count(*)::int as n from public.skills_intentos t join public.skills_inscripciones i on i.id = t.inscripcion_id where i.curso_id = $1',
      [f.curso],
    );
    expect(Number(n.rows[0].n)).toBe(1);
  });
});

describe('enrolment', () => {
  it('by position enrols everyone in it now, and a new hire or a moved employee later', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const { curso } = await onlineCourse(tx);
      await tx.query(`insert into public.skills_cursos_cargos (curso_id, cargo) values ($1, ' técnico MECÁNICO')`, [
        curso,
      ]);
      const enrolled = async () =>
        (
          await tx.query<{ colaborador_id: string; origen: string }>(
            'select colaborador_id, origen from public.skills_inscripciones where curso_id = $1 order by colaborador_id',
            [curso],
          )
        ).rows;
      expect(await enrolled()).toEqual([
        { colaborador_id: RODRIGO, origen: 'cargo' },
        { colaborador_id: DIEGO, origen: 'cargo' },
      ]);
      const hire = await one<{ id: string }>(
        tx,
        `insert into public.colaboradores (nombres, apellidos, cargo, area) values ('Nuevo', 'Ingreso', 'Técnico Mecánico', 'Mantención') returning id`,
      );
      await tx.query(`update public.colaboradores set cargo = 'Técnico Mecánico' where id = $1`, [VALENTINA]);
      expect((await enrolled()).map((r) => r.colaborador_id).sort()).toEqual(
        [RODRIGO, DIEGO, VALENTINA, hire.id].sort(),
      );
      // The admin's own enrolment, once per person; a person who left cannot be enrolled.
      expect(
        (
          await statementFailure(
            tx,
            'insert into public.skills_inscripciones (curso_id, colaborador_id) values ($1, $2)',
            [curso, RODRIGO],
          )
        )?.code,
      ).toBe('23505');
      expect(
        await statementFailure(
          tx,
          `insert into public.skills_inscripciones (curso_id, colaborador_id) values ($1, 'd1000000-0000-4000-8000-000000000003')`,
          [curso],
        ),
      ).toEqual({ code: '23514', message: 'No se puede inscribir a un colaborador desvinculado' });
    });
  });

  it('is the admin’s: a manager neither enrols nor links a position', async () => {
    const f = await commitAs(db, 'adminAndes', (tx) => onlineCourse(tx));
    await asActor(db, 'ana', async (tx) => {
      expect(
        (
          await statementFailure(
            tx,
            'insert into public.skills_inscripciones (curso_id, colaborador_id) values ($1, $2)',
            [f.curso, RODRIGO],
          )
        )?.code,
      ).toBe('42501');
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.skills_cursos_cargos (curso_id, cargo) values ($1, 'Conductor')`,
            [f.curso],
          )
        )?.code,
      ).toBe('42501');
    });
  });

  it('is read by the person, their managers and the admin only', async () => {
    const f = await commitAs(db, 'adminAndes', async (tx) => {
      const x = await onlineCourse(tx);
      for (const c of [ANA_EMP, RODRIGO, DIEGO, VALENTINA]) await enrol(tx, x.curso, c);
      return x;
    });
    const seen = async (who: 'ana' | 'adminAndes' | 'luis' | 'inactivo' | 'anon') =>
      (
        await selectAs<{ colaborador_id: string }>(
          db,
          who,
          'select colaborador_id from public.skills_inscripciones where curso_id = $1',
          [f.curso],
        ).catch(() => [])
      )
        .map((r) => r.colaborador_id)
        .sort();
    expect(await seen('adminAndes')).toEqual([ANA_EMP, RODRIGO, DIEGO, VALENTINA].sort());
    expect(await seen('ana')).toEqual([ANA_EMP, RODRIGO, DIEGO].sort());
    expect(await seen('luis')).toEqual([]);
    expect(await seen('inactivo')).toEqual([]);
    expect(await seen('anon')).toEqual([]);
  });
});

describe('classroom courses', () => {
  it('attendance by the admin or the instructor completes the course at the last session attended', async () => {
    const ids = await commitAs(db, 'adminAndes', async (tx) => {
      const curso = (
        await one<{ id: string }>(
          tx,
          `insert into public.skills_cursos (nombre, modalidad, horas) values ($1, 'presencial', 8) returning id`,
          [`Presencial ${uniq()}`],
        )
      ).id;
      const s1 = (
        await one<{ id: string }>(
          tx,
          `insert into public.skills_sesiones (curso_id, fecha, instructor, instructor_id) values ($1, private.hoy_chile() - 2, 'Ana Torres', $2) returning id`,
          [curso, USERS.ana],
        )
      ).id;
      const s2 = (
        await one<{ id: string }>(
          tx,
          `insert into public.skills_sesiones (curso_id, fecha, instructor) values ($1, private.hoy_chile() - 1, 'Relator externo') returning id`,
          [curso],
        )
      ).id;
      const futura = (
        await one<{ id: string }>(
          tx,
          `insert into public.skills_sesiones (curso_id, fecha, instructor, instructor_id) values ($1, private.hoy_chile() + 5, 'Ana Torres', $2) returning id`,
          [curso, USERS.ana],
        )
      ).id;
      const rodrigo = (await enrol(tx, curso, RODRIGO)).id;
      // A lesson belongs to an online course.
      expect(
        await statementFailure(
          tx,
          `insert into public.skills_lecciones (curso_id, titulo, tipo) values ($1, 'x', 'texto')`,
          [curso],
        ),
      ).toEqual({ code: '23514', message: 'Las lecciones y el cuestionario son de cursos online' });
      return { curso, s1, s2, futura, rodrigo };
    });
    const attend = async (tx: Queryable, sesion: string, presente: boolean) =>
      Number(
        (
          await one<{ n: number }>(tx, 'select public.skills_registrar_asistencia($1, $2) as n', [
            sesion,
            mark(presente),
          ])
        ).n,
      );
    const mark = (presente: boolean) => JSON.stringify([{ inscripcion_id: ids.rodrigo, presente }]);
    await asActor(db, 'ana', async (tx) => {
      const roll = (await tx.query('select * from public.skills_lista_asistencia($1)', [ids.s1])).rows;
      expect(roll).toMatchObject([{ inscripcion_id: ids.rodrigo, nombre: 'Rodrigo Vargas Pino', presente: null }]);
      expect(await attend(tx, ids.s1, true)).toBe(0);
      // Not her session; not a future one.
      expect(
        await statementFailure(tx, 'select public.skills_registrar_asistencia($1, $2)', [ids.s2, mark(true)]),
      ).toEqual({ code: '42501', message: 'Solo el administrador o el instructor de la sesión toma asistencia' });
      expect(
        await statementFailure(tx, 'select public.skills_registrar_asistencia($1, $2)', [ids.futura, mark(true)]),
      ).toEqual({ code: '23514', message: 'No se puede tomar asistencia de una sesión futura' });
      expect(
        (
          await statementFailure(tx, 'select public.skills_registrar_asistencia($1, $2)', [
            ids.s1,
            '[{"presente": true}]',
          ])
        )?.code,
      ).toBe('22023');
    });
    await commitAs(db, 'adminAndes', async (tx) => {
      await tx.query('select public.skills_registrar_asistencia($1, $2)', [ids.s1, mark(true)]);
      expect(await attend(tx, ids.s2, false)).toBe(0);
    });
    // The future session still stands between Rodrigo and the certificate: delete it, then attend s2.
    await commitAs(db, 'adminAndes', async (tx) => {
      await tx.query('delete from public.skills_sesiones where id = $1', [ids.futura]);
      expect(await attend(tx, ids.s2, true)).toBe(1);
    });
    const certs = await selectAs(
      db,
      'ana',
      'select colaborador_nombre, horas from public.skills_certificados where curso_id = $1',
      [ids.curso],
    );
    expect(certs).toMatchObject([{ colaborador_nombre: 'Rodrigo Vargas Pino' }]);
  });
});

describe('the plan and the hours', () => {
  it('sums budget, spend, enrolled and completed per course of the year, and this year’s certified hours', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const before = Number(
        (
          await one<{ horas: string }>(
            tx,
            'select horas from public.skills_horas_capacitacion(extract(year from private.hoy_chile())::int)',
          )
        ).horas,
      );
      const curso = (
        await one<{ id: string }>(
          tx,
          `insert into public.skills_cursos (nombre, modalidad, horas, anio, presupuesto, gasto) values ('Plan 2031', 'presencial', 6, 2031, 1500000, 250000) returning id`,
        )
      ).id;
      await enrol(tx, curso, RODRIGO);
      const plan = await tx.query('select * from public.skills_plan_capacitacion(2031)');
      const rows = plan.rows as Array<Record<string, string>>;
      expect(
        rows.map((r) => [
          r.curso_id,
          r.nombre,
          Number(r.inscritos),
          Number(r.completados),
          Number(r.presupuesto),
          Number(r.gasto),
        ]),
      ).toEqual([[curso, 'Plan 2031', 1, 0, 1500000, 250000]]);
      expect(before).toBeGreaterThanOrEqual(0);
    });
  });
});
