/**
 * Axel Finance's books (issue 32) through the API, as supabase-js sends it: the access matrix of
 * the new tables (products, document lines, CAF ranges; tests/support/module-access-matrix.ts), the
 * issuer's data and the SII's types, the new functions (fin_guardar_lineas, fin_documento_impreso,
 * fin_importar_documentos) per scenario, and an issued document's lock against a direct PATCH, by
 * the admin and by the service role, answered 400 with a Spanish reason.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  ANDES,
  expectedMatrix,
  pageFunctionOutcomes,
  runModuleAccessMatrix,
  scenarioOutcomes,
  signInMatrixClients,
  type Cell,
  type MatrixAccount,
  type ModuleTableSpec,
} from '../support/module-access-matrix.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;
let service: SupabaseClient;
let clientId: string;
let draftId: string;
let issuedId: string;
let issuedFolio: number;

const uniq = () => Math.random().toString(36).slice(2, 10);
let nextFolio = 1000;

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  // The seed denies Finance to Ana by an override: removed, so the 'granted' scenario has a usuario.
  const { data: mod } = await service.from('modulos_disponibles').select('id').eq('clave', 'finance').single();
  await service
    .from('empleados_override_permisos')
    .delete()
    .eq('empleado_id', ANA)
    .eq('modulo_id', (mod as { id: string }).id);
  const one = async (table: string, body: Record<string, unknown>, columns = 'id') => {
    const { data, error } = await service
      .from(table)
      .insert({ empresa_id: ANDES, ...body })
      .select(columns)
      .single();
    if (error) throw new Error(`${table}: ${error.message}`);
    return data as unknown as Record<string, string>;
  };
  clientId = (await one('terceros', { nombre: `Cliente de los libros ${uniq()}`, rut: '76.777.666-7' })).id;
  draftId = (await one('fin_documentos', { direccion: 'emitido', tercero_id: clientId, descripcion: 'Borrador' })).id;
  const issued = await one(
    'fin_documentos',
    { direccion: 'emitido', tercero_id: clientId, neto: 1_000_000, estado: 'emitida' },
    'id, folio',
  );
  issuedId = issued.id;
  issuedFolio = Number(issued.folio);
});
afterAll(async () => {
  await server?.stop();
});

/** The platform's expected matrix, with the cells Finance's own rules refuse when granted. */
function expectedFor(
  spec: ModuleTableSpec,
  refusedWhenGranted: Array<[MatrixAccount, Cell['op']]>,
  adminOnly = false,
): Cell[] {
  return expectedMatrix(spec).map((c) =>
    (c.scenario === 'concedido' && refusedWhenGranted.some(([a, op]) => a === c.account && op === c.op)) ||
    (adminOnly && c.account === 'superadmin' && c.op === 'insert')
      ? { ...c, outcome: 'denied' }
      : c,
  );
}

describe('the new tables through the module access matrix', () => {
  it('fin_productos: module users write, admin_empresa deletes', async () => {
    const spec: ModuleTableSpec = {
      table: 'fin_productos',
      module: 'finance',
      insert: () => ({ nombre: `Producto ${uniq()}`, precio: 1000 }),
      update: { precio: 1500 },
      deleteBy: 'admin',
    };
    expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expectedFor(spec, []));
  });

  it('fin_documento_lineas: a draft’s lines, written and removed by its module users', async () => {
    const spec: ModuleTableSpec = {
      table: 'fin_documento_lineas',
      module: 'finance',
      ownCompanyInsert: false,
      insert: () => ({ documento_id: draftId, descripcion: `Línea ${uniq()}`, precio_unitario: 100 }),
      update: { descripcion: 'Cambiada por la matriz' },
      deleteBy: 'any',
    };
    expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expectedFor(spec, []));
  });

  it('fin_caf: the SII’s folio ranges, configured by admin_empresa', async () => {
    const spec: ModuleTableSpec = {
      table: 'fin_caf',
      module: 'finance',
      insert: () => {
        nextFolio += 10;
        return {
          tipo: 'factura',
          folio_desde: nextFolio,
          folio_hasta: nextFolio + 9,
          fecha_autorizacion: '2026-01-01',
        };
      },
      update: { activo: false },
      deleteBy: 'admin',
    };
    const refused: Array<[MatrixAccount, Cell['op']]> = [
      ['ana', 'insert'],
      ['ana', 'update'],
    ];
    expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expectedFor(spec, refused, true));
  });

  it('fin_emisor: the company’s tax data, read by the module’s users, written by admin_empresa', async () => {
    // The seed gives Industrias Andes its tax data.
    expect((await clients.ana.from('fin_emisor').select('razon_social, rut')).data).toEqual([
      { razon_social: 'Industrias Andes SpA', rut: '76123456-0' },
    ]);
    const body = { rut: '76.123.456-0', razon_social: 'Industrias Andes SpA', giro: 'Mantención industrial' };
    expect((await clients.ana.from('fin_emisor').insert(body).select('empresa_id')).error?.code).toBe('42501');
    expect(
      (await clients.ana.from('fin_emisor').update({ giro: 'Otro' }).eq('empresa_id', ANDES).select()).data,
    ).toEqual([]);
    const bad = await clients.adminAndes
      .from('fin_emisor')
      .update({ rut: '76.123.456-1' })
      .eq('empresa_id', ANDES)
      .select();
    expect([bad.status, bad.error?.message]).toEqual([
      400,
      'El RUT de la empresa (76123456-1) no es válido: revise el número y el dígito verificador.',
    ]);
    const ok = await clients.adminAndes
      .from('fin_emisor')
      .update({ giro: body.giro })
      .eq('empresa_id', ANDES)
      .select('empresa_id, giro')
      .single();
    expect(ok.data).toEqual({ empresa_id: ANDES, giro: 'Mantención industrial' });
    for (const who of ['adminPacifico', 'superadmin', 'inactivo'] as const)
      expect((await clients[who].from('fin_emisor').select('empresa_id').eq('empresa_id', ANDES)).data, who).toEqual(
        [],
      );
    expect((await clients.anon.from('fin_emisor').select('empresa_id')).error?.code).toBe('42501');
    expect((await clients.adminPacifico.from('fin_emisor').delete().eq('empresa_id', ANDES).select()).data).toEqual([]);
    expect((await clients.adminAndes.from('fin_emisor').delete().eq('empresa_id', ANDES).select()).data).toHaveLength(
      1,
    );
    const again = await clients.adminAndes.from('fin_emisor').insert(body).select('empresa_id, rut').single();
    expect(again.data).toEqual({ empresa_id: ANDES, rut: '76123456-0' });
  });

  it('fin_tipos_documento: the SII’s types, read by signed-in users, written by no API user', async () => {
    const read = await clients.ana.from('fin_tipos_documento').select('codigo_sii').order('orden');
    expect((read.data as Array<{ codigo_sii: number }>).map((t) => t.codigo_sii)).toEqual([33, 34, 39, 41, 52, 56, 61]);
    expect((await clients.anon.from('fin_tipos_documento').select('clave')).error?.code).toBe('42501');
    const write = await clients.adminAndes.from('fin_tipos_documento').update({ nombre: 'X' }).eq('clave', 'factura');
    expect(write.error?.code).toBe('42501');
    // The service role administers it; a type in use is never removed.
    const inUse = await service.from('fin_tipos_documento').delete().eq('clave', 'factura');
    expect(inUse.error?.code).toBe('23503');
  });
});

describe('the new functions, per scenario', () => {
  const denied = (r: { data: unknown; error: { code?: string } | null }) =>
    r.error || r.data === null ? 'denied' : 'ok';

  it('fin_documento_impreso reads a document only for its company’s users with the module', async () => {
    const cells = await scenarioOutcomes(service, 'finance', clients, async (c) =>
      denied(await c.rpc('fin_documento_impreso', { p_documento: issuedId })),
    );
    expect(cells).toEqual(pageFunctionOutcomes('denied'));
  });

  it('fin_guardar_lineas writes a draft’s lines only for its company’s users with the module', async () => {
    const cells = await scenarioOutcomes(service, 'finance', clients, async (c) =>
      denied(
        await c.rpc('fin_guardar_lineas', {
          p_documento: draftId,
          p_lineas: [{ descripcion: 'Servicio', cantidad: 2, precio_unitario: 1500 }],
        }),
      ),
    );
    expect(cells).toEqual(pageFunctionOutcomes('denied'));
    const { data } = await service.from('fin_documentos').select('neto, iva, total').eq('id', draftId).single();
    expect(data).toEqual({ neto: 3000, iva: 570, total: 3570 });
  });

  it('fin_importar_documentos runs only for users with the module', async () => {
    const cells = await scenarioOutcomes(service, 'finance', clients, async (c) => {
      const r = await c.rpc('fin_importar_documentos', { p_documentos: [] });
      return r.error ? 'denied' : 'ok';
    });
    // Pacífico's admin and super_admin have Finance in their own company: the call runs there.
    expect(cells).toEqual(
      pageFunctionOutcomes('denied').map((c) =>
        c.replace(/^otra_empresa (adminPacifico|superadmin) denied$/, 'otra_empresa $1 ok'),
      ),
    );
  });

  it('answers bad arguments 400 in Spanish, never a 500', async () => {
    const bad = async (fn: string, args: Record<string, unknown>) => {
      const r = await clients.ana.rpc(fn as never, args as never);
      return [r.status, r.error?.message];
    };
    expect(await bad('fin_importar_documentos', { p_documentos: {} })).toEqual([
      400,
      'Los documentos deben ser una lista.',
    ]);
    expect(await bad('fin_guardar_lineas', { p_documento: draftId, p_lineas: 'x' })).toEqual([
      400,
      'Las líneas deben ser una lista.',
    ]);
    expect(await bad('fin_guardar_lineas', { p_documento: issuedId, p_lineas: [] })).toEqual([
      400,
      `Factura N° ${issuedFolio} ya fue emitida: sus líneas no cambian. Corríjala con una nota de crédito o de débito, o anúlela.`,
    ]);
    const parsed = await clients.ana.rpc('fin_guardar_lineas', {
      p_documento: draftId,
      p_lineas: [{ descripcion: 'x', precio_unitario: 'mil' }],
    });
    expect(parsed.status).toBe(400);
    const r = await clients.ana.rpc('fin_importar_documentos', { p_documentos: [{ tipo_sii: 33 }, 'x'] });
    expect(r.status).toBe(200);
    expect((r.data as Array<{ resultado: string; mensaje: string }>).map((x) => [x.resultado, x.mensaje])).toEqual([
      ['error', 'Indique si el documento es emitido (venta) o recibido (compra).'],
      ['error', 'Cada documento es un objeto.'],
    ]);
    for (const fn of ['fin_importar_uno', 'fin_montos_lineas'])
      expect((await clients.ana.rpc(fn as never, {} as never)).error, fn).not.toBeNull();
  });
});

describe('an issued document against a direct PATCH (issue 32, item 1)', () => {
  it('refuses the admin and the service role alike, 400 with what and why in Spanish', async () => {
    const lock = new RegExp(
      `^Factura N° ${issuedFolio} ya fue emitida y no se modifica \\(.+\\)\\. Corríjala con una nota de crédito o de débito, o anúlela\\.$`,
    );
    const attempts: Array<[SupabaseClient, Record<string, unknown>]> = [
      [clients.adminAndes, { neto: 2_000_000 }],
      [clients.adminAndes, { tercero_id: clientId, fecha_emision: '2020-01-01' }],
      [clients.ana, { descripcion: 'Reescrita' }],
      [service, { fecha_vencimiento: '2099-01-01' }],
      [service, { contraparte_rut: '11111111-1' }],
    ];
    for (const [c, body] of attempts) {
      const r = await c.from('fin_documentos').update(body).eq('id', issuedId).select('id');
      expect([r.status, r.error?.code], JSON.stringify(body)).toEqual([400, '23514']);
      expect(r.error?.message, JSON.stringify(body)).toMatch(lock);
    }
    const paid = await service.from('fin_documentos').update({ monto_pagado: 1 }).eq('id', issuedId).select('id');
    expect([paid.status, paid.error?.message]).toEqual([
      400,
      'El monto pagado lo fija el registro de pagos: registre o elimine un pago.',
    ]);
    // Its lines too, even deleted by the service role.
    const line = await clients.adminAndes
      .from('fin_documento_lineas')
      .update({ precio_unitario: 1 })
      .eq('documento_id', issuedId)
      .select('id');
    expect([line.status, line.error?.message]).toEqual([
      400,
      `Factura N° ${issuedFolio} ya fue emitida: sus líneas no cambian. Corríjala con una nota de crédito o de débito, o anúlela.`,
    ]);
    expect((await service.from('fin_documento_lineas').delete().eq('documento_id', issuedId).select('id')).status).toBe(
      400,
    );
    const { data } = await service
      .from('fin_documentos')
      .select('neto, total, fecha_emision')
      .eq('id', issuedId)
      .single();
    expect(data).toMatchObject({ neto: 1_000_000, total: 1_190_000 });
    // A credit note above the balance, over the API.
    const note = await clients.adminAndes
      .from('fin_documentos')
      .insert({
        direccion: 'emitido',
        tipo: 'nota_credito',
        tercero_id: clientId,
        documento_referencia_id: issuedId,
        neto: 2_000_000,
        estado: 'emitida',
      })
      .select('id');
    expect([note.status, note.error?.message]).toEqual([
      400,
      `La nota de crédito ($2380000) supera el saldo de Factura N° ${issuedFolio} ($1190000): una nota de crédito rebaja a lo más lo que se adeuda.`,
    ]);
  });
});
