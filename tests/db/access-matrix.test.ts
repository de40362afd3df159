/**
 * The access matrix (matrix.ts) through supabase-js against the embedded server: what an
 * attacker holding the public anon key, or any demo account's session, can read and write.
 * Cells run one after another and commit (callers least privileged first). rls-matrix.test.ts
 * runs every cell as SQL, each in isolation; here a deterministic sample of the cells runs by
 * default (matrix.ts sampleCells: every relation, operation and kind of outcome, every caller),
 * and TEST_MATRIX=all runs every cell, which also proves the cells are independent.
 * TEST_MATRIX_SEED picks another sample.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';
import {
  ACTORS,
  addFixtures,
  DENIED,
  INVALID,
  MATRIX,
  READ_ONLY,
  selfId,
  type Cell,
  type Ctx,
  type MatrixActor,
  type Outcome,
  sampleCells,
} from './matrix.ts';
import { moduleIds, planIds, USERS } from './support.ts';

let server: TestServer;
let mod: Record<string, string>;
let plan: Record<string, string>;
const clients = {} as Record<MatrixActor, SupabaseClient>;

beforeAll(async () => {
  server = await startTestServer();
  mod = await moduleIds(server.db);
  plan = await planIds(server.db);
  await addFixtures(server.db, mod);
  clients.anon = server.anon();
  clients.inactivo = await server.signedIn(DEMO.inactivo);
  clients.ana = await server.signedIn(DEMO.ana);
  clients.adminPacifico = await server.signedIn(DEMO.adminPacifico);
  clients.adminAndes = await server.signedIn(DEMO.adminAndes);
  clients.superadmin = await server.signedIn(DEMO.superadmin);
});
afterAll(async () => {
  await server?.stop();
});

interface ApiError {
  code?: string;
  message?: string;
}

function classify(error: ApiError, status: number): Outcome {
  if (error.code === '42501') return DENIED;
  if (error.code?.startsWith('23')) return INVALID;
  if (error.code === '55000' || status === 405) return READ_ONLY;
  throw new Error(`unexpected error ${status} ${JSON.stringify(error)}`);
}

async function run(cell: Cell, actor: MatrixActor): Promise<Outcome> {
  const ctx: Ctx = { actor, self: selfId(actor), mod, plan };
  const from = clients[actor].from(cell.relation);
  const filters = Object.entries(cell.filter?.(ctx) ?? {});
  const values = cell.values?.(ctx) ?? {};
  switch (cell.op) {
    case 'select': {
      let q = from.select('*');
      for (const [k, v] of filters) q = q.eq(k, v);
      const { data, error, status } = await q;
      return error ? classify(error, status) : (data ?? []).length;
    }
    case 'insert': {
      const { error, status } = await from.insert(values);
      return error ? classify(error, status) : 1;
    }
    case 'upsert': {
      const { error, status } = await from.upsert(values, { onConflict: cell.onConflict });
      return error ? classify(error, status) : 1;
    }
    case 'update': {
      let q = from.update(values);
      for (const [k, v] of filters) q = q.eq(k, v);
      const { data, error, status } = await q.select();
      return error ? classify(error, status) : (data ?? []).length;
    }
    case 'delete': {
      let q = from.delete();
      for (const [k, v] of filters) q = q.eq(k, v);
      const { data, error, status } = await q.select();
      return error ? classify(error, status) : (data ?? []).length;
    }
  }
}

/** The cell the last checks below build on (Luis's override outside his plan). */
const LUIS_PREDICTIVE = 'empleados_override_permisos: grant Luis predictive (outside his plan)';
const seed = Number(process.env.TEST_MATRIX_SEED ?? 1);
const cells = process.env.TEST_MATRIX === 'all' ? MATRIX : sampleCells(MATRIX, seed, [LUIS_PREDICTIVE]);
const which = cells === MATRIX ? 'every cell' : `${cells.length} of ${MATRIX.length} cells, seed ${seed}`;

describe(`access matrix through supabase-js (${which}, in order, committed)`, () => {
  it('covers every relation and every operation of the matrix', () => {
    expect(new Set(cells.map((c) => c.relation))).toEqual(new Set(MATRIX.map((c) => c.relation)));
    expect(new Set(cells.map((c) => c.op))).toEqual(new Set(MATRIX.map((c) => c.op)));
  });

  for (const cell of cells) {
    it(`${cell.op} ${cell.title}`, async () => {
      const got: Record<string, Outcome> = {};
      for (const actor of ACTORS) got[actor] = await run(cell, actor);
      expect(got).toEqual(cell.expect);
    });
  }

  it("after all that, Luis's override for predictive (outside basico) still grants nothing", async () => {
    const luis = await server.signedIn(DEMO.luis);
    const { data, error } = await luis.rpc('mis_modulos');
    expect(error).toBeNull();
    const rows = (data ?? []) as Array<{ modulo_clave: string; acceso_efectivo: boolean; motivo: string }>;
    expect(rows.find((r) => r.modulo_clave === 'predictive')).toMatchObject({
      acceso_efectivo: false,
      motivo: 'fuera_de_plan',
    });
    const view = await clients.adminPacifico
      .from('accesos_efectivos_usuario')
      .select('modulo_clave, acceso_efectivo, override_aplicado')
      .eq('usuario_id', USERS.luis)
      .eq('modulo_clave', 'predictive');
    expect(view.error).toBeNull();
    expect(view.data).toEqual([{ modulo_clave: 'predictive', acceso_efectivo: false, override_aplicado: true }]);
  });

  it('the profile read of docs/product.md §7 returns the role key the SPA compares to admin roles', async () => {
    const { data, error } = await clients.adminAndes
      .from('usuarios_plataforma')
      .select('id, nombre, apellido_paterno, apellido_materno, empresa_id, rol_id, estado')
      .eq('id', USERS.adminAndes)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: USERS.adminAndes, rol_id: 'admin_empresa', estado: 'activo' });
  });
});
