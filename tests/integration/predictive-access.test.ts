/**
 * Axel Predictive's failure history (issue 39) through the API, as supabase-js sends it: who may
 * call public.predictive_historial_fallas() (tests/support/module-access-matrix.ts scenarios), what
 * it answers from Industrias Andes' orders, and that Ops' own access still applies inside it.
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

interface Row {
  clave: string;
  activo_id: string | null;
  nombre: string;
  fallas: string[];
  ordenes: string[];
  horas_reparacion: Array<number | null>;
}

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
});
afterAll(async () => {
  await server?.stop();
});

describe('predictive_historial_fallas()', () => {
  it('answers the users of the module only', async () => {
    const cells = await scenarioOutcomes(service, 'predictive', clients, async (c) => {
      const r = await c.rpc('predictive_historial_fallas');
      if (r.error) return r.error.code === '42501' ? 'denied' : `error ${r.error.code}`;
      return (r.data as Row[]).some((row) => row.fallas.length > 0) ? 'ok' : 'denied';
    });
    expect(cells).toEqual(pageFunctionOutcomes('denied'));
  });

  it("groups Andes' corrective orders per asset; cancelled and preventive orders do not count", async () => {
    const { data, error } = await clients.ana.rpc('predictive_historial_fallas');
    expect(error).toBeNull();
    const rows = data as Row[];
    const { data: orders } = await service
      .from('ops_ordenes')
      .select('id, activo_id, tipo, estado')
      .eq('empresa_id', ANDES)
      .eq('tipo', 'correctiva')
      .neq('estado', 'cancelada')
      .not('activo_id', 'is', null);
    const counted = rows.filter((r) => r.activo_id).reduce((s, r) => s + r.fallas.length, 0);
    expect(counted).toBe(orders!.length);
    const ids = new Set(rows.flatMap((r) => r.ordenes));
    const { data: others } = await service
      .from('ops_ordenes')
      .select('id')
      .eq('empresa_id', ANDES)
      .or('tipo.neq.correctiva,estado.eq.cancelada');
    expect(others!.some((o) => ids.has((o as { id: string }).id))).toBe(false);
    // Dates in order; hours to restore present for completed orders.
    for (const r of rows) expect([...r.fallas].sort()).toEqual(r.fallas);
    expect(rows.some((r) => r.horas_reparacion.some((h) => h != null && Number(h) > 0))).toBe(true);
  });

  it("the demo ranking opens with the machine that failed most (seed's imported year)", async () => {
    const { data } = await clients.adminAndes.rpc('predictive_historial_fallas');
    const ranking = rankFailureRisk(data as FailureHistoryRow[], new Date());
    const most = Math.max(...ranking.assets.map((a) => a.orders.length));
    expect(ranking.assets[0].code).toBe('PL-1-L2-E04');
    expect(ranking.assets[0].orders.length).toBe(most);
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
      const { data } = await clients.ana.rpc('predictive_historial_fallas');
      const row = (data as Row[]).find((r) => r.clave === 'texto:caldera norte')!;
      expect(row.activo_id).toBeNull();
      expect(row.nombre).toBe('Caldera Norte');
      expect([...row.ordenes].sort()).toEqual([...made].sort());
    } finally {
      await service.from('ops_ordenes').delete().in('id', made);
    }
  });

  it('an unknown argument is answered 4xx, never a 500', async () => {
    const r = await clients.ana.rpc('predictive_historial_fallas', { p_desde: '2026-01-01' } as never);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('with Predictive but without Ops, the orders stay hidden (Ops decides)', async () => {
    await withScenario(service, 'denegado_por_override', 'ops', async () => {
      const { data, error } = await clients.ana.rpc('predictive_historial_fallas');
      expect(error).toBeNull();
      expect((data as Row[]).every((r) => r.fallas.length === 0)).toBe(true);
    });
  });
});
