/**
 * Issue 16 item 10: the Enterprise card's text price ('Personalizado') on /modulos/predictive, public
 * and inside the workspace, at 1280 and 1920 px: it stays inside its card and nothing in the card
 * is clipped (scrollWidth <= clientWidth). Read only (rule 1 of docs/testing.md).
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO, expectText, openSignedIn, test, waitUntilSettled } from './support/browser.ts';

const WIDTHS = [1280, 1920] as const;

interface Measure {
  label: { left: number; right: number; top: number; bottom: number };
  text: { left: number; right: number };
  card: { left: number; right: number; top: number; bottom: number };
  cardContentRight: number;
  clipped: string[];
}

/** The boxes of the Enterprise card, its price and the price's text, and every clipped element inside. */
async function measureEnterprise(page: Page, label = 'Personalizado'): Promise<Measure> {
  const price = page.locator('article[data-plan="enterprise"]').getByText(label, { exact: true });
  await price.waitFor({ state: 'visible' });
  return price.evaluate((label) => {
    const article = label.closest('article');
    if (!article) throw new Error('the price is not in a card');
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    const box = label.getBoundingClientRect();
    const cardBox = article.getBoundingClientRect();
    const paddingRight = parseFloat(getComputedStyle(article).paddingRight);
    const clipped: string[] = [];
    for (const el of [article, ...article.querySelectorAll<HTMLElement>('*')]) {
      if (el instanceof SVGElement) continue;
      if (el.scrollWidth > el.clientWidth + 0.5 && el.clientWidth > 0) {
        clipped.push(
          `<${el.tagName.toLowerCase()}> '${(el.textContent ?? '').slice(0, 30)}' ${el.scrollWidth} > ${el.clientWidth}`,
        );
      }
    }
    return {
      label: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      text: { left: text.left, right: text.right },
      card: { left: cardBox.left, right: cardBox.right, top: cardBox.top, bottom: cardBox.bottom },
      cardContentRight: cardBox.right - paddingRight,
      clipped,
    };
  });
}

function expectFits(m: Measure, where: string): void {
  expect(m.clipped, `${where}: nothing in the Enterprise card is clipped`).toEqual([]);
  expect(m.label.left, `${where}: 'Personalizado' starts inside its card`).toBeGreaterThanOrEqual(m.card.left);
  expect(m.text.right, `${where}: 'Personalizado' ends inside the card's padding`).toBeLessThanOrEqual(
    m.cardContentRight + 0.5,
  );
  expect(m.label.right, `${where}: the price's box ends inside the card`).toBeLessThanOrEqual(m.card.right);
  expect(m.label.top, `${where}: the price is inside the card vertically`).toBeGreaterThanOrEqual(m.card.top);
  expect(m.label.bottom, `${where}: the price is inside the card vertically`).toBeLessThanOrEqual(m.card.bottom);
}

/** Measures the page at each width in turn: the cards lay out with CSS alone, so a resize lays them out as a load at that width does. */
async function expectFitsAtEachWidth(page: Page, path: string, label?: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expectFits(await measureEnterprise(page, label), `${path} at ${width} px`);
  }
}

// One load per page, measured at both widths (see expectFitsAtEachWidth).
describe("the Enterprise price 'Personalizado' fits its card (issue 16 item 10)", () => {
  test(`public /modulos/predictive at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto('/modulos/predictive');
    await waitUntilSettled(page, '/modulos/predictive');
    await expectFitsAtEachWidth(page, '/modulos/predictive');
  });

  // Inside the workspace a module without a workspace shows its presentation page (Axel Assistant;
  // Predictive and Skills are working modules now): its Enterprise text price 'A medida' fits the same way.
  test(`inside the workspace (/axel-assistant) at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await openSignedIn(page, DEMO.superadmin, '/axel-assistant');
    await expectText(page, 'A medida', 'the presentation page inside the workspace');
    await waitUntilSettled(page, '/axel-assistant');
    await expectFitsAtEachWidth(page, '/axel-assistant', 'A medida');
  });
});
