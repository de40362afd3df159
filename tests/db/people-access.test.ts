/**
 * Axel People's access matrix (people-matrix.ts) through supabase-js against the embedded server:
 * what each demo account's session (and the bare anon key) can read and write over HTTP. As for
 * the platform's matrix (access-matrix.test.ts), people-rls.test.ts runs every cell as SQL on both
 * databases, and here a deterministic sample runs by default (matrix.ts sampleCells: every
 * relation, operation and kind of outcome), for every caller, committed; TEST_MATRIX=all runs
 * every cell, TEST_MATRIX_SEED picks another sample. After a write that changed rows, People's
 * demo data (the seed's '-- Modules: people' block) and the fixtures are put back, so each answer
 * starts from the same state (a refused or empty write changed nothing: its transaction rolled back). Then the functions of the API, bad input answered 4xx in PostgREST's shape, and a module
 * revoked between two requests.
 */
import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_FILE } from '../../server/migrate.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';
import {
  addPeopleFixtures,
  DENIED,
  EMPLOYEES,
  INVALID,
  PEOPLE_ACTORS,
  PEOPLE_MATRIX,
  selfEmployee,
  type Outcome,
  type PeopleActor,
  type PeopleCell,
} from './people-matrix.ts';
import { sampleCells } from './matrix.ts';
import { moduleIds, USERS } from './support.ts';

let server: TestServer;
let peopleSeed: string;
const clients = {} as Record<PeopleActor, SupabaseClient>;

/** The seed's People block: from its header to the next module's block or the end. */
export async function readPeopleSeed(): Promise<string> {
  const seed = await readFile(SEED_FILE, 'utf8');
  const start = seed.indexOf('-- Modules: people');
  if (start < 0) throw new Error('supabase/seed.sql has no "-- Modules: people" block');
  const next = seed.indexOf('\n-- Modules: ', start + 1);
  return seed.slice(start, next < 0 ? undefined : next);
}

async function resetPeople(): Promise<void> {
  await server.db.exec(`delete from public.colaboradores; delete from public.feriados;`);
  await server.db.exec(peopleSeed);
  await addPeopleFixtures(server.db);
}

beforeAll(async () => {
  server = await startTestServer();
  peopleSeed = await readPeopleSeed();
  await addPeopleFixtures(server.db);
  clients.anon = server.anon();
  for (const actor of PEOPLE_ACTORS) if (actor !== 'anon') clients[actor] = await server.signedIn(DEMO[actor]);
});
afterAll(async () => {
  await server?.stop();
});

function classify(error: { code?: string; message?: string }, status: number): Outcome {
  if (error.code === '42501') return DENIED;
  if (error.code?.startsWith('23')) return INVALID;
  throw new Error(`unexpected error ${status} ${JSON.stringify(error)}`);
}

async function run(cell: PeopleCell, actor: PeopleActor): Promise<Outcome> {
  const ctx = { actor, employee: selfEmployee(actor) };
  const from = clients[actor].from(cell.relation);
  const filters = Object.entries(cell.filter?.(ctx) ?? {});
  const values = cell.values?.(ctx) ?? {};
  switch (cell.op) {
    case 'select': {
      let q = from.select('*');
      for (const [k, v] of filters) q = q.eq(k, v);
      const { data, error, status } = await q;
      return error ? classify(error, status) : (data ?? []).length;
    }
    case 'insert': {
      const { error, status } = await from.insert(values);
      return error ? classify(error, status) : 1;
    }
    case 'update': {
      let q = from.update(values);
      for (const [k, v] of filters) q = q.eq(k, v);
      const { data, error, status } = await q.select();
      return error ? classify(error, status) : (data ?? []).length;
    }
    case 'delete': {
      let q = from.delete();
      for (const [k, v] of filters) q = q.eq(k, v);
      const { data, error, status } = await q.select();
      return error ? classify(error, status) : (data ?? []).length;
    }
  }
}

const cells =
  process.env.TEST_MATRIX === 'all'
    ? PEOPLE_MATRIX
    : sampleCells(PEOPLE_MATRIX, Number(process.env.TEST_MATRIX_SEED ?? 1));

describe('Axel People access matrix through supabase-js (committed, data put back after writes)', () => {
  for (const cell of cells) {
    it(`${cell.op} ${cell.title}`, async () => {
      const got: Record<string, Outcome> = {};
      for (const actor of PEOPLE_ACTORS) {
        got[actor] = await run(cell, actor);
        if (cell.op !== 'select' && typeof got[actor] === 'number' && got[actor] > 0) await resetPeople();
      }
      expect(got).toEqual(cell.expect);
    });
  }
});

describe('Axel People functions over HTTP', () => {
  it("Ana clocks in and out; a second clock-in is a 409 with PostgREST's error shape", async () => {
    const ana = clients.ana;
    const first = await ana.rpc('marcar_entrada');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ colaborador_id: EMPLOYEES.ana, salida: null });
    const again = await ana.rpc('marcar_entrada');
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: '23505', message: 'Ya marcaste tu entrada hoy' });
    const out = await ana.rpc('marcar_salida');
    expect(out.error).toBeNull();
    expect((out.data as { salida: string | null }).salida).not.toBeNull();
    expect((await clients.superadmin.rpc('marcar_entrada')).status).toBe(403);
    expect((await clients.anon.rpc('marcar_entrada')).status).toBe(401);
    await resetPeople();
  });

  it("counts working days for the caller's company, and answers bad dates with a 400", async () => {
    const ok = await clients.luis.rpc('dias_habiles', { p_desde: '2026-12-21', p_hasta: '2027-01-01' });
    expect(ok).toMatchObject({ data: 8, error: null });
    const bad = await clients.luis.rpc('dias_habiles', { p_desde: 'mañana', p_hasta: '2027-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '22007' });
  });

  it('guardar_colaborador: an admin creates an employee in one call; a wrong RUT or a usuario is refused in 4xx', async () => {
    const admin = clients.adminAndes;
    const created = await admin.rpc('guardar_colaborador', {
      p_id: null,
      p_datos: {
        nombres: 'Elena',
        apellidos: 'Prat',
        rut: '16.111.222-4',
        fecha_ingreso: '2026-11-16',
        area: 'Calidad',
      },
    });
    expect(created.error).toBeNull();
    const id = created.data as string;
    const row = await admin
      .from('colaboradores')
      .select('nombres, area, empresa_id, creado_por, colaboradores_ficha(rut)')
      .eq('id', id)
      .single();
    expect(row.data).toEqual({
      nombres: 'Elena',
      area: 'Calidad',
      empresa_id: 'c0000000-0000-4000-8000-000000000002',
      creado_por: USERS.adminAndes,
      colaboradores_ficha: [{ rut: '16111222-4' }],
    });
    const wrongRut = await admin.rpc('guardar_colaborador', {
      p_id: null,
      p_datos: { nombres: 'Mal', apellidos: 'Rut', rut: '16.111.222-5', fecha_ingreso: '2026-11-16' },
    });
    expect(wrongRut.status).toBe(400);
    expect(wrongRut.error?.code).toBe('23514');
    const badDate = await admin.rpc('guardar_colaborador', {
      p_id: null,
      p_datos: { nombres: 'Mala', apellidos: 'Fecha', rut: '12.121.212-9', fecha_ingreso: '31-02-2026' },
    });
    expect(badDate.status).toBe(400);
    const usuario = await clients.ana.rpc('guardar_colaborador', {
      p_id: EMPLOYEES.rodrigo,
      p_datos: { cargo: 'Jefe' },
    });
    expect(usuario.status).toBe(403);
    expect(usuario.error?.code).toBe('42501');
    await resetPeople();
  });

  it('an override denying Ana people empties her next request, and removing it brings the same rows back', async () => {
    const mod = await moduleIds(server.db);
    const before = await clients.ana.from('colaboradores').select('id').order('id');
    expect(before.data?.length).toBeGreaterThan(20);
    const denied = await clients.adminAndes.rpc('fijar_permiso_usuario', {
      p_usuario_id: USERS.ana,
      p_modulo_id: mod.people,
      p_puede_acceder: false,
    });
    expect(denied.error).toBeNull();
    expect((await clients.ana.from('colaboradores').select('id')).data).toEqual([]);
    expect((await clients.ana.from('solicitudes_ausencia').select('id')).data).toEqual([]);
    const ask = await clients.ana.from('solicitudes_ausencia').insert({
      colaborador_id: EMPLOYEES.ana,
      tipo: 'permiso_con_goce',
      fecha_inicio: '2030-12-02',
      fecha_fin: '2030-12-02',
    });
    expect(ask.status).toBe(403);
    await clients.adminAndes.rpc('fijar_permiso_usuario', {
      p_usuario_id: USERS.ana,
      p_modulo_id: mod.people,
      p_puede_acceder: true,
    });
    expect((await clients.ana.from('colaboradores').select('id').order('id')).data).toEqual(before.data);
  });
});
