/**
 * Axel Predictive in the browser (issue 39), as admin@andes.demo: the failure-risk ranking opens
 * with the machine that failed most in the demo history (PL-1-L2-E04, criticality A), its
 * calculation shows the orders it is made of, and 'Generar OT' creates its order and opens it. The
 * order this file creates is removed at the end (docs/testing.md rule 2). Then the alerts page: the
 * alerts the database stored from the demo readings and the date of its last run show, an alert is
 * accepted and the measured precision changes (the decision is undone at the end). In the same session, moving through the module's
 * sections without reloading: Pronósticos shows the sales forecast's backtest (MAPE and MASE) and the
 * reorder point of the demo's most used spare part; Riesgo de pago lists a customer with its reasons
 * and opens its inputs; then Industrial's plans page shows the demo's hours-meter plans due and not.
 */
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import { DEMO, openSignedIn, test } from './support/browser.ts';

const created: string[] = [];
afterAll(async () => {
  for (const id of created) await serviceRest(`ops_ordenes?id=eq.${id}`, { method: 'DELETE' });
  // The demo's alerts are the database's (stored when the seed's readings arrived): the decision this
  // file made is undone, the alerts stay.
  await serviceRest('predictive_alertas?empresa_id=eq.c0000000-0000-4000-8000-000000000002&estado=neq.pendiente', {
    method: 'PATCH',
    body: { estado: 'pendiente' },
  });
});

describe('Axel Predictive', () => {
  // One journey of the admin's (it was two tests, each paying a reset, a sign-in and a load of the app):
  // the ranking and its new order, then the alerts, the forecasts, the payment risk and the plans.
  test("the ranking opens with the asset that failed most; 'Generar OT' creates its order; an anomaly is accepted and the precision changes; forecasts, payment risk and the hours-meter plans show", async ({
    page,
    toasts,
  }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-predictive');
    const table = page.getByRole('table', { name: 'Riesgo de falla por activo' });
    await table.waitFor({ timeout: 30_000 });
    const rows = table.locator('tbody tr[data-asset]');
    const first = rows.first();
    await expect.poll(() => first.textContent()).toContain('PL-1-L2-E04');
    // Its failure count (4th cell) is the highest of the table.
    const counts = (await rows.locator('td:nth-child(4)').allTextContents()).map((t) => Number(t.replace(/\./g, '')));
    expect(counts[0]).toBe(Math.max(...counts));

    await first.getByRole('button', { name: /^Ver cálculo de / }).click();
    const detail = page.getByRole('region', { name: /^Cálculo de / });
    await expect.poll(() => detail.getByRole('link', { name: /^OT-\d{6}$/ }).count()).toBe(counts[0]);
    await detail.getByRole('button', { name: 'Generar OT' }).click();
    await toasts.waitFor('Orden OT-', 'the new order is confirmed');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/axel-ops\/ordenes\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    created.push(id);
    const [order] = await serviceRest<Array<{ tipo: string; activo: { codigo: string } }>>(
      `ops_ordenes?select=tipo,activo:industrial_activos(codigo)&id=eq.${id}`,
    );
    expect(order).toEqual({ tipo: 'preventiva', activo: { codigo: 'PL-1-L2-E04' } });

    // The alerts page, in the same session (the new order's page is in another module).
    await page.goto('/axel-predictive/alertas');
    const alerts = page.getByRole('table', { name: 'Alertas de anomalías' });
    await alerts.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('ultima-revision').textContent()).toMatch(/^Última revisión el /);
    const precision = page.getByTestId('precision');
    const before = (await precision.textContent()) ?? '';
    // The planted spike (PL-1-L2-E04, a robust z) is among the pending alerts; its why opens.
    const spike = alerts
      .locator('tbody tr[data-alert]', { hasText: 'PL-1-L2-E04' })
      .filter({ hasText: 'z robusto' })
      .first();
    await spike.getByRole('button', { name: 'Ver por qué' }).click();
    await page
      .getByRole('region', { name: 'Por qué se levantó la alerta' })
      .getByText(/z robusto es/)
      .waitFor();
    await spike.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => precision.textContent()).not.toBe(before);
    expect(await precision.textContent()).toMatch(/^\d+(,\d)? %$/);

    // Pronósticos: the first series (net sales) with its backtest next to it, and the reorder points,
    // the demo's most used part (REP-0006, hydraulic oil, 28 months of outflows) first.
    await page.getByRole('link', { name: 'Pronósticos', exact: true }).click();
    await page.getByRole('heading', { name: /^Método: / }).waitFor({ timeout: 30_000 });
    const backtest = page.getByLabel('Prueba retrospectiva');
    await expect.poll(() => backtest.textContent()).toMatch(/MAPE del modelo\d+(,\d)? %/);
    expect(await backtest.textContent()).toMatch(/MASE del modelo\d+(,\d+)?/);
    const part = page.getByRole('table', { name: 'Punto de reposición por repuesto' }).locator('tbody tr').first();
    await expect.poll(() => part.textContent(), { timeout: 30_000 }).toContain('REP-0006');
    const cells = await part.locator('td').allTextContents();
    expect(Number(cells[1])).toBeGreaterThanOrEqual(26);
    expect(Number(cells[6].replace(/\./g, ''))).toBeGreaterThan(0);
    expect(cells[7]).toMatch(/^Holt-Winters/);

    // Riesgo de pago: the riskiest customer with its reasons; its score opens the documents used.
    await page.getByRole('link', { name: 'Riesgo de pago', exact: true }).click();
    const customer = page
      .getByRole('table', { name: 'Riesgo de pago por cliente' })
      .locator('tbody tr[data-party]')
      .first();
    await customer.waitFor({ timeout: 30_000 });
    expect(await customer.textContent()).toMatch(/\d+ de \d+ documentos? con atraso/);
    await customer.getByRole('button', { name: /^Puntaje de / }).click();
    const inputs = page.getByRole('region', { name: /^Cálculo de / }).getByRole('table', { name: /^Documentos de / });
    await expect.poll(() => inputs.locator('tbody tr').count()).toBeGreaterThan(0);

    // Industrial's plans: the compressor's plan every 2.000 h is due, the motor's has hours left.
    await page.goto('/axel-industrial/planes');
    const compressor = page.getByRole('row', { name: /Cambio de aceite y filtros del compresor/ });
    await expect
      .poll(() => compressor.textContent(), { timeout: 30_000 })
      .toMatch(/2\.000 horas de marcha.*h desde la última vez.*Vencido/);
    await expect
      .poll(() => page.getByRole('row', { name: /Lubricación de rodamientos del motor/ }).textContent())
      .toMatch(/Faltan \d+ h/);
  });
});
