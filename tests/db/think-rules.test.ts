/**
 * Axel Think's rules in Postgres (issue 38, 20261128003457_think_estrategia_okr.sql): the one
 * progress rule (key result → objective → its ancestors), a check-in sets the key result's value and
 * confidence, at most five key results per objective (also under concurrent inserts), no circle in
 * the objective tree, the bad values a check-in refuses, and the demo data.
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

/** A period that is under way today (this year), so check-ins count as current. */
const YEAR = String(new Date().getUTCFullYear());

async function objective(tx: Queryable, titulo: string, padre: string | null = null): Promise<string> {
  return (
    await one<{ id: string }>(
      tx,
      'insert into public.think_objetivos (titulo, periodo, padre_id) values ($1, $2, $3) returning id',
      [titulo, YEAR, padre],
    )
  ).id;
}
async function keyResult(
  tx: Queryable,
  objetivo: string,
  tipo: 'binario' | 'numerico' | 'porcentaje',
  inicio: number,
  meta: number,
): Promise<string> {
  return (
    await one<{ id: string }>(
      tx,
      `insert into public.think_resultados_clave (objetivo_id, titulo, tipo, inicio, meta, actual)
       values ($1, 'KR', $2, $3, $4, $3) returning id`,
      [objetivo, tipo, inicio, meta],
    )
  ).id;
}
const checkIn = (tx: Queryable, resultado: string, valor: number, confianza = 'media') =>
  tx.query('insert into public.think_checkins (resultado_id, valor, confianza) values ($1, $2, $3)', [
    resultado,
    valor,
    confianza,
  ]);
const progress = async (tx: Queryable, objetivo: string) =>
  Number(
    (
      await one<{ progreso: string | null }>(
        tx,
        'select progreso from public.think_avance_objetivos where objetivo_id = $1',
        [objetivo],
      )
    ).progreso,
  );

describe('progress, one rule', () => {
  it('a key result is its share of the way from start to target; an objective the mean of its subtree', async () => {
    await asActor(db, 'ana', async (tx) => {
      const company = await objective(tx, 'De la empresa');
      const area = await objective(tx, 'Del área', company);
      const ventas = await keyResult(tx, company, 'numerico', 100, 200);
      const detenciones = await keyResult(tx, area, 'numerico', 40, 20); // lower is better
      const plan = await keyResult(tx, area, 'binario', 0, 1);
      const cierre = await keyResult(tx, area, 'porcentaje', 0, 100);
      expect(await progress(tx, company)).toBe(0);

      await checkIn(tx, ventas, 150); // 50 %
      await checkIn(tx, detenciones, 30); // 50 %
      await checkIn(tx, plan, 1); // 100 %
      await checkIn(tx, cierre, 70); // 70 %
      const kr = await tx.query<{ resultado_id: string; progreso: string }>(
        'select resultado_id, progreso from public.think_avance_resultados where objetivo_id in ($1, $2)',
        [company, area],
      );
      expect(Object.fromEntries(kr.rows.map((r) => [r.resultado_id, Number(r.progreso)]))).toEqual({
        [ventas]: 50,
        [detenciones]: 50,
        [plan]: 100,
        [cierre]: 70,
      });
      expect(await progress(tx, area)).toBe(73.3); // (50 + 100 + 70) / 3
      expect(await progress(tx, company)).toBe(67.5); // (50 + 50 + 100 + 70) / 4

      // Beyond the target counts 100, behind the start 0.
      await checkIn(tx, ventas, 260);
      await checkIn(tx, detenciones, 55);
      expect(await progress(tx, area)).toBe(56.7); // (0 + 100 + 70) / 3
      expect(await progress(tx, company)).toBe(67.5); // (100 + 0 + 100 + 70) / 4
    });
  });

  it('the latest check-in sets the value and confidence; removing it goes back to the one before', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const o = await objective(tx, 'Objetivo');
      const kr = await keyResult(tx, o, 'numerico', 0, 10);
      await tx.query(
        `insert into public.think_checkins (resultado_id, valor, confianza, fecha) values ($1, 4, 'alta', private.hoy_chile() - 7)`,
        [kr],
      );
      await checkIn(tx, kr, 6, 'baja');
      const read = () =>
        one<{ actual: string; confianza: string }>(
          tx,
          'select actual, confianza from public.think_resultados_clave where id = $1',
          [kr],
        );
      expect(await read()).toMatchObject({ confianza: 'baja' });
      expect(Number((await read()).actual)).toBe(6);
      // Booleans come back as Postgres writes them.
      const risk = await one<{ en_riesgo: string; checkin_pendiente: string }>(
        tx,
        'select en_riesgo, checkin_pendiente from public.think_avance_resultados where resultado_id = $1',
        [kr],
      );
      expect(risk).toEqual({ en_riesgo: 't', checkin_pendiente: 'f' });
      // An older check-in entered late does not replace the latest.
      await tx.query(
        `insert into public.think_checkins (resultado_id, valor, confianza, fecha) values ($1, 1, 'media', private.hoy_chile() - 14)`,
        [kr],
      );
      expect(Number((await read()).actual)).toBe(6);
      await tx.query('delete from public.think_checkins where resultado_id = $1 and valor = 6', [kr]);
      expect(await read()).toMatchObject({ confianza: 'alta' });
      expect(Number((await read()).actual)).toBe(4);
    });
  });

  it('refuses a value outside the key result’s scale, a future date and a target equal to the start', async () => {
    await asActor(db, 'ana', async (tx) => {
      const o = await objective(tx, 'Objetivo');
      const binary = await keyResult(tx, o, 'binario', 0, 1);
      const pct = await keyResult(tx, o, 'porcentaje', 0, 100);
      const ins = (kr: string, valor: number, fecha = 'private.hoy_chile()') =>
        statementFailure(
          tx,
          `insert into public.think_checkins (resultado_id, valor, confianza, fecha) values ($1, $2, 'media', ${fecha})`,
          [kr, valor],
        );
      expect(await ins(binary, 0.5)).toMatchObject({
        code: '23514',
        message: expect.stringMatching(/0 \(pendiente\)/),
      });
      expect(await ins(pct, 120)).toMatchObject({ code: '23514', message: 'Un porcentaje va de 0 a 100' });
      expect(await ins(pct, 50, 'private.hoy_chile() + 1')).toMatchObject({
        code: '23514',
        message: 'La fecha del avance no puede ser futura',
      });
      const same = await statementFailure(
        tx,
        `insert into public.think_resultados_clave (objetivo_id, titulo, tipo, inicio, meta) values ($1, 'x', 'numerico', 5, 5)`,
        [o],
      );
      expect(same?.code).toBe('23514');
    });
  });
});

describe('the objective tree and its key results', () => {
  it('an objective has at most five key results', async () => {
    await asActor(db, 'ana', async (tx) => {
      const o = await objective(tx, 'Cinco');
      for (let i = 0; i < 5; i++) await keyResult(tx, o, 'binario', 0, 1);
      const sixth = await statementFailure(
        tx,
        `insert into public.think_resultados_clave (objetivo_id, titulo, tipo, meta) values ($1, 'Sexto', 'binario', 1)`,
        [o],
      );
      expect(sixth).toEqual({ code: '23514', message: 'Un objetivo tiene como máximo 5 resultados clave' });
    });
  });

  it('refuses the second of two concurrent fifth-and-sixth key results (the objective is the lock)', async () => {
    const o = await commitAs(db, 'ana', async (tx) => {
      const id = await objective(tx, 'Concurrente');
      for (let i = 0; i < 4; i++) await keyResult(tx, id, 'binario', 0, 1);
      return id;
    });
    const insert = () =>
      commitAs(db, 'ana', async (tx) => {
        await keyResult(tx, o, 'binario', 0, 1);
        await new Promise((r) => setTimeout(r, 150));
      });
    const results = await Promise.allSettled([insert(), insert()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(sqlState(rejected.reason)).toBe('23514');
    const count = await db.query<{ n: number }>(
      'select count(*)::int as n from public.think_resultados_clave where objetivo_id = $1',
      [o],
    );
    expect(Number(count.rows[0].n)).toBe(5);
  });

  it('refuses a parent that is the objective itself or one of its descendants, and an owner of another company', async () => {
    await asActor(db, 'ana', async (tx) => {
      const a = await objective(tx, 'A');
      const b = await objective(tx, 'B', a);
      const c = await objective(tx, 'C', b);
      const move = (id: string, padre: string) =>
        statementFailure(tx, 'update public.think_objetivos set padre_id = $2 where id = $1', [id, padre]);
      expect(await move(a, c)).toEqual({
        code: '23514',
        message: 'Un objetivo no puede depender de sí mismo ni de uno de sus descendientes',
      });
      expect((await move(a, a))?.code).toBe('23514');
      expect(await move(c, a)).toBeUndefined();
      const foreign = await statementFailure(
        tx,
        'update public.think_objetivos set responsable_id = $2 where id = $1',
        [a, USERS.adminPacifico],
      );
      expect(foreign).toEqual({ code: '23514', message: 'El responsable debe ser un usuario activo de la empresa' });
    });
  });
});

describe('the weekly check-in reminder', () => {
  it('reminds the owner of each key result without a check-in for a week, once per week', async () => {
    // The demo's quarter objective (Carlos's) stopped checking in ten days ago; the year's did not.
    const run = () =>
      db.transaction(async (tx) =>
        Number((await tx.query<{ n: string }>('select private.revisar_checkins_think()::text as n')).rows[0].n),
      );
    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    const notices = await db.query<{ usuario_id: string; titulo: string; enlace: string }>(
      `select usuario_id, titulo, enlace from public.notificaciones where tipo = 'think_checkin_pendiente' order by titulo`,
    );
    expect(notices.rows).toEqual([
      {
        usuario_id: USERS.adminAndes,
        titulo: 'Avance pendiente: Cambios de formato bajo 45 minutos',
        enlace: expect.stringMatching(/^\/axel-think\/objetivos\/[0-9a-f-]{36}$/),
      },
      {
        usuario_id: USERS.adminAndes,
        titulo: 'Avance pendiente: Pedidos despachados en la fecha comprometida',
        enlace: expect.stringMatching(/^\/axel-think\/objetivos\/[0-9a-f-]{36}$/),
      },
    ]);
    const all = await db.query<{ r: string }>('select private.ejecutar_revisiones()::text as r');
    expect(JSON.parse(all.rows[0].r).think_checkin_pendiente).toBe(0);
  });
});

describe('demo data', () => {
  it('gives Industrias Andes four perspectives, a tree of objectives with 2-3 key results, and check-ins', async () => {
    const rows = await selectAs<{
      perspectivas: number;
      objetivos: number;
      hijos: number;
      min: number;
      max: number;
      checkins: number;
    }>(
      db,
      'adminAndes',
      `select (select count(*)::int from public.think_perspectivas) as perspectivas,
        (select count(*)::int from public.think_objetivos where creado_por is null) as objetivos,
        (select count(*)::int from public.think_objetivos where padre_id is not null and creado_por is null) as hijos,
        (select min(n)::int from (select count(*) n from public.think_resultados_clave r join public.think_objetivos o on o.id = r.objetivo_id
           where o.creado_por is null group by r.objetivo_id) k) as min,
        (select max(n)::int from (select count(*) n from public.think_resultados_clave r join public.think_objetivos o on o.id = r.objetivo_id
           where o.creado_por is null group by r.objetivo_id) k) as max,
        (select count(*)::int from public.think_checkins) as checkins`,
    );
    const counts = Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
    expect(counts).toMatchObject({ perspectivas: 4, objetivos: 5, hijos: 3, min: 2, max: 3 });
    expect(Number(rows[0].checkins)).toBeGreaterThan(0);
    // Pacífico (plan basico, no Think) sees none of it.
    const pacific = await selectAs(db, 'adminPacifico', 'select id from public.think_objetivos');
    expect(pacific).toEqual([]);
  });
});
