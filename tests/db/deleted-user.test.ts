/**
 * A deleted user's records stay (issue 34, 20261127194836_usuarios_eliminados.sql). A new
 * admin_empresa of Industrias Andes writes in every module table (and is a work order's technician,
 * an opportunity's owner, a project's manager, a task's assignee, the one who resolved a leave
 * request, an employee's account); then GoTrue's admin API deletes them
 * (DELETE /auth/v1/admin/users/{id}). Every row stays, and every column that named them is null.
 *
 * The columns are read from the catalogue: every foreign key from a module table
 * (private.tablas_modulo) to usuarios_plataforma. A new module table's authors are covered
 * without naming them here, and the test fails until this user has written in it.
 *
 * The one refusal: a user whose own hours are logged in Axel Projects (proy_horas.usuario_id) is
 * not deleted; the answer says why, in Spanish, and nothing changes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { COMPANIES, USERS } from './support.ts';

let server: TestServer;
let db: Database;
beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
});
afterAll(async () => {
  await server?.stop();
});

/** Runs fn as the signed-in user `id` (as a request of the REST API does), and commits. */
async function asUser<T>(id: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: id, role: 'authenticated' }),
    ]);
    await tx.exec('set local role authenticated');
    return fn(tx);
  });
}

const one = async <T = { id: string }>(tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<T>(sql, params)).rows[0];

async function newAdmin(email: string): Promise<string> {
  const { data, error } = await server.service().auth.admin.createUser({
    email,
    password: 'Secreta-123',
    email_confirm: true,
    user_metadata: { nombre: 'Borrable', apellido_paterno: 'Prueba' },
    app_metadata: { rol: 'admin_empresa', empresa_id: COMPANIES.andes },
  });
  if (error) throw new Error(error.message);
  return data.user!.id;
}

function deleteUser(id: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/admin/users/${id}`, {
    method: 'DELETE',
    headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
  });
}

/** Every foreign key column from a module table to usuarios_plataforma, as `table.column`. */
async function userColumns(): Promise<{ table: string; column: string; action: string }[]> {
  return (
    await db.query<{ table: string; column: string; action: string }>(
      `select k.conrelid::regclass::text as table, a.attname as column, k.confdeltype as action
       from pg_constraint k
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
       join private.tablas_modulo m on m.tabla = format('%I.%I', 'public', k.conrelid::regclass::text)
       where k.contype = 'f' and k.confrelid = 'public.usuarios_plataforma'::regclass
       order by 1, 2`,
    )
  ).rows;
}

async function counts(columns: { table: string; column: string }[], user: string) {
  const out: Record<string, { rows: number; naming: number }> = {};
  for (const { table, column } of columns) {
    const r = await one<{ rows: string; naming: string }>(
      db,
      `select count(*)::text as rows, count(*) filter (where ${column} = $1)::text as naming from public.${table}`,
      [user],
    );
    out[`${table}.${column}`] = { rows: Number(r.rows), naming: Number(r.naming) };
  }
  return out;
}

it('every attribution column of the module tables says what a deleted user leaves: null, or a refusal', async () => {
  const columns = await userColumns();
  expect(columns.length).toBeGreaterThanOrEqual(50);
  // on delete set null ('n'), except the hours' owner: restrict ('r'), with the trigger's message, and
  // a follow of a work order, which is the user's own subscription: it goes with them (cascade, 'c').
  expect(columns.filter((c) => c.action !== 'n')).toEqual([
    { table: 'ops_seguidores', column: 'usuario_id', action: 'c' },
    { table: 'proy_horas', column: 'usuario_id', action: 'r' },
  ]);
});

it('deletes a user who wrote in every module; their records stay, without their name', async () => {
  const x = await newAdmin(`borrable-${Date.now()}@andes.demo`);
  await asUser(x, async (tx) => {
    // Parties and Industrial.
    const tercero = (
      await one(tx, `insert into public.terceros (nombre, rut) values ('Cliente de X', '76.999.888-8') returning id`)
    ).id;
    const activo = (
      await one(tx, `insert into public.industrial_activos (codigo, nombre) values ('X-1', 'Bomba de X') returning id`)
    ).id;
    const repuesto = (
      await one(
        tx,
        `insert into public.industrial_repuestos (sku, nombre, stock) values ('X-SKU', 'Sello de X', 10) returning id`,
      )
    ).id;
    const plan = (
      await one(
        tx,
        `insert into public.industrial_planes (activo_id, nombre, frecuencia_dias) values ($1, 'Plan de X', 30) returning id`,
        [activo],
      )
    ).id;
    await tx.query(
      `insert into public.industrial_movimientos (repuesto_id, tipo, cantidad, motivo) values ($1, 'entrada', 5, 'Compra de X')`,
      [repuesto],
    );
    // Ops: an order X works on and closes, with its checklist, parts, hours and comments.
    const orden = (
      await one(
        tx,
        `insert into public.ops_ordenes (falla_reportada, tecnico_id, tercero_id, activo_id, plan_id) values ('Falla de X', $1, $2, $3, $4) returning id`,
        [x, tercero, activo, plan],
      )
    ).id;
    await tx.query(`insert into public.ops_tareas (orden_id, descripcion) values ($1, 'Revisar')`, [orden]);
    await tx.query(`insert into public.ops_repuestos_usados (orden_id, repuesto_id, cantidad) values ($1, $2, 1)`, [
      orden,
      repuesto,
    ]);
    await tx.query(`insert into public.ops_horas (orden_id, horas) values ($1, 2)`, [orden]);
    await tx.query(`insert into public.ops_comentarios (orden_id, texto) values ($1, 'Listo')`, [orden]);
    await tx.query(
      `insert into public.comentarios (tabla, registro_id, texto) values ('industrial_repuestos', $1, 'Pedido')`,
      [repuesto],
    );
    for (const estado of ['en_curso', 'completada', 'cerrada']) {
      await tx.query(`update public.ops_ordenes set estado = $2 where id = $1`, [orden, estado]);
    }
    // CRM.
    const contacto = (
      await one(tx, `insert into public.crm_contactos (tercero_id, nombre) values ($1, 'Contacto de X') returning id`, [
        tercero,
      ])
    ).id;
    const oportunidad = (
      await one(
        tx,
        `insert into public.crm_oportunidades (nombre, tercero_id, contacto_id, monto) values ('Venta de X', $1, $2, 1000) returning id`,
        [tercero, contacto],
      )
    ).id;
    await tx.query(`insert into public.crm_actividades (asunto, oportunidad_id) values ('Llamar', $1)`, [oportunidad]);
    await tx.query(`insert into public.crm_leads (nombre, correo) values ('Lead de X', 'lead-x@example.com')`);
    // Finance: a document paid in full (frozen), its payment and application, a category.
    const categoria = (
      await one(tx, `insert into public.fin_categorias (tipo, nombre) values ('ingreso', 'Ingresos de X') returning id`)
    ).id;
    const documento = (
      await one<{ id: string; total: string }>(
        tx,
        `insert into public.fin_documentos (direccion, tercero_id, categoria_id, neto, estado) values ('emitido', $1, $2, 1000, 'emitida') returning id, total::text`,
        [tercero, categoria],
      )
    ).id;
    await tx.query(`select public.fin_registrar_pago($1::jsonb, $2::jsonb)`, [
      JSON.stringify({ direccion: 'cobro', tercero_id: tercero, monto: '1190' }),
      JSON.stringify([{ documento_id: documento, monto: '1190' }]),
    ]);
    // Finance's books: the company's tax data, a product of the catalogue, a CAF folio range (the
    // document above has its one line).
    await tx.query(
      `with antes as (delete from public.fin_emisor returning rut, razon_social, giro)
       insert into public.fin_emisor (rut, razon_social, giro) select rut, razon_social, giro from antes`,
    );
    await tx.query(
      `insert into public.fin_productos (codigo, nombre, unidad, precio) values ('X-P', 'Servicio de X', 'UN', 1000)`,
    );
    await tx.query(
      `insert into public.fin_caf (tipo, folio_desde, folio_hasta, fecha_autorizacion, siguiente_folio) values ('factura', 900001, 900100, current_date, 900001)`,
    );
    // Projects: X manages the project, is assigned a task, and logs Ana's hours (as admin).
    const proyecto = (
      await one(
        tx,
        `insert into public.proy_proyectos (nombre, gerente_id, tercero_id) values ('Proyecto de X', $1, $2) returning id`,
        [x, tercero],
      )
    ).id;
    const previa = (
      await one(
        tx,
        `insert into public.proy_tareas (proyecto_id, titulo, responsable_id) values ($1, 'Diseño', $2) returning id`,
        [proyecto, x],
      )
    ).id;
    const tarea = (
      await one(tx, `insert into public.proy_tareas (proyecto_id, titulo) values ($1, 'Montaje') returning id`, [
        proyecto,
      ])
    ).id;
    await tx.query(`insert into public.proy_dependencias (tarea_id, depende_de_id) values ($1, $2)`, [tarea, previa]);
    await tx.query(`insert into public.proy_horas (tarea_id, usuario_id, horas) values ($1, $2, 3)`, [
      previa,
      USERS.ana,
    ]);
    // Think: a perspective, an objective and a key result X owns, and X's check-in.
    const perspectiva = (
      await one(tx, `insert into public.think_perspectivas (nombre) values ('Perspectiva de X') returning id`)
    ).id;
    const objetivo = (
      await one(
        tx,
        `insert into public.think_objetivos (titulo, periodo, perspectiva_id, responsable_id) values ('Objetivo de X', '2031', $1, $2) returning id`,
        [perspectiva, x],
      )
    ).id;
    const resultado = (
      await one(
        tx,
        `insert into public.think_resultados_clave (objetivo_id, titulo, tipo, meta, responsable_id) values ($1, 'KR de X', 'binario', 1, $2) returning id`,
        [objetivo, x],
      )
    ).id;
    await tx.query(`insert into public.think_checkins (resultado_id, valor, confianza) values ($1, 1, 'alta')`, [
      resultado,
    ]);
    const kpi = (
      await one(
        tx,
        `insert into public.think_kpis (nombre, meta, umbral_verde, umbral_rojo, responsable_id) values ('KPI de X', 10, 8, 5, $1) returning id`,
        [x],
      )
    ).id;
    await tx.query(`insert into public.think_kpi_valores (kpi_id, fecha, valor) values ($1, '2026-01-05', 9)`, [kpi]);
    // The company's mission and vision, written again by X; an initiative, a review and a commitment
    // of X's; this period's readings of the live KPIs (X is the admin).
    await tx.query(`delete from public.think_estrategia`);
    await tx.query(`insert into public.think_estrategia (mision, vision) values ('Misión de X', 'Visión de X')`);
    await tx.query(
      `insert into public.think_iniciativas (nombre, objetivo_id, responsable_id) values ('Iniciativa de X', $1, $2)`,
      [objetivo, x],
    );
    const revision = (
      await one(
        tx,
        `insert into public.think_revisiones (titulo, fecha) values ('Revisión de X', '2031-01-10') returning id`,
      )
    ).id;
    await tx.query(
      `insert into public.think_revision_puntos (revision_id, tipo, texto, responsable_id, fecha_compromiso)
       values ($1, 'compromiso', 'Compromiso de X', $2, '2031-02-01')`,
      [revision, x],
    );
    await tx.query(`select public.think_registrar_lecturas()`);
    // People: X's own record (linked to X's account), X's leave request, a holiday, X's attendance,
    // and (below) X approves Ana's request.
    const colaborador = (
      await one(
        tx,
        `select public.guardar_colaborador(null, jsonb_build_object('nombres', 'Borrable', 'apellidos', 'Prueba',
           'rut', '15.555.666-8', 'fecha_ingreso', '2024-01-02', 'usuario_id', $1::text)) as id`,
        [x],
      )
    ).id;
    await tx.query(
      `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, 'permiso_sin_goce', '2031-04-08', '2031-04-08')`,
      [colaborador],
    );
    await tx.query(`insert into public.feriados (fecha, nombre) values ('2031-03-03', 'Feriado de X')`);
    await tx.query(
      `insert into public.marcas_asistencia (colaborador_id, fecha, entrada) values ($1, '2026-11-02', '2026-11-02T12:00:00Z')`,
      [colaborador],
    );
    // Skills: a skill, the level a position requires, X's assessment of Ana.
    const competencia = (
      await one(
        tx,
        `insert into public.skills_competencias (nombre, grupo) values ('Competencia de X', 'tecnicas') returning id`,
      )
    ).id;
    await tx.query(
      `insert into public.skills_niveles_requeridos (cargo, competencia_id, nivel) values ('Cargo de X', $1, 2)`,
      [competencia],
    );
    await tx.query(
      `insert into public.skills_evaluaciones (colaborador_id, competencia_id, nivel, evidencia) values ('d1000000-0000-4000-8000-000000000002', $1, 3, 'Observado en terreno')`,
      [competencia],
    );
    // Skills' certifications: a type, X's certification of Ana, what a position and Ops' orders
    // require, and the company's mode (the demo's row, made again by X).
    const tipo = (
      await one(
        tx,
        `insert into public.skills_tipos_certificacion (nombre, vigencia_meses) values ('Tipo de X', 12) returning id`,
      )
    ).id;
    await tx.query(
      `insert into public.skills_certificaciones (colaborador_id, tipo_id, fecha_obtencion) values ('d1000000-0000-4000-8000-000000000002', $1, '2026-01-05')`,
      [tipo],
    );
    await tx.query(`insert into public.skills_cargo_certificaciones (cargo, tipo_id) values ('Cargo de X', $1)`, [
      tipo,
    ]);
    await tx.query(`insert into public.skills_requisitos_ops (tipo_id, tipo_orden) values ($1, 'garantia')`, [tipo]);
    await tx.query(`delete from public.skills_ajustes`);
    await tx.query(`insert into public.skills_ajustes (modo_ops) values ('advertir')`);
    // Predictive: a machine key, a reading of X's asset, and an alert on it that X accepts.
    await tx.query(`select public.predictive_crear_llave('Llave de X')`);
    const lectura = (
      await one(
        tx,
        `insert into public.predictive_lecturas (activo_id, variable, unidad, valor, medido_en) values ($1, 'temperatura', '°C', 71.5, now() - interval '1 hour') returning id`,
        [activo],
      )
    ).id;
    // Alerts are written by the database's rules, never by a client: this one is stored as the rules
    // store theirs (the owner), then X, back in her role, accepts it.
    await tx.exec('reset role');
    await tx.query(
      `insert into public.predictive_alertas (lectura_id, regla, banda_baja, banda_alta, estadistico) values ($1, 'z-robusto', 40, 60, 4.2)`,
      [lectura],
    );
    // The company's last run of the rules (the demo's) goes, so that X's run below is a new one.
    await tx.query(
      `delete from public.predictive_revisiones where empresa_id = (select empresa_id from public.predictive_lecturas where id = $1)`,
      [lectura],
    );
    await tx.exec('set local role authenticated');
    await tx.query(`update public.predictive_alertas set estado = 'aceptada' where lectura_id = $1`, [lectura]);
    // X asks for a run of the rules now ('Revisar ahora'): the company's run is hers.
    await tx.query(`select public.predictive_revisar_alertas()`);
    // Skills courses: an online course with a lesson and a question, a classroom course whose session X
    // teaches, the courses assigned to a position, Ana enrolled, and X taking her attendance.
    const enLinea = (
      await one(
        tx,
        `insert into public.skills_cursos (nombre, modalidad, horas) values ('Curso de X', 'online', 2) returning id`,
      )
    ).id;
    await tx.query(
      `insert into public.skills_lecciones (curso_id, titulo, tipo) values ($1, 'Lección de X', 'texto')`,
      [enLinea],
    );
    await tx.query(
      `insert into public.skills_preguntas (curso_id, enunciado, opciones, correcta) values ($1, 'Pregunta de X', array['a', 'b'], 0)`,
      [enLinea],
    );
    await tx.query(`insert into public.skills_cursos_cargos (curso_id, cargo) values ($1, 'Cargo de X')`, [enLinea]);
    const presencial = (
      await one(
        tx,
        `insert into public.skills_cursos (nombre, modalidad, horas) values ('Taller de X', 'presencial', 3) returning id`,
      )
    ).id;
    const sesion = (
      await one(
        tx,
        `insert into public.skills_sesiones (curso_id, fecha, instructor, instructor_id) values ($1, '2026-01-05', 'X', $2) returning id`,
        [presencial, x],
      )
    ).id;
    const inscripcion = (
      await one(
        tx,
        `insert into public.skills_inscripciones (curso_id, colaborador_id) values ($1, 'd1000000-0000-4000-8000-000000000002') returning id`,
        [presencial],
      )
    ).id;
    await tx.query(
      `select public.skills_registrar_asistencia($1, jsonb_build_array(jsonb_build_object('inscripcion_id', $2::text, 'presente', true)))`,
      [sesion, inscripcion],
    );
  });
  // Ana's request (as the seed would write it), resolved by X.
  const solicitud = (
    await one(
      db,
      `insert into public.solicitudes_ausencia (empresa_id, colaborador_id, tipo, fecha_inicio, fecha_fin)
       values ($1, 'd1000000-0000-4000-8000-000000000002', 'permiso_sin_goce', '2031-04-07', '2031-04-07') returning id`,
      [COMPANIES.andes],
    )
  ).id;
  await asUser(x, (tx) =>
    tx.query(`update public.solicitudes_ausencia set estado = 'aprobada' where id = $1`, [solicitud]),
  );

  const columns = (await userColumns()).filter((c) => c.action === 'n');
  const before = await counts(columns, x);
  const unwritten = Object.entries(before)
    .filter(([, c]) => c.naming === 0)
    .map(([name]) => name);
  expect(unwritten, 'the user wrote in every module table (add the new table to this test)').toEqual([]);

  const res = await deleteUser(x);
  expect(res.status, await res.clone().text()).toBe(200);

  const after = await counts(columns, x);
  for (const [name, c] of Object.entries(after)) {
    expect({ name, ...c }).toEqual({ name, rows: before[name].rows, naming: 0 });
  }
  expect((await db.query('select 1 from auth.users where id = $1', [x])).rows).toEqual([]);
  expect((await db.query('select 1 from public.usuarios_plataforma where id = $1', [x])).rows).toEqual([]);
  // What stays reads as before: the closed order, the paid document, the linked employee.
  const kept = await one<{ orden: string; documento: string; colaborador: string | null }>(
    db,
    `select (select estado from public.ops_ordenes where falla_reportada = 'Falla de X') as orden,
       (select estado from public.fin_documentos d join public.terceros t on t.id = d.tercero_id where t.nombre = 'Cliente de X') as documento,
       (select usuario_id::text from public.colaboradores where nombres = 'Borrable') as colaborador`,
  );
  expect(kept).toEqual({ orden: 'cerrada', documento: 'pagada', colaborador: null });
});

it('refuses to delete a user whose own hours are logged, says why, and changes nothing', async () => {
  const y = await newAdmin(`con-horas-${Date.now()}@andes.demo`);
  await asUser(y, async (tx) => {
    const proyecto = (await one(tx, `insert into public.proy_proyectos (nombre) values ('Proyecto de Y') returning id`))
      .id;
    const tarea = (
      await one(tx, `insert into public.proy_tareas (proyecto_id, titulo) values ($1, 'Tarea de Y') returning id`, [
        proyecto,
      ])
    ).id;
    await tx.query(`insert into public.proy_horas (tarea_id, horas) values ($1, 1.5), ($1, 2)`, [tarea]);
  });
  const res = await deleteUser(y);
  expect(res.status).toBe(422);
  const body = (await res.json()) as { msg?: string; message?: string };
  expect(body.msg ?? body.message).toContain(`No se puede eliminar la cuenta con-horas-`);
  expect(body.msg ?? body.message).toContain(
    'tiene 2 registros de horas en Axel Projects. Desactívala, o elimina antes sus horas.',
  );
  expect((await db.query('select 1 from auth.users where id = $1', [y])).rows).toHaveLength(1);
  expect((await db.query('select 1 from public.proy_horas where usuario_id = $1', [y])).rows).toHaveLength(2);
});
