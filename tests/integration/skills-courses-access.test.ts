/**
 * Axel Skills' courses through the shared module access matrix (tests/support/module-access-matrix.ts):
 * each demo account × select, insert, update, delete on every course table, with Skills granted,
 * denied to Ana by an override, out of the plan, the account inactive, another company (super_admin
 * included) and anon. Then the course functions in the same scenarios, and bad input answered in
 * PostgREST's shape.
 *
 * The module's own rules, as the matrix states them:
 * - courses, lessons, sessions, positions: read by every user of the module, written by admin_empresa;
 * - questions: admin_empresa only, reading included (a learner never reads the right answers);
 * - enrolments: read for the people one sees (Ana: herself and her reports), written by admin_empresa;
 * - lessons seen, attempts, attendance, certificates: read like enrolments, written only by the
 *   course functions (nobody inserts, updates or deletes them through the API).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANDES,
  expectedMatrix,
  runModuleAccessMatrix,
  scenarioOutcomes,
  signInMatrixClients,
  type Cell,
  type MatrixAccount,
  type ModuleTableSpec,
} from '../support/module-access-matrix.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;
let service: SupabaseClient;
let online: string;
let classroom: string;
let lesson: string;
let session: string;
let enrolOnline: string;
let enrolClassroom: string;

const RODRIGO = 'd1000000-0000-4000-8000-000000000004'; // Ana's report
const CAMILA = 'd1000000-0000-4000-8000-000000000005'; // Ana's report
const uniq = () => Math.random().toString(36).slice(2, 10);
const code = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join(''),
  ).join('-');

async function row<T = { id: string }>(
  p: PromiseLike<{ data: unknown; error: { message: string } | null }>,
): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(error.message);
  return data as T;
}

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  online = (
    await row(
      service
        .from('skills_cursos')
        .insert({ empresa_id: ANDES, nombre: `Curso matriz ${uniq()}`, modalidad: 'online', horas: 2 })
        .select('id')
        .single(),
    )
  ).id;
  classroom = (
    await row(
      service
        .from('skills_cursos')
        .insert({ empresa_id: ANDES, nombre: `Taller matriz ${uniq()}`, modalidad: 'presencial', horas: 3 })
        .select('id')
        .single(),
    )
  ).id;
  lesson = (
    await row(
      service
        .from('skills_lecciones')
        .insert({ empresa_id: ANDES, curso_id: online, titulo: 'Lección matriz', tipo: 'texto' })
        .select('id')
        .single(),
    )
  ).id;
  await row(
    service
      .from('skills_preguntas')
      .insert({ empresa_id: ANDES, curso_id: online, enunciado: '¿Sí?', opciones: ['Sí', 'No'], correcta: 0 })
      .select('id')
      .single(),
  );
  session = (
    await row(
      service
        .from('skills_sesiones')
        .insert({ empresa_id: ANDES, curso_id: classroom, fecha: '2026-01-05', instructor: 'Relator' })
        .select('id')
        .single(),
    )
  ).id;
  enrolOnline = (
    await row(
      service
        .from('skills_inscripciones')
        .insert({ empresa_id: ANDES, curso_id: online, colaborador_id: RODRIGO })
        .select('id')
        .single(),
    )
  ).id;
  enrolClassroom = (
    await row(
      service
        .from('skills_inscripciones')
        .insert({ empresa_id: ANDES, curso_id: classroom, colaborador_id: RODRIGO })
        .select('id')
        .single(),
    )
  ).id;
});
afterAll(async () => {
  await server?.stop();
});

/** Tables admin_empresa writes: Ana's insert and update refused, and super_admin's insert in its own company. */
const adminWrites = (c: Cell) =>
  (c.account === 'ana' && (c.op === 'insert' || c.op === 'update')) ||
  (c.account === 'superadmin' && c.op === 'insert');

const SPECS: Array<{ spec: ModuleTableSpec; adjust?: (c: Cell) => boolean }> = [
  {
    spec: {
      table: 'skills_cursos',
      module: 'skills',
      insert: () => ({ nombre: `Curso ${uniq()}`, modalidad: 'online', horas: 1 }),
      update: { descripcion: 'Cambiada' },
      deleteBy: 'admin',
    },
    adjust: adminWrites,
  },
  {
    spec: {
      table: 'skills_lecciones',
      module: 'skills',
      ownCompanyInsert: false,
      insert: () => ({ curso_id: online, titulo: `Lección ${uniq()}`, tipo: 'texto' }),
      update: { contenido: 'Cambiado' },
      deleteBy: 'admin',
    },
    adjust: adminWrites,
  },
  {
    spec: {
      table: 'skills_preguntas',
      module: 'skills',
      ownCompanyInsert: false,
      insert: () => ({ curso_id: online, enunciado: `Pregunta ${uniq()}`, opciones: ['a', 'b'], correcta: 1 }),
      update: { enunciado: 'Cambiada' },
      deleteBy: 'admin',
    },
    // Not even read by Ana: the right answers are admin_empresa's.
    adjust: (c) => adminWrites(c) || (c.account === 'ana' && c.op === 'select'),
  },
  {
    spec: {
      table: 'skills_sesiones',
      module: 'skills',
      ownCompanyInsert: false,
      insert: () => ({ curso_id: classroom, fecha: '2026-02-02', instructor: `Relator ${uniq()}` }),
      update: { lugar: 'Sala 2' },
      deleteBy: 'admin',
    },
    adjust: adminWrites,
  },
  {
    spec: {
      table: 'skills_cursos_cargos',
      module: 'skills',
      ownCompanyInsert: false,
      updatable: false,
      insert: () => ({ curso_id: online, cargo: `Cargo ${uniq()}` }),
      fixture: () => ({ empresa_id: ANDES, curso_id: online, cargo: `Cargo fijo ${uniq()}` }),
      update: { cargo: 'Otro' },
      deleteBy: 'admin',
    },
    adjust: adminWrites,
  },
  {
    spec: {
      table: 'skills_inscripciones',
      module: 'skills',
      ownCompanyInsert: false,
      updatable: false,
      insert: () => ({ curso_id: classroom, colaborador_id: CAMILA }),
      fixture: () => ({ empresa_id: ANDES, curso_id: online, colaborador_id: CAMILA }),
      update: { estado: 'completado' },
      deleteBy: 'admin',
    },
    adjust: adminWrites,
  },
  {
    spec: {
      table: 'skills_lecciones_vistas',
      module: 'skills',
      insertable: false,
      updatable: false,
      insert: () => ({ inscripcion_id: enrolOnline, leccion_id: lesson }),
      fixture: () => ({ empresa_id: ANDES, inscripcion_id: enrolOnline, leccion_id: lesson }),
      update: { visto_en: '2026-01-01T00:00:00Z' },
      deleteBy: 'none',
    },
  },
  {
    spec: {
      table: 'skills_intentos',
      module: 'skills',
      insertable: false,
      updatable: false,
      insert: () => ({
        inscripcion_id: enrolOnline,
        numero: 1,
        respuestas: {},
        correctas: 1,
        total: 1,
        puntaje: 100,
        aprobado: true,
      }),
      fixture: () => ({
        empresa_id: ANDES,
        inscripcion_id: enrolOnline,
        numero: 2 + Math.floor(Math.random() * 10000),
        respuestas: {},
        correctas: 0,
        total: 1,
        puntaje: 0,
        aprobado: false,
      }),
      update: { aprobado: true },
      deleteBy: 'none',
    },
  },
  {
    spec: {
      table: 'skills_asistencias',
      module: 'skills',
      insertable: false,
      updatable: false,
      insert: () => ({ sesion_id: session, inscripcion_id: enrolClassroom, presente: true }),
      fixture: () => ({ empresa_id: ANDES, sesion_id: session, inscripcion_id: enrolClassroom, presente: false }),
      update: { presente: true },
      deleteBy: 'none',
    },
  },
  {
    spec: {
      table: 'skills_certificados',
      module: 'skills',
      insertable: false,
      updatable: false,
      insert: () => ({ inscripcion_id: enrolClassroom, codigo: code() }),
      fixture: () => ({
        empresa_id: ANDES,
        inscripcion_id: enrolClassroom,
        colaborador_id: RODRIGO,
        curso_id: classroom,
        codigo: code(),
        fecha: '2026-01-05',
        horas: 3,
        colaborador_nombre: 'Rodrigo Vargas Pino',
        curso_nombre: 'Taller',
        empresa_nombre: 'Industrias Andes',
      }),
      update: { horas: 300 },
      deleteBy: 'none',
    },
  },
];

describe('Axel Skills courses through the module access matrix', () => {
  for (const { spec, adjust } of SPECS) {
    it(`${spec.table}: granted, denied by override, out of plan, inactive, other company, anon`, async () => {
      const expected = expectedMatrix(spec).map((c) => (adjust?.(c) ? { ...c, outcome: 'denied' as const } : c));
      expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expected);
    });
  }
});

describe('the course functions', () => {
  const rows = async (p: PromiseLike<{ data: unknown; error: { code?: string } | null }>) => {
    const { data, error } = await p;
    if (error) return error.code === '42501' || error.code?.startsWith('PGRST') ? 'refused' : `error ${error.code}`;
    return Array.isArray(data) && data.length > 0 ? 'ok' : 'denied';
  };

  it('give the quiz (without answers), the plan and the hours to users of the module only', async () => {
    const quiz = await clients.ana.rpc('skills_cuestionario', { p_curso: online });
    expect(quiz.error).toBeNull();
    expect(Object.keys((quiz.data as object[])[0]).sort()).toEqual(['enunciado', 'id', 'opciones', 'orden']);
    const outcomes = async (
      fn: (c: SupabaseClient) => PromiseLike<{ data: unknown; error: { code?: string } | null }>,
    ) => scenarioOutcomes(service, 'skills', clients, (c) => rows(fn(c)));
    const expected = [
      'concedido ana ok',
      'concedido adminAndes ok',
      'denegado_por_override ana denied',
      'fuera_del_plan ana denied',
      'fuera_del_plan adminAndes denied',
      'cuenta_inactiva inactivo denied',
      'otra_empresa adminPacifico denied',
      'otra_empresa superadmin denied',
      'anonimo anon refused',
    ];
    expect(await outcomes((c) => c.rpc('skills_cuestionario', { p_curso: online }))).toEqual(expected);
    const year = new Date().getFullYear();
    expect(await outcomes((c) => c.rpc('skills_plan_capacitacion', { p_anio: year }))).toEqual(expected);
    // Hours: one row always (zero without access); anon may not call it.
    const anonHours = await clients.anon.rpc('skills_horas_capacitacion', { p_anio: year });
    expect(anonHours.error?.code).toMatch(/^(42501|PGRST)/);
    const other = await clients.adminPacifico.rpc('skills_horas_capacitacion', { p_anio: year });
    expect(other.data).toEqual([{ horas: 0, certificados: 0, personas: 0 }]);
  });

  it('refuse the learner’s and the instructor’s writes to whoever may not, in PostgREST shape', async () => {
    for (const who of ['adminPacifico', 'superadmin', 'inactivo', 'anon'] as const) {
      const submit = await clients[who].rpc('skills_responder_cuestionario', { p_curso: online, p_respuestas: {} });
      expect(submit.error?.code, who).toMatch(/^(42501|PGRST)/);
      const mark = await clients[who].rpc('skills_marcar_leccion', { p_leccion: lesson });
      expect(mark.error?.code, who).toMatch(/^(42501|PGRST|22023)/);
    }
    // Ana is not enrolled in the fixture course, nor the session's instructor.
    const notEnrolled = await clients.ana.rpc('skills_responder_cuestionario', { p_curso: online, p_respuestas: {} });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.error?.message).toBe('No estás inscrito en este curso');
    const roll = await clients.ana.rpc('skills_lista_asistencia', { p_sesion: session });
    expect(roll.status).toBe(403);
    const attendance = await clients.ana.rpc('skills_registrar_asistencia', { p_sesion: session, p_asistencias: [] });
    expect(attendance.error?.message).toBe('Solo el administrador o el instructor de la sesión toma asistencia');
    // The admin may; bad input is a 400 with the reason.
    const bad = await clients.adminAndes.rpc('skills_registrar_asistencia', {
      p_sesion: session,
      p_asistencias: { x: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22023');
    const notUuid = await clients.adminAndes.rpc('skills_lista_asistencia', { p_sesion: 'no-es-uuid' });
    expect(notUuid.status).toBe(400);
    const okRoll = await clients.adminAndes.rpc('skills_lista_asistencia', { p_sesion: session });
    expect(okRoll.data).toMatchObject([{ inscripcion_id: enrolClassroom, nombre: 'Rodrigo Vargas Pino' }]);
  });
});

describe("a lesson's file in the attachments bucket", () => {
  it('is attached and removed by admin_empresa, read by users with Skills, by nobody else', async () => {
    const folder = `${ANDES}/skills/skills_lecciones/${lesson}`;
    const path = `${folder}/procedimiento.txt`;
    const body = new Blob(['Procedimiento de bloqueo'], { type: 'text/plain' });
    const refused = await clients.ana.storage
      .from('adjuntos')
      .upload(`${folder}/de-ana.txt`, body, { contentType: 'text/plain' });
    expect(refused.error).not.toBeNull();
    const up = await clients.adminAndes.storage.from('adjuntos').upload(path, body, { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    const seen = await clients.ana.storage.from('adjuntos').list(folder);
    expect(seen.data?.map((f) => f.name)).toEqual(['procedimiento.txt']);
    const read = await clients.ana.storage.from('adjuntos').download(path);
    expect(await read.data?.text()).toBe('Procedimiento de bloqueo');
    for (const who of ['adminPacifico', 'inactivo'] as const) {
      const other = await clients[who].storage.from('adjuntos').list(folder);
      expect(other.data ?? [], who).toEqual([]);
    }
    const anaRemove = await clients.ana.storage.from('adjuntos').remove([path]);
    expect(anaRemove.data ?? []).toEqual([]);
    const removed = await clients.adminAndes.storage.from('adjuntos').remove([path]);
    expect(removed.data?.map((f) => f.name)).toEqual([path]);
  });
});
