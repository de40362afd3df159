/**
 * Issue 16: the impact a risky change has, counted by the database for the confirm dialog
 * ('Afecta a 37 usuarios de 4 empresas'): public.impacto_quitar_modulo_plan, impacto_cambio_plan and
 * impacto_promover_super_admin. Only super_admin may ask (the changes are theirs alone); the counts
 * match what a plain count over the tables says; bad input is a 4xx SQLSTATE, never a crash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { COMPANIES, moduleIds, planIds, selectAs, sqlState, USERS, type Actor } from './support.ts';

let db: Database;
let mod: Record<string, string>;
let plan: Record<string, string>;

const bool = (v: unknown) => v === true || v === 't' || v === 'true';
const one = async (sql: string, params: unknown[] = []) =>
  Number(Object.values((await db.query<Record<string, unknown>>(sql, params)).rows[0])[0]);

async function refusal(who: Actor, sql: string, params: unknown[]): Promise<string | undefined> {
  try {
    await selectAs(db, who, sql, params);
    return undefined;
  } catch (e) {
    return sqlState(e) ?? String(e);
  }
}

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
  plan = await planIds(db);
});
afterAll(async () => {
  await db?.close();
});

describe('impacto_quitar_modulo_plan', () => {
  const sql = 'select usuarios, empresas from public.impacto_quitar_modulo_plan($1, $2)';

  it('counts the active users of every company on the plan, as a plain count does', async () => {
    const [row] = await selectAs<{ usuarios: number; empresas: number }>(db, 'superadmin', sql, [
      plan.enterprise,
      mod.predictive,
    ]);
    const empresas = await one(`select count(*) from public.planes_empresa where activo and plan_id = $1`, [
      plan.enterprise,
    ]);
    const usuarios = await one(
      `select count(*) from public.usuarios_plataforma u join public.planes_empresa pe on pe.empresa_id = u.empresa_id
       where pe.activo and pe.plan_id = $1 and u.estado = 'activo'`,
      [plan.enterprise],
    );
    expect(empresas).toBeGreaterThan(1);
    expect({ usuarios: Number(row.usuarios), empresas: Number(row.empresas) }).toEqual({ usuarios, empresas });
    // Industrias Andes is on enterprise and its inactive account is not counted.
    expect(usuarios).toBeLessThan(
      await one(
        `select count(*) from public.usuarios_plataforma u join public.planes_empresa pe on pe.empresa_id = u.empresa_id where pe.activo and pe.plan_id = $1`,
        [plan.enterprise],
      ),
    );
  });

  it.each(['adminAndes', 'ana', 'luis', 'anon'] as const)('refuses %s with 42501', async (who) => {
    expect(await refusal(who, sql, [plan.basico, mod.crm])).toBe('42501');
  });

  it('answers bad input with 22004 / P0002', async () => {
    expect(await refusal('superadmin', sql, [null, mod.crm])).toBe('22004');
    expect(await refusal('superadmin', sql, ['00000000-0000-4000-8000-000000000000', mod.crm])).toBe('P0002');
  });
});

describe('impacto_cambio_plan', () => {
  const sql = 'select usuarios, empresas, modulos_perdidos, es_baja from public.impacto_cambio_plan($1, $2)';

  it('enterprise → basico for Industrias Andes: its active users, seven modules lost, a downgrade', async () => {
    const [row] = await selectAs<Record<string, unknown>>(db, 'superadmin', sql, [COMPANIES.andes, plan.basico]);
    const usuarios = await one(
      `select count(*) from public.usuarios_plataforma where empresa_id = $1 and estado = 'activo'`,
      [COMPANIES.andes],
    );
    expect(Number(row.usuarios)).toBe(usuarios);
    expect(Number(row.empresas)).toBe(1);
    expect(Number(row.modulos_perdidos)).toBe(7);
    expect(bool(row.es_baja)).toBe(true);
  });

  it('basico → profesional is an upgrade with nothing lost; no plan at all is a downgrade', async () => {
    const [up] = await selectAs<Record<string, unknown>>(db, 'superadmin', sql, [COMPANIES.pacifico, plan.profesional]);
    expect(Number(up.modulos_perdidos)).toBe(0);
    expect(bool(up.es_baja)).toBe(false);
    const [none] = await selectAs<Record<string, unknown>>(db, 'superadmin', sql, [COMPANIES.pacifico, null]);
    expect(Number(none.modulos_perdidos)).toBe(3);
    expect(bool(none.es_baja)).toBe(true);
  });

  it.each(['adminAndes', 'ana', 'anon'] as const)('refuses %s with 42501', async (who) => {
    expect(await refusal(who, sql, [COMPANIES.andes, plan.basico])).toBe('42501');
  });

  it('answers bad input with 22004 / P0002', async () => {
    expect(await refusal('superadmin', sql, [null, plan.basico])).toBe('22004');
    expect(await refusal('superadmin', sql, [COMPANIES.andes, '00000000-0000-4000-8000-000000000000'])).toBe('P0002');
    expect(await refusal('superadmin', sql, ['00000000-0000-4000-8000-000000000000', plan.basico])).toBe('P0002');
  });
});

describe('impacto_promover_super_admin', () => {
  const sql = 'select usuarios, empresas from public.impacto_promover_super_admin($1)';

  it('counts every active user and every company the new operator will control', async () => {
    const [row] = await selectAs<Record<string, unknown>>(db, 'superadmin', sql, [USERS.luis]);
    expect(Number(row.usuarios)).toBe(
      await one(`select count(*) from public.usuarios_plataforma where estado = 'activo'`),
    );
    expect(Number(row.empresas)).toBe(await one('select count(*) from public.empresas'));
  });

  it.each(['adminAndes', 'adminPacifico', 'luis', 'anon'] as const)('refuses %s with 42501', async (who) => {
    expect(await refusal(who, sql, [USERS.luis])).toBe('42501');
  });

  it('answers bad input with 22004 / P0002', async () => {
    expect(await refusal('superadmin', sql, [null])).toBe('22004');
    expect(await refusal('superadmin', sql, ['00000000-0000-4000-8000-000000000000'])).toBe('P0002');
  });
});
