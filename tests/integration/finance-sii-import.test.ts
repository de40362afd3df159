/**
 * The SII's sample files of tests/fixtures/sii read in end to end (issue 32): parsed by the SPA's
 * code (src/features/modules/finance/lib/sii, what the Web Worker runs), then sent through
 * supabase-js to public.fin_importar_documentos as a user of Industrias Andes. The good files are
 * recorded with their parties, lines and notes; the duplicate files are skipped, not doubled; the
 * bad files' documents are answered one by one, in Spanish.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dteToImport, parseDteXml } from '../../src/features/modules/finance/lib/sii/dte-xml';
import {
  importInBatches,
  type ImportDocument,
  type ImportResult,
} from '../../src/features/modules/finance/lib/sii/import-document';
import { parseRcvCsv } from '../../src/features/modules/finance/lib/sii/rcv-csv';
import { startTestServer, type TestServer } from '../support/server.ts';

const COMPANY_RUT = '76.123.456-0';
let server: TestServer;
let admin: SupabaseClient;

const fixture = (name: string) => new Uint8Array(readFileSync(resolve(import.meta.dirname, '../fixtures/sii', name)));

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin@andes.demo');
});
afterAll(async () => {
  await server?.stop();
});

const send = async (batch: ImportDocument[]) => {
  const { data, error } = await admin.rpc('fin_importar_documentos', { p_documentos: batch as never });
  if (error) throw new Error(error.message);
  return data as unknown as ImportResult[];
};
const xmlDocuments = (name: string) =>
  parseDteXml(fixture(name)).documents.flatMap((d) => {
    if (!d.ok) return [];
    const doc = dteToImport(d.dte, { companyRut: COMPANY_RUT });
    return doc.ok ? [doc.document] : [];
  });
const rcvDocuments = (name: string) =>
  parseRcvCsv(fixture(name)).rows.flatMap((r) => (r.status === 'ok' ? [r.document] : []));
const outcome = (results: ImportResult[]) => results.map((r) => `${r.resultado}: ${r.mensaje}`);
const balance = async (tipo: string, folio: number) => {
  const { data } = await admin
    .from('fin_documentos_vista')
    .select('direccion, total, saldo, ajuste_notas, dte_estado, origen, tercero_nombre')
    .eq('tipo', tipo)
    .eq('folio', folio)
    .single();
  return data as Record<string, unknown>;
};

describe('a DTE’s XML', () => {
  it('records the good file’s documents, the credit note applied to its invoice; the duplicate file is skipped', async () => {
    expect(outcome(await importInBatches(xmlDocuments('envio-dte-compras.xml'), send))).toEqual([
      'importado: Factura N° 4521 importada.',
      'importado: Factura exenta N° 812 importada.',
      'importado: Nota de crédito N° 233 importada.',
    ]);
    expect(await balance('factura', 4521)).toMatchObject({
      direccion: 'recibido',
      total: 185434,
      ajuste_notas: -15459,
      saldo: 169975,
      dte_estado: 'registrado_sii',
      origen: 'xml',
      tercero_nombre: 'Rodamientos del Pacífico SpA',
    });
    const { data: lines } = await admin
      .from('fin_documento_lineas')
      .select('numero, descripcion, cantidad, precio_unitario, descuento_pct, descuento_monto, exento, monto')
      .eq('documento_id', (await admin.from('fin_documentos').select('id').eq('folio', 4521).single()).data!.id)
      .order('numero');
    expect(lines).toEqual([
      expect.objectContaining({ numero: 1, cantidad: 12, precio_unitario: 8450, descuento_pct: 10, monto: 91260 }),
      expect.objectContaining({ numero: 2, cantidad: 4, precio_unitario: 12990.5, monto: 51962 }),
      expect.objectContaining({ numero: 3, descripcion: 'Flete a Quilicura', exento: true, monto: 15000 }),
    ]);
    expect(outcome(await importInBatches(xmlDocuments('dte-duplicado.xml'), send))).toEqual([
      'duplicado: Factura N° 4521 de 77412305-9 ya está registrada: se omite.',
    ]);
    expect(
      outcome(await importInBatches(xmlDocuments('envio-dte-compras.xml'), send)).every((o) =>
        o.startsWith('duplicado'),
      ),
    ).toBe(true);
    const { count } = await admin.from('terceros').select('id', { count: 'exact', head: true }).eq('rut', '77412305-9');
    expect(count).toBe(1);
  });

  it('imports the one good document of the bad file; the others never reach the database', async () => {
    const file = parseDteXml(fixture('dte-malo.xml'));
    expect(file.documents.filter((d) => !d.ok)).toHaveLength(5);
    expect(outcome(await importInBatches(xmlDocuments('dte-malo.xml'), send))).toEqual([
      'importado: Factura N° 4533 importada.',
    ]);
  });
});

describe('the purchase and sales register (RCV)', () => {
  it('records the month’s purchases and sales; the register downloaded again is skipped', async () => {
    expect(outcome(await importInBatches(rcvDocuments('rcv-compras-2026-10.csv'), send))).toEqual([
      'importado: Factura N° 4610 importada.',
      'importado: Factura N° 98211 importada.',
      'importado: Factura exenta N° 1502 importada.',
      'importado: Factura N° 552301 importada.',
      'importado: Factura N° 98340 importada.',
    ]);
    const again = parseRcvCsv(fixture('rcv-compras-duplicado.csv'));
    expect(again.rows.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'duplicado']);
    expect(
      outcome(await importInBatches(rcvDocuments('rcv-compras-duplicado.csv'), send)).map((o) => o.split(':')[0]),
    ).toEqual(['duplicado', 'duplicado', 'duplicado']);
    expect(outcome(await importInBatches(rcvDocuments('rcv-ventas-2026-10.csv'), send))).toEqual([
      'importado: Factura N° 20451 importada.',
      'importado: Factura N° 20452 importada.',
      'importado: Factura exenta N° 3120 importada.',
      'importado: Nota de crédito N° 1890 importada.',
    ]);
    expect(await balance('factura', 20452)).toMatchObject({ direccion: 'emitido', total: 2629420, saldo: 2380000 });
  });

  it('imports only the good row of the bad register', async () => {
    expect(outcome(await importInBatches(rcvDocuments('rcv-compras-malo.csv'), send))).toEqual([
      'importado: Factura N° 30112 importada.',
    ]);
  });
});
