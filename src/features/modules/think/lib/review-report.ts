/**
 * The business review's executive report (issue 38): the review (title, kind, date), the objectives of
 * the periods under way with their progress, the KPIs with their lights, the agenda as it was
 * prepared (red KPIs, key results at risk), the decisions, the commitments with owner and due date,
 * and the notes; drawn with the shared PDF kit (src/lib/pdf/kit.ts, loaded on demand). Data in, PDF
 * bytes out: review-page.tsx gathers and formats the data.
 */
import { drawFields, drawFooter, drawParagraph, drawTable, loadPdfKit, pdfBytes, type PdfKit } from '@/lib/pdf/kit';

export interface ReviewReport {
  company: string;
  title: string;
  fields: Array<[string, string]>;
  objectives: Array<{ title: string; period: string; progress: string; state: string }>;
  kpis: Array<{ name: string; value: string; target: string; light: string }>;
  agendaKpis: Array<{ name: string; value: string; target: string }>;
  agendaKeyResults: Array<{ title: string; objective: string; progress: string; confidence: string }>;
  decisions: string[];
  commitments: Array<{ text: string; owner: string; due: string; state: string }>;
  notes: string;
}

export const REVIEW_REPORT_FOOTER = 'Informe ejecutivo de revisión de negocio';

export async function buildReviewReport(data: ReviewReport, kit?: PdfKit): Promise<Uint8Array> {
  const pdfKit = kit ?? (await loadPdfKit());
  const page = pdfKit.newPage({ title: data.title, author: data.company });
  drawParagraph(page, data.company, { size: 9, color: [90, 90, 90] });
  drawParagraph(page, data.title, { bold: true, size: 14 });
  drawParagraph(page, 'Informe ejecutivo', { size: 9 });
  drawFields(page, data.fields);

  drawTable(
    page,
    [
      { header: 'Objetivo', width: 50 },
      { header: 'Periodo', width: 20 },
      { header: 'Avance', width: 12, align: 'right' },
      { header: 'Estado', width: 18 },
    ],
    data.objectives.length
      ? data.objectives.map((o) => [o.title, o.period, o.progress, o.state])
      : [['Sin objetivos en los periodos en curso', '', '', '']],
    'Objetivos de los periodos en curso',
  );
  drawTable(
    page,
    [
      { header: 'Indicador', width: 46 },
      { header: 'Valor', width: 20, align: 'right' },
      { header: 'Meta', width: 20, align: 'right' },
      { header: 'Semáforo', width: 14 },
    ],
    data.kpis.length ? data.kpis.map((k) => [k.name, k.value, k.target, k.light]) : [['Sin indicadores', '', '', '']],
    'Indicadores hoy',
  );
  drawParagraph(page, 'Agenda (al preparar la revisión)', { bold: true, size: 11 });
  drawTable(
    page,
    [
      { header: 'Indicador en rojo', width: 60 },
      { header: 'Valor', width: 20, align: 'right' },
      { header: 'Meta', width: 20, align: 'right' },
    ],
    data.agendaKpis.length
      ? data.agendaKpis.map((k) => [k.name, k.value, k.target])
      : [['Ningún indicador en rojo', '', '']],
  );
  drawTable(
    page,
    [
      { header: 'Resultado clave en riesgo', width: 40 },
      { header: 'Objetivo', width: 34 },
      { header: 'Avance', width: 12, align: 'right' },
      { header: 'Confianza', width: 14 },
    ],
    data.agendaKeyResults.length
      ? data.agendaKeyResults.map((k) => [k.title, k.objective, k.progress, k.confidence])
      : [['Ningún resultado clave en riesgo', '', '', '']],
  );
  drawTable(
    page,
    [{ header: 'Decisión', width: 100 }],
    data.decisions.length ? data.decisions.map((d) => [d]) : [['Sin decisiones registradas']],
    'Decisiones',
  );
  drawTable(
    page,
    [
      { header: 'Compromiso', width: 50 },
      { header: 'Responsable', width: 20 },
      { header: 'Fecha', width: 14 },
      { header: 'Estado', width: 16 },
    ],
    data.commitments.length
      ? data.commitments.map((c) => [c.text, c.owner, c.due, c.state])
      : [['Sin compromisos registrados', '', '', '']],
    'Compromisos',
  );
  if (data.notes) {
    drawParagraph(page, 'Notas', { bold: true, size: 9 });
    drawParagraph(page, data.notes);
  }
  drawFooter(page, `${REVIEW_REPORT_FOOTER} · ${data.title}`);
  return pdfBytes(page);
}
