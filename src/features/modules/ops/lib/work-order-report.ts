/**
 * The work-order report ('Informe PDF', issue 35): the order (client, equipment, fault, dates,
 * technician), its checklist with each task's check, the parts used, the hours, the photos and the
 * customer's signature, drawn with the shared PDF kit (src/lib/pdf/kit.ts, loaded on demand). Data
 * in, PDF bytes out: order-report.tsx gathers the order and its files and maps them here.
 */
import {
  drawFields,
  drawFooter,
  ensureRoom,
  drawParagraph,
  drawSignature,
  drawTable,
  loadPdfKit,
  pdfBytes,
  type PdfImage,
  type PdfKit,
} from '@/lib/pdf/kit';

export interface WorkOrderReport {
  /** The company that did the work (the report's author). */
  company: string;
  code: string;
  /** 'Correctiva · prioridad alta · Completada'. */
  summary: string;
  fields: Array<[string, string]>;
  dates: Array<[string, string]>;
  fault: string;
  tasks: Array<{ description: string; done: boolean }>;
  parts: Array<{ name: string; quantity: string; unit: string }>;
  hours: Array<{ date: string; hours: string; who: string; note: string }>;
  totalHours: string;
  photos: Array<{ name: string; image: PdfImage }>;
  /** Files that are not photos, by name (listed, not printed). */
  documents: string[];
  signature: { name: string; rut: string; signedAt: string; image: PdfImage } | null;
  technician: string;
}

/** The note at every page's foot. */
export const REPORT_FOOTER = 'Informe de orden de trabajo';
/** The photo's width on the page (two a row), mm. */
const PHOTO_WIDTH = 88;

export async function buildWorkOrderReport(data: WorkOrderReport, kit?: PdfKit): Promise<Uint8Array> {
  const pdfKit = kit ?? (await loadPdfKit());
  const page = pdfKit.newPage({ title: `Informe de la orden ${data.code}`, author: data.company });
  drawParagraph(page, data.company, { size: 9, color: [90, 90, 90] });
  drawParagraph(page, `Informe de la orden de trabajo ${data.code}`, { bold: true, size: 14 });
  drawParagraph(page, data.summary, { size: 9 });
  drawFields(page, data.fields, data.dates);
  drawParagraph(page, 'Falla reportada', { bold: true, size: 9 });
  drawParagraph(page, data.fault || '—');

  drawTable(
    page,
    [
      { header: 'Tarea', width: 80 },
      { header: 'Hecha', width: 20, align: 'center' },
    ],
    data.tasks.length ? data.tasks.map((t) => [t.description, t.done ? 'Sí' : 'No']) : [['Sin tareas', '']],
    'Checklist',
  );
  drawTable(
    page,
    [
      { header: 'Repuesto o material', width: 70 },
      { header: 'Cantidad', width: 15, align: 'right' },
      { header: 'Unidad', width: 15, align: 'center' },
    ],
    data.parts.length ? data.parts.map((p) => [p.name, p.quantity, p.unit]) : [['Sin repuestos', '', '']],
    'Repuestos usados',
  );
  drawTable(
    page,
    [
      { header: 'Fecha', width: 18 },
      { header: 'Horas', width: 12, align: 'right' },
      { header: 'Técnico', width: 30 },
      { header: 'Nota', width: 40 },
    ],
    [...data.hours.map((h) => [h.date, h.hours, h.who, h.note]), ['Total', data.totalHours, '', '']],
    'Horas trabajadas',
  );

  if (data.photos.length) {
    drawParagraph(page, 'Fotos', { bold: true, size: 9 });
    for (let i = 0; i < data.photos.length; i += 2) {
      const row = data.photos.slice(i, i + 2).map((p) => scaled(p.image, PHOTO_WIDTH));
      const height = Math.max(...row.map((r) => r.height));
      ensureRoom(page, height + 3);
      row.forEach((image, j) =>
        page.doc.addImage(
          image.data,
          image.format,
          page.margin + j * (PHOTO_WIDTH + 4),
          page.y,
          image.width,
          image.height,
        ),
      );
      page.y += height + 3;
    }
  }
  if (data.documents.length) drawParagraph(page, `Otros adjuntos: ${data.documents.join(', ')}.`);

  drawParagraph(page, 'Conformidad', { bold: true, size: 9 });
  if (data.signature) {
    drawSignature(page, {
      name: data.signature.name,
      caption: `RUT ${data.signature.rut} · firmado el ${data.signature.signedAt}`,
      image: scaled(data.signature.image, 60),
    });
  } else {
    drawParagraph(page, 'La orden no tiene la firma del cliente.');
  }
  drawParagraph(page, `Técnico: ${data.technician}`);
  drawFooter(page, `${REPORT_FOOTER} ${data.code}`);
  return pdfBytes(page);
}

/** The image at a width, its height kept in proportion (capped so a tall photo fits a page). */
function scaled(image: PdfImage, width: number): PdfImage {
  const height = Math.min((image.height / image.width) * width, 110);
  return { ...image, width: (image.width / image.height) * height, height };
}
