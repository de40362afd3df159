/**
 * Sign-in (docs/product.md §2 Sign-in, §4 user account, §5 validation, §8 sign-in errors and toasts).
 */
import type { Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { fullNameOf } from './support/api.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  emailInput,
  expectPath,
  expectText,
  hasStoredSession,
  leaveSignedOut,
  passwordInput,
  pathnameOf,
  signIn,
  signInButton,
  submitSignIn,
  test,
  urlOf,
} from './support/browser.ts';

const ACTIVE_ACCOUNTS = [DEMO.superadmin, DEMO.adminAndes, DEMO.ana, DEMO.adminPacifico, DEMO.luis];

describe('sign-in', () => {
  // One load of /login for the form's refusals and the first account's sign-in, then a load of /login
  // per account, each signed out (leaveSignedOut) before the next, in one page: every assertion names
  // its account or its case (these were eight tests, each loading /login). Twice vitest's e2e time
  // limit, for a loaded machine.
  test(
    `the form: focus on load, validation on submit, a wrong password, the inactive account; then ${ACTIVE_ACCOUNTS.join(', ')} each land on /dashboard and are welcomed by name`,
    { timeout: 180_000 },
    async ({ page, toasts }) => {
      await page.goto('/login');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), {
          message: 'the e-mail field has the focus on load',
        })
        .toBe('email');

      // The form validates the e-mail and the password length on submit.
      let tokenRequests = 0;
      const countTokenRequests = (r: Request) => {
        if (r.url().includes('/auth/v1/token')) tokenRequests += 1;
      };
      page.on('request', countTokenRequests);
      await emailInput(page).fill('not-an-email');
      await passwordInput(page).fill(DEMO_PASSWORD);
      await signInButton(page).click();
      await expectText(page, 'Please enter a valid email address', 'an invalid e-mail is reported on submit');
      await emailInput(page).fill(DEMO.luis);
      await passwordInput(page).fill('12345');
      await signInButton(page).click();
      await expectText(page, 'Password must be at least 6 characters', 'a short password is reported on submit');
      page.off('request', countTokenRequests);
      expect(tokenRequests, 'invalid forms never reach the auth server').toBe(0);
      expect(pathnameOf(page), 'validation errors stay on /login').toBe('/login');

      // A wrong password shows the credentials error and stays on /login.
      const response = await submitSignIn(page, DEMO.luis, 'Wrong-password-1');
      expect(response.status(), 'the token endpoint rejects a wrong password').toBe(400);
      await expectText(
        page,
        'Invalid credentials. Please check your email and password.',
        'the sign-in screen explains a wrong password',
      );
      // Issue 16: one message, the screen's own; no toast with the server's raw English text.
      expect(toasts.texts().join(' '), 'no raw server text in a toast').not.toContain('Invalid login credentials');
      expect(pathnameOf(page), 'a failed sign-in stays on /login').toBe('/login');
      expect(await hasStoredSession(page), 'a failed sign-in stores no session').toBe(false);

      // The inactive account is told so and signed out.
      await submitSignIn(page, DEMO.inactivo, DEMO_PASSWORD);
      await toasts.waitFor(
        'Tu cuenta está desactivada. Contacta al administrador.',
        'the inactive account should see the deactivated toast',
      );
      await expectPath(page, '/login', 'the inactive account ends on /login');
      await page.waitForLoadState('networkidle');
      expect(pathnameOf(page), 'the inactive account stays on /login').toBe('/login');
      await expect.poll(() => hasStoredSession(page), { message: 'the inactive account keeps no session' }).toBe(false);
      await page.goto(urlOf('/dashboard'));
      await expectPath(page, '/login', 'with no session, /dashboard redirects the inactive account to /login');

      // Each active account lands on /dashboard and is welcomed by name; the first on this /login.
      for (const [i, email] of ACTIVE_ACCOUNTS.entries()) {
        const fullName = await fullNameOf(email);
        if (i > 0) {
          await leaveSignedOut(page);
          await page.goto('/login');
        }
        toasts.seen.length = 0;
        await signIn(page, email, DEMO_PASSWORD);
        const welcome = await toasts.waitFor('Bienvenido', `${email} should see a welcome toast`);
        expect(welcome.title || welcome.text, `welcome toast of ${email}`).toBe(`Bienvenido ${fullName}`);
        expect(pathnameOf(page), `${email} stays on the dashboard`).toBe('/dashboard');
      }
    },
  );

  test('a guarded page sends the user to /login and back to that page after signing in', async ({ page }) => {
    await page.goto('/panel-administracion?tab=planes');
    await expectPath(page, '/login', 'a guarded page asks for sign-in first');
    const response = await submitSignIn(page, DEMO.adminAndes, DEMO_PASSWORD);
    expect(response.status(), 'the sign-in succeeds').toBe(200);
    await expectPath(page, '/panel-administracion', 'sign-in returns to the page asked for');
    expect(new URL(page.url()).search, 'the query string survives the round trip').toBe('?tab=planes');
  });
});
