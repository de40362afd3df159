/**
 * 'Cerrar Sesión' (docs/product.md §4 session). The app signs out with auth-js's default scope, every
 * session of the account, so the journey signs in as an account of its own, in a company of its own
 * (docs/testing.md rule 2): a file signed in as the same demo account would lose its session mid-test.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { createCompany, createUser } from './support/api.ts';
import { expectPath, expectText, hasStoredSession, openSignedIn, pathnameOf, test } from './support/browser.ts';

describe('sign-out', () => {
  test("'Cerrar Sesión' goes to / and protected pages then redirect to /login", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const email = `salida-${tag}@sesion.demo`;
    await createUser(email, 'Salida-123', await createCompany(`Sesión E2E ${tag}`));
    await openSignedIn(page, email, '/dashboard', 'Salida-123');
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
