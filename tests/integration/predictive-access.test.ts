/**
 * Axel Predictive's failure history (issue 39) through the API, as supabase-js sends it: who may
 * call public.predictive_resumen_fallas() and public.predictive_ordenes_falla()
 * (tests/support/module-access-matrix.ts scenarios), what they answer from Industrias Andes' orders,
 * and that Ops' own access still applies inside them.
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
import { rankFailureRisk, type FailureHistoryRow } from '@/features/modules/predictive/lib/risk-ranking';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;
let service: SupabaseClient;

type Row = FailureHistoryRow;
interface OrderRow {
  id: string;
  numero: number;
  creado_en: string;
  horas: number | null;
}

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
});
afterAll(async () => {
  await server?.stop();
});

describe('predictive_resumen_fallas() and predictive_ordenes_falla()', () => {
  it('answers the users of the module only', async () => {
    const cells = await scenarioOutcomes(service, 'predictive', clients, async (c) => {
      const r = await c.rpc('predictive_resumen_fallas');
      if (r.error) return r.error.code === '42501' ? 'denied' : `error ${r.error.code}`;
      return (r.data as Row[]).some((row) => row.minutos.length > 0) ? 'ok' : 'denied';
    });
    expect(cells).toEqual(pageFunctionOutcomes('denied'));
  });

  it("one asset's orders: the users of the module only, and the same orders the summary counted", async () => {
    const { data } = await clients.adminAndes.rpc('predictive_resumen_fallas');
    const top = (data as Row[]).reduce((a, b) => (b.minutos.length > a.minutos.length ? b : a));
    const cells = await scenarioOutcomes(service, 'predictive', clients, async (c) => {
      const r = await c.rpc('predictive_ordenes_falla', { p_clave: top.clave });
      if (r.error) return r.error.code === '42501' ? 'denied' : `error ${r.error.code}`;
      return (r.data as OrderRow[]).length > 0 ? 'ok' : 'denied';
    });
    expect(cells).toEqual(pageFunctionOutcomes('denied'));
    const { data: orders, error } = await clients.adminAndes.rpc('predictive_ordenes_falla', { p_clave: top.clave });
    expect(error).toBeNull();
    const list = orders as OrderRow[];
    // The summary's minutes are rounded (numeric to integer), not truncated: the same here, or the
    // test fails whenever the seed ran in the second half of a minute.
    expect(list.map((o) => Math.round(Date.parse(o.creado_en) / 60_000))).toEqual(top.minutos);
    expect(list.map((o) => (o.horas == null ? null : Math.round(o.horas * 60)))).toEqual(
      top.minutos_reparacion.map((m) => (m == null ? null : m)),
    );
    // A key that is neither an asset id nor typed equipment is refused 4xx.
    const bad = await clients.adminAndes.rpc('predictive_ordenes_falla', { p_clave: 'nada' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22023');
  });

  it("groups Andes' corrective orders per asset; cancelled and preventive orders do not count", async () => {
    const { data, error } = await clients.ana.rpc('predictive_resumen_fallas');
    expect(error).toBeNull();
    const rows = data as Row[];
    const { data: orders } = await service
      .from('ops_ordenes')
      .select('id, activo_id, tipo, estado')
      .eq('empresa_id', ANDES)
      .eq('tipo', 'correctiva')
      .neq('estado', 'cancelada')
      .not('activo_id', 'is', null);
    const counted = rows.filter((r) => r.activo_id).reduce((s, r) => s + r.minutos.length, 0);
    expect(counted).toBe(orders!.length);
    // Numbers only, oldest first; minutes to restore present for completed orders.
    for (const r of rows) {
      expect(r.minutos.every((m) => Number.isInteger(m))).toBe(true);
      expect([...r.minutos].sort((a, b) => a - b)).toEqual(r.minutos);
      expect(r.minutos_reparacion).toHaveLength(r.minutos.length);
    }
    expect(rows.some((r) => r.minutos_reparacion.some((m) => m != null && m > 0))).toBe(true);
  });

  it("the demo ranking opens with the machine that failed most (seed's imported year)", async () => {
    const { data } = await clients.adminAndes.rpc('predictive_resumen_fallas');
    const ranking = rankFailureRisk(data as FailureHistoryRow[], new Date());
    const most = Math.max(...ranking.assets.map((a) => a.failures));
    expect(ranking.assets[0].code).toBe('PL-1-L2-E04');
    expect(ranking.assets[0].failures).toBe(most);
    expect(ranking.assets[0].model.kind).toBe('weibull-activo');
    // Ten machines have a history before the Ops year; categories pool them.
    expect(ranking.categories.length).toBeGreaterThanOrEqual(5);
  });

  it('an order without an asset counts under the equipment typed on it, without case', async () => {
    const texts = ['Caldera Norte', 'caldera norte '];
    const made: string[] = [];
    for (const equipo_texto of texts) {
      const { data, error } = await clients.ana
        .from('ops_ordenes')
        .insert({ tipo: 'correctiva', falla_reportada: 'Pérdida de presión', equipo_texto })
        .select('id')
        .single();
      expect(error).toBeNull();
      made.push((data as { id: string }).id);
    }
    try {
      const { data } = await clients.ana.rpc('predictive_resumen_fallas');
      const row = (data as Row[]).find((r) => r.clave === 'texto:caldera norte')!;
      expect(row.activo_id).toBeNull();
      expect(row.nombre).toBe('Caldera Norte');
      expect(row.minutos).toHaveLength(2);
      const { data: orders } = await clients.ana.rpc('predictive_ordenes_falla', { p_clave: row.clave });
      expect((orders as OrderRow[]).map((o) => o.id).sort()).toEqual([...made].sort());
    } finally {
      await service.from('ops_ordenes').delete().in('id', made);
    }
  });

  it('an unknown argument is answered 4xx, never a 500', async () => {
    const r = await clients.ana.rpc('predictive_resumen_fallas', { p_desde: '2026-01-01' } as never);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('with Predictive but without Ops, the orders stay hidden (Ops decides)', async () => {
    await withScenario(service, 'denegado_por_override', 'ops', async () => {
      const { data, error } = await clients.ana.rpc('predictive_resumen_fallas');
      expect(error).toBeNull();
      expect((data as Row[]).every((r) => r.minutos.length === 0)).toBe(true);
    });
  });
});
