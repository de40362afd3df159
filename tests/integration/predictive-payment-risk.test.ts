/**
 * Axel Predictive's customer payment risk (issue 39) through the API, as supabase-js sends it:
 * public.predictive_riesgo_pago() and public.predictive_documentos_pago() on planted Finance data of
 * Industrias Andes (a customer who always pays late ranks above one who pays on time, with the
 * numbers and reasons the documented weights give), and who may call them
 * (tests/support/module-access-matrix.ts scenarios; Finance's own access still applies inside).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  ANDES,
  pageFunctionOutcomes,
  scenarioOutcomes,
  signInMatrixClients,
  withScenario,
  type MatrixAccount,
} from '../support/module-access-matrix.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;
let service: SupabaseClient;
const STAMP = `pr${Math.random().toString(36).slice(2, 8)}`;

interface RiskRow {
  tercero_id: string;
  nombre: string;
  ruta: string;
  documentos: number;
  con_atraso: number;
  vencidos: number;
  dias_atraso_promedio: number;
  proporcion_atraso: number;
  atraso_reciente: number | null;
  atraso_anterior: number | null;
  saldo_vencido: number;
  puntaje: number;
  motivos: string[];
}
interface DocRow {
  documento_id: string;
  fecha_vencimiento: string;
  fecha_pago: string | null;
  dias_atraso: number;
}

let late: string;
let onTime: string;

/** A date `days` before today on Chile's clock, as YYYY-MM-DD. */
function daysAgo(days: number): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

async function insert<T>(table: string, rows: Record<string, unknown>[], columns = 'id'): Promise<T[]> {
  const { data, error } = await service
    .from(table)
    .insert(rows.map((r) => ({ empresa_id: ANDES, ...r })))
    .select(columns);
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as unknown as T[];
}

/** An issued invoice due `due` days ago, paid in full `paid` days ago (null: still owed). */
async function invoice(party: string, due: number, paid: number | null): Promise<void> {
  const [doc] = await insert<{ id: string; total: number }>(
    'fin_documentos',
    [
      {
        direccion: 'emitido',
        tipo: 'factura',
        tercero_id: party,
        descripcion: `Servicio ${STAMP}`,
        fecha_emision: daysAgo(due + 30),
        fecha_vencimiento: daysAgo(due),
        neto: '100000',
        estado: 'emitida',
      },
    ],
    'id, total',
  );
  if (paid == null) return;
  const [pago] = await insert<{ id: string }>('fin_pagos', [
    {
      direccion: 'cobro',
      tercero_id: party,
      fecha: daysAgo(paid),
      monto: String(doc.total),
      medio: 'transferencia',
      referencia: `Ref ${STAMP}`,
    },
  ]);
  await insert('fin_pago_aplicaciones', [{ pago_id: pago.id, documento_id: doc.id, monto: String(doc.total) }]);
}

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  // The seed denies Finance to Ana by an override; this file's database is its own: remove it, so
  // the 'granted' scenario has a user who reads Finance.
  const { data: mod } = await service.from('modulos_disponibles').select('id').eq('clave', 'finance').single();
  await service
    .from('empleados_override_permisos')
    .delete()
    .eq('empleado_id', ANA)
    .eq('modulo_id', (mod as { id: string }).id);
  const parties = await insert<{ id: string }>('terceros', [
    { nombre: `Moroso ${STAMP}`, rut: '76.543.210-3', tipo: 'cliente' },
    { nombre: `Puntual ${STAMP}`, rut: '76111222-8', tipo: 'cliente' },
  ]);
  [late, onTime] = parties.map((p) => p.id);
  // Moroso: four invoices paid 10, 20, 30 and 40 days late (two due before the last 90 days, two
  // in them), one 15 days overdue and one not yet due (which says nothing yet).
  await invoice(late, 200, 190);
  await invoice(late, 150, 130);
  await invoice(late, 70, 40);
  await invoice(late, 50, 10);
  await invoice(late, 15, null);
  await invoice(late, -10, null);
  // Puntual: three invoices paid before their due date.
  await invoice(onTime, 120, 125);
  await invoice(onTime, 60, 61);
  await invoice(onTime, 20, 22);
});
afterAll(async () => {
  await service?.from('fin_pagos').delete().like('referencia', `%${STAMP}%`);
  await service?.from('fin_documentos').delete().like('descripcion', `%${STAMP}%`);
  await server?.stop();
});

const mine = (rows: RiskRow[]) => rows.filter((r) => r.tercero_id === late || r.tercero_id === onTime);

describe('predictive_riesgo_pago() on planted data', () => {
  it('ranks the customer who always pays late above the one who pays on time, with its numbers', async () => {
    const { data, error } = await clients.adminAndes.rpc('predictive_riesgo_pago');
    expect(error).toBeNull();
    const rows = data as RiskRow[];
    const [first, second] = mine(rows);
    expect(first.tercero_id).toBe(late);
    expect(second.tercero_id).toBe(onTime);
    // Sorted by score over every customer.
    const scores = rows.map((r) => r.puntaje);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // The seed's Finance documents and payments of Industrias Andes give the demo its customers too.
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.some((r) => r.tercero_id !== late && r.con_atraso > 0)).toBe(true);

    expect(first).toMatchObject({
      documentos: 5,
      con_atraso: 5,
      vencidos: 1,
      dias_atraso_promedio: 23, // (10 + 20 + 30 + 40 + 15) / 5
      proporcion_atraso: 1,
      atraso_anterior: 15, // due 200 and 150 days ago
      atraso_reciente: 28.3, // 30, 40, 15
      saldo_vencido: 119000,
    });
    // 40 × 1 + 30 × 23/60 + 20 × 119000/595000 + 10 × 13.3/30 = 40 + 11.5 + 4 + 4.4 = 59.9
    expect(first.puntaje).toBe(60);
    expect(first.motivos).toEqual([
      '5 de 5 documentos con atraso; promedio 23 días',
      '1 vencido sin pagar; saldo vencido $119.000',
      'Empeora: 28,3 días de atraso promedio en los últimos 90 días, 15 antes',
    ]);
    expect(first.ruta).toBe(`/axel-crm/cuentas/${late}`);

    expect(second).toMatchObject({ documentos: 3, con_atraso: 0, vencidos: 0, saldo_vencido: 0, puntaje: 0 });
    expect(second.motivos).toEqual(['3 de 3 documentos pagados a tiempo']);
  });

  it("one customer's inputs: each document's due date, paid date and days late", async () => {
    const { data, error } = await clients.ana.rpc('predictive_documentos_pago', { p_tercero: late });
    expect(error).toBeNull();
    const docs = data as DocRow[];
    expect(docs.map((d) => [d.fecha_vencimiento, d.fecha_pago, d.dias_atraso])).toEqual([
      [daysAgo(200), daysAgo(190), 10],
      [daysAgo(150), daysAgo(130), 20],
      [daysAgo(70), daysAgo(40), 30],
      [daysAgo(50), daysAgo(10), 40],
      [daysAgo(15), null, 15],
    ]);
  });

  it('bad input is answered 4xx, never a 500', async () => {
    const r = await clients.ana.rpc('predictive_documentos_pago', { p_tercero: 'nada' });
    expect(r.status).toBe(400);
    const u = await clients.ana.rpc('predictive_riesgo_pago', { p_desde: '2026-01-01' } as never);
    expect(u.status).toBeGreaterThanOrEqual(400);
    expect(u.status).toBeLessThan(500);
  });
});

describe('who may read the payment risk', () => {
  it('the users of Predictive who read Finance, of the company only', async () => {
    const cells = await scenarioOutcomes(service, 'predictive', clients, async (c) => {
      const r = await c.rpc('predictive_riesgo_pago');
      if (r.error) return r.error.code === '42501' ? 'denied' : `error ${r.error.code}`;
      return mine(r.data as RiskRow[]).length === 2 ? 'ok' : 'denied';
    });
    expect(cells).toEqual(pageFunctionOutcomes('denied'));
    const docs = await scenarioOutcomes(service, 'predictive', clients, async (c) => {
      const r = await c.rpc('predictive_documentos_pago', { p_tercero: late });
      if (r.error) return r.error.code === '42501' ? 'denied' : `error ${r.error.code}`;
      return (r.data as DocRow[]).length === 5 ? 'ok' : 'denied';
    });
    expect(docs).toEqual(pageFunctionOutcomes('denied'));
  });

  it('a company without Finance, and a user denied Finance by an override, get no rows', async () => {
    await withScenario(service, 'fuera_del_plan', 'finance', async () => {
      for (const c of [clients.ana, clients.adminAndes]) {
        const { data, error } = await c.rpc('predictive_riesgo_pago');
        expect(error).toBeNull();
        expect(data).toEqual([]);
      }
    });
    await withScenario(service, 'denegado_por_override', 'finance', async () => {
      const { data, error } = await clients.ana.rpc('predictive_riesgo_pago');
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const own = await clients.ana.rpc('predictive_documentos_pago', { p_tercero: late });
      expect(own.data).toEqual([]);
    });
  });
});
