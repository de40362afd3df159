/**
 * The Chilean tax document on paper, the kit's first document (kit.ts): the issuer and the red box
 * with RUT, type and N°; the party with RUT, business line and address; the dates; the lines; the
 * references; net, exempt, IVA and total. A document not issued through the SII says, on every
 * page, that it is an internal document without tax validity. Data in, PDF bytes out: the module
 * that prints (Finance) maps its rows to InvoicePdf.
 */
import {
  drawFields,
  drawFooter,
  drawHeader,
  drawParagraph,
  drawSignature,
  drawTable,
  drawTotals,
  loadPdfKit,
  pdfBytes,
  type PdfImage,
  type PdfKit,
} from './kit';

/** What a document of Axel that did not go through the SII says on its PDF (issue 32). */
export const INTERNAL_DOCUMENT_NOTE = 'Documento interno, sin validez tributaria';
/** What the copy of a document read in from the SII says (it lacks the SII's stamp). */
export const SII_COPY_NOTE = 'Copia interna de un documento del SII, sin su timbre electrónico.';

export interface InvoicePdf {
  issuer: {
    name: string;
    /** Formatted, '76.123.456-0' (the red box's RUT). */
    rut: string;
    /** Lines under the name: business line, address, contact. */
    details: string[];
    logo?: PdfImage;
  };
  document: {
    /** The SII's name of the type: 'Factura electrónica'. */
    typeName: string;
    /** The folio, or null for a draft. */
    folio: string | null;
    /** Issued through the SII (or read from it); false for a document of Axel only. */
    throughSii: boolean;
    /** Label and value pairs beside the party: issue date, due date, payment ... */
    dates: Array<[string, string]>;
  };
  /** The other party, as label and value pairs: 'Señor(es)', 'R.U.T.', 'Giro', 'Dirección' ... */
  party: Array<[string, string]>;
  lines: Array<{
    code: string;
    description: string;
    quantity: string;
    unit: string;
    unitPrice: string;
    discount: string;
    amount: string;
  }>;
  /** Under the lines, e.g. 'Precios con IVA incluido' in a boleta. */
  linesNote?: string;
  references: Array<{ type: string; folio: string; date: string; reason: string }>;
  /** The totals box: label and formatted amount, the total last. */
  totals: Array<[string, string]>;
  /** Observations after the totals (the notes that corrected the document ...). */
  remarks?: string[];
  signature?: { name: string; caption: string; image?: PdfImage };
}

/** The document's PDF bytes (the kit is loaded on first use, or given). */
export async function buildInvoicePdf(data: InvoicePdf, kit?: PdfKit): Promise<Uint8Array> {
  const pdfKit = kit ?? (await loadPdfKit());
  const title = `${data.document.typeName}${data.document.folio === null ? ' (borrador)' : ` N° ${data.document.folio}`}`;
  const page = pdfKit.newPage({ title, author: data.issuer.name });
  drawHeader(page, data.issuer, {
    rut: data.issuer.rut,
    title: data.document.typeName,
    number: data.document.folio,
    caption: data.document.throughSii ? undefined : INTERNAL_DOCUMENT_NOTE,
  });
  drawFields(page, data.party, data.document.dates);
  drawTable(
    page,
    [
      { header: 'Código', width: 12 },
      { header: 'Descripción', width: 44 },
      { header: 'Cantidad', width: 10, align: 'right' },
      { header: 'Unidad', width: 8, align: 'center' },
      { header: 'Precio unitario', width: 14, align: 'right' },
      { header: 'Dcto.', width: 10, align: 'right' },
      { header: 'Valor', width: 14, align: 'right' },
    ],
    data.lines.map((l) => [l.code, l.description, l.quantity, l.unit, l.unitPrice, l.discount, l.amount]),
  );
  if (data.linesNote) drawParagraph(page, data.linesNote, { size: 8 });
  if (data.references.length)
    drawTable(
      page,
      [
        { header: 'Tipo de documento', width: 30 },
        { header: 'Folio', width: 14 },
        { header: 'Fecha', width: 16 },
        { header: 'Razón', width: 40 },
      ],
      data.references.map((r) => [r.type, r.folio, r.date, r.reason]),
      'Referencias',
    );
  drawTotals(page, data.totals);
  for (const remark of data.remarks ?? []) drawParagraph(page, remark);
  if (data.signature) drawSignature(page, data.signature);
  drawFooter(page, data.document.throughSii ? SII_COPY_NOTE : INTERNAL_DOCUMENT_NOTE);
  return pdfBytes(page);
}
