/**
 * The shared parties (public.terceros, 20261127202408_terceros_nucleo.sql): the RUT is checked as
 * People checks it (module 11), stored normalised and unique per company (also for two writers at
 * once: on PostgreSQL they really run at once), and rows from before the check that fail it are
 * kept and listed for the company's admin, not deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, commitAs, COMPANIES, selectAs, sqlState, statementFailure } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const insertParty = (tx: Queryable, nombre: string, rut: string | null) =>
  tx.query<{ id: string; rut: string | null }>(
    `insert into public.terceros (nombre, rut) values ($1, $2) returning id, rut`,
    [nombre, rut],
  );

describe('RUT of a party', () => {
  it('every party of the demo data has a valid RUT', async () => {
    const { rows } = await db.query<{ n: string; invalidos: string }>(
      `select count(*)::text as n, count(*) filter (where not private.rut_valido(rut))::text as invalidos
       from public.terceros where rut is not null`,
    );
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(26);
    expect(rows[0].invalidos).toBe('0');
    const old = await db.query(`select rut from public.terceros where rut in ('77123456-1', '76543210-1')`);
    expect(old.rows).toEqual([]);
  });

  it('is stored in one form, whatever way it was typed', async () => {
    const stored = await asActor(db, 'ana', async (tx) => [
      (await insertParty(tx, 'Con puntos', '76.123.456-0')).rows[0].rut,
      (await insertParty(tx, 'Con espacio', ' 9876543 3 ')).rows[0].rut,
      (await insertParty(tx, 'Minúscula', '20.987.654-k')).rows[0].rut,
      (await insertParty(tx, 'Sin RUT', '  ')).rows[0].rut,
    ]);
    expect(stored).toEqual(['76123456-0', '9876543-3', '20987654-K', null]);
  });

  it.each([
    ['11.111.111-5', 'RUT inválido: 11111111-5 (revisa el número y el dígito verificador)'],
    ['76.123.456-1', 'RUT inválido: 76123456-1 (revisa el número y el dígito verificador)'],
    ['abc', 'RUT inválido: abc (revisa el número y el dígito verificador)'],
  ])('refuses %s in Spanish', async (rut, message) => {
    const failure = await asActor(db, 'ana', (tx) =>
      statementFailure(tx, `insert into public.terceros (nombre, rut) values ('X', $1)`, [rut]),
    );
    expect(failure).toEqual({ code: '23514', message });
  });

  it('is unique in a company, not across companies', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      await insertParty(tx, 'Primera', '76.111.222-8');
      expect(
        await statementFailure(tx, `insert into public.terceros (nombre, rut) values ('Segunda', '76111222-8')`),
      ).toEqual({
        code: '23505',
        message: 'El RUT 76111222-8 ya es de «Primera» en la empresa',
      });
      // Changing another party's RUT to it is refused the same way.
      const other = (await insertParty(tx, 'Tercera', null)).rows[0].id;
      expect(
        await statementFailure(tx, `update public.terceros set rut = '76.111.222-8' where id = $1`, [other]),
      ).toMatchObject({ code: '23505' });
    });
    // Comercial Pacífico already has 76543210-3 (Distribuidora Norte); Andes may have it too.
    expect(
      await asActor(
        db,
        'adminAndes',
        async (tx) => (await insertParty(tx, 'Otra empresa, mismo RUT', '76543210-3')).rows,
      ),
    ).toHaveLength(1);
  });

  it('lets only one of two writers of the same RUT at once through, and the other is told in Spanish', async () => {
    const attempt = (who: 'ana' | 'adminAndes', nombre: string) =>
      commitAs(db, who, async (tx) => {
        const r = await insertParty(tx, nombre, '77.555.666-8');
        // Hold the transaction a moment, so the other writer waits for it.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return r.rows[0].id;
      });
    const results = await Promise.allSettled([attempt('ana', 'Carrera A'), attempt('adminAndes', 'Carrera B')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as Error;
    expect(sqlState(refused)).toBe('23505');
    expect(refused.message).toMatch(/^El RUT 77555666-8 ya es de «Carrera [AB]» en la empresa$/);
    const { rows } = await db.query(`select nombre from public.terceros where rut = '77555666-8'`);
    expect(rows).toHaveLength(1);
  });
});

describe('parties from before the check', () => {
  let legacy: string;
  beforeAll(async () => {
    // As a row written before 20261127202408 (the trigger did not exist): an invalid RUT as typed.
    await db.exec('alter table public.terceros disable trigger b_verificar_rut');
    legacy = (
      await db.query<{ id: string }>(
        `insert into public.terceros (empresa_id, nombre, rut, tipo) values ($1, 'Cliente antiguo', '11.111.111-5', 'cliente') returning id`,
        [COMPANIES.andes],
      )
    ).rows[0].id;
    await db.exec('alter table public.terceros enable trigger b_verificar_rut');
  });

  it('are kept, and listed for the company admin only', async () => {
    const listed = (who: 'adminAndes' | 'ana' | 'adminPacifico' | 'superadmin' | 'anon') =>
      selectAs<{ id: string; rut: string }>(db, who, 'select id, rut from public.terceros_rut_por_corregir').catch(
        sqlState,
      );
    expect(await listed('adminAndes')).toEqual([{ id: legacy, rut: '11.111.111-5' }]);
    expect(await listed('ana')).toEqual([]);
    expect(await listed('adminPacifico')).toEqual([]);
    expect(await listed('superadmin')).toEqual([]);
    expect(await listed('anon')).toBe('42501');
  });

  it('can still be edited and linked, and their RUT only changes to a valid one', async () => {
    await asActor(db, 'ana', async (tx) => {
      await tx.query(`update public.terceros set nombre = 'Cliente antiguo S.A.' where id = $1`, [legacy]);
      expect(
        await statementFailure(tx, `update public.terceros set rut = '11.111.111-6' where id = $1`, [legacy]),
      ).toMatchObject({ code: '23514' });
      await tx.query(`update public.terceros set rut = '11.111.111-1' where id = $1`, [legacy]);
      const row = await tx.query(`select nombre, rut from public.terceros where id = $1`, [legacy]);
      expect(row.rows).toEqual([{ nombre: 'Cliente antiguo S.A.', rut: '11111111-1' }]);
    });
  });
});
