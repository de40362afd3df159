/**
 * Axel People through the shared module access matrix (tests/support/module-access-matrix.ts):
 * each demo account × select, insert, update, delete, with People granted, denied to Ana by an
 * override, out of the plan, the account inactive, another company and anon. People writes are
 * narrower than the platform's default (usuario creates and edits): employees and holidays are
 * written by admins, a request is asked by the employee for themselves. Those cells are stated
 * below; the per-person privacy (own record, reports', admin) is in tests/db/people-matrix.ts.
 * Every table of People is here: colaboradores, colaboradores_ficha, feriados,
 * solicitudes_ausencia and marcas_asistencia.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANDES,
  expectedMatrix,
  runModuleAccessMatrix,
  signInMatrixClients,
  type Cell,
  type MatrixAccount,
  type ModuleTableSpec,
} from '../support/module-access-matrix.ts';
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

/** A valid RUT (modulo-11 check digit) for a body number. */
function rut(body: number): string {
  let sum = 0;
  let factor = 2;
  for (const digit of String(body).split('').reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const dv = 11 - (sum % 11);
  return `${body}-${dv === 11 ? '0' : dv === 10 ? 'K' : dv}`;
}

/**
 * colaboradores_ficha is 1:1 with an employee, so every fixture and every insert needs an employee
 * without a record: a pool of them, made before the matrix, reporting to Ana (so she reads their
 * records, as a manager does), each used once.
 */
const WITHOUT_RECORD_POOL = 60;
let withoutRecord: string[] = [];
let nextRut = 0;
function recordFor(): Record<string, unknown> {
  const colaborador_id = withoutRecord.shift();
  if (!colaborador_id) throw new Error('the pool of employees without a record ran out');
  nextRut += 1;
  return { colaborador_id, rut: rut(40_000_000 + nextRut), fecha_ingreso: '2026-01-05' };
}

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  const { data, error } = await server
    .service()
    .from('colaboradores')
    .insert(
      Array.from({ length: WITHOUT_RECORD_POOL }, (_, i) => ({
        empresa_id: ANDES,
        nombres: 'Sin ficha',
        apellidos: `Matriz ${i}`,
        jefe_id: ANA_EMPLOYEE,
      })),
    )
    .select('id');
  if (error) throw new Error(error.message);
  withoutRecord = (data as Array<{ id: string }>).map((r) => r.id);
});
afterAll(async () => {
  await server?.service().from('colaboradores').delete().like('apellidos', 'Matriz %').eq('nombres', 'Sin ficha');
  await server?.stop();
});

/** The platform's expected matrix with some cells refused by People's own rules. */
function expectedFor(spec: ModuleTableSpec, refusedWhenGranted: Array<[MatrixAccount, Cell['op']]>): Cell[] {
  return expectedMatrix(spec).map((c) =>
    c.scenario === 'concedido' && refusedWhenGranted.some(([a, op]) => a === c.account && op === c.op)
      ? { ...c, outcome: 'denied' }
      : c,
  );
}

const CASES: Array<{ spec: ModuleTableSpec; refused: Array<[MatrixAccount, Cell['op']]> }> = [
  {
    // Only admins write employees.
    spec: {
      table: 'colaboradores',
      module: 'people',
      insert: () => ({ nombres: 'Matriz', apellidos: `Prueba ${day++}` }),
      update: { cargo: 'Cambiado' },
      deleteBy: 'admin',
    },
    refused: [
      ['ana', 'insert'],
      ['ana', 'update'],
    ],
  },
  {
    spec: {
      table: 'feriados',
      module: 'people',
      insert: () => ({ fecha: nextDay(), nombre: 'Feriado de la matriz' }),
      update: { nombre: 'Cambiado' },
      deleteBy: 'admin',
    },
    refused: [
      ['ana', 'insert'],
      ['ana', 'update'],
    ],
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
        return {
          empresa_id: 'c0000000-0000-4000-8000-000000000002',
          colaborador_id: RODRIGO,
          tipo: 'permiso_con_goce',
          fecha_inicio: d,
          fecha_fin: d,
        };
      },
      update: { estado: 'aprobada' },
      deleteBy: 'admin',
    },
    refused: [['adminAndes', 'insert']],
  },
  {
    // The private record: admins write it; Ana reads it as the manager of the pool's employees.
    // The other companies' inserts point at an Andes employee: refused (the foreign key is per company).
    spec: {
      table: 'colaboradores_ficha',
      module: 'people',
      key: 'colaborador_id',
      ownCompanyInsert: false,
      insert: recordFor,
      fixture: () => ({ ...recordFor(), empresa_id: ANDES }),
      update: { tipo_contrato: 'plazo_fijo' },
      deleteBy: 'admin',
    },
    refused: [
      ['ana', 'insert'],
      ['ana', 'update'],
    ],
  },
  {
    // Attendance: Ana clocks in for herself (the database sets today's date and time); the admin
    // records a mark for her on a given day. The fixture is Rodrigo's mark: Ana, his manager, reads
    // it but may not change it (only one's own, or an admin).
    spec: {
      table: 'marcas_asistencia',
      module: 'people',
      ownCompanyInsert: false,
      insert: () => ({ colaborador_id: ANA_EMPLOYEE, entrada: `${nextDay()}T12:00:00Z` }),
      fixture: () => {
        const d = nextDay();
        return { empresa_id: ANDES, colaborador_id: RODRIGO, fecha: d, entrada: `${d}T12:00:00Z` };
      },
      update: { salida: '2040-01-01T21:00:00Z' },
      deleteBy: 'admin',
    },
    refused: [['ana', 'update']],
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
