import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildInvoicePdf, INTERNAL_DOCUMENT_NOTE, SII_COPY_NOTE, type InvoicePdf } from './invoice';
import { drawFooter, drawImage, drawSignature, loadPdfKit, pdfBytes } from './kit';

/** The PDF's text, page by page, as pdf.js reads it (what a person copies from the file). */
async function pages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, ' '));
}

/** A 1 × 1 PNG (a signature stands in for it). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const invoice = (overrides: Partial<InvoicePdf> = {}): InvoicePdf => ({
  issuer: {
    name: 'Industrias Andes SpA',
    rut: '76.123.456-0',
    details: ['Giro: Mantención industrial', 'Av. Industrial 1234, Quilicura'],
  },
  document: {
    typeName: 'Factura electrónica',
    folio: '4521',
    throughSii: false,
    dates: [
      ['Emisión:', '2 oct 2026'],
      ['Vencimiento:', '1 nov 2026'],
    ],
  },
  party: [
    ['Señor(es):', 'Minera Altiplano S.A.'],
    ['R.U.T.:', '76.358.942-0'],
    ['Giro:', 'Extracción de cobre'],
    ['Dirección:', 'Camino a Chuquicamata 100, Calama'],
  ],
  lines: [
    {
      code: 'MANT-01',
      description: 'Mantención preventiva de chancador',
      quantity: '2',
      unit: 'HR',
      unitPrice: '$25.000',
      discount: '10 %',
      amount: '$45.000',
    },
    {
      code: '',
      description: 'Flete a Calama (exento)',
      quantity: '1',
      unit: '',
      unitPrice: '$15.000',
      discount: '',
      amount: '$15.000',
    },
  ],
  references: [{ type: 'Orden de compra', folio: '2211', date: '28 sept 2026', reason: 'OC aprobada' }],
  totals: [
    ['Monto neto', '$45.000'],
    ['Monto exento', '$15.000'],
    ['IVA 19 %', '$8.550'],
    ['Total', '$68.550'],
  ],
  ...overrides,
});

describe('the Chilean invoice of the PDF kit', () => {
  it('prints the issuer, the red box (RUT, type, N°), the party, lines, references and totals', async () => {
    const [text] = await pages(await buildInvoicePdf(invoice()));
    for (const expected of [
      'Industrias Andes SpA',
      'Giro: Mantención industrial',
      'R.U.T.: 76.123.456-0',
      'FACTURA ELECTRÓNICA',
      'N° 4521',
      'Señor(es): Minera Altiplano S.A.',
      'R.U.T.: 76.358.942-0',
      'Emisión: 2 oct 2026',
      'Mantención preventiva de chancador',
      'Flete a Calama (exento)',
      'Referencias',
      'Orden de compra 2211',
      'Monto neto $45.000',
      'Monto exento $15.000',
      'IVA 19 % $8.550',
      'Total $68.550',
      INTERNAL_DOCUMENT_NOTE,
    ])
      expect(text, expected).toContain(expected);
  });

  it('says a document read from the SII is a copy, not an internal document; a draft has no number', async () => {
    const [sii] = await pages(
      await buildInvoicePdf(invoice({ document: { ...invoice().document, throughSii: true } })),
    );
    expect(sii).toContain(SII_COPY_NOTE);
    expect(sii).not.toContain(INTERNAL_DOCUMENT_NOTE);
    const [draft] = await pages(await buildInvoicePdf(invoice({ document: { ...invoice().document, folio: null } })));
    expect(draft).toContain('BORRADOR');
    expect(draft).not.toContain('N° 4521');
  });

  it('breaks a long document across pages, with the note and the page number on each', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => ({
      ...invoice().lines[0],
      description: `Repuesto número ${i + 1}`,
    }));
    const all = await pages(await buildInvoicePdf(invoice({ lines })));
    expect(all.length).toBeGreaterThan(1);
    all.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(INTERNAL_DOCUMENT_NOTE);
      expect(page, `page ${i + 1}`).toContain(`Página ${i + 1} de ${all.length}`);
    });
    expect(all.join(' ')).toContain('Repuesto número 90');
    expect(all.at(-1)).toContain('Total $68.550');
  });

  it('draws images and a signature (the blocks the work-order report will use)', async () => {
    const kit = await loadPdfKit();
    const page = kit.newPage({ title: 'Informe de orden de trabajo' });
    drawImage(page, { data: PNG, format: 'PNG', width: 20, height: 20 });
    drawSignature(page, {
      name: 'Pedro Soto',
      caption: 'Recibí conforme (cliente)',
      image: { data: PNG, format: 'PNG', width: 40, height: 15 },
    });
    drawFooter(page, 'OT-000123');
    const bytes = pdfBytes(page);
    const [text] = await pages(bytes);
    expect(text).toContain('Pedro Soto');
    expect(text).toContain('Recibí conforme (cliente)');
    expect(new TextDecoder('latin1').decode(bytes)).toMatch(/\/Subtype \/Image/);
  });
});
