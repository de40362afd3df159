/**
 * Axel Think through the shared module access matrix (tests/support/module-access-matrix.ts): each
 * demo account × select, insert, update, delete on every table of the module, with Think granted,
 * denied to Ana by an override, out of the plan, the account inactive, another company (super_admin
 * included) and anon. Then the progress views and the owner picker, and bad input answered in
 * PostgREST's shape.
 *
 * The module's own rules, as the matrix states them:
 * - perspectives: read by every user of the module, written by admin_empresa only;
 * - objectives and key results: any user of the module writes; admin_empresa deletes;
 * - check-ins: any user adds one, nobody edits one, admin_empresa deletes (the key result goes back
 *   to the previous value);
 * - initiatives, reviews and their decisions and commitments: any user of the module writes;
 *   admin_empresa deletes.
 * think_estrategia (one row per company) and think_kpi_lecturas (written by the admin through a
 * function) cannot go through the generic matrix (its fixture row would collide with the insert): they
 * are checked below over HTTP, and their rules in tests/db/think-reviews.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
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
let objectiveId: string;
let keyResultId: string;
let kpiId: string;
let reviewId: string;

const uniq = () => Math.random().toString(36).slice(2, 10);
const YEAR = String(new Date().getUTCFullYear());

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const o = await service
    .from('think_objetivos')
    .insert({ empresa_id: ANDES, titulo: 'Objetivo de la matriz', periodo: YEAR })
    .select('id')
    .single();
  if (o.error) throw new Error(o.error.message);
  objectiveId = o.data.id;
  const kr = await service
    .from('think_resultados_clave')
    .insert({ empresa_id: ANDES, objetivo_id: objectiveId, titulo: 'KR de la matriz', tipo: 'numerico', meta: 100 })
    .select('id')
    .single();
  if (kr.error) throw new Error(kr.error.message);
  keyResultId = kr.data.id;
  const kpi = await service
    .from('think_kpis')
    .insert({ empresa_id: ANDES, nombre: 'KPI de la matriz', meta: 95, umbral_verde: 93, umbral_rojo: 88 })
    .select('id')
    .single();
  if (kpi.error) throw new Error(kpi.error.message);
  kpiId = kpi.data.id;
  const review = await service
    .from('think_revisiones')
    .insert({ empresa_id: ANDES, titulo: 'Revisión de la matriz', fecha: '2026-01-15' })
    .select('id')
    .single();
  if (review.error) throw new Error(review.error.message);
  reviewId = review.data.id;
});
afterAll(async () => {
  await server?.stop();
});

const SPECS: ModuleTableSpec[] = [
  {
    table: 'think_perspectivas',
    module: 'think',
    insert: () => ({ nombre: `Perspectiva ${uniq()}`, orden: 9 }),
    update: { descripcion: 'Cambiada' },
    deleteBy: 'admin',
  },
  {
    table: 'think_objetivos',
    module: 'think',
    insert: () => ({ titulo: `Objetivo ${uniq()}`, periodo: YEAR }),
    update: { area: 'Mantención' },
    deleteBy: 'admin',
  },
  {
    // Each cell adds at most two rows to the fixture objective and removes them: never over five.
    table: 'think_resultados_clave',
    ownCompanyInsert: false,
    module: 'think',
    insert: () => ({ objetivo_id: objectiveId, titulo: `KR ${uniq()}`, tipo: 'binario', meta: 1 }),
    update: { confianza: 'alta' },
    deleteBy: 'admin',
  },
  {
    table: 'think_checkins',
    ownCompanyInsert: false,
    module: 'think',
    insert: () => ({ resultado_id: keyResultId, valor: 10, confianza: 'media' }),
    update: { comentario: 'Cambiado' },
    updatable: false,
    deleteBy: 'admin',
  },
  {
    table: 'think_kpis',
    module: 'think',
    insert: () => ({ nombre: `KPI ${uniq()}`, meta: 10, umbral_verde: 8, umbral_rojo: 5 }),
    update: { frecuencia: 'semanal' },
    deleteBy: 'admin',
  },
  {
    // One value per KPI and date: the fixture and a new row have different dates, and each cell removes both.
    table: 'think_kpi_valores',
    ownCompanyInsert: false,
    module: 'think',
    insert: () => ({ kpi_id: kpiId, fecha: '2020-01-01', valor: 90 }),
    fixture: () => ({ empresa_id: ANDES, kpi_id: kpiId, fecha: '2019-06-01', valor: 91 }),
    update: { comentario: 'Cambiado' },
    deleteBy: 'admin',
  },
  {
    table: 'think_iniciativas',
    module: 'think',
    insert: () => ({ nombre: `Iniciativa ${uniq()}`, presupuesto: 1000000, gasto: 0 }),
    update: { gasto: 250000 },
    deleteBy: 'admin',
  },
  {
    table: 'think_revisiones',
    module: 'think',
    insert: () => ({ titulo: `Revisión ${uniq()}`, tipo: 'trimestral', fecha: '2026-03-31' }),
    update: { notas: 'Cambiadas' },
    deleteBy: 'admin',
  },
  {
    table: 'think_revision_puntos',
    ownCompanyInsert: false,
    module: 'think',
    insert: () => ({ revision_id: reviewId, tipo: 'decision', texto: `Decisión ${uniq()}` }),
    update: { texto: 'Cambiada' },
    deleteBy: 'admin',
  },
];

describe('Axel Think through the module access matrix', () => {
  for (const spec of SPECS) {
    it(`${spec.table}: granted, denied by override, out of plan, inactive, other company, anon`, async () => {
      // Perspectives are written by admin_empresa only: Ana's insert and update are refused, and so
      // is super_admin's insert into its own company (it is no company's admin_empresa).
      const adminWrites = (c: { account: MatrixAccount; op: string }) =>
        (c.account === 'ana' && (c.op === 'insert' || c.op === 'update')) ||
        (c.account === 'superadmin' && c.op === 'insert');
      const expected = expectedMatrix(spec).map((c) =>
        spec.table === 'think_perspectivas' && adminWrites(c) ? { ...c, outcome: 'denied' as const } : c,
      );
      expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expected);
    });
  }
});

describe('the views and the picker of Axel Think', () => {
  it('give Ana her company’s progress and users; other companies and anon nothing', async () => {
    const avance = await clients.ana
      .from('think_avance_objetivos')
      .select('objetivo_id, resultados, estado')
      .eq('objetivo_id', objectiveId);
    expect(avance.error).toBeNull();
    expect(avance.data?.[0]).toMatchObject({ objetivo_id: objectiveId });
    const users = await clients.ana.rpc('think_usuarios');
    expect((users.data as Array<{ nombre: string }>).map((u) => u.nombre)).toEqual(
      expect.arrayContaining(['Ana Torres', 'Carlos Mendoza']),
    );
    expect((users.data as Array<{ nombre: string }>).map((u) => u.nombre)).not.toContain('Pedro Castillo');
    for (const who of ['adminPacifico', 'superadmin', 'inactivo'] as const) {
      for (const view of ['think_avance_objetivos', 'think_avance_resultados'] as const) {
        const other = await clients[who].from(view).select('objetivo_id').eq('objetivo_id', objectiveId);
        expect(other.data ?? []).toEqual([]);
      }
      const names = await clients[who].rpc('think_usuarios');
      expect((names.data as Array<{ id: string }> | null)?.some((u) => u.id === ANA) ?? false).toBe(false);
    }
    const anonView = await clients.anon.from('think_avance_objetivos').select('objetivo_id');
    expect(anonView.error?.code).toMatch(/^(42501|PGRST)/);
    const anonPicker = await clients.anon.rpc('think_usuarios');
    expect(anonPicker.error?.code).toMatch(/^(42501|PGRST)/);
  });

  it('mission and vision, initiatives’ progress, projects, readings and history: granted, denied, other company, anon', async () => {
    const admin = clients.adminAndes;
    await service.from('think_estrategia').delete().eq('empresa_id', ANDES);
    const written = await admin
      .from('think_estrategia')
      .insert({ mision: 'Misión de la matriz', vision: 'Visión' })
      .select('id');
    expect(written.error).toBeNull();
    const byAna = await clients.ana.from('think_estrategia').insert({ mision: 'De Ana' });
    expect(byAna.status).toBe(403);
    expect((await clients.ana.from('think_estrategia').select('mision')).data).toEqual([
      { mision: 'Misión de la matriz' },
    ]);
    const recorded = await admin.rpc('think_registrar_lecturas');
    expect(recorded.error).toBeNull();
    expect(recorded.data).toBeGreaterThan(0);
    expect((await clients.ana.rpc('think_registrar_lecturas')).data).toBe(0);
    const history = await clients.ana.from('think_kpi_historial').select('kpi_id, origen').eq('origen', 'lectura');
    expect(history.error).toBeNull();
    expect(history.data?.length).toBeGreaterThan(0);
    const projects = await clients.ana.rpc('think_proyectos');
    expect((projects.data as unknown[]).length).toBeGreaterThan(0);
    for (const who of ['adminPacifico', 'superadmin', 'inactivo'] as const) {
      expect((await clients[who].from('think_estrategia').select('id').eq('empresa_id', ANDES)).data ?? []).toEqual([]);
      expect((await clients[who].from('think_kpi_historial').select('kpi_id').eq('kpi_id', kpiId)).data ?? []).toEqual(
        [],
      );
      const other = await clients[who].from('think_iniciativas_avance').select('iniciativa_id');
      const andes = await service.from('think_iniciativas').select('id').eq('empresa_id', ANDES);
      const ids = new Set((andes.data ?? []).map((r) => r.id));
      expect((other.data ?? []).some((r) => ids.has(r.iniciativa_id))).toBe(false);
    }
    expect((await clients.inactivo.rpc('think_registrar_lecturas')).data ?? 0).toBe(0);
    for (const rpc of ['think_registrar_lecturas', 'think_proyectos'] as const) {
      expect((await clients.anon.rpc(rpc)).error?.code).toMatch(/^(42501|PGRST)/);
    }
    const anonAgenda = await clients.anon.rpc('think_actualizar_agenda', { p_revision: reviewId });
    expect(anonAgenda.error?.code).toMatch(/^(42501|PGRST)/);
    for (const view of ['think_iniciativas_avance', 'think_kpi_historial'] as const) {
      expect((await clients.anon.from(view).select('*')).error?.code).toMatch(/^(42501|PGRST)/);
    }
  });

  it('answers bad input and refused rules in PostgREST shape, never a 500', async () => {
    const period = await clients.ana.from('think_objetivos').insert({ titulo: 'X', periodo: '2026-Q1' });
    expect(period.status).toBe(400);
    expect(period.error?.code).toBe('23514');
    const binary = await clients.ana
      .from('think_checkins')
      .insert({ resultado_id: keyResultId, valor: 200, confianza: 'altísima' });
    expect(binary.status).toBe(400);
    const future = await clients.ana
      .from('think_checkins')
      .insert({ resultado_id: keyResultId, valor: 5, confianza: 'media', fecha: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.error?.message).toBe('La fecha del avance no puede ser futura');
    const notUuid = await clients.ana.from('think_resultados_clave').select('id').eq('objetivo_id', 'no-es-uuid');
    expect(notUuid.status).toBe(400);
    const overBudget = await clients.ana.from('think_iniciativas').insert({ nombre: 'X', presupuesto: -1 });
    expect(overBudget.status).toBe(400);
    const badState = await clients.ana
      .from('think_revisiones')
      .insert({ titulo: 'X', fecha: '2026-01-01', tipo: 'semanal' });
    expect(badState.status).toBe(400);
    const noOwner = await clients.ana
      .from('think_revision_puntos')
      .insert({ revision_id: reviewId, tipo: 'compromiso', texto: 'Sin dueño', fecha_compromiso: '2026-02-01' });
    expect(noOwner.status).toBe(400);
    expect(noOwner.error?.message).toBe('Un compromiso necesita responsable y fecha');
    const badProject = await clients.ana.from('think_iniciativas').insert({ nombre: 'X', proyecto_id: 'no-es-uuid' });
    expect(badProject.status).toBe(400);
    const missing = await clients.ana.rpc('think_actualizar_agenda', {
      p_revision: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    const badId = await clients.ana.rpc('think_actualizar_agenda', { p_revision: 'no-es-uuid' });
    expect(badId.status).toBe(400);
  });
});
