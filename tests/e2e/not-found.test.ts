/**
 * The not-found page (docs/product.md §2 route table 'any other path', Not-found page).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO, expectText, storeSession, test } from './support/browser.ts';

async function expectNotFoundPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectText(page, 'Oops! La página que buscas no se encuentra.', `${path} should show the not-found message`);
  await expectText(page, '404', `${path} should show '404'`);
  expect(new URL(page.url()).pathname, 'the unknown URL is kept').toBe(path);
}

describe('not found', () => {
  // Signed out, an unknown path shows 404, keeps its URL, and 'Regresar al Inicio' leads to /: the
  // first two pages of accessibility.test.ts's public pages, which loads them anyway for axe.
  test('an unknown path shows 404 to a signed-in user too', async ({ page }) => {
    await storeSession(page, DEMO.luis);
    await expectNotFoundPage(page, `/ruta-${randomUUID().slice(0, 8)}`);
  });
});
