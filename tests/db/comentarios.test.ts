/**
 * One history and comment thread per record (issue 37, 20261128005355_comentarios_historial.sql):
 * comments seen by whoever sees the record, edited and deleted by their author only; mentions kept
 * and notified only for people who may see the record; the timeline of a record. PGlite and
 * PostgreSQL 15.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, selectAs, statementFailure, USERS } from './support.ts';

let db: Database;
let order: { id: string; codigo: string };
let asset: string;
let doc: string;

beforeAll(async () => {
  db = await freshDatabase();
  order = (
    await db.query<{ id: string; codigo: string }>(
      `select id, codigo from public.ops_ordenes where empresa_id = $1 and estado = 'cerrada' order by numero limit 1`,
      [COMPANIES.andes],
    )
  ).rows[0];
  asset = (
    await db.query<{ id: string }>(`select id from public.industrial_activos where empresa_id = $1 limit 1`, [
      COMPANIES.andes,
    ])
  ).rows[0].id;
  doc = (
    await db.query<{ id: string }>(`select id from public.fin_documentos where empresa_id = $1 limit 1`, [
      COMPANIES.andes,
    ])
  ).rows[0].id;
});
afterAll(async () => {
  await db?.close();
});

const notices = (user: string, since: string) =>
  db.query<{ tipo: string; titulo: string; texto: string; enlace: string }>(
    `select tipo, titulo, texto, enlace from public.notificaciones where usuario_id = $1 and creada_en >= $2 and tipo = 'mencion'`,
    [user, since],
  );
const now = async () => (await db.query<{ t: string }>(`select clock_timestamp()::text as t`)).rows[0].t;

describe('mentions', () => {
  it("on an order: kept and told only for people of the company who have Ops; the author's comment is in the timeline", async () => {
    const since = await now();
    const { rows } = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: USERS.ana, role: 'authenticated' }),
      ]);
      await tx.exec('set local role authenticated');
      return tx.query<{ menciones: string }>(
        `insert into public.ops_comentarios (orden_id, texto, menciones) values ($1, '@admin revisa esto', $2) returning array_to_string(menciones, ',') as menciones`,
        [order.id, [USERS.adminAndes, USERS.adminPacifico, USERS.luis, USERS.inactivo, USERS.ana]],
      );
    });
    // Ana herself is kept (she sees it) but never told; Pacífico's people and the inactive account are dropped.
    expect(rows[0].menciones.split(',').sort()).toEqual([USERS.adminAndes, USERS.ana].sort());
    expect((await notices(USERS.adminAndes, since)).rows).toEqual([
      {
        tipo: 'mencion',
        titulo: `Ana Torres te mencionó en la orden ${order.codigo}`,
        texto: '@admin revisa esto',
        enlace: `/axel-ops/ordenes/${order.id}`,
      },
    ]);
    for (const u of [USERS.ana, USERS.adminPacifico, USERS.luis, USERS.inactivo]) {
      expect((await notices(u, since)).rows).toEqual([]);
    }
    const timeline = await selectAs<{ evento: string; texto: string; autor: string; propio: string }>(
      db,
      'adminAndes',
      `select evento, texto, autor, case when propio then 'sí' else 'no' end as propio from public.historial_registro('ops_ordenes', $1)`,
      [order.id],
    );
    expect(timeline[0]).toEqual({
      evento: 'comentario',
      texto: '@admin revisa esto',
      autor: 'Ana Torres',
      propio: 'no',
    });
    expect(timeline.some((e) => e.evento === 'estado')).toBe(true);
    expect(timeline.at(-1)?.evento).toBe('creado');
  });

  it('who may be mentioned: people of the company who see the record, never the caller; nobody on a record the caller cannot see', async () => {
    const onAsset = await selectAs<{ id: string }>(
      db,
      'ana',
      `select id from public.mencionables('industrial_activos', $1)`,
      [asset],
    );
    const ids = onAsset.map((r) => r.id);
    expect(ids).toContain(USERS.adminAndes);
    expect(ids).not.toContain(USERS.ana);
    expect(ids).not.toContain(USERS.inactivo);
    expect(ids).not.toContain(USERS.adminPacifico);
    // Ana has no Finance: she cannot see the document, so nobody is offered.
    expect(await selectAs(db, 'ana', `select id from public.mencionables('fin_documentos', $1)`, [doc])).toEqual([]);
    // And Ana is not offered on a Finance document to the admin.
    const onDoc = await selectAs<{ id: string }>(
      db,
      'adminAndes',
      `select id from public.mencionables('fin_documentos', $1)`,
      [doc],
    );
    expect(onDoc.map((r) => r.id)).not.toContain(USERS.ana);
  });
});

describe('comments on any record', () => {
  it('whoever sees the record reads and writes; only the author edits or deletes', async () => {
    await asActor(db, 'ana', async (tx) => {
      const { rows } = await tx.query<{ id: string; editado_en: string | null }>(
        `insert into public.comentarios (tabla, registro_id, texto) values ('industrial_activos', $1, 'Ruido en el rodamiento') returning id, editado_en`,
        [asset],
      );
      expect(rows[0].editado_en).toBeNull();
      const edited = await tx.query<{ editado_en: string | null }>(
        `update public.comentarios set texto = 'Ruido fuerte' where id = $1 returning editado_en`,
        [rows[0].id],
      );
      expect(edited.rows[0].editado_en).not.toBeNull();
      // Another user of the company reads it, but neither changes nor deletes it.
      await tx.exec(
        `select set_config('request.jwt.claims', '{"sub":"${USERS.adminAndes}","role":"authenticated"}', true)`,
      );
      expect((await tx.query(`select texto from public.comentarios where id = $1`, [rows[0].id])).rows).toEqual([
        { texto: 'Ruido fuerte' },
      ]);
      expect(
        (await tx.query(`update public.comentarios set texto = 'x' where id = $1 returning id`, [rows[0].id])).rows
          .length,
      ).toBe(0);
      expect(
        (await tx.query(`delete from public.comentarios where id = $1 returning id`, [rows[0].id])).rows.length,
      ).toBe(0);
      const timeline = await tx.query<{ evento: string; editado: string; propio: string }>(
        `select evento, editado::text, propio::text from public.historial_registro('industrial_activos', $1) where evento = 'comentario'`,
        [asset],
      );
      expect(timeline.rows).toEqual([{ evento: 'comentario', editado: 'true', propio: 'false' }]);
      // Another company sees nothing.
      await tx.exec(
        `select set_config('request.jwt.claims', '{"sub":"${USERS.adminPacifico}","role":"authenticated"}', true)`,
      );
      expect((await tx.query(`select id from public.comentarios`)).rows).toEqual([]);
      expect(
        (await tx.query(`select * from public.historial_registro('industrial_activos', $1)`, [asset])).rows,
      ).toEqual([]);
      // The author deletes it.
      await tx.exec(`select set_config('request.jwt.claims', '{"sub":"${USERS.ana}","role":"authenticated"}', true)`);
      expect(
        (await tx.query(`delete from public.comentarios where id = $1 returning id`, [rows[0].id])).rows.length,
      ).toBe(1);
    });
  });

  it('refuses a comment on a record the caller cannot see, an empty one, and an unknown table', async () => {
    await asActor(db, 'ana', async (tx) => {
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.comentarios (tabla, registro_id, texto) values ('fin_documentos', $1, 'x')`,
            [doc],
          )
        )?.code,
      ).toBe('42501');
    });
    await asActor(db, 'ana', async (tx) => {
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.comentarios (tabla, registro_id, texto) values ('industrial_activos', $1, '  ')`,
            [asset],
          )
        )?.code,
      ).toBe('23514');
    });
    await asActor(db, 'ana', async (tx) => {
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.comentarios (tabla, registro_id, texto) values ('usuarios_plataforma', $1, 'x')`,
            [asset],
          )
        )?.code,
        // The record's rule answers first: no such record for the caller.
      ).toBe('42501');
    });
    await asActor(db, 'ana', async (tx) => {
      expect(
        await statementFailure(tx, `select * from public.historial_registro('usuarios_plataforma', $1)`, [asset]),
      ).toEqual({
        code: '22023',
        message: 'Registro sin historial: usuarios_plataforma',
      });
    });
    expect(await selectAs(db, 'ana', `select * from public.historial_registro('fin_documentos', $1)`, [doc])).toEqual(
      [],
    );
    await asActor(db, 'anon', async (tx) => {
      expect(
        (await statementFailure(tx, `select * from public.historial_registro('ops_ordenes', $1)`, [order.id]))?.code,
      ).toBe('42501');
      expect((await statementFailure(tx, `select * from public.comentarios`))?.code).toBe('42501');
    });
  });
});
