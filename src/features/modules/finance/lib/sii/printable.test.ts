import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildInvoicePdf, INTERNAL_DOCUMENT_NOTE, SII_COPY_NOTE } from '@/lib/pdf/invoice';
import { invoiceFileName, toInvoicePdf, type PrintedDocument } from './printable';

/** A document as public.fin_documento_impreso answers it (tests/db/finance-books.test.ts reads one). */
const printed = (
  over: Partial<PrintedDocument['documento']> = {},
  rest: Partial<PrintedDocument> = {},
): PrintedDocument => ({
  documento: {
    direccion: 'emitido',
    tipo: 'factura',
    folio: 4521,
    fecha_emision: '2026-10-02',
    fecha_vencimiento: '2026-11-01',
    estado: 'emitida',
    dte_estado: 'sin_dte',
    descripcion: null,
    tercero_nombre: 'Minera Altiplano S.A.',
    tercero_rut: '76358942-0',
    contraparte_nombre: 'Minera Altiplano S.A.',
    contraparte_rut: '76358942-0',
    contraparte_giro: 'Extracción de cobre',
    contraparte_direccion: 'Camino a Chuquicamata 100',
    contraparte_comuna: 'Calama',
    referencias: [{ tipo: '801', folio: '2211', fecha: '2026-09-28', razon: 'Orden de compra aprobada' }],
    neto: 143222,
    exento: 15000,
    iva: 27212,
    total: 185434,
    ...over,
  },
  tipo: {
    clave: 'factura',
    codigo_sii: 33,
    nombre: 'Factura',
    nombre_sii: 'Factura electrónica',
    montos_brutos: false,
  },
  empresa: 'Industrias Andes',
  emisor: {
    rut: '76123456-0',
    razon_social: 'Industrias Andes SpA',
    giro: 'Mantención industrial',
    direccion: 'Av. Industrial 1234',
    comuna: 'Quilicura',
    ciudad: 'Santiago',
    telefono: null,
    correo: null,
  },
  lineas: [
    {
      numero: 1,
      codigo: 'SKF-6205',
      descripcion: 'Rodamiento 6205-2RS',
      detalle: 'Marca SKF',
      cantidad: '12',
      unidad: 'UN',
      precio_unitario: '8450',
      descuento_pct: '10',
      descuento_monto: '10140',
      exento: false,
      monto: '91260',
    },
    {
      numero: 2,
      codigo: null,
      descripcion: 'Correa en V B-52',
      detalle: null,
      cantidad: '4',
      unidad: 'UN',
      precio_unitario: '12990.5',
      descuento_pct: null,
      descuento_monto: '0',
      exento: false,
      monto: '51962',
    },
    {
      numero: 3,
      codigo: null,
      descripcion: 'Flete a Quilicura',
      detalle: null,
      cantidad: '1',
      unidad: null,
      precio_unitario: '15000',
      descuento_pct: null,
      descuento_monto: '0',
      exento: true,
      monto: '15000',
    },
  ],
  corrige: null,
  notas: [{ tipo: 'nota_credito', codigo_sii: 61, folio: 233, fecha_emision: '2026-10-16', total: '15459' }],
  ...rest,
});

async function pdfText(doc: PrintedDocument): Promise<string> {
  const pdf = await getDocumentProxy(await buildInvoicePdf(toInvoicePdf(doc)));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

describe('a Finance document printed by the PDF kit', () => {
  it('prints an invoice of Axel: the company, the client, lines, totals, the note applied, and that it is internal', async () => {
    const text = await pdfText(printed());
    for (const expected of [
      'Industrias Andes SpA',
      'R.U.T.: 76.123.456-0',
      'FACTURA ELECTRÓNICA',
      'N° 4521',
      'Señor(es): Minera Altiplano S.A.',
      'R.U.T.: 76.358.942-0',
      'Giro: Extracción de cobre',
      'Camino a Chuquicamata 100, Calama',
      'Rodamiento 6205-2RS — Marca SKF',
      '$12.990,5',
      '10 %',
      'Flete a Quilicura (exento)',
      'Orden de compra 2211',
      'Monto neto $143.222',
      'Monto exento $15.000',
      'IVA 19 % $27.212',
      'Total $185.434',
      'Nota de crédito N° 233 del 16 oct 2026: -$15.459',
      INTERNAL_DOCUMENT_NOTE,
    ])
      expect(text, expected).toContain(expected);
  });

  it('prints a supplier’s document read from the SII as the supplier issued it, a copy of the SII’s', async () => {
    const text = await pdfText(
      printed(
        {
          direccion: 'recibido',
          dte_estado: 'registrado_sii',
          contraparte_nombre: 'Rodamientos del Pacífico SpA',
          contraparte_rut: '77412305-9',
        },
        { notas: [] },
      ),
    );
    expect(text).toContain('Rodamientos del Pacífico SpA');
    expect(text).toContain('R.U.T.: 77.412.305-9');
    expect(text).toContain('Señor(es): Industrias Andes SpA');
    expect(text).toContain(SII_COPY_NOTE);
    expect(text).not.toContain(INTERNAL_DOCUMENT_NOTE);
  });

  it('says a boleta’s prices include IVA, names a credit note’s invoice, and names the file', async () => {
    const boleta = toInvoicePdf(
      printed(
        { tipo: 'boleta', exento: 0, neto: 840, iva: 160, total: 1000 },
        {
          tipo: {
            clave: 'boleta',
            codigo_sii: 39,
            nombre: 'Boleta',
            nombre_sii: 'Boleta electrónica',
            montos_brutos: true,
          },
        },
      ),
    );
    expect(boleta.linesNote).toBe('Precios con IVA incluido.');
    expect(boleta.totals).toEqual([
      ['Monto neto', '$840'],
      ['IVA 19 %', '$160'],
      ['Total', '$1.000'],
    ]);
    const note = toInvoicePdf(
      printed(
        { tipo: 'nota_credito', folio: 233, referencias: [] },
        {
          corrige: { tipo: 'factura', codigo_sii: 33, folio: 4521, fecha_emision: '2026-10-02' },
          notas: [],
        },
      ),
    );
    expect(note.references).toEqual([{ type: 'Factura electrónica', folio: '4521', date: '2 oct 2026', reason: '' }]);
    expect(invoiceFileName(printed({ tipo: 'nota_credito', folio: 233 }))).toBe('nota-credito-233.pdf');
    expect(invoiceFileName(printed({ folio: null }))).toBe('factura-borrador.pdf');
    // Without the company's tax data the issuer is its name.
    expect(toInvoicePdf(printed({}, { emisor: null })).issuer).toEqual({
      name: 'Industrias Andes',
      rut: 'sin RUT registrado',
      details: [],
    });
  });
});
