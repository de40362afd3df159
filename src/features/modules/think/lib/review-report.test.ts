import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildReviewReport, REVIEW_REPORT_FOOTER, type ReviewReport } from './review-report';

const report = (overrides: Partial<ReviewReport> = {}): ReviewReport => ({
  company: 'Industrias Andes SpA',
  title: 'Revisión trimestral de estrategia',
  fields: [
    ['Comité', 'Trimestral'],
    ['Fecha', '23 oct 2026'],
  ],
  objectives: [
    { title: 'Mantención que no detiene la planta', period: '2026', progress: '61,5 %', state: 'Encaminado' },
  ],
  kpis: [{ name: 'Disponibilidad de la línea 1', value: '87,4 %', target: '95 %', light: 'Rojo' }],
  agendaKpis: [{ name: 'Costo de mantención sobre ventas', value: '9,3 %', target: '6 %' }],
  agendaKeyResults: [
    {
      title: 'Reclamos por atraso al mes',
      objective: 'Ser el proveedor más confiable',
      progress: '18,5 %',
      confidence: 'Baja',
    },
  ],
  decisions: ['Priorizar los contratos de servicio'],
  commitments: [{ text: 'Plan de acción de reclamos', owner: 'Ana Torres', due: '21 nov 2026', state: 'Vencido' }],
  notes: 'Reforzar el seguimiento semanal.',
  ...overrides,
});

async function text(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

describe('the executive report of a business review', () => {
  it('prints the review, objectives, KPIs, the agenda, decisions, commitments and notes', async () => {
    const bytes = await buildReviewReport(report());
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    const t = await text(bytes);
    for (const expected of [
      'Industrias Andes SpA',
      'Revisión trimestral de estrategia',
      'Informe ejecutivo',
      'Mantención que no detiene la planta',
      'Disponibilidad de la línea 1',
      'Costo de mantención sobre ventas',
      'Reclamos por atraso al mes',
      'Priorizar los contratos de servicio',
      'Plan de acción de reclamos',
      'Vencido',
      'Reforzar el seguimiento semanal.',
      REVIEW_REPORT_FOOTER,
      'Página 1 de 1',
    ])
      expect(t).toContain(expected);
  });

  it('says so when the agenda, decisions and commitments are empty', async () => {
    const t = await text(
      await buildReviewReport(
        report({
          objectives: [],
          kpis: [],
          agendaKpis: [],
          agendaKeyResults: [],
          decisions: [],
          commitments: [],
          notes: '',
        }),
      ),
    );
    for (const expected of [
      'Sin objetivos en los periodos en curso',
      'Ningún indicador en rojo',
      'Ningún resultado clave en riesgo',
      'Sin decisiones registradas',
      'Sin compromisos registrados',
    ])
      expect(t).toContain(expected);
    expect(t).not.toContain('Notas');
  });
});
