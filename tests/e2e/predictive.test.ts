/**
 * Axel Predictive in the browser (issue 39), as admin@andes.demo: the failure-risk ranking opens
 * with the machine that failed most in the demo history (PL-1-L2-E04, criticality A), its
 * calculation shows the orders it is made of, and 'Generar OT' creates its order and opens it. The
 * order this file creates is removed at the end (docs/testing.md rule 2). Then the alerts page: the
 * rules run over the demo readings, an alert is accepted and the measured precision changes (the
 * alerts the page recorded are removed at the end).
 */
import { afterAll, describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import { DEMO, openSignedIn, test } from './support/browser.ts';

const created: string[] = [];
afterAll(async () => {
  for (const id of created) await serviceRest(`ops_ordenes?id=eq.${id}`, { method: 'DELETE' });
  await serviceRest('predictive_alertas?empresa_id=eq.c0000000-0000-4000-8000-000000000002', { method: 'DELETE' });
});

describe('Axel Predictive', () => {
  test("the ranking opens with the asset that failed most; 'Generar OT' creates its order", async ({
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
  });

  test("an anomaly of the demo readings is accepted and the page's precision changes", async ({ page }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-predictive/alertas');
    const table = page.getByRole('table', { name: 'Alertas de anomalías' });
    await table.waitFor({ timeout: 30_000 });
    const precision = page.getByTestId('precision');
    const before = (await precision.textContent()) ?? '';
    // The planted spike (PL-1-L2-E04, a robust z) is among the pending alerts; its why opens.
    const spike = table
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
  });
});
