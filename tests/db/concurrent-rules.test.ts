/**
 * Rules that check and then write, under parallel clients (issue 30, item 5). On PostgreSQL 15
 * each request is its own connection and transaction, as PostgREST runs them, so the race the
 * rule must survive is real; on PGlite (one connection) the same tests check the answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../server/db/postgres.ts';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { EMPLOYEES } from './people-matrix.ts';
import { COMPANIES, commitAs, sqlState, type Actor } from './support.ts';

let db: Database;
/** Connections enough for every request of a burst at once (PostgreSQL); the same database on PGlite. */
let parallel: Database;

beforeAll(async () => {
  db = await freshDatabase();
  parallel =
    db instanceof PostgresDatabase
      ? await PostgresDatabase.open(
          String((db.pool as unknown as { options: { connectionString: string } }).options.connectionString),
          30,
        )
      : db;
});
afterAll(async () => {
  if (parallel !== db) await parallel?.close();
  await db?.close();
});

const available = async () =>
  Number(
    (await db.query<{ d: string }>('select disponible as d from private.saldo_vacaciones($1)', [EMPLOYEES.ana])).rows[0]
      .d,
  );

/** `n` working days of Industrias Andes from `from` on, one by one. */
async function workingDays(from: string, n: number): Promise<string[]> {
  const { rows } = await db.query<{ d: string }>(
    `select d::date::text as d from generate_series($2::date, $2::date + 400, interval '1 day') d
     where private.dias_habiles_empresa($1, d::date, d::date) = 1 order by d limit $3`,
    [COMPANIES.andes, from, n],
  );
  return rows.map((r) => r.d);
}

const ask = (who: Actor, from: string, to: string, tipo = 'vacaciones') =>
  commitAs(parallel, who, (tx) =>
    tx.query(
      `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, $2, $3, $4)`,
      [EMPLOYEES.ana, tipo, from, to],
    ),
  );

describe('leave requests of one employee, sent at once', () => {
  it('26 one-day vacation requests never take the balance below zero', async () => {
    const before = await available();
    expect(before).toBeGreaterThan(2);
    const days = await workingDays('2033-01-03', 26);
    const results = await Promise.allSettled(days.map((d) => ask('ana', d, d)));
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    for (const r of results) if (r.status === 'rejected') expect(sqlState(r.reason)).toBe('23514');
    expect(accepted).toBe(Math.min(26, Math.floor(before)));
    const after = await available();
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBe(before - accepted);
  });

  it('20 identical requests store one', async () => {
    const [day] = await workingDays('2034-06-05', 1);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => ask('ana', day, day, 'permiso_con_goce')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(sqlState(r.reason)).toBe('23P01');
    const stored = await db.query<{ n: string }>(
      `select count(*)::text as n from public.solicitudes_ausencia where colaborador_id = $1 and fecha_inicio = $2`,
      [EMPLOYEES.ana, day],
    );
    expect(stored.rows[0].n).toBe('1');
  });
});

describe('company names, created at once', () => {
  it('two names that differ only in case: the database keeps one', async () => {
    const name = `Empresa Carrera ${Date.now()}`;
    const results = await Promise.allSettled(
      [name, name.toUpperCase(), name.toLowerCase()].map((n) =>
        commitAs(parallel, 'superadmin', (tx) =>
          tx.query(`select public.crear_empresa($1, 'basico', $2, 'Primera Admin')`, [
            n,
            `admin-${Math.random().toString(36).slice(2)}@carrera.demo`,
          ]),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(sqlState(r.reason)).toBe('23505');
    const stored = await db.query<{ n: string }>(
      'select count(*)::text as n from public.empresas where lower(nombre) = lower($1)',
      [name],
    );
    expect(stored.rows[0].n).toBe('1');
  });
});

describe('stock of a spare part, taken at once', () => {
  it('ten withdrawals of one unit from a stock of four: four go through, stock ends at zero', async () => {
    const part = (
      await db.query<{ id: string }>(
        `insert into public.industrial_repuestos (empresa_id, sku, nombre, stock) values ($1, $2, 'Rodamiento de carrera', 4) returning id`,
        [COMPANIES.andes, `CARRERA-${Date.now()}`],
      )
    ).rows[0].id;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        commitAs(parallel, 'ana', (tx) =>
          tx.query(
            `insert into public.industrial_movimientos (repuesto_id, tipo, cantidad, motivo) values ($1, 'salida', 1, 'Carrera')`,
            [part],
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    for (const r of results) if (r.status === 'rejected') expect(sqlState(r.reason)).toBe('23514');
    const stock = await db.query<{ s: string }>(
      'select stock::text as s from public.industrial_repuestos where id = $1',
      [part],
    );
    expect(Number(stock.rows[0].s)).toBe(0);
  });
});
