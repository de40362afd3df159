import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { seedScale } from '../../scripts/seed-scale.ts';
import { freshDatabase } from '../support/server.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);

it('adds companies, users with platform rows and plans, and overrides on catalogue modules', async () => {
  const before = {
    empresas: await count('select count(*) as n from public.empresas'),
    usuarios: await count('select count(*) as n from public.usuarios_plataforma'),
    overrides: await count('select count(*) as n from public.empleados_override_permisos'),
    conPlan: await count('select count(distinct empresa_id) as n from public.planes_empresa where activo'),
  };
  const r = await seedScale(db, { companies: 20, users: 240 });
  expect(r).toMatchObject({ companies: 20, users: 240 });
  expect(await count('select count(*) as n from public.empresas')).toBe(before.empresas + 20);
  // The auth.users trigger made a platform row for every generated account.
  expect(await count('select count(*) as n from public.usuarios_plataforma')).toBe(before.usuarios + 240);
  expect(r.overrides, 'about one user in twelve gets an override').toBe(20);
  expect(await count('select count(*) as n from public.empleados_override_permisos')).toBe(
    before.overrides + r.overrides,
  );
  expect(
    await count('select count(distinct modulo_id) as n from public.empleados_override_permisos'),
    'the overrides spread over the catalogue modules',
  ).toBeGreaterThan(3);
  // The generator leaves about one company in twenty without a plan, as real data would.
  const conPlan =
    (await count('select count(distinct empresa_id) as n from public.planes_empresa where activo')) - before.conPlan;
  expect(conPlan, 'most generated companies get an active plan').toBeGreaterThanOrEqual(16);
  expect(conPlan).toBeLessThan(20);
});
