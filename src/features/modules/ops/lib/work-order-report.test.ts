import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildWorkOrderReport, REPORT_FOOTER, type WorkOrderReport } from './work-order-report';

/** A 1 × 1 PNG (stands in for a photo and a signature). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const image = { data: PNG, format: 'PNG' as const, width: 400, height: 300 };

const report = (overrides: Partial<WorkOrderReport> = {}): WorkOrderReport => ({
  company: 'Industrias Andes SpA',
  code: 'OT-000321',
  summary: 'Correctiva · prioridad alta · Completada',
  fields: [
    ['Cliente:', 'Minera Altiplano S.A.'],
    ['Equipo:', 'BMB-02 · Bomba centrífuga'],
    ['Técnico:', 'Ana Torres'],
  ],
  dates: [
    ['Creada:', '2 oct 2026'],
    ['Completada:', '4 oct 2026'],
  ],
  fault: 'Ruido en el rodamiento del lado acople',
  tasks: [
    { description: 'Cambiar rodamiento 6205', done: true },
    { description: 'Alinear acople', done: false },
  ],
  parts: [{ name: 'ROD-6205 · Rodamiento 6205', quantity: '2', unit: 'un' }],
  hours: [{ date: '4 oct 2026', hours: '3,5', who: 'Ana Torres', note: 'Cambio y prueba' }],
  totalHours: '3,5',
  photos: [
    { name: 'antes.jpg', image },
    { name: 'despues.jpg', image },
    { name: 'detalle.jpg', image },
  ],
  documents: ['manual.pdf'],
  signature: { name: 'Pedro Cliente Muñoz', rut: '12.345.678-5', signedAt: '4 oct 2026, 17:05', image },
  technician: 'Ana Torres',
  ...overrides,
});

async function text(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

const images = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes).match(/\/Subtype \/Image/g)?.length ?? 0;

describe('the work-order report', () => {
  it('prints the order, its checklist, parts, hours, photos and the signature', async () => {
    const bytes = await buildWorkOrderReport(report());
    const t = await text(bytes);
    for (const expected of [
      'Industrias Andes SpA',
      'Informe de la orden de trabajo OT-000321',
      'Minera Altiplano S.A.',
      'BMB-02 · Bomba centrífuga',
      'Ruido en el rodamiento del lado acople',
      'Cambiar rodamiento 6205 Sí',
      'Alinear acople No',
      'ROD-6205 · Rodamiento 6205 2 un',
      'Total 3,5',
      'Otros adjuntos: manual.pdf.',
      'Pedro Cliente Muñoz',
      'RUT 12.345.678-5 · firmado el 4 oct 2026, 17:05',
      'Técnico: Ana Torres',
      `${REPORT_FOOTER} OT-000321`,
    ])
      expect(t).toContain(expected);
    // Three photos and the signature (jsPDF writes one image object for the same bytes).
    expect(images(bytes)).toBeGreaterThanOrEqual(1);
  });

  it('says when the customer has not signed, and prints an order without tasks or parts', async () => {
    const bytes = await buildWorkOrderReport(
      report({ signature: null, tasks: [], parts: [], photos: [], documents: [] }),
    );
    const t = await text(bytes);
    expect(t).toContain('La orden no tiene la firma del cliente.');
    expect(t).toContain('Sin tareas');
    expect(t).toContain('Sin repuestos');
    expect(images(bytes)).toBe(0);
  });

  it('breaks a long report across pages with the footer on each', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `foto-${i}.jpg`, image }));
    const bytes = await buildWorkOrderReport(report({ photos: many }));
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text: pages } = await extractText(pdf, { mergePages: false });
    for (const page of pages as string[]) expect(page.replace(/\s+/g, ' ')).toContain(`${REPORT_FOOTER} OT-000321`);
  });
});
