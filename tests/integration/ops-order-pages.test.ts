/**
 * The work-order list's pages (public.ops_ordenes_pagina, 20261125400000_ops_ordenes_paginas.sql)
 * and the board's first cards in one call (public.ops_tablero, 20261128161241_ops_tablero_inicio.sql)
 * through supabase-js: keyset pages in every order and direction give the same rows as one sorted
 * read, the search finds words in the code, the fault, the equipment and the client's name (accents
 * and case ignored), the filters narrow, bad arguments are answered with a Spanish message, and
 * the access rule of the module holds (granted, denied by an override, out of the plan, inactive,
 * another company, anon).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  ANDES,
  pageFunctionOutcomes,
  scenarioOutcomes,
  signInMatrixClients,
  type MatrixAccount,
} from '../support/module-access-matrix.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { BOARD_CARD_COLUMNS } from '../../src/features/modules/ops/lib/order-list-spec';

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;
let service: SupabaseClient;
const STAMP = `pg${Math.random().toString(36).slice(2, 8)}`;

interface Row {
  id: string;
  numero: number;
  prioridad: string;
  prioridad_rango: number;
  fecha_programada: string | null;
  creado_en: string;
  estado: string;
  tipo: string;
}
const COLUMNS = 'id, numero, prioridad, prioridad_rango, fecha_programada, creado_en, estado, tipo';

/** Every page of a query, `limit` rows at a time, each after the previous page's last key. */
async function readAll(
  client: SupabaseClient,
  args: Record<string, unknown>,
  sort: string,
  limit: number,
): Promise<Row[]> {
  const out: Row[] = [];
  let after: unknown[] | undefined;
  for (let i = 0; i < 100; i++) {
    const { data, error } = await client
      .rpc('ops_ordenes_pagina', { ...args, p_orden: sort, p_limite: limit, ...(after ? { p_despues: after } : {}) })
      .select(COLUMNS);
    if (error) throw new Error(error.message);
    const page = data as unknown as Row[];
    out.push(...page);
    if (page.length < limit) return out;
    const last = page[page.length - 1];
    const value = {
      numero: last.numero,
      prioridad: last.prioridad_rango,
      fecha_programada: last.fecha_programada,
      creado_en: last.creado_en,
    }[sort];
    after = [value, last.numero];
  }
  throw new Error('too many pages');
}

let clientId: string;
let orders: Row[];

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const { data: client, error: clientError } = await service
    .from('terceros')
    .insert({ empresa_id: ANDES, nombre: `Frigorífico Ñuble ${STAMP}` })
    .select('id')
    .single();
  if (clientError) throw new Error(clientError.message);
  clientId = (client as { id: string }).id;
  // Nine orders of this test: priorities repeat (ties broken by N°), some without a date.
  const rows = Array.from({ length: 9 }, (_, i) => ({
    empresa_id: ANDES,
    falla_reportada: `${i % 2 ? 'Vibración' : 'Fuga'} ${STAMP} ${i}`,
    prioridad: ['baja', 'media', 'alta', 'critica'][i % 4],
    tipo: i % 3 ? 'correctiva' : 'preventiva',
    fecha_programada: i % 3 === 0 ? null : `2026-0${1 + (i % 4)}-1${i % 2}`,
    equipo_texto: i === 4 ? `Compresor ${STAMP}` : null,
    tercero_id: i === 5 ? clientId : null,
  }));
  const { data, error } = await service.from('ops_ordenes').insert(rows).select(COLUMNS);
  if (error) throw new Error(error.message);
  orders = data as unknown as Row[];
});
afterAll(async () => {
  await service?.from('ops_ordenes').delete().like('falla_reportada', `%${STAMP}%`);
  await service?.from('terceros').delete().eq('id', clientId);
  await server?.stop();
});

const byNumero = (a: Row, b: Row) => a.numero - b.numero;
const SORTS: Record<string, (a: Row, b: Row) => number> = {
  numero: byNumero,
  prioridad: (a, b) => a.prioridad_rango - b.prioridad_rango || byNumero(a, b),
  // No date sorts after every date (as 'infinity').
  fecha_programada: (a, b) =>
    (a.fecha_programada ?? '9999').localeCompare(b.fecha_programada ?? '9999') || byNumero(a, b),
  creado_en: (a, b) => Date.parse(a.creado_en) - Date.parse(b.creado_en) || byNumero(a, b),
};

describe('ops_ordenes_pagina', () => {
  for (const [sort, compare] of Object.entries(SORTS)) {
    for (const descending of [false, true]) {
      it(`pages in the order of ${sort} ${descending ? 'desc' : 'asc'} give every row once, in order`, async () => {
        const expected = [...orders].sort((a, b) => (descending ? -compare(a, b) : compare(a, b))).map((o) => o.numero);
        const paged = await readAll(clients.ana, { p_busqueda: STAMP, p_descendente: descending }, sort, 2);
        expect(paged.map((o) => o.numero)).toEqual(expected);
      });
    }
  }

  it('walks the whole company in pages without repeating or skipping an order', async () => {
    const { count } = await service
      .from('ops_ordenes')
      .select('id', { count: 'exact', head: true })
      .eq('empresa_id', ANDES);
    const paged = await readAll(clients.adminAndes, {}, 'prioridad', 97);
    expect(paged.length).toBe(count);
    expect(new Set(paged.map((o) => o.id)).size).toBe(count);
  });

  it("finds every word in the code, fault, equipment or client's name, accents and case ignored", async () => {
    const numbers = async (search: string) =>
      (await readAll(clients.ana, { p_busqueda: search }, 'numero', 50)).map((o) => o.numero).sort((a, b) => a - b);
    const fault = (i: number) => orders[i].numero;
    expect(await numbers(`VIBRACION ${STAMP}`)).toEqual([1, 3, 5, 7].map(fault));
    expect(await numbers(`compresor ${STAMP}`)).toEqual([fault(4)]);
    // The client's name: 'Ñuble' typed without the tilde, and a word of the fault with it.
    expect(await numbers(`nuble ${STAMP}`)).toEqual([fault(5)]);
    expect(await numbers(`frigorifico vibración ${STAMP}`)).toEqual([fault(5)]);
    const code = `OT-${String(fault(2)).padStart(6, '0')}`;
    expect(await numbers(`${code.toLowerCase()} ${STAMP}`)).toEqual([fault(2)]);
    // Wildcards are literal text.
    expect(await numbers(`%${STAMP}`)).toEqual([]);
    expect(await numbers(`zzz${STAMP}`)).toEqual([]);
  });

  it('filters by state, priority, type and technician', async () => {
    const filtered = await readAll(
      clients.ana,
      { p_busqueda: STAMP, p_prioridad: 'alta', p_tipo: 'correctiva' },
      'prioridad',
      10,
    );
    expect(filtered.map((o) => o.numero).sort()).toEqual(
      orders
        .filter((o) => o.prioridad === 'alta' && o.tipo === 'correctiva')
        .map((o) => o.numero)
        .sort(),
    );
    const assigned = orders[0];
    const { error } = await service
      .from('ops_ordenes')
      .update({ tecnico_id: ANA, estado: 'asignada' })
      .eq('id', assigned.id);
    expect(error).toBeNull();
    const mine = await readAll(clients.ana, { p_busqueda: STAMP, p_tecnico_id: ANA }, 'numero', 10);
    expect(mine.map((o) => o.id)).toEqual([assigned.id]);
    const open = await readAll(clients.ana, { p_busqueda: STAMP, p_estado: 'abierta' }, 'numero', 10);
    expect(open.length).toBe(orders.length - 1);
  });

  it('answers bad arguments with a Spanish message, never a 500', async () => {
    const bad = async (args: Record<string, unknown>) => {
      const r = await clients.ana.rpc('ops_ordenes_pagina', args);
      expect(r.status).toBe(400);
      return r.error?.message;
    };
    expect(await bad({ p_limite: 0 })).toBe('El tamaño de página debe estar entre 1 y 10000');
    expect(await bad({ p_orden: 'falla_reportada' })).toBe('Orden no válido: falla_reportada');
    expect(await bad({ p_despues: { numero: 3 } })).toBe('La clave de página no es válida');
    expect(await bad({ p_orden: 'fecha_programada', p_despues: ['mañana', 3] })).toBe(
      'La clave de página no es válida',
    );
    expect(await bad({ p_busqueda: 'x'.repeat(201) })).toBe('La búsqueda admite hasta 200 caracteres');
  });
});

describe('ops_ordenes_pagina access', () => {
  /** Whether the account's page holds the test's orders ('ok'), nothing of them, or an error. */
  async function outcome(client: SupabaseClient): Promise<'ok' | 'denied' | 'error'> {
    const { data, error } = await client
      .rpc('ops_ordenes_pagina', { p_busqueda: STAMP, p_limite: 50 })
      .select('id, empresa_id');
    if (error) return 'error';
    const rows = data as unknown as Array<{ empresa_id: string }>;
    if (rows.some((r) => r.empresa_id !== ANDES)) throw new Error('a row of another company');
    return rows.length === orders.length ? 'ok' : rows.length === 0 ? 'denied' : 'error';
  }

  it('granted, denied by override, out of plan, inactive, other company, anon', async () => {
    const cells = await scenarioOutcomes(service, 'ops', clients, outcome);
    // anon may not call it at all.
    expect(cells).toEqual(pageFunctionOutcomes('error'));
  });

  it('anon is refused with a permission error, and the private helper is not exposed', async () => {
    const anon = await clients.anon.rpc('ops_ordenes_pagina', {});
    expect(anon.error?.code).toBe('42501');
    const helper = await clients.ana.rpc(
      'ops_ordenes_con_texto' as never,
      { p_texto: 'fuga', p_clientes: [], p_max: 10 } as never,
    );
    expect(helper.error).not.toBeNull();
    expect(helper.data).toBeNull();
  });
});

describe('ops_tablero (the board in one call, issue 33)', () => {
  const STATES = ['abierta', 'asignada', 'en_curso', 'completada', 'cerrada', 'cancelada'];
  interface Column {
    estado: string;
    total: number;
    aproximado: boolean;
    tarjetas: Array<Record<string, unknown> & { id: string; numero: number; prioridad_rango: number }>;
  }
  const board = async (client: SupabaseClient, args: Record<string, unknown> = {}) => {
    const r = await client.rpc('ops_tablero', args);
    return { ...r, data: r.data as Column[] | null };
  };

  it("every column in the board's order, its first cards (the card's columns only, in the column's order) and its count", async () => {
    const { data, error } = await board(clients.ana);
    expect(error).toBeNull();
    expect(data!.map((c) => c.estado)).toEqual(STATES);
    const open = await service
      .from('ops_ordenes')
      .select('id', { count: 'exact', head: true })
      .eq('empresa_id', ANDES)
      .eq('estado', 'abierta');
    const abierta = data![0];
    expect(abierta.total).toBe(open.count);
    expect(abierta.aproximado).toBe(false);
    expect(abierta.tarjetas.length).toBe(Math.min(20, open.count!));
    for (const card of abierta.tarjetas)
      expect(Object.keys(card).sort()).toEqual(
        BOARD_CARD_COLUMNS.split(',')
          .map((c) => c.trim())
          .sort(),
      );
    const keys = abierta.tarjetas.map((c) => [c.prioridad_rango, c.numero]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    // Some of this test's orders (all open) are among them, in their place.
    expect(abierta.tarjetas.some((c) => orders.some((o) => o.id === c.id))).toBe(true);
    // Only the states asked for, in the board's order; a smaller first page.
    const some = await board(clients.ana, { p_estados: ['cerrada', 'abierta'], p_limite: 2 });
    expect(some.data!.map((c) => c.estado)).toEqual(['abierta', 'cerrada']);
    expect(some.data![0].tarjetas.map((c) => c.id)).toEqual(abierta.tarjetas.slice(0, 2).map((c) => c.id));
  });

  it('answers bad arguments with a Spanish message, never a 500', async () => {
    for (const [args, message] of [
      [{ p_limite: 0 }, 'La cantidad de tarjetas debe estar entre 1 y 100'],
      [{ p_limite: 101 }, 'La cantidad de tarjetas debe estar entre 1 y 100'],
      [{ p_estados: ['abierta', 'archivada'] }, 'Estado no válido: abierta, archivada'],
      [{ p_estados: [] }, 'Estado no válido: '],
    ] as const) {
      const r = await board(clients.ana, args);
      expect(r.status, JSON.stringify(args)).toBe(400);
      expect(r.error?.message).toBe(message);
    }
  });

  it('granted, denied by override, out of plan, inactive, other company, anon', async () => {
    const { data: andes } = await service.from('ops_ordenes').select('id').eq('empresa_id', ANDES);
    const ids = new Set((andes as Array<{ id: string }>).map((o) => o.id));
    const outcome = async (client: SupabaseClient): Promise<'ok' | 'denied' | 'error'> => {
      const { data, error } = await board(client);
      if (error) return 'error';
      const cards = data!.flatMap((c) => c.tarjetas);
      const ours = cards.filter((c) => ids.has(c.id));
      if (ours.length > 0 && ours.length !== cards.length) throw new Error('cards of two companies');
      if (ours.length === 0) return 'denied';
      // Granted: Andes' open orders counted, this test's among them.
      return data![0].total >= orders.length ? 'ok' : 'error';
    };
    expect(await scenarioOutcomes(service, 'ops', clients, outcome)).toEqual(pageFunctionOutcomes('error'));
    const anon = await board(clients.anon);
    expect(anon.error?.code).toBe('42501');
  });
});
