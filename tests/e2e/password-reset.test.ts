/**
 * Password recovery end to end (docs/product.md §7 auth 3, docs/design.md §4: /reset-password is real, the local
 * server delivers the recovery link to its mailbox). It changes the password of an account of its
 * own, in a company of its own (docs/testing.md rule 2), on the shared server. The recovery form
 * passes axe here (accessibility.test.ts's check of it, moved to the journey that shows it).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { apiSignIn, createCompany, createUser, mailTo, requestRecovery, type MailMessage } from './support/api.ts';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  expectPath,
  expectText,
  onPage,
  hasStoredSession,
  leaveSignedOut,
  pathnameOf,
  signIn,
  test,
  UI_TIMEOUT,
  waitUntilSettled,
} from './support/browser.ts';

const TAG = randomUUID().slice(0, 8);
const EMAIL = `olvido-${TAG}@clave.demo`;
const OLD_PASSWORD = 'Antigua-123';

async function recoveryLink(email: string): Promise<string> {
  const before = (await mailTo(email)).length;
  await requestRecovery(email);
  let newest: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailTo(email);
        newest = messages.length > before ? messages[0] : undefined;
        return newest !== undefined;
      },
      { timeout: UI_TIMEOUT, message: `a recovery e-mail should reach ${email}'s mailbox` },
    )
    .toBe(true);
  expect(newest?.link, 'the recovery e-mail carries a link').toBeTruthy();
  return newest?.link as string;
}

describe('password reset', () => {
  test('a recovery link sets a new password, signs the user in, and cannot be used twice', async ({ page }) => {
    await createUser(EMAIL, OLD_PASSWORD, await createCompany(`Clave E2E ${TAG}`));
    const newPassword = `Nueva-${randomUUID().slice(0, 8)}!`;
    const link = await recoveryLink(EMAIL);
    expect(new URL(link).origin, 'the link points at this server').toBe(new URL(baseUrl()).origin);

    await page.goto(link);
    await expectPath(page, '/reset-password', 'the recovery link lands on /reset-password');
    const fields = page.locator('input[type="password"]');
    await onPage(page, () =>
      expect.poll(() => fields.count(), { message: '/reset-password asks for the new password twice' }).toBe(2),
    );
    await waitUntilSettled(page, '/reset-password with a recovery session');
    await expectNoSeriousA11yViolations(page, '/reset-password (recovery form)');
    await fields.nth(0).fill(newPassword);
    await fields.nth(1).fill(newPassword);
    const update = page.waitForResponse((r) => r.url().includes('/auth/v1/user') && r.request().method() === 'PUT');
    await page.locator('button[type="submit"]').click();
    expect((await update).status(), 'the new password is accepted').toBe(200);

    // ends signed in: a protected page opens without a detour through /login
    await expect.poll(() => hasStoredSession(page), { message: 'the user is signed in after the reset' }).toBe(true);
    await page.goto('/mi-perfil');
    await expectText(page, 'Datos personales', 'after the reset the user can open /mi-perfil');
    expect(pathnameOf(page), 'a signed-in user stays on /mi-perfil').toBe('/mi-perfil');

    // the new password works, the old one no longer does: the next person at the same browser
    // (leaveSignedOut: a profile of its own per person cost Chromium a page and a renderer each)
    await leaveSignedOut(page);
    await page.goto('/login');
    await signIn(page, EMAIL, newPassword);
    expect((await apiSignIn(EMAIL, OLD_PASSWORD)).status, 'the old password is rejected').toBe(400);

    // the link was consumed: opened again by someone signed out
    await leaveSignedOut(page);
    await page.goto(link);
    await expectText(
      page,
      /expirad|expired|utilizad|usad|already used/i,
      'opening the used link again says it is expired or used',
    );
    expect(await hasStoredSession(page), 'a used link signs nobody in').toBe(false);
  });
});
