/**
 * Notices in Postgres (issue 36, migration 20261127222811_avisos_notificaciones.sql): every event
 * trigger and scheduled check gives the right people one notice (the inbox and/or the outbox, as
 * each chose), never to the one who acted, an inactive user or a user without the module; the
 * checks are idempotent; the inbox is its user's alone; the outbox is the service role's.
 * Each test runs in a transaction that is rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, statementFailure, USERS, type UserKey } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** Acts as another user inside the same transaction (or as the database itself: 'db'). */
async function become(tx: Queryable, who: UserKey | 'db') {
  await tx.exec('reset role');
  if (who === 'db') {
    await tx.query(`select set_config('request.jwt.claims', '', true)`);
    return;
  }
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: USERS[who], role: 'authenticated' }),
  ]);
  await tx.exec('set local role authenticated');
}

interface Notice {
  usuario_id: string;
  tipo: string;
  titulo: string;
  texto: string;
  enlace: string | null;
}
interface Mail {
  usuario_id: string;
  tipo: string;
  destinatario: string;
  datos: string;
}

/** The notices and e-mails given so far in this transaction (read as the database). */
async function given(tx: Queryable, back: UserKey | 'db' = 'db') {
  await become(tx, 'db');
  const notices = (
    await tx.query<Notice>(
      'select usuario_id, tipo, titulo, texto, enlace from public.notificaciones where creada_en = now() order by creada_en, titulo',
    )
  ).rows;
  const mails = (
    await tx.query<Mail>(
      'select usuario_id, tipo, destinatario, datos::text from private.correos_salida where creado_en = now() order by id',
    )
  ).rows;
  if (back !== 'db') await become(tx, back);
  return { notices, mails };
}

/** A working day a month ahead (leave requests need one). */
function nextMonday(): string {
  const d = new Date(Date.now() + 35 * 86400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

async function newOrder(tx: Queryable, tecnico: string | null = null) {
  return (
    await tx.query<{ id: string; codigo: string }>(
      `insert into public.ops_ordenes (tipo, prioridad, falla_reportada, equipo_texto, tecnico_id)
       values ('correctiva', 'alta', 'Bomba 3 con vibración', 'Bomba 3', $1) returning id, codigo`,
      [tecnico],
    )
  ).rows[0];
}

describe('work orders', () => {
  it('an order assigned to a technician tells her, in the app and by e-mail, with the company and a link', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const o = await newOrder(tx, USERS.ana);
      const { notices, mails } = await given(tx);
      expect(notices).toEqual([
        {
          usuario_id: USERS.ana,
          tipo: 'orden_asignada',
          titulo: `Se te asignó la orden ${o.codigo}`,
          texto: 'Bomba 3 con vibración · Bomba 3',
          enlace: `/axel-ops/ordenes/${o.id}`,
        },
      ]);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ usuario_id: USERS.ana, tipo: 'orden_asignada', destinatario: 'ana@andes.demo' });
      expect(JSON.parse(mails[0].datos)).toMatchObject({
        nombre: 'Ana',
        empresa: 'Industrias Andes',
        titulo: `Se te asignó la orden ${o.codigo}`,
        enlace: `/axel-ops/ordenes/${o.id}`,
      });
    });
  });

  it('nobody is told of their own act: assigning an order to oneself gives nothing', async () => {
    await asActor(db, 'ana', async (tx) => {
      await newOrder(tx, USERS.ana);
      expect(await given(tx)).toEqual({ notices: [], mails: [] });
    });
  });

  it('a change of state tells the one who created the order (in the app: the default of that type)', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const o = await newOrder(tx, USERS.ana);
      await become(tx, 'ana');
      await tx.query(`update public.ops_ordenes set estado = 'en_curso' where id = $1`, [o.id]);
      const { notices, mails } = await given(tx);
      const toAdmin = notices.filter((n) => n.usuario_id === USERS.adminAndes);
      expect(toAdmin).toEqual([
        expect.objectContaining({
          tipo: 'orden_estado',
          titulo: `La orden ${o.codigo} pasó a En curso`,
          enlace: `/axel-ops/ordenes/${o.id}`,
        }),
      ]);
      expect(toAdmin[0].texto).toContain('Cambio hecho por Ana Torres');
      expect(mails.filter((m) => m.usuario_id === USERS.adminAndes)).toEqual([]);
    });
  });

  it('reassigning tells the new technician; the preference decides the channel (none, e-mail only)', async () => {
    await asActor(db, 'ana', async (tx) => {
      await tx.query(`insert into public.preferencias_notificacion (tipo, canal) values ('orden_asignada', 'correo')`);
      await become(tx, 'adminAndes');
      await newOrder(tx, USERS.ana);
      let g = await given(tx, 'ana');
      expect(g.notices).toEqual([]);
      expect(g.mails.map((m) => m.destinatario)).toEqual(['ana@andes.demo']);
      await tx.query(`update public.preferencias_notificacion set canal = 'ninguno' where tipo = 'orden_asignada'`);
      await become(tx, 'adminAndes');
      await newOrder(tx, USERS.ana);
      g = await given(tx);
      expect(g.mails).toHaveLength(1);
    });
  });

  it('a user whose Ops access was revoked is told nothing', async () => {
    await asActor(db, 'superadmin', async (tx) => {
      await tx.query(
        `select public.fijar_permiso_usuario($1, (select id from public.modulos_disponibles where clave = 'ops'), false)`,
        [USERS.ana],
      );
      await become(tx, 'adminAndes');
      await newOrder(tx, USERS.ana);
      expect(await given(tx)).toEqual({ notices: [], mails: [] });
    });
  });

  it('a comment tells whoever follows the order (creator, technician, earlier commenters), not its author', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const o = await newOrder(tx, USERS.ana);
      await become(tx, 'ana');
      await tx.query(`insert into public.ops_comentarios (orden_id, texto) values ($1, 'Llegó el repuesto')`, [o.id]);
      let g = await given(tx, 'adminAndes');
      const comment = g.notices.filter((n) => n.tipo === 'orden_comentario');
      expect(comment).toEqual([
        {
          usuario_id: USERS.adminAndes,
          tipo: 'orden_comentario',
          titulo: `Ana Torres comentó la orden ${o.codigo}`,
          texto: 'Llegó el repuesto',
          enlace: `/axel-ops/ordenes/${o.id}`,
        },
      ]);
      await tx.query(`insert into public.ops_comentarios (orden_id, texto) values ($1, 'Gracias')`, [o.id]);
      g = await given(tx);
      expect(
        g.notices
          .filter((n) => n.tipo === 'orden_comentario')
          .map((n) => n.usuario_id)
          .sort(),
      ).toEqual([USERS.adminAndes, USERS.ana].sort());
    });
  });

  it('a user may follow and stop following an order of their company, never for someone else', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const o = await newOrder(tx);
      await become(tx, 'ana');
      await tx.query('insert into public.ops_seguidores (orden_id, empresa_id) values ($1, $2)', [
        o.id,
        COMPANIES.andes,
      ]);
      expect(
        (
          await statementFailure(
            tx,
            'insert into public.ops_seguidores (orden_id, usuario_id, empresa_id) values ($1, $2, $3)',
            [o.id, USERS.inactivo, COMPANIES.andes],
          )
        )?.code,
      ).toBe('42501');
      await become(tx, 'adminPacifico');
      expect(
        (
          await statementFailure(tx, 'insert into public.ops_seguidores (orden_id, empresa_id) values ($1, $2)', [
            o.id,
            COMPANIES.andes,
          ])
        )?.code,
      ).toBe('42501');
      await become(tx, 'ana');
      const del = await tx.query('delete from public.ops_seguidores where orden_id = $1 returning usuario_id', [o.id]);
      expect(del.rows).toEqual([{ usuario_id: USERS.ana }]);
    });
  });
});

describe('leave requests', () => {
  it('a request tells the direct manager; the answer tells whoever asked', async () => {
    await asActor(db, 'ana', async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin, motivo)
         values ('d1000000-0000-4000-8000-000000000002', 'permiso_con_goce', $1::date, $1::date, 'Trámite')
         returning id`,
        [nextMonday()],
      );
      let g = await given(tx, 'adminAndes');
      expect(g.notices).toEqual([
        expect.objectContaining({
          usuario_id: USERS.adminAndes,
          tipo: 'ausencia_solicitada',
          titulo: 'Ana Torres Fuentes pide permiso con goce',
          enlace: '/axel-people/solicitudes',
        }),
      ]);
      expect(g.mails.map((m) => m.destinatario)).toEqual(['admin@andes.demo']);
      await tx.query(`update public.solicitudes_ausencia set estado = 'aprobada' where id = $1`, [rows[0].id]);
      g = await given(tx);
      expect(g.notices.filter((n) => n.tipo === 'ausencia_resuelta')).toEqual([
        expect.objectContaining({
          usuario_id: USERS.ana,
          titulo: 'Tu solicitud de permiso con goce fue aprobada',
          enlace: '/axel-people/solicitudes',
        }),
      ]);
    });
  });
});

describe('spare parts', () => {
  it('falling under the minimum tells the company admins once, and again only after it recovered', async () => {
    await asActor(db, 'ana', async (tx) => {
      const part = (
        await tx.query<{ id: string }>(
          `insert into public.industrial_repuestos (sku, nombre, stock, stock_minimo) values ('AV-1', 'Correa A-42', 10, 5) returning id`,
        )
      ).rows[0].id;
      const move = (tipo: string, n: number) =>
        tx.query(
          `insert into public.industrial_movimientos (repuesto_id, tipo, cantidad, motivo) values ($1, $2, $3, 'Prueba')`,
          [part, tipo, n],
        );
      await move('salida', 6);
      await move('salida', 1);
      let g = await given(tx, 'ana');
      expect(g.notices).toEqual([
        expect.objectContaining({
          usuario_id: USERS.adminAndes,
          tipo: 'repuesto_bajo_minimo',
          titulo: 'Correa A-42 (AV-1) bajo su mínimo',
          texto: 'Quedan 4; el mínimo es 5.',
        }),
      ]);
      await move('entrada', 10);
      await move('salida', 12);
      g = await given(tx);
      expect(g.notices.filter((n) => n.tipo === 'repuesto_bajo_minimo')).toHaveLength(2);
    });
  });
});

describe('scheduled checks', () => {
  it('CRM activities due today: their owner, once however often the check runs; nothing to the inactive', async () => {
    await asActor(db, 'ana', async (tx) => {
      await become(tx, 'db');
      const tercero = (
        await tx.query<{ id: string }>(`select id from public.terceros where empresa_id = $1 limit 1`, [
          COMPANIES.andes,
        ])
      ).rows[0].id;
      await tx.query(
        `update public.crm_actividades set completada = true where fecha_vencimiento = private.hoy_chile()`,
      );
      // Fixtures as the platform would never let them be: an activity of an inactive user.
      await tx.exec('set local session_replication_role = replica');
      await tx.query(
        `insert into public.crm_actividades (empresa_id, tipo, asunto, fecha_vencimiento, tercero_id, responsable_id)
         values ($1, 'llamada', 'Llamar a compras', private.hoy_chile(), $2, $3),
                ($1, 'tarea', 'Tarea de Pedro', private.hoy_chile(), $2, $4),
                ($1, 'tarea', 'Mañana', private.hoy_chile() + 1, $2, $3)`,
        [COMPANIES.andes, tercero, USERS.ana, USERS.inactivo],
      );
      await tx.exec('set local session_replication_role = origin');
      expect((await tx.query<{ n: string }>('select private.revisar_actividades_crm() as n')).rows[0].n).toBe('1');
      expect((await tx.query<{ n: string }>('select private.revisar_actividades_crm() as n')).rows[0].n).toBe('0');
      const g = await given(tx);
      expect(g.notices).toEqual([
        expect.objectContaining({
          usuario_id: USERS.ana,
          tipo: 'crm_actividad_hoy',
          titulo: 'Para hoy: Llamar a compras',
          texto: 'Llamada que vence hoy.',
        }),
      ]);
    });
  });

  it('an overdue document tells the company admins once (not its users, not another company)', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      await become(tx, 'db');
      const tercero = (
        await tx.query<{ id: string }>(`select id from public.terceros where empresa_id = $1 limit 1`, [
          COMPANIES.andes,
        ])
      ).rows[0].id;
      const doc = (
        await tx.query<{ id: string }>(
          `insert into public.fin_documentos (empresa_id, direccion, tipo, folio, tercero_id, fecha_emision, fecha_vencimiento, neto, estado)
           values ($1, 'emitido', 'factura', 99123, $2, private.hoy_chile() - 40, private.hoy_chile() - 10, 100000, 'emitida') returning id`,
          [COMPANIES.andes, tercero],
        )
      ).rows[0].id;
      const first = (await tx.query<{ r: string }>('select private.ejecutar_revisiones()::text as r')).rows[0].r;
      expect(JSON.parse(first).factura_vencida).toBeGreaterThanOrEqual(1);
      const again = (await tx.query<{ r: string }>('select private.ejecutar_revisiones()::text as r')).rows[0].r;
      expect(JSON.parse(again).factura_vencida).toBe(0);
      const g = await given(tx);
      const to = new Set(g.notices.filter((n) => n.tipo === 'factura_vencida').map((n) => n.usuario_id));
      // Admins only (Pacífico's admin gets Pacífico's own overdue documents): never a usuario.
      expect(to.has(USERS.ana) || to.has(USERS.luis)).toBe(false);
      const overdue = g.notices.filter((n) => n.enlace === `/axel-finance/documentos/${doc}`);
      expect(overdue).toEqual([
        expect.objectContaining({
          usuario_id: USERS.adminAndes,
          titulo: expect.stringMatching(/^Factura N° \d+ de .+ vencida$/),
          texto: expect.stringMatching(/^Por cobrar: saldo \$119\.000, venció el \d\d-\d\d-\d{4}\.$/),
          enlace: `/axel-finance/documentos/${doc}`,
        }),
      ]);
    });
  });

  it('a preventive plan due within 7 days tells its creator and the admins, once per date', async () => {
    await asActor(db, 'ana', async (tx) => {
      const activo = (
        await tx.query<{ id: string }>(`select id from public.industrial_activos order by codigo limit 1`)
      ).rows[0].id;
      await tx.query(
        `insert into public.industrial_planes (activo_id, nombre, frecuencia_dias, fecha_inicio)
         values ($1, 'Cambio de aceite', 30, private.hoy_chile() - 25)`,
        [activo],
      );
      await become(tx, 'db');
      await tx.query('select private.revisar_planes_preventivos()');
      const n = (await tx.query<{ n: string }>('select private.revisar_planes_preventivos() as n')).rows[0].n;
      expect(n).toBe('0');
      const g = await given(tx);
      const plan = g.notices.filter((x) => x.tipo === 'plan_preventivo' && x.titulo.endsWith('Cambio de aceite'));
      expect(plan.map((x) => x.usuario_id).sort()).toEqual([USERS.adminAndes, USERS.ana].sort());
      expect(plan[0].enlace).toBe('/axel-industrial/planes');
    });
  });

  it('notificar gives nothing to an inactive user, and a key gives a notice once', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      await become(tx, 'db');
      const call = (user: string, key: string | null) =>
        tx.query<{ ok: string }>(
          `select private.notificar($1, 'orden_asignada', 'Prueba', '', '/axel-ops', $2)::text as ok`,
          [user, key],
        );
      expect((await call(USERS.inactivo, null)).rows[0].ok).toBe('false');
      expect((await call(USERS.ana, 'prueba:1')).rows[0].ok).toBe('true');
      expect((await call(USERS.ana, 'prueba:1')).rows[0].ok).toBe('false');
      expect((await given(tx)).notices).toHaveLength(1);
    });
  });
});

describe('who may read and write the inbox', () => {
  async function withNotice(tx: Queryable) {
    await become(tx, 'db');
    await tx.query(`select private.notificar($1, 'orden_asignada', 'Para Ana', '', '/axel-ops', null)`, [USERS.ana]);
  }

  it('only its user reads a notice and marks it read (at the database clock); nobody inserts or deletes', async () => {
    await asActor(db, 'ana', async (tx) => {
      await withNotice(tx);
      await become(tx, 'ana');
      const mine = await tx.query<{ id: string }>('select id from public.notificaciones');
      expect(mine.rows).toHaveLength(1);
      const marked = await tx.query<{ leida_en: string }>(
        `update public.notificaciones set leida_en = '2001-01-01' where id = $1 returning (leida_en = now())::text as leida_en`,
        [mine.rows[0].id],
      );
      expect(marked.rows).toEqual([{ leida_en: 'true' }]);
      expect(
        (
          await statementFailure(tx, `update public.notificaciones set titulo = 'otro' where id = $1`, [
            mine.rows[0].id,
          ])
        )?.code,
      ).toBe('42501');
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.notificaciones (usuario_id, tipo, titulo) values ($1, 'orden_asignada', 'falsa')`,
            [USERS.ana],
          )
        )?.code,
      ).toBe('42501');
      expect((await statementFailure(tx, 'delete from public.notificaciones'))?.code).toBe('42501');
      for (const other of ['adminAndes', 'superadmin', 'adminPacifico'] as const) {
        await become(tx, other);
        expect(
          (await tx.query('select id from public.notificaciones where usuario_id = $1', [USERS.ana])).rows,
        ).toEqual([]);
        const u = await tx.query(`update public.notificaciones set leida_en = null where usuario_id = $1`, [USERS.ana]);
        expect(u.affectedRows ?? 0).toBe(0);
      }
    });
  });

  it('anon reads nothing of it; the outbox and its functions are the service role alone', async () => {
    await asActor(db, 'anon', async (tx) => {
      expect((await statementFailure(tx, 'select * from public.notificaciones'))?.code).toBe('42501');
      expect((await statementFailure(tx, 'select * from public.preferencias_notificacion'))?.code).toBe('42501');
    });
    await asActor(db, 'ana', async (tx) => {
      expect((await statementFailure(tx, 'select * from private.correos_salida'))?.code).toBe('42501');
      expect((await statementFailure(tx, 'select * from public.tomar_correos(1, 60)'))?.code).toBe('42501');
      expect((await statementFailure(tx, 'select public.confirmar_correo(1)'))?.code).toBe('42501');
    });
  });

  it('preferences: a user reads and writes their own only', async () => {
    await asActor(db, 'ana', async (tx) => {
      await tx.query(`insert into public.preferencias_notificacion (tipo, canal) values ('orden_estado', 'ambos')`);
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.preferencias_notificacion (usuario_id, tipo, canal) values ($1, 'orden_estado', 'ninguno')`,
            [USERS.adminAndes],
          )
        )?.code,
      ).toBe('42501');
      expect(
        (
          await statementFailure(
            tx,
            `update public.preferencias_notificacion set canal = 'fax' where tipo = 'orden_estado'`,
          )
        )?.code,
      ).toBe('23514');
      await become(tx, 'adminAndes');
      expect(
        (await tx.query('select * from public.preferencias_notificacion where usuario_id = $1', [USERS.ana])).rows,
      ).toEqual([]);
      // Ten of issue 36, Think's weekly check-in reminder (20261128003459), a mention in a
      // record's comments (20261128005355) and Predictive's anomaly alerts (20261128073830).
      expect((await tx.query('select count(*)::text as n from public.tipos_notificacion')).rows[0]).toEqual({
        n: '13',
      });
    });
  });
});

describe('the outbox', () => {
  it('a claimed row is not claimed again until its lease ends; a failure is retried later, then given up', async () => {
    await asActor(db, 'ana', async (tx) => {
      await become(tx, 'db');
      await tx.query('update private.correos_salida set estado = $1', ['enviado']);
      await tx.query(`select private.notificar($1, 'orden_asignada', 'Correo', '', '/axel-ops', null)`, [USERS.ana]);
      await tx.exec('set local role service_role');
      const first = await tx.query<{ id: string; intentos: string }>(
        'select id::text, intentos::text from public.tomar_correos(10, 60)',
      );
      expect(first.rows).toHaveLength(1);
      expect(first.rows[0].intentos).toBe('1');
      expect((await tx.query('select * from public.tomar_correos(10, 60)')).rows).toEqual([]);
      await tx.query('select public.reintentar_correo($1, $2)', [first.rows[0].id, 'SMTP caído']);
      await tx.exec('reset role');
      const row = await tx.query<{ estado: string; espera: boolean }>(
        `select estado, proximo_intento > now() as espera from private.correos_salida where id = $1`,
        [first.rows[0].id],
      );
      expect(row.rows[0]).toEqual({ estado: 'pendiente', espera: expect.stringMatching(/^(t|true)$/) });
      await tx.query(`update private.correos_salida set intentos = 8, estado = 'enviando' where id = $1`, [
        first.rows[0].id,
      ]);
      await tx.query('select public.reintentar_correo($1, $2)', [first.rows[0].id, 'SMTP caído']);
      const failed = await tx.query<{ estado: string }>('select estado from private.correos_salida where id = $1', [
        first.rows[0].id,
      ]);
      expect(failed.rows[0].estado).toBe('fallido');
    });
  });
});
