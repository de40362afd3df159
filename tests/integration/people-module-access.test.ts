/**
 * Axel People through the shared module access matrix (tests/support/module-access-matrix.ts):
 * each demo account × select, insert, update, delete, with People granted, denied to Ana by an
 * override, out of the plan, the account inactive, another company and anon. People writes are
 * narrower than the platform's default (usuario creates and edits): employees and holidays are
 * written by admins, a request is asked by the employee for themselves. Those cells are stated
 * below; the per-person privacy (own record, reports', admin) is in tests/db/people-matrix.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedMatrix, runModuleAccessMatrix, signInMatrixClients, type Cell, type MatrixAccount, type ModuleTableSpec } from '../support/module-access-matrix.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;

const ANA_EMPLOYEE = 'd1000000-0000-4000-8000-000000000002';
const RODRIGO = 'd1000000-0000-4000-8000-000000000004'; // reports to Ana
let day = 0;
/** A distinct weekday far in the future for each row (holidays and requests must not collide). */
function nextDay(): string {
  const d = new Date(Date.UTC(2031, 0, 6));
  d.setUTCDate(d.getUTCDate() + Math.floor(day / 5) * 7 + (day % 5));
  day += 1;
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
});
afterAll(async () => {
  await server?.stop();
});

/** The platform's expected matrix with some cells refused by People's own rules. */
function expectedFor(spec: ModuleTableSpec, refusedWhenGranted: Array<[MatrixAccount, Cell['op']]>): Cell[] {
  return expectedMatrix(spec).map((c) =>
    c.scenario === 'concedido' && refusedWhenGranted.some(([a, op]) => a === c.account && op === c.op) ? { ...c, outcome: 'denied' } : c,
  );
}

const CASES: Array<{ spec: ModuleTableSpec; refused: Array<[MatrixAccount, Cell['op']]> }> = [
  {
    // Only admins write employees.
    spec: { table: 'colaboradores', module: 'people', insert: () => ({ nombres: 'Matriz', apellidos: `Prueba ${day++}` }), update: { cargo: 'Cambiado' }, deleteBy: 'admin' },
    refused: [['ana', 'insert'], ['ana', 'update']],
  },
  {
    spec: { table: 'feriados', module: 'people', insert: () => ({ fecha: nextDay(), nombre: 'Feriado de la matriz' }), update: { nombre: 'Cambiado' }, deleteBy: 'admin' },
    refused: [['ana', 'insert'], ['ana', 'update']],
  },
  {
    // Ana asks for herself (the insert); the fixture is Rodrigo's pending request, which Ana (his
    // direct manager) and the admin may approve. The admin asking with Ana's id is refused.
    spec: {
      table: 'solicitudes_ausencia',
      module: 'people',
      ownCompanyInsert: false,
      insert: () => {
        const d = nextDay();
        return { colaborador_id: ANA_EMPLOYEE, tipo: 'permiso_con_goce', fecha_inicio: d, fecha_fin: d };
      },
      fixture: () => {
        const d = nextDay();
        return { empresa_id: 'c0000000-0000-4000-8000-000000000002', colaborador_id: RODRIGO, tipo: 'permiso_con_goce', fecha_inicio: d, fecha_fin: d };
      },
      update: { estado: 'aprobada' },
      deleteBy: 'admin',
    },
    refused: [['adminAndes', 'insert']],
  },
];

describe('Axel People through the module access matrix', () => {
  for (const { spec, refused } of CASES) {
    it(`${spec.table}: every account, operation and scenario`, async () => {
      const got = await runModuleAccessMatrix(server, clients, spec);
      expect(got).toEqual(expectedFor(spec, refused));
    });
  }
});
