/**
 * Axel Projects through the shared module access matrix (tests/support/module-access-matrix.ts):
 * each demo account × select, insert, update, delete on every table of the module, with Projects
 * granted, denied to Ana by an override, out of the plan, the account inactive, another company
 * (super_admin included) and anon. Then the view and the functions of the module, and a bad
 * request answered in PostgREST's shape.
 *
 * The module's own rules, as the matrix states them:
 * - projects: any user of the module writes; admin_empresa deletes;
 * - tasks: any user writes; admin_empresa or the project's manager deletes (the fixture's project
 *   has no manager, so Ana's delete is refused);
 * - dependencies: added and removed by any user, never edited;
 * - time entries: the fixture is Ana's, so Ana and the admin edit and remove it.
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
let projectId: string;
let tasks: string[] = [];

const uniq = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const project = await service
    .from('proy_proyectos')
    .insert({ empresa_id: ANDES, nombre: 'Proyecto de la matriz' })
    .select('id')
    .single();
  if (project.error) throw new Error(project.error.message);
  projectId = project.data.id;
  const made = await service
    .from('proy_tareas')
    .insert(
      Array.from({ length: 5 }, (_, i) => ({
        empresa_id: ANDES,
        proyecto_id: projectId,
        titulo: `Tarea de la matriz ${i}`,
        posicion: i,
      })),
    )
    .select('id, posicion')
    .order('posicion');
  if (made.error) throw new Error(made.error.message);
  tasks = made.data.map((t) => t.id);
});
afterAll(async () => {
  await server?.stop();
});

const SPECS: ModuleTableSpec[] = [
  {
    table: 'proy_proyectos',
    module: 'projects',
    insert: () => ({ nombre: `Proyecto ${uniq()}`, presupuesto: 1000000 }),
    update: { estado: 'en_curso' },
    deleteBy: 'admin',
  },
  {
    table: 'proy_tareas',
    ownCompanyInsert: false,
    module: 'projects',
    insert: () => ({ proyecto_id: projectId, titulo: `Tarea ${uniq()}`, estimacion_horas: 4 }),
    update: { estado: 'en_revision' },
    deleteBy: 'admin',
  },
  {
    // The fixture is task 1 after task 0, a new row task 3 after task 2 (never a cycle, never a duplicate).
    table: 'proy_dependencias',
    ownCompanyInsert: false,
    module: 'projects',
    insert: () => ({ tarea_id: tasks[3], depende_de_id: tasks[2] }),
    fixture: () => ({ empresa_id: ANDES, proyecto_id: projectId, tarea_id: tasks[1], depende_de_id: tasks[0] }),
    update: { depende_de_id: tasks[4] },
    updatable: false,
    deleteBy: 'any',
  },
  {
    table: 'proy_horas',
    ownCompanyInsert: false,
    module: 'projects',
    insert: () => ({ tarea_id: tasks[0], horas: 2, nota: 'Matriz' }),
    fixture: () => ({ empresa_id: ANDES, proyecto_id: projectId, tarea_id: tasks[0], usuario_id: ANA, horas: 1 }),
    update: { horas: 3 },
    deleteBy: 'any',
  },
];

describe('Axel Projects through the module access matrix', () => {
  for (const spec of SPECS) {
    it(`${spec.table}: granted, denied by override, out of plan, inactive, other company, anon`, async () => {
      expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expectedMatrix(spec));
    });
  }
});

describe('the view and the functions of Axel Projects', () => {
  it('give Ana her company’s progress, pickers and overview; other companies and anon nothing', async () => {
    const avance = await clients.ana.from('proy_avance').select('proyecto_id, tareas').eq('proyecto_id', projectId);
    expect(avance.error).toBeNull();
    expect(avance.data).toEqual([{ proyecto_id: projectId, tareas: 5 }]);
    const users = await clients.ana.rpc('proy_usuarios');
    expect((users.data as Array<{ nombre: string }>).map((u) => u.nombre)).toEqual(
      expect.arrayContaining(['Ana Torres', 'Carlos Mendoza']),
    );
    expect((users.data as Array<{ nombre: string }>).map((u) => u.nombre)).not.toContain('Pedro Castillo');
    const clientsList = await clients.ana.rpc('proy_clientes');
    expect((clientsList.data as unknown[]).length).toBeGreaterThanOrEqual(10);
    const resumen = await clients.ana.rpc('proy_resumen');
    expect(resumen.error).toBeNull();
    expect((resumen.data as { por_estado: Record<string, number> }).por_estado.en_curso).toBeGreaterThanOrEqual(2);

    for (const who of ['adminPacifico', 'superadmin', 'inactivo'] as const) {
      const other = await clients[who].from('proy_avance').select('proyecto_id').eq('proyecto_id', projectId);
      expect(other.data ?? []).toEqual([]);
      const names = await clients[who].rpc('proy_usuarios');
      expect((names.data as Array<{ id: string }> | null)?.some((u) => u.id === ANA) ?? false).toBe(false);
    }
    const anon = await clients.anon.rpc('proy_resumen');
    expect(anon.error?.code).toMatch(/^(42501|PGRST)/);
    const anonView = await clients.anon.from('proy_avance').select('proyecto_id');
    expect(anonView.error?.code).toMatch(/^(42501|PGRST)/);
  });

  it('answers bad input and refused rules in PostgREST shape, never a 500', async () => {
    const bad = await clients.ana.from('proy_proyectos').insert({ nombre: 'X', estado: 'inventado' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('23514');
    const self = await clients.ana.from('proy_dependencias').insert({ tarea_id: tasks[4], depende_de_id: tasks[4] });
    expect(self.status).toBe(400);
    const chain = await clients.ana
      .from('proy_dependencias')
      .insert({ tarea_id: tasks[4], depende_de_id: tasks[3] })
      .select('id')
      .single();
    expect(chain.error).toBeNull();
    const cycle = await clients.ana.from('proy_dependencias').insert({ tarea_id: tasks[3], depende_de_id: tasks[4] });
    expect(cycle.status).toBe(400);
    expect(cycle.error?.message).toMatch(/ciclo/);
    await service.from('proy_dependencias').delete().eq('id', chain.data!.id);
  });
});
