/**
 * The access matrix of every table of Axel Industrial, Axel Ops and the shared directory, through
 * supabase-js (tests/support/module-access-matrix.ts): each demo account × select, insert, update,
 * delete, with the module granted, denied to Ana by an override, out of the company's plan, the
 * account inactive, another company (super_admin included: no implicit access to tenants' data)
 * and anon. Then revoking and restoring: the rows come back untouched.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANDES,
  expectedMatrix,
  runModuleAccessMatrix,
  signInMatrixClients,
  type MatrixAccount,
  type ModuleTableSpec,
} from '../support/module-access-matrix.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;
let service: SupabaseClient;
let assetId: string;
let partId: string;
let orderId: string;

const uniq = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const one = async (table: string, body: Record<string, unknown>) => {
    const { data, error } = await service
      .from(table)
      .insert({ empresa_id: ANDES, ...body })
      .select('id')
      .single();
    if (error) throw new Error(`${table}: ${error.message}`);
    return (data as { id: string }).id;
  };
  assetId = await one('industrial_activos', { codigo: `MX-${uniq()}`, nombre: 'Equipo de la matriz' });
  partId = await one('industrial_repuestos', { sku: `MX-${uniq()}`, nombre: 'Repuesto de la matriz', stock: 1000 });
  orderId = await one('ops_ordenes', { falla_reportada: 'Orden de la matriz' });
});
afterAll(async () => {
  await server?.stop();
});

const SPECS: ModuleTableSpec[] = [
  {
    table: 'terceros',
    module: ['ops', 'crm', 'finance'],
    insert: () => ({ nombre: `Cliente ${uniq()}` }),
    update: { telefono: '+56 2 2345 6789' },
    deleteBy: 'admin',
  },
  {
    table: 'industrial_activos',
    module: 'industrial',
    insert: () => ({ codigo: `A-${uniq()}`, nombre: 'Bomba' }),
    update: { estado: 'detenido' },
    deleteBy: 'admin',
  },
  {
    table: 'industrial_repuestos',
    module: 'industrial',
    insert: () => ({ sku: `R-${uniq()}`, nombre: 'Filtro', stock: 3 }),
    update: { stock_minimo: 2 },
    deleteBy: 'admin',
  },
  {
    table: 'industrial_planes',
    ownCompanyInsert: false,
    module: 'industrial',
    insert: () => ({ activo_id: assetId, nombre: 'Lubricación', frecuencia_dias: 30 }),
    update: { frecuencia_dias: 15 },
    deleteBy: 'admin',
  },
  // Stock moves are history: added, never edited or removed.
  {
    table: 'industrial_movimientos',
    ownCompanyInsert: false,
    module: 'industrial',
    insert: () => ({ repuesto_id: partId, tipo: 'entrada', cantidad: 1, motivo: 'Compra' }),
    update: { motivo: 'otro' },
    updatable: false,
    deleteBy: 'none',
  },
  {
    table: 'ops_ordenes',
    module: 'ops',
    insert: () => ({ falla_reportada: 'Ruido en el rodamiento', prioridad: 'alta' }),
    update: { prioridad: 'critica' },
    deleteBy: 'admin',
  },
  {
    table: 'ops_tareas',
    ownCompanyInsert: false,
    module: 'ops',
    insert: () => ({ orden_id: orderId, descripcion: 'Revisar correas' }),
    update: { hecha: true },
    deleteBy: 'any',
  },
  // Hours and comments: only their author edits (the fixture has none), admin_empresa removes any.
  {
    table: 'ops_horas',
    ownCompanyInsert: false,
    module: 'ops',
    insert: () => ({ orden_id: orderId, horas: 2 }),
    update: { horas: 3 },
    updatable: false,
    deleteBy: 'admin',
  },
  {
    table: 'ops_comentarios',
    ownCompanyInsert: false,
    module: 'ops',
    insert: () => ({ orden_id: orderId, texto: 'Cliente avisado' }),
    update: { texto: 'editado' },
    updatable: false,
    deleteBy: 'admin',
  },
  {
    table: 'ops_repuestos_usados',
    ownCompanyInsert: false,
    module: 'ops',
    insert: () => ({ orden_id: orderId, repuesto_id: partId, cantidad: 1 }),
    update: { cantidad: 2 },
    updatable: false,
    deleteBy: 'any',
  },
  // The transition record is written by the trigger only.
  {
    table: 'ops_transiciones',
    module: 'ops',
    insert: () => ({ orden_id: orderId, hacia: 'abierta' }),
    fixture: () => ({ empresa_id: ANDES, orden_id: orderId, hacia: 'abierta' }),
    update: { hacia: 'cerrada' },
    insertable: false,
    updatable: false,
    deleteBy: 'none',
  },
];

describe('module tables access matrix', () => {
  for (const spec of SPECS) {
    it(`${spec.table}: granted, denied by override, out of plan, inactive, other company, anon`, async () => {
      expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expectedMatrix(spec));
    });
  }
});

describe('revoking and restoring a module', () => {
  it("cuts Ana's work orders off at the next request and brings them back untouched", async () => {
    const before = await clients.ana.from('ops_ordenes').select('id, codigo, estado, actualizado_en').order('numero');
    expect(before.error).toBeNull();
    expect(before.data!.length).toBeGreaterThan(0);
    const { data: mod } = await service.from('modulos_disponibles').select('id').eq('clave', 'ops').single();
    const moduleId = (mod as { id: string }).id;
    // The admin denies Ana the module, through the API as the admin panel does.
    const denied = await clients.adminAndes.rpc('fijar_permiso_usuario', {
      p_usuario_id: 'a0000000-0000-4000-8000-000000000003',
      p_modulo_id: moduleId,
      p_puede_acceder: false,
    });
    expect(denied.error).toBeNull();
    const cut = await clients.ana.from('ops_ordenes').select('id');
    expect(cut.data).toEqual([]);
    const write = await clients.ana.from('ops_ordenes').insert({ falla_reportada: 'x' });
    expect(write.error?.code).toBe('42501');
    const restored = await clients.adminAndes.rpc('fijar_permiso_usuario', {
      p_usuario_id: 'a0000000-0000-4000-8000-000000000003',
      p_modulo_id: moduleId,
      p_puede_acceder: true,
    });
    expect(restored.error).toBeNull();
    const after = await clients.ana.from('ops_ordenes').select('id, codigo, estado, actualizado_en').order('numero');
    expect(after.data).toEqual(before.data);
  });

  it('answers bad input in PostgREST shape, never a 500', async () => {
    const bad = await clients.ana.from('ops_ordenes').insert({ falla_reportada: 'x', prioridad: 'urgentísima' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
    const transition = await clients.ana
      .from('ops_ordenes')
      .update({ estado: 'cerrada' })
      .eq('id', orderId)
      .select('id');
    expect(transition.status).toBe(400);
    expect(transition.error?.message).toBe('transición no permitida: abierta → cerrada');
    const stock = await clients.ana
      .from('industrial_movimientos')
      .insert({ repuesto_id: partId, tipo: 'salida', cantidad: 1e6, motivo: 'x' });
    expect(stock.error?.code).toBe('23514');
    expect(stock.error?.message).toMatch(/^stock insuficiente/);
  });
});
