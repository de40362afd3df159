/**
 * Axel Industrial and Axel Ops in Postgres (issue 13): the stock that never goes negative, parts
 * used moving stock in the same transaction, the work-order state machine with its record, the
 * per-company numbers without gaps under concurrent inserts (real concurrent transactions on
 * PostgreSQL 15; PGlite has one connection and runs them one after another), and references that
 * never cross companies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, commitAs, COMPANIES, moduleIds, selectAs, sqlState, statementFailure, USERS } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

async function newPart(tx: Queryable, stock: number, sku = `T-${Math.random().toString(36).slice(2, 8)}`) {
  return (
    await tx.query<{ id: string }>(
      `insert into public.industrial_repuestos (sku, nombre, stock) values ($1, 'Rodamiento de prueba', $2) returning id`,
      [sku, stock],
    )
  ).rows[0].id;
}
async function stockOf(tx: Queryable, id: string) {
  return Number(
    (await tx.query<{ stock: string }>('select stock from public.industrial_repuestos where id = $1', [id])).rows[0]
      .stock,
  );
}
async function newOrder(tx: Queryable, extra = '') {
  return (
    await tx.query<{ id: string; numero: string; codigo: string; estado: string; empresa_id: string }>(
      `insert into public.ops_ordenes (tipo, prioridad, falla_reportada${extra ? ', ' + extra.split('=')[0] : ''})
       values ('correctiva', 'alta', 'No parte el motor'${extra ? ', ' + extra.split('=')[1] : ''}) returning id, numero, codigo, estado, empresa_id`,
    )
  ).rows[0];
}
async function fails(p: Promise<unknown>): Promise<{ code: string | undefined; message: string }> {
  try {
    await p;
  } catch (e) {
    return { code: sqlState(e), message: (e as Error).message };
  }
  throw new Error('expected the statement to fail');
}

describe('spare parts stock', () => {
  it('moves change the stock; a move that would make it negative fails and leaves it as it was', async () => {
    await asActor(db, 'ana', async (tx) => {
      const part = await newPart(tx, 5);
      await tx.query(
        `insert into public.industrial_movimientos (repuesto_id, tipo, cantidad, motivo) values ($1, 'salida', 3, 'Mantención')`,
        [part],
      );
      expect(await stockOf(tx, part)).toBe(2);
      await tx.query('savepoint s');
      const err = await fails(
        tx.query(
          `insert into public.industrial_movimientos (repuesto_id, tipo, cantidad, motivo) values ($1, 'salida', 5, 'Mantención')`,
          [part],
        ),
      );
      expect(err.code).toBe('23514');
      expect(err.message).toMatch(/stock insuficiente de T-.*: hay 2, se piden 5/);
      await tx.query('rollback to savepoint s');
      expect(await stockOf(tx, part)).toBe(2);
      await tx.query(
        `insert into public.industrial_movimientos (repuesto_id, tipo, cantidad, motivo) values ($1, 'ajuste', -2, 'Inventario')`,
        [part],
      );
      expect(await stockOf(tx, part)).toBe(0);
      const moves = await tx.query<{ stock_resultante: string; creado_por: string }>(
        'select stock_resultante, creado_por from public.industrial_movimientos where repuesto_id = $1 order by stock_resultante desc',
        [part],
      );
      expect(moves.rows.map((r) => Number(r.stock_resultante))).toEqual([2, 0]);
      expect(moves.rows.every((r) => r.creado_por === USERS.ana)).toBe(true);
    });
  });

  it('the API cannot write the stock column, and even the owner cannot store a negative stock', async () => {
    await asActor(db, 'ana', async (tx) => {
      const part = await newPart(tx, 1);
      expect(
        (await fails(tx.query('update public.industrial_repuestos set stock = 100 where id = $1', [part]))).code,
      ).toBe('42501');
    });
    const part = (
      await db.query<{ id: string }>(
        `insert into public.industrial_repuestos (empresa_id, sku, nombre, stock) values ($1, 'OWN-1', 'x', 1) returning id`,
        [COMPANIES.andes],
      )
    ).rows[0].id;
    expect(
      (await fails(db.query('update public.industrial_repuestos set stock = -1 where id = $1', [part]))).code,
    ).toBe('23514');
    await asActor(db, 'ana', async (tx) => {
      expect(
        (
          await fails(
            tx.query(`insert into public.industrial_repuestos (sku, nombre, stock) values ('NEG-1', 'x', -1)`),
          )
        ).code,
      ).toBe('23514');
    });
  });

  it('a part used on a work order takes it out of stock in the same transaction, and removing the line returns it', async () => {
    await asActor(db, 'ana', async (tx) => {
      const part = await newPart(tx, 4);
      const order = await newOrder(tx);
      const used = (
        await tx.query<{ id: string }>(
          `insert into public.ops_repuestos_usados (orden_id, repuesto_id, cantidad) values ($1, $2, 3) returning id`,
          [order.id, part],
        )
      ).rows[0].id;
      expect(await stockOf(tx, part)).toBe(1);
      const move = (
        await tx.query<{ motivo: string; orden_id: string; tipo: string }>(
          'select motivo, orden_id, tipo from public.industrial_movimientos where uso_id = $1',
          [used],
        )
      ).rows[0];
      expect(move).toEqual({ motivo: `Usado en ${order.codigo}`, orden_id: order.id, tipo: 'salida' });
      await tx.query('savepoint s');
      expect(
        (
          await fails(
            tx.query(`insert into public.ops_repuestos_usados (orden_id, repuesto_id, cantidad) values ($1, $2, 2)`, [
              order.id,
              part,
            ]),
          )
        ).code,
      ).toBe('23514');
      await tx.query('rollback to savepoint s');
      expect(
        Number(
          (
            await tx.query<{ n: string }>('select count(*) as n from public.ops_repuestos_usados where orden_id = $1', [
              order.id,
            ])
          ).rows[0].n,
        ),
      ).toBe(1);
      await tx.query('delete from public.ops_repuestos_usados where id = $1', [used]);
      expect(await stockOf(tx, part)).toBe(4);
    });
  });
});

describe('a stock move naming its work order', () => {
  const insertMove = `insert into public.industrial_movimientos (repuesto_id, tipo, cantidad, motivo, orden_id) values ($1, 'salida', 1, 'Retiro para la orden', $2) returning orden_id`;

  it('keeps an order of its own company, and refuses one of another company, leaving the stock as it was', async () => {
    const foreign = (
      await db.query<{ id: string }>(
        `insert into public.ops_ordenes (empresa_id, tipo, prioridad, falla_reportada) values ($1, 'correctiva', 'media', 'Orden de Pacífico') returning id`,
        [COMPANIES.pacifico],
      )
    ).rows[0].id;
    try {
      await asActor(db, 'ana', async (tx) => {
        const part = await newPart(tx, 5);
        const order = await newOrder(tx);
        expect((await tx.query<{ orden_id: string }>(insertMove, [part, order.id])).rows[0].orden_id).toBe(order.id);
        expect(await statementFailure(tx, insertMove, [part, foreign])).toEqual({
          code: '23503',
          message: 'la orden no existe en la empresa',
        });
        expect(await stockOf(tx, part)).toBe(4);
      });
    } finally {
      await db.query('delete from public.ops_ordenes where id = $1', [foreign]);
    }
  });

  it('needs Ops to name an order: without it (an override) a move is recorded, but not one naming an order', async () => {
    const ops = (await moduleIds(db)).ops;
    const order = (
      await db.query<{ id: string }>(
        'select id from public.ops_ordenes where empresa_id = $1 order by numero limit 1',
        [COMPANIES.andes],
      )
    ).rows[0].id;
    await db.query(
      'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)',
      [USERS.ana, ops],
    );
    try {
      await asActor(db, 'ana', async (tx) => {
        const part = await newPart(tx, 5);
        expect(await statementFailure(tx, insertMove, [part, order])).toEqual({
          code: '42501',
          message: 'vincular una orden de trabajo requiere Axel Ops',
        });
        expect((await tx.query<{ orden_id: string | null }>(insertMove, [part, null])).rows[0].orden_id).toBeNull();
        expect(await stockOf(tx, part)).toBe(4);
      });
    } finally {
      await db.query('delete from public.empleados_override_permisos where empleado_id = $1 and modulo_id = $2', [
        USERS.ana,
        ops,
      ]);
    }
    // With Ops back, the same order is accepted.
    await asActor(db, 'ana', async (tx) => {
      const part = await newPart(tx, 5);
      expect((await tx.query<{ orden_id: string }>(insertMove, [part, order])).rows[0].orden_id).toBe(order);
    });
  });
});

describe('work-order state machine', () => {
  it('starts open with its number, moves only along the allowed transitions, and records who and when', async () => {
    await asActor(db, 'ana', async (tx) => {
      const order = await newOrder(tx, `numero, empresa_id=999999, '${COMPANIES.pacifico}'`);
      expect(order.estado).toBe('abierta');
      expect(order.empresa_id).toBe(COMPANIES.andes);
      expect(order.codigo).toBe(`OT-${String(order.numero).padStart(6, '0')}`);
      expect(Number(order.numero)).not.toBe(999999);

      const to = (estado: string, extra = '') =>
        tx.query(`update public.ops_ordenes set estado = $2${extra} where id = $1`, [order.id, estado]);
      await tx.query('savepoint s');
      let err = await fails(to('cerrada'));
      expect(err).toEqual({ code: '23514', message: 'transición no permitida: abierta → cerrada' });
      await tx.query('rollback to savepoint s');
      err = await fails(to('asignada'));
      expect(err.message).toBe('para asignar la orden falta el técnico');
      await tx.query('rollback to savepoint s');

      await to('asignada', `, tecnico_id = '${USERS.ana}'`);
      await to('en_curso');
      await to('completada');
      await to('cerrada');
      await tx.query('savepoint t');
      const row = (
        await tx.query<{ completada_en: string | null; cerrada_en: string | null }>(
          'select completada_en, cerrada_en from public.ops_ordenes where id = $1',
          [order.id],
        )
      ).rows[0];
      expect(row.completada_en).not.toBeNull();
      expect(row.cerrada_en).not.toBeNull();
      err = await fails(to('en_curso'));
      expect(err.message).toBe('transición no permitida: cerrada → en_curso');
      await tx.query('rollback to savepoint t');

      const log = await tx.query<{ desde: string | null; hacia: string; realizado_por: string }>(
        'select desde, hacia, realizado_por from public.ops_transiciones where orden_id = $1 order by id',
        [order.id],
      );
      expect(log.rows.map((r) => `${r.desde ?? '∅'}→${r.hacia}`)).toEqual([
        '∅→abierta',
        'abierta→asignada',
        'asignada→en_curso',
        'en_curso→completada',
        'completada→cerrada',
      ]);
      expect(log.rows.every((r) => r.realizado_por === USERS.ana)).toBe(true);
      // The record is read-only through the API.
      expect(
        (
          await fails(
            tx.query(`insert into public.ops_transiciones (empresa_id, orden_id, hacia) values ($1, $2, 'abierta')`, [
              COMPANIES.andes,
              order.id,
            ]),
          )
        ).code,
      ).toBe('42501');
      await tx.query('rollback to savepoint t');
    });
  });

  it('a cancellation needs its reason (issue 31), kept with the order and frozen with it', async () => {
    await asActor(db, 'ana', async (tx) => {
      const order = await newOrder(tx);
      const cancel = (motivo: string | null) =>
        tx.query(`update public.ops_ordenes set estado = 'cancelada', motivo_cancelacion = $2 where id = $1`, [
          order.id,
          motivo,
        ]);
      await tx.query('savepoint s');
      let err = await fails(cancel(null));
      expect(err).toEqual({ code: '23514', message: 'Indica el motivo de la cancelación de la orden' });
      await tx.query('rollback to savepoint s');
      err = await fails(cancel('   '));
      expect(err.code).toBe('23514');
      await tx.query('rollback to savepoint s');
      await cancel('  El cliente desistió ');
      const reason = async () =>
        (
          await tx.query<{ motivo_cancelacion: string | null }>(
            'select motivo_cancelacion from public.ops_ordenes where id = $1',
            [order.id],
          )
        ).rows[0].motivo_cancelacion;
      expect(await reason()).toBe('El cliente desistió');
      await tx.query(`update public.ops_ordenes set motivo_cancelacion = 'otro' where id = $1`, [order.id]);
      expect(await reason()).toBe('El cliente desistió');
      // An order that is not cancelled carries no reason.
      const other = await newOrder(tx);
      await tx.query(`update public.ops_ordenes set motivo_cancelacion = 'nada' where id = $1`, [other.id]);
      expect(
        (await tx.query('select motivo_cancelacion from public.ops_ordenes where id = $1', [other.id])).rows[0],
      ).toEqual({ motivo_cancelacion: null });
    });
  });

  it('refuses references to another company or to a user who is not an active member', async () => {
    const pacificoTercero = (
      await db.query<{ id: string }>(
        `insert into public.terceros (empresa_id, nombre) values ($1, 'Cliente de Pacífico') returning id`,
        [COMPANIES.pacifico],
      )
    ).rows[0].id;
    const other = (
      await db.query<{ id: string }>(`select id from public.ops_ordenes where empresa_id <> $1 limit 1`, [
        COMPANIES.andes,
      ])
    ).rows[0];
    await asActor(db, 'ana', async (tx) => {
      await tx.query('savepoint s');
      expect((await fails(newOrder(tx, `tercero_id='${pacificoTercero}'`))).message).toBe(
        'el cliente no existe en la empresa',
      );
      await tx.query('rollback to savepoint s');
      expect((await fails(newOrder(tx, `tecnico_id='${USERS.luis}'`))).message).toBe(
        'el técnico no es un usuario activo de la empresa',
      );
      await tx.query('rollback to savepoint s');
      expect((await fails(newOrder(tx, `tecnico_id='${USERS.inactivo}'`))).code).toBe('23503');
      await tx.query('rollback to savepoint s');
      if (other)
        expect(
          (
            await fails(
              tx.query(`insert into public.ops_comentarios (orden_id, texto) values ($1, 'hola')`, [other.id]),
            )
          ).code,
        ).toBe('23503');
    });
  });

  it("'Generar OT' makes a preventive order for the plan's asset, and completing it moves the plan", async () => {
    await asActor(db, 'ana', async (tx) => {
      const asset = (
        await tx.query<{ id: string }>(
          `insert into public.industrial_activos (codigo, nombre) values ('TST-1', 'Compresor de prueba') returning id`,
        )
      ).rows[0].id;
      const plan = (
        await tx.query<{ id: string }>(
          `insert into public.industrial_planes (activo_id, nombre, frecuencia_dias, fecha_inicio) values ($1, 'Cambio de aceite', 30, current_date - 40) returning id`,
          [asset],
        )
      ).rows[0].id;
      const orderId = (await tx.query<{ id: string }>('select public.industrial_generar_ot($1) as id', [plan])).rows[0]
        .id;
      const order = (
        await tx.query<{ tipo: string; activo_id: string; plan_id: string; estado: string }>(
          'select tipo, activo_id, plan_id, estado from public.ops_ordenes where id = $1',
          [orderId],
        )
      ).rows[0];
      expect(order).toEqual({ tipo: 'preventiva', activo_id: asset, plan_id: plan, estado: 'abierta' });
      await tx.query(`update public.ops_ordenes set estado = 'asignada', tecnico_id = $2 where id = $1`, [
        orderId,
        USERS.ana,
      ]);
      await tx.query(`update public.ops_ordenes set estado = 'en_curso' where id = $1`, [orderId]);
      await tx.query(`update public.ops_ordenes set estado = 'completada' where id = $1`, [orderId]);
      const next = (
        await tx.query<{ ok: boolean }>(
          `select ultima_ejecucion = current_date and proxima_fecha = current_date + 30 as ok from public.industrial_planes where id = $1`,
          [plan],
        )
      ).rows[0];
      expect(String(next.ok)).toMatch(/^(t|true)$/);
    });
  });

  it('refuses a second order for the same plan and due date, until the first is cancelled or done', async () => {
    await asActor(db, 'ana', async (tx) => {
      const asset = (
        await tx.query<{ id: string }>(
          `insert into public.industrial_activos (codigo, nombre) values ('TST-2', 'Bomba de prueba') returning id`,
        )
      ).rows[0].id;
      const plan = (
        await tx.query<{ id: string; due: string }>(
          `insert into public.industrial_planes (activo_id, nombre, frecuencia_dias, fecha_inicio)
           values ($1, 'Lubricación', 30, current_date - 40) returning id, to_char(proxima_fecha, 'DD-MM-YYYY') as due`,
          [asset],
        )
      ).rows[0];
      const generate = () => tx.query<{ id: string }>('select public.industrial_generar_ot($1) as id', [plan.id]);
      const first = (await generate()).rows[0].id;
      const code = (
        await tx.query<{ codigo: string; plan_vencimiento: string }>(
          `select codigo, to_char(plan_vencimiento, 'DD-MM-YYYY') as plan_vencimiento from public.ops_ordenes where id = $1`,
          [first],
        )
      ).rows[0];
      expect(code.plan_vencimiento).toBe(plan.due);
      const again = `select public.industrial_generar_ot('${plan.id}')`;
      expect(await statementFailure(tx, again)).toEqual({
        code: '23505',
        message: `El plan «Lubricación» ya tiene la orden ${code.codigo} para su vencimiento del ${plan.due}`,
      });
      // Not by hand either (the due date is the database's, whatever the client sends).
      expect(
        await statementFailure(
          tx,
          `insert into public.ops_ordenes (falla_reportada, plan_id, plan_vencimiento) values ('Otra', $1, '2000-01-01')`,
          [plan.id],
        ),
      ).toMatchObject({ code: '23505' });
      // A cancelled order frees the due date.
      await tx.query(
        `update public.ops_ordenes set estado = 'cancelada', motivo_cancelacion = 'Duplicada' where id = $1`,
        [first],
      );
      const second = (await generate()).rows[0].id;
      // Done: the plan's next date moves, and the next order is for it.
      await tx.query(`update public.ops_ordenes set estado = 'asignada', tecnico_id = $2 where id = $1`, [
        second,
        USERS.ana,
      ]);
      await tx.query(`update public.ops_ordenes set estado = 'en_curso' where id = $1`, [second]);
      await tx.query(`update public.ops_ordenes set estado = 'completada' where id = $1`, [second]);
      const third = (await generate()).rows[0].id;
      const dues = (
        await tx.query<{ id: string; next: boolean | string }>(
          `select id, plan_vencimiento = current_date + 30 as next from public.ops_ordenes where id = any ($1) order by numero`,
          [[second, third]],
        )
      ).rows.map((r) => String(r.next));
      expect(dues).toEqual([expect.stringMatching(/^(f|false)$/), expect.stringMatching(/^(t|true)$/)]);
    });
  });

  it("lets only one of two 'Generar OT' at once through; the other is told which order exists", async () => {
    const plan = await commitAs(db, 'adminAndes', async (tx) => {
      const asset = (
        await tx.query<{ id: string }>(
          `insert into public.industrial_activos (codigo, nombre) values ('TST-3', 'Ventilador de prueba') returning id`,
        )
      ).rows[0].id;
      return (
        await tx.query<{ id: string }>(
          `insert into public.industrial_planes (activo_id, nombre, frecuencia_dias, fecha_inicio)
           values ($1, 'Limpieza de aspas', 15, current_date - 20) returning id`,
          [asset],
        )
      ).rows[0].id;
    });
    const counter = async () =>
      Number(
        (
          await db.query<{ ultimo: string }>(
            `select ultimo from private.contadores_empresa where empresa_id = $1 and serie = 'ot'`,
            [COMPANIES.andes],
          )
        ).rows[0].ultimo,
      );
    const before = await counter();
    const attempt = (who: 'ana' | 'adminAndes') =>
      commitAs(db, who, async (tx) => {
        const id = (await tx.query<{ id: string }>('select public.industrial_generar_ot($1) as id', [plan])).rows[0].id;
        // Hold the transaction a moment, so the other click waits for it.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return id;
      });
    const results = await Promise.allSettled([attempt('ana'), attempt('adminAndes')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as Error;
    expect(sqlState(refused)).toBe('23505');
    const orders = (
      await db.query<{ codigo: string }>(`select codigo from public.ops_ordenes where plan_id = $1`, [plan])
    ).rows;
    expect(orders).toHaveLength(1);
    expect(refused.message).toMatch(
      new RegExp(
        `^El plan «Limpieza de aspas» ya tiene la orden ${orders[0].codigo} para su vencimiento del \\d\\d-\\d\\d-\\d{4}$`,
      ),
    );
    // The refused one gave its number back: no gap.
    expect(await counter()).toBe(before + 1);
  });

  it('keeps an asset out of its own descendants', async () => {
    await asActor(db, 'ana', async (tx) => {
      const a = (
        await tx.query<{ id: string }>(
          `insert into public.industrial_activos (codigo, nombre, nivel) values ('H-1', 'Planta', 'planta') returning id`,
        )
      ).rows[0].id;
      const b = (
        await tx.query<{ id: string }>(
          `insert into public.industrial_activos (codigo, nombre, nivel, padre_id) values ('H-2', 'Línea', 'linea', $1) returning id`,
          [a],
        )
      ).rows[0].id;
      expect(
        (await fails(tx.query('update public.industrial_activos set padre_id = $2 where id = $1', [a, b]))).code,
      ).toBe('23514');
    });
  });
});

describe('work-order numbers', () => {
  it('are per company, without gaps, under concurrent inserts and rollbacks', async () => {
    const N = 16;
    const results = await Promise.allSettled(
      Array.from({ length: N }, (_, i) =>
        i % 4 === 3
          ? // Every fourth rolls back after taking a number: it must give the number back.
            asActor(db, i % 2 ? 'ana' : 'adminAndes', async (tx) => {
              await newOrder(tx);
              await new Promise((r) => setTimeout(r, 20));
            })
          : commitAs(db, i % 2 ? 'ana' : 'adminAndes', async (tx) => {
              const o = await newOrder(tx);
              // Hold the counter's row a moment, so the others queue behind it.
              await new Promise((r) => setTimeout(r, 20));
              return o;
            }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const numbers = (
      await db.query<{ numero: string }>(
        'select numero from public.ops_ordenes where empresa_id = $1 order by numero',
        [COMPANIES.andes],
      )
    ).rows.map((r) => Number(r.numero));
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    // Another company's numbers are its own: Axel Platform's first order is number 1.
    const first = await asActor(db, 'superadmin', (tx) => newOrder(tx));
    expect(first.codigo).toBe('OT-000001');
  });
});

describe('demo data', () => {
  it('gives Industrias Andes dozens of assets and parts, plans, and a few hundred orders over recent months, visible to Ana', async () => {
    const counts = await asActor(
      db,
      'ana',
      async (tx) =>
        (
          await tx.query<Record<string, string>>(`select
          (select count(*) from public.industrial_activos) as activos,
          (select count(*) from public.industrial_activos where padre_id is null) as plantas,
          (select count(*) from public.industrial_repuestos where sku like 'REP-%') as repuestos,
          (select count(*) from public.industrial_repuestos where sku like 'REP-%' and stock <= stock_minimo) as bajo_minimo,
          (select count(*) from public.industrial_planes) as planes,
          (select count(*) from public.ops_ordenes where numero <= 300) as ordenes,
          (select count(distinct estado) from public.ops_ordenes where numero <= 300) as estados,
          (select count(*) from public.ops_ordenes where numero <= 300 and creado_en < now() - interval '90 days') as antiguas,
          (select count(*) from public.ops_transiciones) as transiciones,
          (select count(*) from public.terceros) as terceros`)
        ).rows[0],
    );
    const n = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
    expect(n.activos).toBeGreaterThanOrEqual(45);
    expect(n.plantas).toBeGreaterThanOrEqual(3);
    expect(n.repuestos).toBe(40);
    expect(n.bajo_minimo).toBeGreaterThan(0);
    expect(n.planes).toBeGreaterThanOrEqual(20);
    expect(n.ordenes).toBe(300);
    expect(n.estados).toBe(6);
    expect(n.antiguas).toBeGreaterThan(0);
    expect(n.transiciones).toBeGreaterThan(900);
    expect(n.terceros).toBeGreaterThanOrEqual(12);
    // Pacífico's admin sees none of it.
    const other = await selectAs(db, 'adminPacifico', 'select count(*) as n from public.ops_ordenes');
    expect(Number(other[0].n)).toBe(0);
  });
});
