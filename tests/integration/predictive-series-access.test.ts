/**
 * Axel Predictive's monthly series for the forecasts (issue 39) through the API:
 * public.predictive_series_mensuales(): who may call it (tests/support/module-access-matrix.ts
 * scenarios), what it answers from Industrias Andes' Finance documents and Industrial stock moves,
 * and that a company without Finance or Industrial gets those series empty, not an error.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
let partId: string;
const moves: string[] = [];

interface Row {
  serie: string;
  clave: string;
  nombre: string;
  mes: string;
  valor: number;
}

/** The answer's rows (one per series, a value per month from `desde`) as one row per series and month. */
function expand(data: unknown): Row[] {
  const out: Row[] = [];
  for (const r of data as { serie: string; clave: string; nombre: string; desde: string; valores: number[] }[])
    r.valores.forEach((valor, i) => {
      const d = new Date(Date.UTC(Number(r.desde.slice(0, 4)), Number(r.desde.slice(5, 7)) - 1 + i, 1));
      out.push({ serie: r.serie, clave: r.clave, nombre: r.nombre, mes: d.toISOString().slice(0, 10), valor });
    });
  return out;
}

/** The first day of the month `back` months before today's (UTC is close enough at mid-month). */
function monthStart(back: number): string {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 15, 12));
  return m.toISOString().slice(0, 8) + '01';
}

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  // A part of Andes with known outflows: 7 units two months ago (3 + 4) and 5 last month.
  const { data: part, error } = await service
    .from('industrial_repuestos')
    .insert({ empresa_id: ANDES, sku: 'PRON-001', nombre: 'Rodamiento de prueba', stock: 0 })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  partId = (part as { id: string }).id;
  const rows = [
    { tipo: 'entrada', cantidad: 100, back: 3 },
    { tipo: 'salida', cantidad: 3, back: 2 },
    { tipo: 'salida', cantidad: 4, back: 2 },
    { tipo: 'ajuste', cantidad: -2, back: 1 },
    { tipo: 'salida', cantidad: 5, back: 1 },
  ];
  for (const r of rows) {
    const { data, error: e } = await service
      .from('industrial_movimientos')
      .insert({
        empresa_id: ANDES,
        repuesto_id: partId,
        tipo: r.tipo,
        cantidad: r.cantidad,
        motivo: 'Prueba de pronósticos',
      })
      .select('id')
      .single();
    if (e) throw new Error(e.message);
    moves.push((data as { id: string }).id);
    // The attribution trigger stamps now(): date the move in its month without it.
    await server.db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.query('update public.industrial_movimientos set creado_en = $1 where id = $2', [
        `${monthStart(r.back).slice(0, 8)}15T15:00:00Z`,
        moves.at(-1),
      ]);
    });
  }
});
afterAll(async () => {
  if (partId) {
    await service.from('industrial_movimientos').delete().in('id', moves);
    await service.from('industrial_repuestos').delete().eq('id', partId);
  }
  await server?.stop();
});

describe('predictive_series_mensuales()', () => {
  it('answers the users of the module only, with their own company', async () => {
    const cells = await scenarioOutcomes(service, 'predictive', clients, async (c) => {
      const r = await c.rpc('predictive_series_mensuales');
      if (r.error) return r.error.code === '42501' ? 'denied' : `error ${r.error.code}`;
      return (r.data as Row[]).some((row) => row.clave === partId) ? 'ok' : 'denied';
    });
    expect(cells).toEqual(pageFunctionOutcomes('denied'));
  });

  it("a part's outflows by month: outflows only, adjustments and inflows do not count", async () => {
    const { data, error } = await clients.ana.rpc('predictive_series_mensuales');
    expect(error).toBeNull();
    const part = expand(data).filter((r) => r.clave === partId);
    // One row for the part, a value per month from its first outflow to this month (none yet: 0).
    expect((data as { clave: string }[]).filter((r) => r.clave === partId)).toHaveLength(1);
    expect(part.map((r) => [r.serie, r.mes, Number(r.valor)])).toEqual([
      ['repuesto', monthStart(2), 7],
      ['repuesto', monthStart(1), 5],
      ['repuesto', monthStart(0), 0],
    ]);
    expect(part[0].nombre).toBe('PRON-001 · Rodamiento de prueba');
  });

  it("net sales by month are the issued documents' neto + exento, credit notes subtracting", async () => {
    const { data } = await clients.adminAndes.rpc('predictive_series_mensuales');
    const rows = expand(data);
    const ventas = rows.filter((r) => r.serie === 'ventas');
    expect(ventas.length).toBeGreaterThan(0);
    const { data: docs } = await service
      .from('fin_documentos')
      .select('tipo, neto, exento, fecha_emision, estado')
      .eq('empresa_id', ANDES)
      .eq('direccion', 'emitido')
      .not('estado', 'in', '(borrador,anulada)')
      .neq('tipo', 'guia_despacho');
    const expected = new Map<string, number>();
    for (const d of docs as { tipo: string; neto: number; exento: number; fecha_emision: string }[]) {
      const mes = d.fecha_emision.slice(0, 8) + '01';
      const sign = d.tipo === 'nota_credito' ? -1 : 1;
      expected.set(mes, (expected.get(mes) ?? 0) + sign * (Number(d.neto) + Number(d.exento)));
    }
    for (const v of ventas) expect(Number(v.valor)).toBe(expected.get(v.mes) ?? 0);
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBe(ventas.reduce((a, v) => a + Number(v.valor), 0));
    // The balance at the last month's end is today's open balance of the documents.
    const last = (serie: string) => rows.filter((r) => r.serie === serie).at(-1)!;
    const { data: open } = await service
      .from('fin_documentos')
      .select('direccion, saldo, tipo, fecha_emision')
      .eq('empresa_id', ANDES)
      .not('estado', 'in', '(borrador,anulada)')
      .neq('tipo', 'guia_despacho');
    const list = open as { direccion: string; saldo: number; tipo: string }[];
    const owed = (dir: string) =>
      list
        .filter((d) => d.direccion === dir)
        .reduce((s, d) => s + (d.tipo === 'nota_credito' || d.tipo === 'nota_debito' ? 0 : Number(d.saldo)), 0);
    expect(Number(last('por_cobrar').valor)).toBe(owed('emitido'));
    expect(Number(last('por_pagar').valor)).toBe(owed('recibido'));
  });

  it('without Finance the Finance series are empty; without Industrial the parts are (no error)', async () => {
    await withScenario(service, 'denegado_por_override', 'finance', async () => {
      const { data, error } = await clients.ana.rpc('predictive_series_mensuales');
      expect(error).toBeNull();
      const rows = expand(data);
      expect(rows.filter((r) => r.serie !== 'repuesto')).toEqual([]);
      expect(rows.some((r) => r.clave === partId)).toBe(true);
    });
    await withScenario(service, 'denegado_por_override', 'industrial', async () => {
      const { data, error } = await clients.ana.rpc('predictive_series_mensuales');
      expect(error).toBeNull();
      const rows = expand(data);
      expect(rows.filter((r) => r.serie === 'repuesto')).toEqual([]);
      expect(rows.some((r) => r.serie === 'ventas')).toBe(true);
    });
  });

  it('an unknown argument is answered 4xx, never a 500', async () => {
    const r = await clients.ana.rpc('predictive_series_mensuales', { p_desde: '2026-01-01' } as never);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });
});
