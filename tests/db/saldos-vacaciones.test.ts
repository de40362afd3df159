/**
 * public.saldos_vacaciones, set-based since 20261125401000_saldos_vacaciones_conjunto.sql, gives
 * every employee the balance private.saldo_vacaciones (the rule People's tests pin down) gives:
 * the demo staff, 300 generated employees with vacation taken and pending, and one whose balance
 * was opened later with an initial figure (requests before that date do not count).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { ANDES, seedModules } from '../../scripts/seed-scale.ts';
import { freshDatabase } from '../support/server.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

it('equals private.saldo_vacaciones for every employee', async () => {
  await seedModules(db, { employees: 300 });
  const opened = await db.query<{ colaborador_id: string }>(
    `update public.colaboradores_ficha f set saldo_vacaciones_inicial = 4.5, fecha_saldo_inicial = current_date - 100
     where f.colaborador_id = (select s.colaborador_id from public.solicitudes_ausencia s
       where s.empresa_id = $1 and s.tipo = 'vacaciones' and s.estado = 'aprobada' and s.fecha_inicio < current_date - 100 limit 1)
     returning f.colaborador_id`,
    [ANDES],
  );
  expect(opened.rows).toHaveLength(1);
  const rows = await db.query<{ colaborador_id: string; same: boolean; vista: string; funcion: string }>(
    `select v.colaborador_id,
       (v.meses, v.acumulado, v.tomados, v.pendientes, v.disponible) = (f.meses, f.acumulado, f.tomados, f.pendientes, f.disponible) as same,
       row(v.meses, v.acumulado, v.tomados, v.pendientes, v.disponible)::text as vista,
       row(f.meses, f.acumulado, f.tomados, f.pendientes, f.disponible)::text as funcion
     from public.saldos_vacaciones v cross join lateral private.saldo_vacaciones(v.colaborador_id) f`,
  );
  expect(rows.rows.length).toBeGreaterThan(300);
  expect(rows.rows.filter((r) => !r.same)).toEqual([]);
  // The generated staff took and holds vacation: the comparison covers non-zero figures.
  const figures = await db.query<{ tomados: string; pendientes: string }>(
    'select count(*) filter (where tomados > 0) as tomados, count(*) filter (where pendientes > 0) as pendientes from public.saldos_vacaciones',
  );
  expect(Number(figures.rows[0].tomados)).toBeGreaterThan(100);
  expect(Number(figures.rows[0].pendientes)).toBeGreaterThan(30);
  const one = rows.rows.find((r) => r.colaborador_id === opened.rows[0].colaborador_id)!;
  expect(one.vista).toBe(one.funcion);
  expect(one.vista).toMatch(/^\(3,8\.25,0,/);
});
