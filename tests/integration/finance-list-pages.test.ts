/**
 * Axel Finance's lists in keyset pages (20261127110000_listas_modulos_paginas.sql) through
 * supabase-js: public.fin_documentos_pagina and public.fin_pagos_pagina give, in every order and
 * direction, the same rows as one sorted read; the search finds words in the title, description,
 * party's name and RUT and category (accents and case ignored); the filters narrow;
 * public.fin_documentos_totales sums the whole filtered set exactly (credit notes subtract, drafts
 * and annulled count nothing); bad arguments are answered 400 with a Spanish message; and the
 * module's access rule holds (granted, denied by an override, out of the plan, inactive, another
 * company, anon).
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
const STAMP = `fl${Math.random().toString(36).slice(2, 8)}`;

interface Doc {
  id: string;
  direccion: string;
  tipo: string;
  folio: number | null;
  tercero_id: string;
  tercero_nombre: string;
  fecha_emision: string;
  fecha_vencimiento: string;
  total: number | string;
  saldo: number | string;
  estado: string;
  estado_actual: string;
  descripcion: string;
}
const DOC_COLUMNS =
  'id, descripcion, direccion, tipo, folio, tercero_id, tercero_nombre, fecha_emision, fecha_vencimiento, total, saldo, estado, estado_actual';
interface Payment {
  id: string;
  numero: number;
  fecha: string;
  monto: number | string;
  direccion: string;
  medio: string;
  terceros?: { nombre: string } | null;
}
const PAYMENT_COLUMNS = 'id, numero, fecha, monto, direccion, medio';

const docKey: Record<string, (d: Doc) => unknown> = {
  fecha_emision: (d) => d.fecha_emision,
  fecha_vencimiento: (d) => d.fecha_vencimiento,
  folio: (d) => d.folio ?? 0,
  total: (d) => d.total,
  saldo: (d) => d.saldo,
  tercero: (d) => [d.tercero_nombre, d.tercero_id],
};

/** Every page of a list, `limit` rows at a time, each after the previous page's last key. */
async function readAll<T>(
  client: SupabaseClient,
  fn: string,
  columns: string,
  args: Record<string, unknown>,
  keyOf: (row: T) => unknown[],
  limit: number,
): Promise<T[]> {
  const out: T[] = [];
  let after: unknown[] | undefined;
  for (let i = 0; i < 200; i++) {
    const { data, error } = await client
      .rpc(fn as never, { ...args, p_limite: limit, ...(after ? { p_despues: after } : {}) } as never)
      .select(columns);
    if (error) throw new Error(error.message);
    const page = data as unknown as T[];
    out.push(...page);
    if (page.length < limit) return out;
    after = keyOf(page[page.length - 1]);
  }
  throw new Error('too many pages');
}
const readDocs = (client: SupabaseClient, args: Record<string, unknown>, limit = 50) =>
  readAll<Doc>(
    client,
    'fin_documentos_pagina',
    DOC_COLUMNS,
    args,
    (d) => [docKey[(args.p_orden as string) ?? 'fecha_emision'](d), d.id],
    limit,
  );

let parties: { id: string; nombre: string }[];
let docs: Doc[];
let payments: Payment[];

async function insert<T>(table: string, rows: Record<string, unknown>[], columns = 'id'): Promise<T[]> {
  const { data, error } = await service
    .from(table)
    .insert(rows.map((r) => ({ empresa_id: ANDES, ...r })))
    .select(columns);
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as unknown as T[];
}

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  // The seed denies Finance to Ana by an override; this file's database is its own: remove it, so
  // the 'granted' scenario has a usuario with the module.
  const { data: mod } = await service.from('modulos_disponibles').select('id').eq('clave', 'finance').single();
  await service
    .from('empleados_override_permisos')
    .delete()
    .eq('empleado_id', ANA)
    .eq('modulo_id', (mod as { id: string }).id);

  // Two parties with the same name (the party order breaks the tie by id) and a third.
  parties = await insert(
    'terceros',
    [
      // Valid RUTs: a document is issued only to a party with one (issue 32).
      { nombre: `Frigorífico Ñuble ${STAMP}`, rut: '76.543.210-3', tipo: 'cliente' },
      { nombre: `Frigorífico Ñuble ${STAMP}`, rut: '76111222-8', tipo: 'cliente' },
      { nombre: `Aceros ${STAMP}`, rut: '77654321-7', tipo: 'proveedor' },
    ],
    'id, nombre',
  );
  const [category] = await insert<{ id: string }>('fin_categorias', [
    { tipo: 'ingreso', nombre: `Asesorías ${STAMP}` },
  ]);
  const past = '2026-01-05';
  const future = '2099-12-31';
  // Twelve documents: dates, totals and folios repeat (ties broken by id); drafts, a credit note,
  // received ones, some overdue.
  const specs = Array.from({ length: 12 }, (_, i) => {
    const received = i % 4 === 3;
    return {
      direccion: received ? 'recibido' : 'emitido',
      tipo: i === 5 ? 'nota_credito' : i % 3 === 2 ? 'boleta' : 'factura',
      folio: received ? 9000 + i : null,
      tercero_id: parties[received ? 2 : i % 2].id,
      categoria_id: i === 1 ? category.id : null,
      descripcion: `${i % 2 ? 'Mantención' : 'Repuestos'} ${STAMP} ${i}`,
      fecha_emision: `2026-0${1 + (i % 3)}-0${1 + (i % 2)}`,
      fecha_vencimiento: i % 3 === 0 ? past : future,
      // Large amounts (a sum past 2^53 would not survive a float; numeric text does).
      neto: String(i % 4 === 0 ? 999_999_999_999 : 1000 * (1 + (i % 3))),
      estado: i === 2 || i === 7 ? 'borrador' : 'emitida',
    };
  });
  specs[5].neto = '500';
  // The credit note corrects the invoice of the same party (i = 1), so it goes in after it.
  const inserted = await insert<{ id: string }>('fin_documentos', [...specs.slice(0, 5), ...specs.slice(6)]);
  const [creditNote] = await insert<{ id: string }>('fin_documentos', [
    { ...specs[5], documento_referencia_id: inserted[1].id },
  ]);
  inserted.splice(5, 0, creditNote);
  // An annulled one, and a payment that settles part of the first.
  await service.from('fin_documentos').update({ estado: 'anulada' }).eq('id', inserted[9].id);
  const [pago] = await insert<{ id: string }>('fin_pagos', [
    { direccion: 'cobro', tercero_id: parties[0].id, monto: '100000', medio: 'cheque', referencia: `Ref ${STAMP} a` },
  ]);
  const applied = await service
    .from('fin_pago_aplicaciones')
    .insert({ empresa_id: ANDES, pago_id: pago.id, documento_id: inserted[0].id, monto: '100000' });
  if (applied.error) throw new Error(applied.error.message);
  // Four more payments: amounts and dates repeat.
  await insert(
    'fin_pagos',
    [1, 2, 3, 4].map((i) => ({
      direccion: i % 2 ? 'pago' : 'cobro',
      tercero_id: parties[i % 2 ? 2 : 1].id,
      fecha: `2026-03-0${1 + (i % 2)}`,
      monto: String(5000 * (1 + (i % 2))),
      medio: i === 4 ? 'efectivo' : 'transferencia',
      referencia: `Ref ${STAMP} ${i}`,
      notas: i === 3 ? 'Pagó en cuotas' : null,
    })),
  );
  const all = await service.from('fin_documentos_vista').select(DOC_COLUMNS).like('descripcion', `%${STAMP}%`);
  docs = all.data as unknown as Doc[];
  const paid = await service.from('fin_pagos').select(PAYMENT_COLUMNS).like('referencia', `%${STAMP}%`);
  payments = paid.data as unknown as Payment[];
});
afterAll(async () => {
  await service?.from('fin_pagos').delete().like('referencia', `%${STAMP}%`);
  await service?.from('fin_documentos').delete().like('descripcion', `%${STAMP}%`);
  await server?.stop();
});

/** The rows of one sorted read of the view (what the pages must add up to). */
async function sortedDocs(sort: string, ascending: boolean): Promise<string[]> {
  let q = service.from('fin_documentos_vista').select('id').like('descripcion', `%${STAMP}%`);
  if (sort === 'tercero') q = q.order('tercero_nombre', { ascending }).order('tercero_id', { ascending });
  else if (sort === 'folio') q = q.order('folio', { ascending, nullsFirst: ascending });
  else q = q.order(sort, { ascending });
  const { data, error } = await q.order('id', { ascending });
  if (error) throw new Error(error.message);
  return (data as Array<{ id: string }>).map((d) => d.id);
}

describe('fin_documentos_pagina', () => {
  for (const sort of Object.keys(docKey)) {
    for (const descending of [false, true]) {
      it(`pages in the order of ${sort} ${descending ? 'desc' : 'asc'} give every row once, in order`, async () => {
        const paged = await readDocs(clients.ana, { p_busqueda: STAMP, p_orden: sort, p_descendente: descending }, 5);
        expect(paged.map((d) => d.id)).toEqual(await sortedDocs(sort, !descending));
      });
    }
  }

  it("finds every word in the title, description, party's name or RUT and category, accents and case ignored", async () => {
    const ids = async (search: string) => (await readDocs(clients.ana, { p_busqueda: search })).map((d) => d.id).sort();
    const where = (f: (d: Doc, i: number) => boolean) =>
      docs
        .filter((d, i) => f(d, i))
        .map((d) => d.id)
        .sort();
    const byDescription = (n: number) => docs.find((d) => d.descripcion.endsWith(` ${STAMP} ${n}`))!;
    expect(await ids(`MANTENCION ${STAMP}`)).toHaveLength(6);
    // The party's name without the tilde, its RUT, and a word of the category with its accent.
    expect(await ids(`nuble ${STAMP}`)).toEqual(
      where((d) => d.tercero_id === parties[0].id || d.tercero_id === parties[1].id),
    );
    expect(await ids(`76.543.210 ${STAMP}`)).toEqual(where((d) => d.tercero_id === parties[0].id));
    expect(await ids(`asesorías ${STAMP}`)).toHaveLength(1);
    // The title: a credit note, and a draft.
    expect(await ids(`nota de credito ${STAMP}`)).toEqual(where((d) => d.tipo === 'nota_credito'));
    expect(await ids(`borrador ${STAMP}`)).toEqual(where((d) => d.folio === null));
    const issued = byDescription(0);
    expect(issued.folio).not.toBeNull();
    expect(await ids(`n° ${issued.folio} ${STAMP} 0`)).toContain(issued.id);
    // Wildcards are literal text.
    expect(await ids(`%${STAMP}`)).toEqual([]);
    expect(await ids(`zzz${STAMP}`)).toEqual([]);
  });

  it('filters by direction, state of today (overdue is derived) and type', async () => {
    const ids = async (args: Record<string, unknown>) =>
      (await readDocs(clients.ana, { p_busqueda: STAMP, ...args })).map((d) => d.id).sort();
    const where = (f: (d: Doc) => boolean) =>
      docs
        .filter(f)
        .map((d) => d.id)
        .sort();
    expect(await ids({ p_direccion: 'recibido' })).toEqual(where((d) => d.direccion === 'recibido'));
    expect(await ids({ p_estado: 'vencida' })).toEqual(where((d) => d.estado_actual === 'vencida'));
    expect(where((d) => d.estado_actual === 'vencida').length).toBeGreaterThan(0);
    expect(await ids({ p_estado: 'emitida' })).toEqual(where((d) => d.estado_actual === 'emitida'));
    expect(await ids({ p_tipo: 'boleta', p_direccion: 'emitido' })).toEqual(
      where((d) => d.tipo === 'boleta' && d.direccion === 'emitido'),
    );
  });

  it('sums the whole filtered set exactly: credit notes subtract, drafts and annulled count nothing', async () => {
    const expected = (f: (d: Doc) => boolean) => {
      const open = docs.filter((d) => f(d) && d.estado !== 'borrador' && d.estado !== 'anulada');
      const signed = (d: Doc, v: number | string) => (d.tipo === 'nota_credito' ? -BigInt(v) : BigInt(v));
      return {
        documentos: docs.filter(f).length,
        total: open.reduce((s, d) => s + signed(d, d.total), 0n).toString(),
        saldo: open.reduce((s, d) => s + signed(d, d.saldo), 0n).toString(),
      };
    };
    const totals = async (args: Record<string, unknown>) => {
      const { data, error } = await clients.ana.rpc('fin_documentos_totales', { p_busqueda: STAMP, ...args });
      if (error) throw new Error(error.message);
      return data;
    };
    expect(docs.some((d) => d.estado === 'anulada')).toBe(true);
    expect(await totals({})).toEqual(expected(() => true));
    expect(await totals({ p_direccion: 'emitido' })).toEqual(expected((d) => d.direccion === 'emitido'));
    expect(await totals({ p_estado: 'vencida' })).toEqual(expected((d) => d.estado_actual === 'vencida'));
    expect(await totals({ p_busqueda: `zzz${STAMP}` })).toEqual({ documentos: 0, total: '0', saldo: '0' });
  });

  it('answers bad arguments with a Spanish message and 400, never a 500', async () => {
    const bad = async (fn: string, args: Record<string, unknown>) => {
      const r = await clients.ana.rpc(fn as never, args as never);
      expect(r.status).toBe(400);
      return r.error?.message;
    };
    expect(await bad('fin_documentos_pagina', { p_limite: 10001 })).toBe(
      'El tamaño de página debe estar entre 1 y 10000',
    );
    expect(await bad('fin_documentos_pagina', { p_orden: 'descripcion' })).toBe('Orden no válido: descripcion');
    expect(await bad('fin_documentos_pagina', { p_despues: { id: 'x' } })).toBe('La clave de página no es válida');
    expect(await bad('fin_documentos_pagina', { p_despues: ['ayer', '00000000-0000-4000-8000-000000000000'] })).toBe(
      'La clave de página no es válida',
    );
    expect(await bad('fin_documentos_pagina', { p_despues: ['2026-01-01', 'no-uuid'] })).toBe(
      'La clave de página no es válida',
    );
    expect(
      await bad('fin_documentos_pagina', {
        p_orden: 'total',
        p_despues: ['mucho', '00000000-0000-4000-8000-000000000000'],
      }),
    ).toBe('La clave de página no es válida');
    expect(
      await bad('fin_documentos_pagina', {
        p_orden: 'tercero',
        p_despues: ['Aceros', '00000000-0000-4000-8000-000000000000'],
      }),
    ).toBe('La clave de página no es válida');
    expect(await bad('fin_documentos_pagina', { p_busqueda: 'x'.repeat(201) })).toBe(
      'La búsqueda admite hasta 200 caracteres',
    );
    expect(await bad('fin_documentos_totales', { p_busqueda: 'x'.repeat(201) })).toBe(
      'La búsqueda admite hasta 200 caracteres',
    );
    expect(await bad('fin_pagos_pagina', { p_orden: 'fecha', p_despues: ['2026-13-40', 3] })).toBe(
      'La clave de página no es válida',
    );
    expect(await bad('fin_pagos_pagina', { p_despues: [3, 'tres'] })).toBe('La clave de página no es válida');
    expect(await bad('fin_pagos_pagina', { p_limite: 0 })).toBe('El tamaño de página debe estar entre 1 y 10000');
  });
});

describe('fin_pagos_pagina', () => {
  const payKey: Record<string, (p: Payment) => unknown> = {
    numero: (p) => p.numero,
    fecha: (p) => p.fecha,
    monto: (p) => p.monto,
  };
  for (const sort of Object.keys(payKey)) {
    for (const descending of [false, true]) {
      it(`pages in the order of ${sort} ${descending ? 'desc' : 'asc'} give every row once, in order`, async () => {
        const paged = await readAll<Payment>(
          clients.ana,
          'fin_pagos_pagina',
          PAYMENT_COLUMNS,
          { p_busqueda: STAMP, p_orden: sort, p_descendente: descending },
          (p) => [payKey[sort](p), p.numero],
          2,
        );
        const { data } = await service
          .from('fin_pagos')
          .select('numero')
          .like('referencia', `%${STAMP}%`)
          .order(sort, { ascending: !descending })
          .order('numero', { ascending: !descending });
        expect(paged.map((p) => p.numero)).toEqual((data as Array<{ numero: number }>).map((p) => p.numero));
      });
    }
  }

  it("searches N°, reference, notes and party's name; filters by type and method; embeds the party", async () => {
    const numbers = async (args: Record<string, unknown>) =>
      (await readAll<Payment>(clients.ana, 'fin_pagos_pagina', PAYMENT_COLUMNS, args, (p) => [p.numero, p.numero], 50))
        .map((p) => p.numero)
        .sort((a, b) => a - b);
    const where = (f: (p: Payment) => boolean) =>
      payments
        .filter(f)
        .map((p) => p.numero)
        .sort((a, b) => a - b);
    expect(await numbers({ p_busqueda: `cuotas ${STAMP}` })).toHaveLength(1);
    expect(await numbers({ p_busqueda: `aceros ${STAMP}` })).toEqual(where((p) => p.direccion === 'pago'));
    expect(await numbers({ p_busqueda: `${payments[0].numero} ${STAMP}` })).toContain(payments[0].numero);
    expect(await numbers({ p_busqueda: STAMP, p_direccion: 'cobro' })).toEqual(where((p) => p.direccion === 'cobro'));
    expect(await numbers({ p_busqueda: STAMP, p_medio: 'efectivo' })).toEqual(where((p) => p.medio === 'efectivo'));
    const { data, error } = await clients.ana
      .rpc('fin_pagos_pagina', { p_busqueda: `aceros ${STAMP}`, p_limite: 1 })
      .select('numero, terceros(nombre)');
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ terceros: { nombre: `Aceros ${STAMP}` } })]);
  });
});

describe('Finance list pages: access', () => {
  /** Whether the account's answer holds the test's rows ('ok'), nothing of them, or an error. */
  async function outcome(client: SupabaseClient): Promise<string> {
    const documents = await client
      .rpc('fin_documentos_pagina', { p_busqueda: STAMP, p_limite: 50 })
      .select('id, empresa_id');
    const pays = await client.rpc('fin_pagos_pagina', { p_busqueda: STAMP, p_limite: 50 }).select('id, empresa_id');
    const totals = await client.rpc('fin_documentos_totales', { p_busqueda: STAMP });
    if (documents.error || pays.error || totals.error) {
      const codes = new Set([documents.error?.code, pays.error?.code, totals.error?.code]);
      return codes.size === 1 ? `error ${[...codes][0]}` : 'mixed errors';
    }
    const rows = [
      ...(documents.data as unknown as Array<{ empresa_id: string }>),
      ...(pays.data as unknown as Array<{ empresa_id: string }>),
    ];
    if (rows.some((r) => r.empresa_id !== ANDES)) throw new Error('a row of another company');
    const counted = (totals.data as { documentos: number }).documentos;
    if (rows.length === docs.length + payments.length && counted === docs.length) return 'ok';
    return rows.length === 0 && counted === 0 ? 'denied' : `partial ${rows.length} ${counted}`;
  }

  it('granted, denied by override, out of plan, inactive, other company, anon', async () => {
    const cells = await scenarioOutcomes(service, 'finance', clients, outcome);
    // anon may not call it at all.
    expect(cells).toEqual(pageFunctionOutcomes('error 42501'));
  });

  it('does not expose the private helpers', async () => {
    for (const [fn, args] of [
      ['filas_con_texto', { p_tabla: 'fin_documentos', p_texto: 'factura', p_terceros: [], p_max: 10 }],
      ['condicion_busqueda', { p_tabla: 'fin_documentos', p_busqueda: 'factura' }],
    ] as const) {
      const r = await clients.ana.rpc(fn as never, args as never);
      expect(r.error, fn).not.toBeNull();
      expect(r.data, fn).toBeNull();
    }
  });
});
