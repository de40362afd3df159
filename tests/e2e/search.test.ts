/**
 * Search across modules in Chromium (issue 37, docs/search.md): from the dashboard, Ctrl+K opens
 * the search, an order's number finds the order, and Enter opens its page. Reads only: the shared
 * server.
 */
import { describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import { DEMO, expectPath, expectText, openSignedIn, test } from './support/browser.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';

describe('search', () => {
  test('Ctrl+K from the dashboard finds an order by its number and opens it', async ({ page }) => {
    const [order] = await serviceRest<Array<{ id: string; codigo: string }>>(
      `ops_ordenes?select=id,codigo&empresa_id=eq.${ANDES}&numero=eq.12`,
    );
    await openSignedIn(page, DEMO.adminAndes, '/dashboard');
    await expectText(page, 'Buscar', 'the search button is in the top bar');
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Buscar en Axel' });
    await dialog.getByRole('combobox').fill(order.codigo);
    const hit = dialog.getByRole('option', { name: new RegExp(`^${order.codigo}`) });
    await expect.poll(() => hit.isVisible(), { message: 'the order is found by its number' }).toBe(true);
    await expect
      .poll(() => hit.getAttribute('aria-selected'), { message: 'the exact number comes first, selected' })
      .toBe('true');
    await page.keyboard.press('Enter');
    await expectPath(page, `/axel-ops/ordenes/${order.id}`, 'Enter opens the order');
    await expectText(page, order.codigo, "the order's page is shown");
  });
});
