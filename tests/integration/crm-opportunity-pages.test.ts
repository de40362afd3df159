/**
 * Axel CRM's opportunity list in keyset pages (public.crm_oportunidades_pagina and
 * crm_oportunidades_totales, 20261127110000_listas_modulos_paginas.sql) through supabase-js: pages
 * in every order and direction give the same rows as one sorted read; the search finds words in the
 * name, the account's name and the owner's name (accents and case ignored); the filters narrow; the
 * totals sum the whole filtered set exactly; bad arguments are answered 400 with a Spanish message;
 * and the module's access rule holds.
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

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;
let service: SupabaseClient;
const STAMP = `op${Math.random().toString(36).slice(2, 8)}`;

interface Row {
  id: string;
  nombre: string;
  busqueda: string;
  etapa: string;
  monto: number | string;
  probabilidad: number;
  fecha_cierre_estimada: string | null;
  creado_en: string;
  responsable_id: string | null;
  tercero_id: string;
}
const COLUMNS =
  'id, nombre, busqueda, etapa, monto, probabilidad, fecha_cierre_estimada, creado_en, responsable_id, tercero_id';
const KEY: Record<string, (o: Row) => unknown> = {
  creado_en: (o) => o.creado_en,
  nombre: (o) => o.busqueda,
  monto: (o) => o.monto,
  probabilidad: (o) => o.probabilidad,
  fecha_cierre_estimada: (o) => o.fecha_cierre_estimada,
};

async function readAll(client: SupabaseClient, args: Record<string, unknown>, limit: number): Promise<Row[]> {
  const sort = (args.p_orden as string) ?? 'creado_en';
  const out: Row[] = [];
  let after: unknown[] | undefined;
  for (let i = 0; i < 200; i++) {
    const { data, error } = await client
      .rpc('crm_oportunidades_pagina', { ...args, p_limite: limit, ...(after ? { p_despues: after } : {}) })
      .select(COLUMNS);
    if (error) throw new Error(error.message);
    const page = data as unknown as Row[];
    out.push(...page);
    if (page.length < limit) return out;
    const last = page[page.length - 1];
    after = [KEY[sort](last), last.id];
  }
  throw new Error('too many pages');
}

let account: string;
let rows: Row[];

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const { data: t, error: te } = await service
    .from('terceros')
    .insert({ empresa_id: ANDES, nombre: `Minera Ñandú ${STAMP}` })
    .select('id')
    .single();
  if (te) throw new Error(te.message);
  account = (t as { id: string }).id;
  const { data: other } = await service
    .from('terceros')
    .select('id')
    .eq('empresa_id', ANDES)
    .neq('id', account)
    // Not a mining company: 'Ñandú' (an opportunity's name) with 'Minera' (its account's) would
    // match the search for the test's own account below, as it should.
    .not('nombre', 'ilike', '%minera%')
    .order('id')
    .limit(1)
    .single();
  // Ten opportunities: names differ in case and accents, amounts, probabilities and dates repeat,
  // some without a close date; Ana owns two.
  const names = ['Álamo', 'alamo', 'Bodega', 'bodega', 'Zeta', 'Ñandú', 'Correa', 'Árido', 'correa', 'Mina'];
  const inserted = names.map((n, i) => ({
    empresa_id: ANDES,
    nombre: `${n} ${STAMP} ${i}`,
    tercero_id: i === 3 ? account : (other as { id: string }).id,
    etapa: ['prospecto', 'calificado', 'propuesta'][i % 3],
    monto: String(i % 3 === 0 ? 9_999_999_999_999 : 1000 * (i % 2)),
    probabilidad: [10, 40, 40][i % 3],
    fecha_cierre_estimada: i % 4 === 0 ? null : `2026-0${1 + (i % 3)}-15`,
    responsable_id: i === 2 || i === 5 ? ANA : null,
  }));
  const { data, error } = await service.from('crm_oportunidades').insert(inserted).select(COLUMNS);
  if (error) throw new Error(error.message);
  rows = data as unknown as Row[];
});
afterAll(async () => {
  await service?.from('crm_oportunidades').delete().like('nombre', `%${STAMP}%`);
  await service?.from('terceros').delete().eq('id', account);
  await server?.stop();
});

/** One sorted read of the table (what the pages must add up to). */
async function sorted(sort: string, ascending: boolean): Promise<string[]> {
  const column = sort === 'nombre' ? 'busqueda' : sort;
  // No close date sorts after every date (as 'infinity').
  const { data, error } = await service
    .from('crm_oportunidades')
    .select('id')
    .like('nombre', `%${STAMP}%`)
    .order(column, { ascending, nullsFirst: !ascending })
    .order('id', { ascending });
  if (error) throw new Error(error.message);
  return (data as Array<{ id: string }>).map((o) => o.id);
}

describe('crm_oportunidades_pagina', () => {
  for (const sort of Object.keys(KEY)) {
    for (const descending of [false, true]) {
      it(`pages in the order of ${sort} ${descending ? 'desc' : 'asc'} give every row once, in order`, async () => {
        const paged = await readAll(clients.ana, { p_busqueda: STAMP, p_orden: sort, p_descendente: descending }, 3);
        expect(paged.map((o) => o.id)).toEqual(await sorted(sort, !descending));
      });
    }
  }

  it('sorts names with case and accents ignored', async () => {
    const paged = await readAll(clients.ana, { p_busqueda: STAMP, p_orden: 'nombre', p_descendente: false }, 100);
    expect(paged.slice(0, 3).map((o) => o.nombre.split(' ')[0])).toEqual(['Álamo', 'alamo', 'Árido']);
  });

  it("finds every word in the name, the account's name or the owner's name", async () => {
    const ids = async (search: string, args: Record<string, unknown> = {}) =>
      (await readAll(clients.ana, { p_busqueda: search, ...args }, 50)).map((o) => o.id).sort();
    const where = (f: (o: Row) => boolean) =>
      rows
        .filter(f)
        .map((o) => o.id)
        .sort();
    expect(await ids(`ALAMO ${STAMP}`)).toEqual(where((o) => /^(Álamo|alamo) /.test(o.nombre)));
    // The account's name, without the tildes.
    expect(await ids(`minera nandu ${STAMP}`)).toEqual(where((o) => o.tercero_id === account));
    // The owner's name (Ana's two, by her surname).
    const { data: ana } = await service.from('usuarios_plataforma').select('apellido_paterno').eq('id', ANA).single();
    expect(await ids(`${(ana as { apellido_paterno: string }).apellido_paterno} ${STAMP}`)).toEqual(
      where((o) => o.responsable_id === ANA),
    );
    expect(await ids(`_${STAMP}`)).toEqual([]);
    expect(await ids(STAMP, { p_etapa: 'propuesta' })).toEqual(where((o) => o.etapa === 'propuesta'));
    expect(await ids(STAMP, { p_responsable_id: ANA })).toEqual(where((o) => o.responsable_id === ANA));
  });

  it('sums the amounts of the whole filtered set exactly', async () => {
    const totals = async (args: Record<string, unknown>) =>
      (await clients.ana.rpc('crm_oportunidades_totales', { p_busqueda: STAMP, ...args })).data;
    const expected = (f: (o: Row) => boolean) => {
      const some = rows.filter(f);
      return { oportunidades: some.length, monto: some.reduce((s, o) => s + BigInt(o.monto), 0n).toString() };
    };
    // Four amounts of 9,999,999,999,999: a float sum would already be off.
    expect(await totals({})).toEqual(expected(() => true));
    expect(await totals({ p_etapa: 'prospecto' })).toEqual(expected((o) => o.etapa === 'prospecto'));
    expect(await totals({ p_responsable_id: ANA })).toEqual(expected((o) => o.responsable_id === ANA));
  });

  it('answers bad arguments with a Spanish message and 400, never a 500', async () => {
    const bad = async (fn: string, args: Record<string, unknown>) => {
      const r = await clients.ana.rpc(fn as never, args as never);
      expect(r.status).toBe(400);
      return r.error?.message;
    };
    expect(await bad('crm_oportunidades_pagina', { p_limite: -1 })).toBe(
      'El tamaño de página debe estar entre 1 y 10000',
    );
    expect(await bad('crm_oportunidades_pagina', { p_orden: 'etapa' })).toBe('Orden no válido: etapa');
    expect(await bad('crm_oportunidades_pagina', { p_despues: [1, 2, 3] })).toBe('La clave de página no es válida');
    expect(await bad('crm_oportunidades_pagina', { p_despues: ['ayer', '00000000-0000-4000-8000-000000000000'] })).toBe(
      'La clave de página no es válida',
    );
    expect(
      await bad('crm_oportunidades_pagina', {
        p_orden: 'probabilidad',
        p_despues: [1e9, '00000000-0000-4000-8000-000000000000'],
      }),
    ).toBe('La clave de página no es válida');
    expect(await bad('crm_oportunidades_pagina', { p_busqueda: 'x'.repeat(201) })).toBe(
      'La búsqueda admite hasta 200 caracteres',
    );
    // Not a uuid: PostgreSQL's own error, still a 400.
    expect(await bad('crm_oportunidades_totales', { p_responsable_id: 'ana' })).toMatch(/uuid/);
  });
});

describe('crm_oportunidades_pagina access', () => {
  async function outcome(client: SupabaseClient): Promise<string> {
    const page = await client
      .rpc('crm_oportunidades_pagina', { p_busqueda: STAMP, p_limite: 50 })
      .select('id, empresa_id');
    const totals = await client.rpc('crm_oportunidades_totales', { p_busqueda: STAMP });
    if (page.error || totals.error)
      return page.error?.code === totals.error?.code ? `error ${page.error?.code}` : 'mixed errors';
    const got = page.data as unknown as Array<{ empresa_id: string }>;
    if (got.some((r) => r.empresa_id !== ANDES)) throw new Error('a row of another company');
    const counted = (totals.data as { oportunidades: number }).oportunidades;
    if (got.length === rows.length && counted === rows.length) return 'ok';
    return got.length === 0 && counted === 0 ? 'denied' : `partial ${got.length} ${counted}`;
  }

  it('granted, denied by override, out of plan, inactive, other company, anon', async () => {
    const cells = await scenarioOutcomes(service, 'crm', clients, outcome);
    // anon may not call it at all.
    expect(cells).toEqual(pageFunctionOutcomes('error 42501'));
  });
});
