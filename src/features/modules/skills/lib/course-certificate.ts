/**
 * A course certificate as PDF, drawn with the shared PDF kit (src/lib/pdf): the company, the person,
 * the course, the date, the hours, the skill level it granted and the verification code. Data in,
 * bytes out; jsPDF loads on the first certificate.
 */
import { formatDate } from '@/lib/format';
import { drawFields, drawFooter, drawParagraph, loadPdfKit, pdfBytes } from '@/lib/pdf/kit';
import type { Certificate } from '../api/course-types';
import { formatHours } from './course-labels';

export async function buildCertificatePdf(c: Certificate): Promise<Uint8Array> {
  const kit = await loadPdfKit();
  const page = kit.newPage({ title: `Certificado ${c.codigo}`, author: c.empresa_nombre });
  page.y = 40;
  drawParagraph(page, c.empresa_nombre, { bold: true, size: 14 });
  page.y += 10;
  drawParagraph(page, 'CERTIFICADO DE CAPACITACIÓN', { bold: true, size: 22 });
  page.y += 6;
  drawParagraph(page, 'Se certifica que', { size: 12 });
  drawParagraph(page, c.colaborador_nombre, { bold: true, size: 18 });
  drawParagraph(page, 'completó y aprobó el curso', { size: 12 });
  drawParagraph(page, c.curso_nombre, { bold: true, size: 16 });
  page.y += 8;
  drawFields(
    page,
    [
      ['Fecha', formatDate(c.fecha)],
      ['Horas', formatHours(c.horas)],
    ],
    [
      ['Código de verificación', c.codigo],
      ...(c.competencia_nombre && c.nivel_otorgado
        ? ([['Competencia', `${c.competencia_nombre} (nivel ${c.nivel_otorgado})`]] as Array<[string, string]>)
        : []),
    ],
  );
  drawFooter(page, `Código de verificación ${c.codigo}`);
  return pdfBytes(page);
}

export const certificateFileName = (c: Certificate) => `certificado-${c.codigo}.pdf`;
