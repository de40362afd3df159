/**
 * Axel Predictive's meter readings, machine keys and anomaly alerts (issue 39) through the API:
 * the module access matrix of predictive_lecturas and predictive_alertas
 * (tests/support/module-access-matrix.ts), who may see and create machine keys, and that a machine
 * key posts readings of its own company's assets through the predictive-readings Edge Function and
 * can do nothing else: not read, not write another table, not another company's asset, not through
 * /rest/v1; a revoked key stops working.
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
let asset: { id: string; codigo: string };
let otherAsset: { id: string; codigo: string };
let reading: string;

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const { data } = await service
    .from('industrial_activos')
    .select('id, codigo')
    .eq('empresa_id', ANDES)
    .eq('codigo', 'PL-1-L2-E04')
    .single();
  asset = data as typeof asset;
  const { data: other } = await service
    .from('industrial_activos')
    .select('id, codigo, empresa_id')
    .neq('empresa_id', ANDES)
    .limit(1);
  if (other?.length) otherAsset = other[0] as typeof otherAsset;
  else {
    // A company of the seed other than Andes, with one asset of the same code.
    const { data: pac } = await service.from('empresas').select('id').neq('id', ANDES).limit(1).single();
    const { data: made } = await service
      .from('industrial_activos')
      .insert({
        empresa_id: (pac as { id: string }).id,
        codigo: 'PL-1-L2-E04',
        nombre: 'Equipo ajeno',
        nivel: 'equipo',
      })
      .select('id, codigo')
      .single();
    otherAsset = made as typeof otherAsset;
  }
  const { data: r } = await service
    .from('predictive_lecturas')
    .insert({
      empresa_id: ANDES,
      activo_id: asset.id,
      variable: 'temperatura',
      unidad: '°C',
      valor: 70,
      medido_en: '2026-01-01T10:00:00Z',
    })
    .select('id')
    .single();
  reading = (r as { id: string }).id;
});
afterAll(async () => {
  await server?.stop();
});

const readings: ModuleTableSpec = {
  table: 'predictive_lecturas',
  module: 'predictive',
  insert: () => ({
    activo_id: asset.id,
    variable: 'temperatura',
    unidad: '°C',
    valor: 71.5,
    medido_en: '2026-02-01T10:00:00Z',
  }),
  update: { valor: 72 },
  deleteBy: 'admin',
  ownCompanyInsert: false,
};
const alerts: ModuleTableSpec = {
  table: 'predictive_alertas',
  module: 'predictive',
  insert: () => ({
    lectura_id: reading,
    regla: 'cambio-nivel',
    banda_baja: 60,
    banda_alta: 65,
    estadistico: 66,
    desde: null,
  }),
  fixture: () => ({
    empresa_id: ANDES,
    lectura_id: reading,
    // Not 'z-robusto': the database stored that one when the reading (70 °C, well above the demo
    // series around it) arrived.
    regla: 'ewma',
    banda_baja: 60,
    banda_alta: 65,
    estadistico: 4.2,
  }),
  update: { estado: 'aceptada' },
  deleteBy: 'admin',
  // Alerts are found by the database (the rules run there): no API role inserts one.
  insertable: false,
  ownCompanyInsert: false,
};

describe('predictive_lecturas and predictive_alertas follow the module rule', () => {
  it.each([readings, alerts])('$table', async (spec) => {
    expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expectedMatrix(spec));
  });

  it("an alert's facts are the reading's, and a decision records who and when", async () => {
    const { data, error } = await service
      .from('predictive_alertas')
      .insert({
        empresa_id: ANDES,
        lectura_id: reading,
        regla: 'cambio-nivel',
        banda_baja: -5,
        banda_alta: 5,
        estadistico: 7,
        valor: 1,
      })
      .select('id, valor, variable, activo_id, estado')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ valor: 70, variable: 'temperatura', activo_id: asset.id, estado: 'pendiente' });
    const id = (data as { id: string }).id;
    const { data: decided } = await clients.ana
      .from('predictive_alertas')
      .update({ estado: 'descartada' })
      .eq('id', id)
      .select('estado, decidida_por, decidida_en')
      .single();
    expect(decided).toMatchObject({ estado: 'descartada', decidida_por: 'a0000000-0000-4000-8000-000000000003' });
    expect((decided as { decidida_en: string | null }).decidida_en).not.toBeNull();
    // The value is not the client's to choose.
    const forged = await clients.ana
      .from('predictive_alertas')
      .update({ valor: 1 } as never)
      .eq('id', id);
    expect(forged.error?.code).toBe('42501');
    await service.from('predictive_alertas').delete().eq('id', id);
  });

  it("bad readings are refused 4xx with a message: another company's asset, no number, a machine origin, the future", async () => {
    const base = {
      activo_id: asset.id,
      variable: 'temperatura',
      unidad: '°C',
      valor: 70,
      medido_en: '2026-02-01T10:00:00Z',
    };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...base, activo_id: otherAsset.id }, /no existe en tu empresa/],
      [{ ...base, variable: 'humedad' }, /check/i],
      [{ ...base, origen: 'maquina' }, /llave de máquina/],
      [{ ...base, medido_en: '2999-01-01T00:00:00Z' }, /futuro/],
    ];
    for (const [row, message] of cases) {
      const r = await clients.ana.from('predictive_lecturas').insert(row);
      expect(r.status, JSON.stringify(row)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.error?.message).toMatch(message);
    }
  });
});

describe('machine keys', () => {
  const post = (key: string | null, body: unknown) =>
    fetch(`${server.url}/functions/v1/predictive-readings`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        'content-type': 'application/json',
        ...(key ? { 'x-machine-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
  let key = '';

  it('only a company admin creates and sees keys; the hash is never readable', async () => {
    const refused = await clients.ana.rpc('predictive_crear_llave', { p_nombre: 'Sensor línea 2' });
    expect(refused.error?.code).toBe('42501');
    const made = await clients.adminAndes.rpc('predictive_crear_llave', { p_nombre: 'Sensor línea 2' });
    expect(made.error).toBeNull();
    key = made.data as string;
    expect(key).toMatch(/^axp_[0-9a-f]{64}$/);
    const { data: mine } = await clients.adminAndes.from('predictive_llaves').select('nombre, prefijo');
    expect(mine).toEqual([{ nombre: 'Sensor línea 2', prefijo: key.slice(0, 12) }]);
    expect((await clients.adminAndes.from('predictive_llaves').select('hash')).error?.code).toBe('42501');
    expect((await clients.ana.from('predictive_llaves').select('id')).data).toEqual([]);
    expect((await clients.adminPacifico.from('predictive_llaves').select('id')).data).toEqual([]);
    expect((await clients.anon.from('predictive_llaves').select('id')).error?.code).toBe('42501');
    const blank = await clients.adminAndes.rpc('predictive_crear_llave', { p_nombre: '  ' });
    expect(blank.error?.code).toBe('22023');
  });

  it("posts readings of its company's assets, with a per-reading report", async () => {
    const r = await post(key, {
      lecturas: [
        {
          activo: asset.codigo.toLowerCase(),
          variable: 'vibracion',
          valor: 4.2,
          unidad: 'mm/s',
          medido_en: '2026-03-01T08:00:00Z',
        },
        { activo: 'NO-EXISTE', variable: 'vibracion', valor: 1, unidad: 'mm/s' },
        { activo: asset.codigo, variable: 'vibracion', valor: 'alto', unidad: 'mm/s' },
        { activo: asset.codigo, variable: 'humedad', valor: 3, unidad: '%' },
      ],
    });
    expect(r.status).toBe(200);
    const { resultados } = (await r.json()) as { resultados: Array<{ fila: number; id?: string; error?: string }> };
    expect(resultados[0].id).toBeTruthy();
    expect(resultados[1].error).toMatch(/No hay un activo con el código NO-EXISTE/);
    expect(resultados[2].error).toMatch(/número/);
    expect(resultados[3].error).toMatch(/Variable/);
    const { data } = await service
      .from('predictive_lecturas')
      .select('empresa_id, origen, llave_id, valor')
      .eq('id', resultados[0].id!)
      .single();
    expect(data).toMatchObject({ empresa_id: ANDES, origen: 'maquina', valor: 4.2 });
    // Seen by the company's users like any reading.
    const seen = await clients.ana.from('predictive_lecturas').select('id').eq('id', resultados[0].id!);
    expect(seen.data).toHaveLength(1);
    const { data: used } = await service
      .from('predictive_llaves')
      .select('ultimo_uso')
      .eq('prefijo', key.slice(0, 12))
      .single();
    expect((used as { ultimo_uso: string | null }).ultimo_uso).not.toBeNull();
  });

  it('the anomaly rules run once after a post, over the new readings, and store the alert', async () => {
    const calm = [4.0, 4.1, 4.2, 4.3, 4.4];
    const lecturas = Array.from({ length: 13 }, (_, d) => ({
      activo: asset.codigo,
      variable: 'vibracion',
      valor: d === 12 ? 12 : calm[d % 5],
      unidad: 'mm/s',
      medido_en: new Date(Date.UTC(2026, 2, 2 + d, 8)).toISOString(),
    }));
    const r = await post(key, { lecturas });
    expect(r.status).toBe(200);
    const { resultados } = (await r.json()) as { resultados: Array<{ id?: string }> };
    const { data: alerts } = await service
      .from('predictive_alertas')
      .select('lectura_id, regla, valor')
      .eq('lectura_id', resultados[12].id!);
    expect(alerts).toContainEqual({ lectura_id: resultados[12].id, regla: 'z-robusto', valor: 12 });
    // One run over the 13 new readings of one series (not one run per reading).
    const { data: run } = await service
      .from('predictive_revisiones')
      .select('origen, series, lecturas')
      .eq('empresa_id', ANDES)
      .single();
    expect(run).toEqual({ origen: 'lecturas', series: 1, lecturas: 13 });
  });

  it("cannot write another company's asset, read anything, or use the REST API", async () => {
    const r = await post(key, {
      lecturas: [{ activo: otherAsset.codigo + '-X', variable: 'temperatura', valor: 1, unidad: '°C' }],
    });
    const { resultados } = (await r.json()) as { resultados: Array<{ error?: string }> };
    expect(resultados[0].error).toMatch(/No hay un activo/);
    // The other company's asset by its own code: it resolves inside the key's company only.
    const before = (await service.from('predictive_lecturas').select('id').eq('activo_id', otherAsset.id)).data!.length;
    await post(key, { lecturas: [{ activo: otherAsset.codigo, variable: 'temperatura', valor: 1, unidad: '°C' }] });
    const after = (await service.from('predictive_lecturas').select('id').eq('activo_id', otherAsset.id)).data!.length;
    expect(after).toBe(before);
    // The key is not a JWT: the REST API refuses it for reading and for writing.
    for (const [method, path] of [
      ['GET', 'predictive_lecturas?select=id'],
      ['GET', 'ops_ordenes?select=id'],
      ['POST', 'predictive_lecturas'],
      ['POST', 'rpc/predictive_lecturas_de_maquina'],
    ] as const) {
      const res = await fetch(`${server.url}/rest/v1/${path}`, {
        method,
        headers: { apikey: server.anonKey, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status, path).toBe(401);
    }
    // Neither anon nor a user may call the exchange function themselves.
    const anonCall = await clients.anon.rpc('predictive_lecturas_de_maquina', { p_hash: 'x', p_lecturas: [] });
    expect(anonCall.error?.code).toBe('42501');
    const userCall = await clients.adminAndes.rpc('predictive_lecturas_de_maquina', { p_hash: 'x', p_lecturas: [] });
    expect(userCall.error?.code).toBe('42501');
  });

  it('bad requests: no key 401, a wrong key 401, not a list 400, too many 400; a revoked key stops', async () => {
    expect((await post(null, { lecturas: [] })).status).toBe(401);
    expect((await post('axp_' + '0'.repeat(64), { lecturas: [{}] })).status).toBe(401);
    expect((await post(key, { lecturas: 'x' })).status).toBe(400);
    expect((await post(key, { lecturas: [] })).status).toBe(400);
    const many = Array.from({ length: 501 }, () => ({
      activo: asset.codigo,
      variable: 'temperatura',
      valor: 1,
      unidad: '°C',
    }));
    expect((await post(key, { lecturas: many })).status).toBe(400);
    const { error } = await clients.adminAndes
      .from('predictive_llaves')
      .update({ revocada_en: new Date().toISOString() })
      .eq('prefijo', key.slice(0, 12));
    expect(error).toBeNull();
    const r = await post(key, {
      lecturas: [{ activo: asset.codigo, variable: 'temperatura', valor: 1, unidad: '°C' }],
    });
    expect(r.status).toBe(401);
  });
});
