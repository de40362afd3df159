/**
 * The PDF document kit (docs/design.md §12): one set of building blocks for every document people
 * print — the invoice now (invoice.ts), Ops' work-order report with the customer's signature, the
 * course certificate and the executive report later. jsPDF and its table plugin are loaded on
 * demand (loadPdfKit, a dynamic import): none of it is in the first paint's JavaScript.
 *
 * A page is drawn top to bottom through a cursor (`PdfPage.y`, in millimetres on a Letter page);
 * each block draws at the cursor and moves it below itself, adding a page when it would not fit.
 * Text goes through the standard Helvetica (WinAnsi: Spanish accents, ñ, °), so nothing is embedded.
 */
import type { jsPDF } from 'jspdf';
import type { autoTable } from 'jspdf-autotable';

export interface PdfKit {
  /** A new Letter-size page in portrait, millimetres, with the document's title and author. */
  newPage(meta: { title: string; author?: string }): PdfPage;
}

export interface PdfPage {
  doc: jsPDF;
  /** Where the next block starts (mm from the top). */
  y: number;
  readonly margin: number;
  readonly width: number;
  readonly height: number;
  /** jspdf-autotable's function (tables with page breaks). */
  table: typeof autoTable;
}

/** The red of the SII's box (a printed DTE's RUT, type and number are framed in red). */
export const SII_RED: [number, number, number] = [204, 0, 0];
const GREY: [number, number, number] = [90, 90, 90];

/** Loads jsPDF and its table plugin (a separate chunk, fetched the first time a PDF is made). */
export async function loadPdfKit(): Promise<PdfKit> {
  const [{ jsPDF }, plugin] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  return {
    newPage(meta) {
      const doc = new jsPDF({ unit: 'mm', format: 'letter', orientation: 'portrait', compress: true });
      doc.setProperties({ title: meta.title, author: meta.author ?? 'Axel Suite', creator: 'Axel Suite' });
      doc.setFont('helvetica', 'normal');
      return {
        doc,
        y: 15,
        margin: 15,
        width: doc.internal.pageSize.getWidth(),
        height: doc.internal.pageSize.getHeight(),
        table: plugin.autoTable,
      };
    },
  };
}

/** Text the standard fonts can print: spaces Intl uses (narrow, no-break) and the minus sign made plain. */
export function pdfText(value: string): string {
  return value.replace(/[\u202f\u2009\u00a0]/g, ' ').replace(/\u2212/g, '-');
}

/** Room for `needed` mm below the cursor, or a new page. */
export function ensureRoom(page: PdfPage, needed: number): void {
  if (page.y + needed > page.height - page.margin - 10) {
    page.doc.addPage();
    page.y = page.margin;
  }
}

const LINE = 4.2;

/** Lines of text wrapped to a width, written from (x, y); returns the height used. */
function writeLines(
  page: PdfPage,
  lines: string[],
  x: number,
  y: number,
  width: number,
  align: 'left' | 'center' = 'left',
) {
  let used = 0;
  for (const line of lines) {
    const wrapped = page.doc.splitTextToSize(pdfText(line), width) as string[];
    for (const w of wrapped) {
      page.doc.text(w, align === 'center' ? x + width / 2 : x, y + used, { align });
      used += LINE;
    }
  }
  return used;
}

export interface PdfIssuer {
  name: string;
  /** Lines under the name: business line, address, contact. */
  details: string[];
  logo?: PdfImage;
}

export interface PdfImage {
  /** PNG or JPEG bytes, or a data: URL. */
  data: Uint8Array | string;
  format: 'PNG' | 'JPEG';
  /** Size on the page, mm. */
  width: number;
  height: number;
}

export interface PdfSiiBox {
  /** The issuer's RUT, formatted ('76.123.456-0'). */
  rut: string;
  /** The document's type as the SII names it, upper case on the page ('FACTURA ELECTRÓNICA'). */
  title: string;
  /** The folio, or null for a draft. */
  number: string | null;
  /** Under the box, e.g. the SII's office ('S.I.I. - QUILICURA'). */
  caption?: string;
}

/**
 * The header: the issuer (logo, name, details) on the left and the red box with RUT, type and N°
 * on the right, as a Chilean tax document is printed.
 */
export function drawHeader(page: PdfPage, issuer: PdfIssuer, box: PdfSiiBox): void {
  const { doc, margin, width } = page;
  const boxWidth = 72;
  const boxX = width - margin - boxWidth;
  const top = page.y;
  let x = margin;
  if (issuer.logo) {
    doc.addImage(issuer.logo.data, issuer.logo.format, margin, top, issuer.logo.width, issuer.logo.height);
    x += issuer.logo.width + 4;
  }
  doc.setFont('helvetica', 'bold').setFontSize(12).setTextColor(0);
  const nameHeight = writeLines(page, [issuer.name], x, top + 5, boxX - x - 6);
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(8.5)
    .setTextColor(...GREY);
  const left = nameHeight + writeLines(page, issuer.details, x, top + 5 + nameHeight, boxX - x - 6) + 5;

  doc
    .setDrawColor(...SII_RED)
    .setLineWidth(0.8)
    .setTextColor(...SII_RED);
  const boxHeight = 28;
  doc.rect(boxX, top, boxWidth, boxHeight);
  doc.setFont('helvetica', 'bold').setFontSize(11);
  doc.text(pdfText(`R.U.T.: ${box.rut}`), boxX + boxWidth / 2, top + 8, { align: 'center' });
  doc.setFontSize(10.5);
  const titleLines = doc.splitTextToSize(pdfText(box.title.toUpperCase()), boxWidth - 6) as string[];
  titleLines.forEach((t, i) => doc.text(t, boxX + boxWidth / 2, top + 14 + i * 4.6, { align: 'center' }));
  doc.setFontSize(11);
  doc.text(box.number === null ? 'BORRADOR' : `N° ${box.number}`, boxX + boxWidth / 2, top + boxHeight - 4, {
    align: 'center',
  });
  let right = boxHeight + 2;
  if (box.caption) {
    doc.setFontSize(8.5);
    doc.text(pdfText(box.caption), boxX + boxWidth / 2, top + boxHeight + 4.5, { align: 'center' });
    right += 5;
  }
  doc.setTextColor(0).setDrawColor(0).setLineWidth(0.2).setFont('helvetica', 'normal');
  page.y = top + Math.max(left, right) + 3;
}

/** A framed block of label: value pairs in two columns (the party, the dates). */
export function drawFields(page: PdfPage, left: Array<[string, string]>, right: Array<[string, string]> = []): void {
  const { doc, margin, width } = page;
  const inner = width - 2 * margin;
  const rows = Math.max(left.length, right.length);
  const height = rows * 5 + 4;
  ensureRoom(page, height + 2);
  const top = page.y;
  doc.setDrawColor(150).setLineWidth(0.2).rect(margin, top, inner, height);
  doc.setFontSize(8.5).setTextColor(0);
  const column = (pairs: Array<[string, string]>, x: number, w: number) =>
    pairs.forEach(([label, value], i) => {
      const y = top + 5 + i * 5;
      doc.setFont('helvetica', 'bold').text(pdfText(label), x, y);
      doc.setFont('helvetica', 'normal');
      const text = (doc.splitTextToSize(pdfText(value || '—'), w - 24) as string[])[0];
      doc.text(text, x + 24, y);
    });
  column(left, margin + 3, right.length ? inner * 0.62 : inner - 3);
  if (right.length) column(right, margin + inner * 0.62, inner * 0.38 - 3);
  page.y = top + height + 4;
}

export interface PdfColumn {
  header: string;
  /** Relative width (the table fills the page's width). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A table of rows (the document's lines, its references) that breaks across pages. */
export function drawTable(page: PdfPage, columns: PdfColumn[], rows: string[][], title?: string): void {
  const { doc, margin, width } = page;
  if (title) {
    ensureRoom(page, 14);
    doc
      .setFont('helvetica', 'bold')
      .setFontSize(9)
      .text(pdfText(title), margin, page.y + 3);
    page.y += 5;
  }
  const inner = width - 2 * margin;
  const total = columns.reduce((s, c) => s + c.width, 0);
  page.table(doc, {
    startY: page.y,
    margin: { left: margin, right: margin, bottom: margin + 10 },
    head: [columns.map((c) => pdfText(c.header))],
    body: rows.map((r) => r.map(pdfText)),
    theme: 'grid',
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.5, lineColor: 180, lineWidth: 0.1, textColor: 20 },
    headStyles: { fillColor: [238, 238, 238], textColor: 20, fontStyle: 'bold' },
    columnStyles: Object.fromEntries(
      columns.map((c, i) => [i, { cellWidth: (inner * c.width) / total, halign: c.align ?? 'left' }]),
    ),
    // Headers aligned as their column's values.
    didParseCell: (cell) => {
      if (cell.section === 'head') cell.cell.styles.halign = columns[cell.column.index].align ?? 'left';
    },
  });
  page.y = (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 4;
}

/** The totals, right-aligned in a framed box; the last row in bold (the total). */
export function drawTotals(page: PdfPage, rows: Array<[string, string]>): void {
  const { doc, margin, width } = page;
  const boxWidth = 75;
  const height = rows.length * 5.5 + 3;
  ensureRoom(page, height + 2);
  const x = width - margin - boxWidth;
  const top = page.y;
  doc.setDrawColor(150).setLineWidth(0.2).rect(x, top, boxWidth, height);
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    const y = top + 5.5 + i * 5.5;
    doc.setFont('helvetica', last ? 'bold' : 'normal').setFontSize(last ? 10 : 9);
    doc.text(pdfText(label), x + 3, y);
    doc.text(pdfText(value), x + boxWidth - 3, y, { align: 'right' });
  });
  doc.setFont('helvetica', 'normal');
  page.y = top + height + 4;
}

/** A paragraph across the page (observations, a note on what the document is). */
export function drawParagraph(
  page: PdfPage,
  text: string,
  options: { bold?: boolean; color?: [number, number, number]; size?: number } = {},
): void {
  const { doc, margin, width } = page;
  doc.setFont('helvetica', options.bold ? 'bold' : 'normal').setFontSize(options.size ?? 8.5);
  doc.setTextColor(...(options.color ?? ([0, 0, 0] as [number, number, number])));
  const lines = doc.splitTextToSize(pdfText(text), width - 2 * margin) as string[];
  ensureRoom(page, lines.length * LINE + 2);
  page.y += writeLines(page, lines, margin, page.y + 3, width - 2 * margin) + 2;
  doc.setTextColor(0).setFont('helvetica', 'normal');
}

/** An image at the cursor (a photo, a plan), `x` from the left margin. */
export function drawImage(page: PdfPage, image: PdfImage, x = 0): void {
  ensureRoom(page, image.height + 2);
  page.doc.addImage(image.data, image.format, page.margin + x, page.y, image.width, image.height);
  page.y += image.height + 3;
}

/** A signature: the drawn signature (if any) over a line, the signer's name and a caption. */
export function drawSignature(page: PdfPage, signer: { name: string; caption: string; image?: PdfImage }): void {
  const { doc, margin } = page;
  const width = 70;
  const imageHeight = signer.image?.height ?? 15;
  ensureRoom(page, imageHeight + 14);
  if (signer.image)
    doc.addImage(signer.image.data, signer.image.format, margin, page.y, signer.image.width, imageHeight);
  const lineY = page.y + imageHeight + 1;
  doc
    .setDrawColor(0)
    .setLineWidth(0.3)
    .line(margin, lineY, margin + width, lineY);
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(8.5)
    .text(pdfText(signer.name), margin, lineY + 4);
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(8)
    .text(pdfText(signer.caption), margin, lineY + 8);
  page.y = lineY + 12;
}

/** The same note at the foot of every page, and 'Página n de m'. */
export function drawFooter(page: PdfPage, note: string): void {
  const { doc, margin, width, height } = page;
  const pages = doc.getNumberOfPages();
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc
      .setFont('helvetica', 'bold')
      .setFontSize(8.5)
      .setTextColor(...SII_RED);
    doc.text(pdfText(note), margin, height - margin + 2);
    doc.setFont('helvetica', 'normal').setTextColor(...GREY);
    doc.text(`Página ${p} de ${pages}`, width - margin, height - margin + 2, { align: 'right' });
  }
  doc.setTextColor(0);
}

/** The finished document's bytes. */
export function pdfBytes(page: PdfPage): Uint8Array {
  return new Uint8Array(page.doc.output('arraybuffer'));
}
