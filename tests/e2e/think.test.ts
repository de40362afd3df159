/**
 * Axel Think in the browser (issue 38), as ana@andes.demo: create an objective with a title unique to
 * this run, give it two key results, register a check-in on one and see the objective's progress
 * move, then find it in the map. Every row it writes hangs from that objective (docs/testing.md rule
 * 2), removed at the end (its key results and check-ins go with it, on delete cascade).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import { DEMO, expectNoSeriousA11yViolations, openSignedIn, test } from './support/browser.ts';

const STAMP = `E2E${Date.now().toString(36).toUpperCase()}`;
const TITLE = `Objetivo ${STAMP}`;

afterAll(async () => {
  await serviceRest(`think_objetivos?titulo=eq.${encodeURIComponent(TITLE)}`, { method: 'DELETE' });
});

const form = (page: Page, name: string) => page.getByRole('form', { name });
const objectiveProgress = (page: Page) => page.getByRole('progressbar', { name: `Avance de ${TITLE}` }).first();

describe('Axel Think', () => {
  test('an objective with two key results; a check-in moves its progress', async ({ page, toasts }) => {
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
  });
});
