/**
 * Axel Skills in the browser (issue 38), on a server of its own that runs the scheduled checks as a
 * deployed one does (useOwnServer({ checks: true })): the demo's Rodrigo Vargas holds 'Trabajo en
 * altura' expiring in 20 days; Ana, his manager, sees it in the module's overview and, once the
 * expiry check has run, in the bell's inbox, whose notice opens the certifications of that
 * person. Then, in Axel Ops, choosing Ana as the technician of an order for an electrical panel
 * (category 'Eléctrico', which requires the SEC licence she does not hold) warns under the picker,
 * and the company's default mode (advertir) lets the admin create the order.
 */
import { describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  DEMO,
  expectNoSeriousA11yViolations,
  expectPath,
  expectText,
  openSignedIn,
  test,
  UI_TIMEOUT,
  useOwnServer,
} from './support/browser.ts';

await useOwnServer({ checks: true });

const ANA = 'a0000000-0000-4000-8000-000000000003';
const RODRIGO = 'd1000000-0000-4000-8000-000000000004';
const STAMP = `e2e-${Date.now().toString(36)}`;

describe('Axel Skills', () => {
  test('a certification expiring in 20 days shows in the overview and the inbox', async ({ page }) => {
    await openSignedIn(page, DEMO.ana, '/axel-skills');
    const expiring = page.getByRole('region', { name: /^Certificaciones que vencen en 30 días/ });
    const rodrigo = expiring.getByRole('listitem').filter({ hasText: 'Rodrigo Vargas Pino' });
    await expect
      .poll(() => rodrigo.innerText().catch(() => ''), { timeout: UI_TIMEOUT, message: 'the overview lists it' })
      .toMatch(/Trabajo en altura.*\(en (19|20) días\)/s);

    await expectNoSeriousA11yViolations(page, '/axel-skills');

    // The expiry check (the server's first run, 5 s after it started) gives the admin the notice.
    await expect
      .poll(
        async () =>
          (
            await serviceRest<Array<{ texto: string }>>(
              `notificaciones?select=texto&usuario_id=eq.${ANA}&tipo=eq.certificacion_por_vencer`,
            )
          ).filter((n) => n.texto.includes('Trabajo en altura» de Rodrigo Vargas Pino')).length,
        { timeout: 30_000, interval: 1_000, message: "the scheduled check gives Rodrigo's manager the notice" },
      )
      .toBe(1);
    const bell = page.getByRole('button', { name: /^Notificaciones, / });
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    const notice = panel.getByRole('button', { name: /^Certificación por vencer: Trabajo en altura/ }).filter({
      hasText: 'Rodrigo Vargas Pino',
    });
    await bell.click();
    await expect
      .poll(() => notice.count(), { timeout: UI_TIMEOUT, message: "Ana's inbox lists the 30-day notice" })
      .toBe(1);
    await expect.poll(() => notice.innerText()).toMatch(/vence el \d\d-\d\d-\d{4} \(en (19|20) días\)/);
    await notice.click();
    await expectPath(page, '/axel-skills/certificaciones', "the notice opens the person's certifications");
    expect(new URL(page.url()).searchParams.get('persona')).toBe(RODRIGO);
    const table = page.getByRole('table', { name: 'Certificaciones' });
    await expect
      .poll(() => table.innerText().catch(() => ''), { timeout: UI_TIMEOUT, message: "only Rodrigo's are listed" })
      .toContain('Trabajo en altura');
    expect(await table.innerText()).not.toContain('Felipe Navarro');

    // The gap matrix, by the module's menu.
    await page.getByRole('link', { name: 'Matriz de brechas' }).click();
    await expectPath(page, '/axel-skills/matriz', 'the matrix opens');
    const matrix = page.getByRole('table', { name: 'Brechas por colaborador y competencia' });
    await expect
      .poll(() => matrix.innerText().catch(() => ''), {
        timeout: UI_TIMEOUT,
        message: "Ana's reports are in the matrix",
      })
      .toContain('Rodrigo Vargas Pino');
    expect(await matrix.innerText(), 'Producción is not Ana’s to see').not.toContain('Valentina');
    await expectNoSeriousA11yViolations(page, '/axel-skills/matriz');
  });

  test('Ops warns when an order is assigned to a technician without the certification it requires', async ({
    page,
    toasts,
  }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-ops/ordenes');
    await page.getByRole('button', { name: 'Nueva orden' }).click();
    const form = page.getByRole('form', { name: 'Nueva orden de trabajo' });
    const equipment = form.getByLabel('Equipo');
    await expect.poll(() => equipment.locator('option', { hasText: 'Tablero eléctrico' }).count()).toBeGreaterThan(0);
    const panelLabel = await equipment.locator('option', { hasText: 'Tablero eléctrico' }).first().innerText();
    await equipment.selectOption({ label: panelLabel });
    await form.getByLabel('Falla reportada').fill(`Disyuntor que salta ${STAMP}`);
    await form.getByLabel('Técnico').selectOption({ label: 'Ana Torres' });
    await expectText(
      page,
      'El técnico no tiene vigente la certificación que exige esta orden: Licencia SEC clase A',
      'the warning',
    );
    await expectText(page, 'Puedes asignarla igual', 'the company warns, it does not refuse');
    await form.getByRole('button', { name: 'Crear orden' }).click();
    await toasts.waitFor('creada', 'in warn mode the order is created, assigned');
  });
});
