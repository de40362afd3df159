/**
 * The auth guard of the protected group (docs/product.md §2 route table, protected group, sign-in
 * redirects; §4 session). Sign-out is in sign-out.test.ts.
 */
import { describe, expect } from 'vitest';
import { DEMO, emailInput, expectPath, expectText, openSignedIn, pathnameOf, test } from './support/browser.ts';

describe('auth guard', () => {
  const PROTECTED = ['/dashboard', '/panel-administracion', '/mi-perfil', '/axel-people'];
  // The four in turn in one browser page: each starts from the landing page, the first loaded, the
  // others where going back from /login left the page before (a load of the landing page each).
  test(`without a session ${PROTECTED.join(', ')} redirect to /login, replacing history`, async ({ page }) => {
    await page.goto('/');
    await expectText(page, 'Coming Soon', 'the landing page loads first');
    for (const path of PROTECTED) {
      expect(pathnameOf(page), `${path} is opened from the landing page`).toBe('/');
      await page.goto(path);
      await expectPath(page, '/login', `${path} without a session should end on /login`);
      await emailInput(page).waitFor({ state: 'visible' });

      await page.goBack();
      await expect
        .poll(() => pathnameOf(page), {
          message: `going back from /login should return to / (history replaced), not to ${path}`,
        })
        .toBe('/');
      // and stays there: the protected URL is not in history to bounce through
      await expectText(page, 'Coming Soon', 'back on the landing page');
      expect(pathnameOf(page), `still on / (after ${path})`).toBe('/');
    }
  });

  test('a signed-in user opening /login is sent to /dashboard', async ({ page }) => {
    await openSignedIn(page, DEMO.luis, '/login');
    await expectPath(page, '/dashboard', 'with a session, /login redirects to /dashboard');
  });
});
