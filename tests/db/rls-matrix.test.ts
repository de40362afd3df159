/**
 * The access matrix (matrix.ts) at the SQL level: each cell runs in its own rolled-back
 * transaction exactly as a REST request does (set local role + request.jwt.claims).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { ACTORS, addFixtures, MATRIX, selfId, type Cell, type Ctx, type MatrixActor, type Outcome } from './matrix.ts';
import { runCell } from './cell-sql.ts';
import { asActor, moduleIds, planIds, sqlState, USERS } from './support.ts';

let db: Database;
let mod: Record<string, string>;
let plan: Record<string, string>;

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
  plan = await planIds(db);
  await addFixtures(db, mod);
});
afterAll(async () => {
  await db?.close();
});

function run(cell: Cell, actor: MatrixActor): Promise<Outcome> {
  const ctx: Ctx = { actor, self: selfId(actor), mod, plan };
  return runCell(db, actor, cell, ctx);
}

describe('access matrix (SQL, each cell isolated)', () => {
  for (const cell of MATRIX) {
    it(`${cell.op} ${cell.title}`, async () => {
      const got: Record<string, Outcome> = {};
      for (const actor of ACTORS) got[actor] = await run(cell, actor);
      expect(got).toEqual(cell.expect);
    });
  }
});

describe('escalation through overrides (SQL)', () => {
  it('an override for a module outside the plan grants nothing', async () => {
    await asActor(db, 'adminPacifico', async (tx) => {
      await tx.query(
        'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, true)',
        [USERS.luis, mod.predictive],
      );
      const row = (
        await tx.query<{ acceso_efectivo: string | boolean; override_aplicado: string | boolean }>(
          `select acceso_efectivo, override_aplicado from public.accesos_efectivos_usuario where usuario_id = $1 and modulo_clave = 'predictive'`,
          [USERS.luis],
        )
      ).rows[0];
      expect(String(row.override_aplicado)).toMatch(/^(t|true)$/);
      expect(String(row.acceso_efectivo)).toMatch(/^(f|false)$/);
    });
  });

  it('mis_modulos() is refused to anon', async () => {
    const error = await asActor(db, 'anon', (tx) => tx.query('select * from public.mis_modulos()')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('42501');
  });

  it('the private schema is out of reach of the API roles', async () => {
    for (const [who, sql] of [
      ['anon', 'select * from private.accesos_modulo'],
      ['anon', 'select private.es_super_admin()'],
    ] as const) {
      const error = await asActor(db, who, (tx) => tx.query(sql)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(sqlState(error), sql).toBe('42501');
    }
  });
});
