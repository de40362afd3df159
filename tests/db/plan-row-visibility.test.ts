/**
 * Who reads a company's plan rows (planes_empresa): a usuario only the active row of their own
 * company (their effective access is computed from it), the company's admin its whole history,
 * super_admin every company's; nobody another company's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, planIds, sqlState, type Actor } from './support.ts';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
  const plan = await planIds(db);
  // Andes had the profesional plan before its current enterprise one: a history row.
  await db.query(
    `insert into public.planes_empresa (empresa_id, plan_id, fecha_inicio, activo) values ($1, $2, '2024-01-01', false)`,
    [COMPANIES.andes, plan.profesional],
  );
});
afterAll(() => db?.close());

async function andesRows(who: Actor): Promise<{ activo: string }[]> {
  return asActor(
    db,
    who,
    async (tx) =>
      (
        await tx.query<{ activo: string }>(
          'select activo::text from public.planes_empresa where empresa_id = $1 order by activo',
          [COMPANIES.andes],
        )
      ).rows,
  );
}

describe('planes_empresa rows', () => {
  it.each<[Actor, string[]]>([
    ['ana', ['true']],
    ['adminAndes', ['false', 'true']],
    ['superadmin', ['false', 'true']],
    ['luis', []],
    ['adminPacifico', []],
    ['inactivo', []],
  ])('%s reads %j of Andes', async (who, expected) => {
    expect((await andesRows(who)).map((r) => r.activo)).toEqual(expected);
  });

  it('anon may not read the table at all', async () => {
    expect(sqlState(await andesRows('anon').catch((e: unknown) => e))).toBe('42501');
  });

  it("a usuario's effective access still follows the active plan", async () => {
    const modules = await asActor(db, 'ana', async (tx) =>
      (
        await tx.query<{ clave: string }>(
          'select modulo_clave as clave from public.mis_modulos() where acceso_efectivo',
        )
      ).rows.map((r) => r.clave),
    );
    // Enterprise has all ten; the seed's override denies her finance.
    expect(modules).toContain('predictive');
    expect(modules).not.toContain('finance');
  });
});
