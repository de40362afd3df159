/**
 * 'Cerrar Sesión' (docs/product.md §4 session). On a server of its own (docs/testing.md rule 3): the
 * app signs out with auth-js's default scope, every session of the account, so a file signed in as
 * the same demo account on the shared server would lose its session mid-test.
 */
import { describe, expect } from 'vitest';
import {
  DEMO,
  expectPath,
  expectText,
  hasStoredSession,
  openSignedIn,
  pathnameOf,
  test,
  useOwnServer,
} from './support/browser.ts';

await useOwnServer();

describe('sign-out', () => {
  test("'Cerrar Sesión' goes to / and protected pages then redirect to /login", async ({ page }) => {
    await openSignedIn(page, DEMO.luis, '/dashboard');
    const logout = page.waitForResponse((r) => r.url().includes('/auth/v1/logout'));
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await logout;
    await expectPath(page, '/', "'Cerrar Sesión' should go to /");
    await expectText(page, 'Coming Soon', 'the landing page is shown after sign-out');
    await page.waitForLoadState('networkidle');
    expect(pathnameOf(page), 'after sign-out the user stays on / (no late redirect to /login)').toBe('/');
    await expect.poll(() => hasStoredSession(page), { message: 'sign-out clears the stored session' }).toBe(false);

    for (const path of ['/dashboard', '/mi-perfil']) {
      await page.goto(path);
      await expectPath(page, '/login', `after sign-out ${path} should redirect to /login`);
    }
  });
});
