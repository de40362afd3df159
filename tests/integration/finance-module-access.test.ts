/**
 * Axel Finance through the shared module access matrix (tests/support/module-access-matrix.ts):
 * each demo account × select, insert, update, delete on every Finance table, with the module
 * granted, denied to Ana by an override, out of the plan, the account inactive, another company and
 * anon. Finance's own narrowing: categories are written by admin_empresa only; applications of a
 * payment are never edited. Then the view and the RPCs: what a caller without the module gets.
 *
 * The seed itself denies Finance to Ana (the demo's 'denied by override'): the first check reads
 * that, then the override is removed so that the matrix's 'granted' scenario has a usuario with
 * the module (the matrix puts its own override on and off for the 'denied' scenario).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
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
let service: SupabaseClient;
let clientId: string;
let documentId: string;
let paymentId: string;
let seedDenied: { rows: number; error: unknown };

const uniq = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const seen = await clients.ana.from('fin_documentos').select('id');
  seedDenied = { rows: seen.data?.length ?? -1, error: seen.error };
  const { data: mod } = await service.from('modulos_disponibles').select('id').eq('clave', 'finance').single();
  const removed = await service
    .from('empleados_override_permisos')
    .delete()
    .eq('empleado_id', ANA)
    .eq('modulo_id', (mod as { id: string }).id)
    .select('empleado_id');
  if (removed.error || removed.data?.length !== 1)
    throw new Error(`Ana's finance override: ${removed.error?.message ?? 'not in the seed'}`);
  const one = async (table: string, body: Record<string, unknown>) => {
    const { data, error } = await service
      .from(table)
      .insert({ empresa_id: ANDES, ...body })
      .select('id')
      .single();
    if (error) throw new Error(`${table}: ${error.message}`);
    return (data as { id: string }).id;
  };
  // A valid RUT: a document is issued only to a party with one (issue 32).
  clientId = await one('terceros', { nombre: `Cliente de la matriz ${uniq()}`, tipo: 'cliente', rut: '76.999.888-8' });
  documentId = await one('fin_documentos', {
    direccion: 'emitido',
    tercero_id: clientId,
    neto: 1_000_000_000,
    estado: 'emitida',
    descripcion: 'Documento de la matriz',
  });
  paymentId = await one('fin_pagos', { direccion: 'cobro', tercero_id: clientId, monto: 1_000_000_000 });
});
afterAll(async () => {
  await server?.stop();
});

/**
 * The platform's expected matrix with some cells refused by Finance's own rules (granted cells, and
 * for an admin-only catalogue the super_admin's insert in its own company: it is not admin_empresa).
 */
function expectedFor(
  spec: ModuleTableSpec,
  refusedWhenGranted: Array<[MatrixAccount, Cell['op']]>,
  adminOnly = false,
): Cell[] {
  return expectedMatrix(spec).map((c) =>
    (c.scenario === 'concedido' && refusedWhenGranted.some(([a, op]) => a === c.account && op === c.op)) ||
    (adminOnly && c.account === 'superadmin' && c.op === 'insert')
      ? { ...c, outcome: 'denied' }
      : c,
  );
}

const CASES: Array<{ spec: ModuleTableSpec; refused: Array<[MatrixAccount, Cell['op']]>; adminOnly?: boolean }> = [
  {
    // The catalogue of categories is the admin's.
    spec: {
      table: 'fin_categorias',
      module: 'finance',
      insert: () => ({ tipo: 'ingreso', nombre: `Categoría ${uniq()}` }),
      update: { activo: false },
      deleteBy: 'admin',
    },
    refused: [
      ['ana', 'insert'],
      ['ana', 'update'],
    ],
    adminOnly: true,
  },
  {
    // A draft (the default state): edited by the module's users, deleted by the admin. The client
    // is Andes', so another company's insert is refused.
    spec: {
      table: 'fin_documentos',
      module: 'finance',
      ownCompanyInsert: false,
      insert: () => ({ direccion: 'emitido', tercero_id: clientId, neto: 1000, descripcion: `Matriz ${uniq()}` }),
      update: { descripcion: 'Cambiada por la matriz' },
      deleteBy: 'admin',
    },
    refused: [],
  },
  {
    spec: {
      table: 'fin_pagos',
      module: 'finance',
      ownCompanyInsert: false,
      insert: () => ({ direccion: 'cobro', tercero_id: clientId, monto: 1000 }),
      update: { referencia: 'Op. 123' },
      deleteBy: 'admin',
    },
    refused: [],
  },
  {
    // One peso of the big payment on the big document per cell; added and removed, never edited.
    spec: {
      table: 'fin_pago_aplicaciones',
      module: 'finance',
      ownCompanyInsert: false,
      insert: () => ({ pago_id: paymentId, documento_id: documentId, monto: 1 }),
      update: { monto: 2 },
      updatable: false,
      deleteBy: 'admin',
    },
    refused: [],
  },
];

describe('Axel Finance in the seed', () => {
  it('denies Finance to Ana by her override: she reads no document, without an error', () => {
    expect(seedDenied).toEqual({ rows: 0, error: null });
  });
});

describe('Axel Finance through the module access matrix', () => {
  for (const { spec, refused, adminOnly } of CASES) {
    it(`${spec.table}: every account, operation and scenario`, async () => {
      const got = await runModuleAccessMatrix(server, clients, spec);
      expect(got).toEqual(expectedFor(spec, refused, adminOnly));
    });
  }

  it('left the matrix document and payment consistent (applications given back)', async () => {
    const { data } = await service.from('fin_documentos').select('monto_pagado, estado').eq('id', documentId).single();
    expect(data).toEqual({ monto_pagado: expect.anything(), estado: 'emitida' });
    expect(Number((data as { monto_pagado: number | string }).monto_pagado)).toBe(0);
  });
});

describe('the view and the RPCs', () => {
  it('show Andes’ receivables to its users with the module, and nothing to the others', async () => {
    const mine = await clients.adminAndes.rpc('fin_antiguedad', { p_direccion: 'emitido' });
    expect(mine.error).toBeNull();
    const total = (mine.data as Array<{ tercero_id: string | null; total: number | string }>).at(-1)!;
    expect(total.tercero_id).toBeNull();
    expect(Number(total.total)).toBeGreaterThan(0);
    const view = await clients.ana.from('fin_documentos_vista').select('id, estado_actual').eq('id', documentId);
    expect(view.data).toEqual([{ id: documentId, estado_actual: 'emitida' }]);

    for (const who of ['adminPacifico', 'superadmin', 'inactivo'] as const) {
      const v = await clients[who].from('fin_documentos_vista').select('id').eq('id', documentId);
      expect(v.data, who).toEqual([]);
      const age = await clients[who].rpc('fin_antiguedad', { p_direccion: 'emitido' });
      const rows = (age.data ?? []) as Array<{ tercero_id: string | null }>;
      expect(
        rows.some((r) => r.tercero_id === clientId),
        who,
      ).toBe(false);
    }
    const inactive = await clients.inactivo.rpc('fin_resumen');
    expect(inactive.error === null ? (inactive.data as { por_cobrar: string }).por_cobrar : '0').toBe('0');
    for (const fn of ['fin_antiguedad', 'fin_flujo_caja', 'fin_resumen', 'fin_registrar_pago'] as const) {
      const anon = await clients.anon.rpc(
        fn,
        fn === 'fin_antiguedad' ? { p_direccion: 'emitido' } : fn === 'fin_registrar_pago' ? { p_pago: {} } : {},
      );
      expect(anon.error?.code, fn).toBe('42501');
    }
  });

  it('registers a payment over the API only with the module, and answers a balance exceeded in Spanish (400)', async () => {
    const { data: doc } = await service
      .from('fin_documentos')
      .insert({ empresa_id: ANDES, direccion: 'emitido', tercero_id: clientId, neto: 1000, estado: 'emitida' })
      .select('id')
      .single();
    const id = (doc as { id: string }).id;
    const over = await clients.ana.rpc('fin_registrar_pago', {
      p_pago: { direccion: 'cobro', tercero_id: clientId, monto: 2000 },
      p_aplicaciones: [{ documento_id: id, monto: 2000 }],
    });
    expect(over.status).toBe(400);
    expect(over.error?.code).toBe('23514');
    expect(over.error?.message).toMatch(/^El monto \(\$2000\) supera el saldo de Factura N° \d+ \(\$1190\)\.$/);
    const ok = await clients.ana.rpc('fin_registrar_pago', {
      p_pago: { direccion: 'cobro', tercero_id: clientId, monto: 500 },
      p_aplicaciones: [{ documento_id: id, monto: 500 }],
    });
    expect(ok.error).toBeNull();
    const after = await clients.ana.from('fin_documentos').select('saldo, estado').eq('id', id).single();
    expect(Number((after.data as { saldo: string }).saldo)).toBe(690);
    expect((after.data as { estado: string }).estado).toBe('pagada_parcial');
    const pacifico = await clients.adminPacifico.rpc('fin_registrar_pago', {
      p_pago: { direccion: 'cobro', tercero_id: clientId, monto: 10 },
      p_aplicaciones: [{ documento_id: id, monto: 10 }],
    });
    expect(pacifico.error?.code).toBe('23503');
  });
});
