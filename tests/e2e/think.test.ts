/**
 * Axel Think in the browser (issue 38), as ana@andes.demo:
 * - create an objective with a title unique to this run, give it two key results, register a
 *   check-in on one and see the objective's progress move, then find it in the map;
 * - a live KPI (open work orders) is green at today's count and turns red when a new work order
 *   opens; a business review prepared then has it on its agenda, and its executive report downloads
 *   as a PDF holding the review's title and the KPI.
 * Every row it writes carries this run's stamp (docs/testing.md rule 2) and is removed at the end
 * (key results, check-ins and review points go with their parents, on delete cascade).
 */
import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  baseUrl,
  DEMO,
  DEMO_PASSWORD,
  downloadBytes,
  expectNoSeriousA11yViolations,
  openSignedIn,
  test,
  moduleSectionLink,
  followLink,
  expectPath,
} from './support/browser.ts';
import { anonKey } from './support/server.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const STAMP = `E2E${Date.now().toString(36).toUpperCase()}`;
const TITLE = `Objetivo ${STAMP}`;
const KPI = `OT abiertas ${STAMP}`;
const REVIEW = `Revision ${STAMP}`;
const FAULT = `Falla del indicador ${STAMP}`;

afterAll(async () => {
  await serviceRest(`think_objetivos?titulo=eq.${encodeURIComponent(TITLE)}`, { method: 'DELETE' });
  await serviceRest(`think_revisiones?titulo=eq.${encodeURIComponent(REVIEW)}`, { method: 'DELETE' });
  await serviceRest(`think_kpis?nombre=eq.${encodeURIComponent(KPI)}`, { method: 'DELETE' });
  await serviceRest(`ops_ordenes?falla_reportada=eq.${encodeURIComponent(FAULT)}`, { method: 'DELETE' });
});

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

const form = (page: Page, name: string) => page.getByRole('form', { name });
const objectiveProgress = (page: Page) => page.getByRole('progressbar', { name: `Avance de ${TITLE}` }).first();

describe('Axel Think', () => {
  test(
    'an objective with two key results; a check-in moves its progress; then a live KPI turns red when its source changes, the review puts it on the agenda and its PDF downloads',
    { timeout: 180_000 },
    async ({ page, toasts }) => {
      await openSignedIn(page, DEMO.ana, '/axel-think/objetivos');
      await page.getByRole('button', { name: 'Nuevo objetivo' }).click();
      const create = form(page, 'Nuevo objetivo');
      await create.getByLabel('Objetivo', { exact: false }).first().fill(TITLE);
      await create.getByLabel('Perspectiva').selectOption({ label: 'Procesos internos' });
      await create.getByLabel('Responsable').selectOption({ label: 'Ana Torres' });
      await create.getByRole('button', { name: 'Crear objetivo' }).click();
      await toasts.waitFor(`Objetivo «${TITLE}» creado`, 'the new objective is confirmed');
      await expect
        .poll(() => page.getByRole('heading', { name: TITLE }).count(), { message: "the objective's page opens" })
        .toBe(1);
      await expect.poll(() => page.getByText(/Un OKR se mide con entre 2 y 5 resultados clave/).count()).toBe(1);

      // Two key results: a number that goes down (hours of stoppage 40 → 20) and a yes/no.
      await page.getByRole('button', { name: 'Nuevo resultado clave' }).click();
      let kr = form(page, 'Nuevo resultado clave');
      await kr.getByLabel('Resultado clave').fill(`Horas de detención ${STAMP}`);
      await kr.getByLabel('Valor de inicio').fill('40');
      await kr.getByLabel('Meta').fill('20');
      await kr.getByLabel('Unidad').fill('h');
      await kr.getByRole('button', { name: 'Agregar resultado clave' }).click();
      await toasts.waitFor(`Resultado clave «Horas de detención ${STAMP}» agregado`, 'the first key result');
      await page.getByRole('button', { name: 'Nuevo resultado clave' }).click();
      kr = form(page, 'Nuevo resultado clave');
      await kr.getByLabel('Resultado clave').fill(`Plan publicado ${STAMP}`);
      await kr.getByLabel('Tipo').selectOption({ label: 'Sí / no (logrado o pendiente)' });
      await kr.getByRole('button', { name: 'Agregar resultado clave' }).click();
      await toasts.waitFor(`Resultado clave «Plan publicado ${STAMP}» agregado`, 'the second key result');
      await expect.poll(() => page.getByText('Resultados clave (2 de 5)').count()).toBe(1);
      await expect.poll(() => page.getByText(/Un OKR se mide/).count(), { message: 'the warning goes' }).toBe(0);
      expect(await objectiveProgress(page).getAttribute('aria-valuenow')).toBe('0');

      // The check-in: 30 h is half way from 40 to 20; with the yes/no pending the objective is at 25 %.
      const card = page.getByRole('listitem', { name: `Horas de detención ${STAMP}` });
      await card.getByRole('button', { name: 'Registrar avance' }).click();
      const checkIn = form(page, `Registrar avance de Horas de detención ${STAMP}`);
      await checkIn.getByLabel(/Nuevo valor/).fill('30');
      await checkIn.getByLabel('Confianza').selectOption({ label: 'Alta' });
      await checkIn.getByLabel('Comentario').fill('Cambio de rodamientos');
      await checkIn.getByRole('button', { name: 'Registrar avance' }).click();
      await toasts.waitFor('Avance registrado', 'the check-in is confirmed');
      await expect
        .poll(() => objectiveProgress(page).getAttribute('aria-valuenow'), { message: 'the progress moves' })
        .toBe('25');
      const [row] = await serviceRest<Array<{ actual: number; confianza: string }>>(
        `think_resultados_clave?select=actual,confianza&titulo=eq.${encodeURIComponent(`Horas de detención ${STAMP}`)}`,
      );
      expect({ actual: Number(row.actual), confianza: row.confianza }).toEqual({ actual: 30, confianza: 'alta' });

      // The history shows the check-in; the map shows the objective under its perspective.
      await card.getByRole('button', { name: 'Ver historial' }).click();
      await expect.poll(() => card.getByRole('cell', { name: 'Cambio de rodamientos' }).count()).toBe(1);
      await expectNoSeriousA11yViolations(page, "an objective's page with its key results and a history");
      await page.getByRole('link', { name: 'Mapa estratégico' }).click();
      const band = page.getByRole('region', { name: 'Procesos internos' });
      await expect.poll(() => band.getByRole('link', { name: TITLE }).count(), { message: 'the map shows it' }).toBe(1);

      // Then the KPIs and the review: Ana's next stop, through the module's menu (it was a test of its own: a sign-in
      // and a load more).
      {
        // Today's open work orders as Ana reads them (the KPI's live value).
        const ana = createClient(baseUrl(), anonKey(), { auth: { persistSession: false, autoRefreshToken: false } });
        const signIn = await ana.auth.signInWithPassword({ email: DEMO.ana, password: DEMO_PASSWORD });
        expect(signIn.error).toBeNull();
        const { data: open, error } = await ana.rpc('think_fuente_valor', { p_fuente: 'ordenes_abiertas' });
        expect(error).toBeNull();
        // Other journeys open and close Andes' orders on the shared server at the same time: the KPI's
        // thresholds leave them a margin of two orders, and five new orders go beyond it.
        const n = String(Number(open) + 2);

        // Lower is better: green up to today's count (and the margin), red beyond it.
        await followLink(moduleSectionLink(page, 'Axel Think', 'Indicadores'), () =>
          expectPath(page, '/axel-think/indicadores', 'Indicadores'),
        );
        await page.getByRole('button', { name: 'Nuevo indicador' }).click();
        const create = form(page, 'Nuevo indicador');
        await create.getByLabel(/^Indicador/).fill(KPI);
        await create.getByLabel('Origen del valor').selectOption('ordenes_abiertas');
        await create.getByLabel(/^Sentido/).selectOption('menor_mejor');
        await create.getByLabel(/^Meta/).fill(n);
        await create.getByLabel(/^Verde desde/).fill(n);
        await create.getByLabel(/^Rojo más allá de/).fill(n);
        await create.getByRole('button', { name: 'Crear indicador' }).click();
        await toasts.waitFor(`Indicador «${KPI}» creado`, 'the live KPI is created');
        const row = page.getByRole('listitem', { name: KPI });
        await expect.poll(() => row.getByText('Verde').count(), { message: 'green at today’s count' }).toBe(1);
        expect(await row.getByText('En vivo desde Axel Ops').count()).toBe(1);

        // Five new work orders open: the KPI reads beyond its red threshold.
        await serviceRest('ops_ordenes', {
          method: 'POST',
          body: [1, 2, 3, 4, 5].map(() => ({ empresa_id: ANDES, falla_reportada: FAULT })),
        });
        await expect
          .poll(
            async () => {
              await page.reload();
              const item = page.getByRole('listitem', { name: KPI });
              await item.waitFor();
              return item.getByText('Rojo').count();
            },
            { message: 'the KPI turns red', timeout: 20_000 },
          )
          .toBe(1);

        // A review prepared now has it on its agenda; its executive report is a PDF with its title.
        await page.getByRole('link', { name: 'Revisiones' }).click();
        await page.getByRole('button', { name: 'Nueva revisión' }).click();
        const review = form(page, 'Nueva revisión');
        await review.getByLabel(/^Título/).fill(REVIEW);
        await review.getByRole('button', { name: 'Preparar revisión' }).click();
        await toasts.waitFor(`Revisión «${REVIEW}» preparada`, 'the review is prepared');
        await expect
          .poll(() => page.getByRole('heading', { name: REVIEW }).count(), { message: 'its page opens' })
          .toBe(1);
        const agenda = page.getByRole('region', { name: 'Agenda' });
        await expect.poll(() => agenda.getByText(KPI).count(), { message: 'the red KPI is on the agenda' }).toBe(1);
        await expectNoSeriousA11yViolations(page, "a business review's page");
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Descargar informe ejecutivo (PDF)' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^revision-\d{4}-\d{2}-\d{2}\.pdf$/);
        const bytes = await downloadBytes(download);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = await pdfText(bytes);
        expect(text).toContain(REVIEW);
        expect(text).toContain(KPI);
        expect(text).toContain('Informe ejecutivo');
      }
    },
  );
});
