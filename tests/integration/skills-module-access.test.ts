/**
 * Axel Skills through the shared module access matrix (tests/support/module-access-matrix.ts): each
 * demo account × select, insert, update, delete on every table of the module, with Skills granted,
 * denied to Ana by an override, out of the plan, the account inactive, another company (super_admin
 * included) and anon. Then the company setting, the directory function, Ops' assignment check, and
 * bad input answered in PostgREST's shape.
 *
 * The module's own rules, as the matrix states them:
 * - the catalogue (skills, required levels, certification types, certifications per position, Ops
 *   rules): read by every user of the module, written by admin_empresa only;
 * - assessments and certifications: of an employee the user sees; written by the employee's manager
 *   (Ana manages Rodrigo, the fixture's employee) or admin_empresa; an assessment is corrected by its
 *   assessor (the fixture's is Ana) or the admin; admin_empresa deletes.
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
let skillId: string;
let typeId: string;

const RODRIGO = 'd1000000-0000-4000-8000-000000000004';
const uniq = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const s = await service.from('skills_competencias').select('id').eq('empresa_id', ANDES).limit(1).single();
  if (s.error) throw new Error(s.error.message);
  skillId = s.data.id;
  const t = await service.from('skills_tipos_certificacion').select('id').eq('empresa_id', ANDES).limit(1).single();
  if (t.error) throw new Error(t.error.message);
  typeId = t.data.id;
});
afterAll(async () => {
  await server?.stop();
});

const ADMIN_WRITTEN = new Set([
  'skills_competencias',
  'skills_niveles_requeridos',
  'skills_tipos_certificacion',
  'skills_cargo_certificaciones',
  'skills_requisitos_ops',
]);

const SPECS: ModuleTableSpec[] = [
  {
    table: 'skills_competencias',
    module: 'skills',
    insert: () => ({ nombre: `Competencia ${uniq()}`, grupo: 'tecnicas' }),
    update: { descripcion: 'Cambiada' },
    deleteBy: 'admin',
  },
  {
    table: 'skills_niveles_requeridos',
    module: 'skills',
    ownCompanyInsert: false,
    insert: () => ({ cargo: `Cargo ${uniq()}`, competencia_id: skillId, nivel: 2 }),
    update: { nivel: 3 },
    deleteBy: 'admin',
  },
  {
    table: 'skills_evaluaciones',
    module: 'skills',
    ownCompanyInsert: false,
    insert: () => ({ colaborador_id: RODRIGO, competencia_id: skillId, nivel: 2, evidencia: 'Matriz' }),
    fixture: () => ({
      empresa_id: ANDES,
      colaborador_id: RODRIGO,
      competencia_id: skillId,
      nivel: 2,
      evaluador_id: ANA,
    }),
    update: { evidencia: 'Cambiada' },
    deleteBy: 'admin',
  },
  {
    table: 'skills_tipos_certificacion',
    module: 'skills',
    insert: () => ({ nombre: `Tipo ${uniq()}`, vigencia_meses: 12 }),
    update: { emisor: 'Cambiado' },
    deleteBy: 'admin',
  },
  {
    table: 'skills_certificaciones',
    module: 'skills',
    ownCompanyInsert: false,
    insert: () => ({ colaborador_id: RODRIGO, tipo_id: typeId, fecha_obtencion: '2026-01-15' }),
    update: { notas: 'Cambiada' },
    deleteBy: 'admin',
  },
  {
    table: 'skills_cargo_certificaciones',
    module: 'skills',
    ownCompanyInsert: false,
    insert: () => ({ cargo: `Cargo ${uniq()}`, tipo_id: typeId }),
    update: { cargo: 'Cargo cambiado' },
    deleteBy: 'admin',
  },
  {
    table: 'skills_requisitos_ops',
    module: 'skills',
    ownCompanyInsert: false,
    insert: () => ({ tipo_id: typeId, categoria_activo: `Categoría ${uniq()}` }),
    update: { categoria_activo: 'Cambiada' },
    deleteBy: 'admin',
  },
];

describe('Axel Skills through the module access matrix', () => {
  for (const spec of SPECS) {
    it(`${spec.table}: granted, denied by override, out of plan, inactive, other company, anon`, async () => {
      // The catalogue is written by admin_empresa only: Ana's insert and update are refused, and so
      // is super_admin's insert into its own company (it is no company's admin_empresa).
      const adminWrites = (c: { account: MatrixAccount; op: string }) =>
        (c.account === 'ana' && (c.op === 'insert' || c.op === 'update')) ||
        (c.account === 'superadmin' && c.op === 'insert');
      const expected = expectedMatrix(spec).map((c) =>
        ADMIN_WRITTEN.has(spec.table) && adminWrites(c) ? { ...c, outcome: 'denied' as const } : c,
      );
      expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expected);
    });
  }
});

describe("the company's setting, the directory and Ops' check", () => {
  it('skills_ajustes: every user reads the mode, only the admin changes it, other companies and anon nothing', async () => {
    const read = await clients.ana.from('skills_ajustes').select('modo_ops');
    expect(read.data).toEqual([{ modo_ops: 'advertir' }]);
    const anaWrite = await clients.ana
      .from('skills_ajustes')
      .update({ modo_ops: 'rechazar' })
      .eq('empresa_id', ANDES)
      .select('id');
    expect(anaWrite.data ?? []).toEqual([]);
    const admin = await clients.adminAndes
      .from('skills_ajustes')
      .update({ modo_ops: 'rechazar' })
      .eq('empresa_id', ANDES)
      .select('modo_ops');
    expect(admin.data).toEqual([{ modo_ops: 'rechazar' }]);
    await service.from('skills_ajustes').update({ modo_ops: 'advertir' }).eq('empresa_id', ANDES);
    const bad = await clients.adminAndes.from('skills_ajustes').update({ modo_ops: 'ignorar' }).eq('empresa_id', ANDES);
    expect(bad.status).toBe(400);
    for (const who of ['adminPacifico', 'superadmin', 'inactivo'] as const) {
      const other = await clients[who].from('skills_ajustes').select('id').eq('empresa_id', ANDES);
      expect(other.data ?? []).toEqual([]);
    }
    const anon = await clients.anon.from('skills_ajustes').select('id');
    expect(anon.error?.code).toMatch(/^(42501|PGRST)/);
  });

  it('skills_colaboradores: Ana herself and her reports, the admin everyone, others nothing, anon refused', async () => {
    const ana = await clients.ana.rpc('skills_colaboradores');
    const anaIds = (ana.data as Array<{ id: string }>).map((e) => e.id);
    expect(anaIds).toContain(RODRIGO);
    expect(anaIds).not.toContain('d1000000-0000-4000-8000-000000000009');
    const admin = await clients.adminAndes.rpc('skills_colaboradores');
    expect((admin.data as unknown[]).length).toBeGreaterThan(anaIds.length);
    for (const who of ['adminPacifico', 'superadmin', 'inactivo'] as const) {
      const other = await clients[who].rpc('skills_colaboradores');
      expect((other.data as Array<{ id: string }> | null)?.some((e) => e.id === RODRIGO) ?? false).toBe(false);
    }
    const anon = await clients.anon.rpc('skills_colaboradores');
    expect(anon.error?.code).toMatch(/^(42501|PGRST)/);
  });

  it('the views: current levels and certifications of the employees the caller sees, nothing for others, anon refused', async () => {
    const visible = new Set(
      ((await clients.ana.rpc('skills_colaboradores')).data as Array<{ id: string }>).map((e) => e.id),
    );
    for (const view of ['skills_niveles_actuales', 'skills_certificaciones_vigentes'] as const) {
      const ana = await clients.ana.from(view).select('colaborador_id');
      expect(ana.error).toBeNull();
      expect(ana.data!.length).toBeGreaterThan(0);
      expect(ana.data!.every((r) => visible.has(r.colaborador_id!))).toBe(true);
      const admin = await clients.adminAndes.from(view).select('colaborador_id');
      expect(admin.data!.length).toBeGreaterThan(ana.data!.length);
      for (const who of ['adminPacifico', 'superadmin', 'inactivo'] as const) {
        const other = await clients[who].from(view).select('colaborador_id').eq('colaborador_id', RODRIGO);
        expect(other.data ?? []).toEqual([]);
      }
      const anon = await clients.anon.from(view).select('colaborador_id');
      expect(anon.error?.code).toMatch(/^(42501|PGRST)/);
    }
  });

  it("skills_verificar_asignacion: answers Ops' users, refuses without Ops or Skills and anon, bad type is 400", async () => {
    const ok = await clients.ana.rpc('skills_verificar_asignacion', { p_tecnico: ANA, p_tipo_orden: 'instalacion' });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ modo: 'advertir', faltantes: [] });
    const pacifico = await clients.adminPacifico.rpc('skills_verificar_asignacion', { p_tecnico: ANA });
    expect(pacifico.status).toBe(403);
    expect(pacifico.error?.message).toBe('No tienes acceso a las órdenes de trabajo');
    const inactive = await clients.inactivo.rpc('skills_verificar_asignacion', { p_tecnico: ANA });
    expect(inactive.error).not.toBeNull();
    const anon = await clients.anon.rpc('skills_verificar_asignacion', { p_tecnico: ANA });
    expect(anon.error?.code).toMatch(/^(42501|PGRST)/);
    const bad = await clients.ana.rpc('skills_verificar_asignacion', { p_tecnico: ANA, p_tipo_orden: 'otra' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe('Tipo de orden desconocido');
    const notUuid = await clients.ana.rpc('skills_verificar_asignacion', { p_tecnico: 'no-es-uuid' });
    expect(notUuid.status).toBe(400);
  });

  it('answers bad assessments and certifications in PostgREST shape, never a 500', async () => {
    const future = await clients.ana
      .from('skills_evaluaciones')
      .insert({ colaborador_id: RODRIGO, competencia_id: skillId, nivel: 2, fecha: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.error?.message).toBe('La fecha de la evaluación no puede ser futura');
    const level = await clients.ana
      .from('skills_evaluaciones')
      .insert({ colaborador_id: RODRIGO, competencia_id: skillId, nivel: 7 });
    expect(level.status).toBe(400);
    const self = await clients.ana
      .from('skills_evaluaciones')
      .insert({ colaborador_id: 'd1000000-0000-4000-8000-000000000002', competencia_id: skillId, nivel: 2 });
    expect(self.status).toBe(403);
    const group = await clients.adminAndes
      .from('skills_competencias')
      .insert({ nombre: `X ${uniq()}`, grupo: 'otras' });
    expect(group.status).toBe(400);
  });
});
