/**
 * Accounts end to end (issue 14, docs/design.md §10): onboarding a company and its people through
 * invite links in the local mailbox, a deactivation ending an open session, and a TOTP second
 * factor asked for at the next sign-in.
 *
 * Its own rows (docs/testing.md, rule 2): every account it makes belongs to a company it makes,
 * never to a demo company, whose users and accesses other files count while this one runs.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { totpCodeAt } from '../../server/auth/mfa.ts';
import { createCompany, createUser, mailTo, type MailMessage } from './support/api.ts';
import {
  DEMO,
  expectPath,
  expectText,
  followLink,
  leaveSignedOut,
  onPage,
  openSignedIn,
  sideMenuLink,
  signIn,
  submitSignIn,
  test,
  UI_TIMEOUT,
} from './support/browser.ts';

const tag = () => randomUUID().slice(0, 8);

async function newestMail(email: string): Promise<MailMessage> {
  let newest: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        newest = (await mailTo(email))[0];
        return newest !== undefined;
      },
      { timeout: UI_TIMEOUT, message: `a mail should reach ${email}` },
    )
    .toBe(true);
  return newest!;
}

/** Opens the invite link, chooses a password and lands on the dashboard. */
async function acceptInvitation(page: Page, email: string, password: string): Promise<void> {
  const mail = await newestMail(email);
  expect(mail.link).toContain('type=invite');
  await page.goto(mail.link!);
  await expectPath(page, '/aceptar-invitacion', 'the invite link lands on the invitation page');
  await expectText(page, 'Activa tu cuenta', 'the invitee is asked for a password');
  const fields = page.locator('input[type="password"]');
  await fields.nth(0).fill(password);
  await fields.nth(1).fill(password);
  await page.locator('button[type="submit"]').click();
  await expectPath(page, '/dashboard', 'the invitee enters the workspace');
}

/**
 * From the workspace to a tab of the admin panel through the side menu and the tab, as an admin
 * does: a client-side navigation, far cheaper for Chromium than loading the app again at
 * /panel-administracion?tab=... (the tab's URL is admin-panel's own concern, not this file's).
 */
async function openAdminTab(page: Page, tab: 'Cuentas' | 'Empresas'): Promise<void> {
  await followLink(sideMenuLink(page, 'Panel de administración'), () =>
    expectPath(page, '/panel-administracion', 'the side menu leads to the admin panel'),
  );
  await chooseAdminTab(page, tab);
}

/** The admin panel's tab, chosen on the panel. */
async function chooseAdminTab(page: Page, tab: 'Cuentas' | 'Empresas'): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await onPage(page, () =>
    expect
      .poll(() => new URL(page.url()).searchParams.get('tab'), { message: `the '${tab}' tab opens` })
      .toBe(tab.toLowerCase()),
  );
}

/** A company of this test's own, on the enterprise plan. */
const createOwnCompany = () => createCompany(`Cuentas E2E ${tag()}`);

describe('accounts', () => {
  // The four people act one after another, each in turn in the test's one page (leaveSignedOut).
  test('super_admin creates a company and invites its admin, who accepts and invites a usuario, who signs in', async ({
    page,
  }) => {
    const company = `Empresa E2E ${tag()}`;
    const adminEmail = `jefa-${tag()}@nueva.demo`;
    const userEmail = `persona-${tag()}@nueva.demo`;

    // Signed in without the form (openSignedIn): the form's sign-in is this journey's last step.
    await openSignedIn(page, DEMO.superadmin, '/panel-administracion');
    await chooseAdminTab(page, 'Empresas');
    const form = page.getByRole('form', { name: 'Crear empresa' });
    await form.getByLabel('Nombre de la empresa').fill(company);
    await form.getByLabel('Plan').selectOption('profesional');
    await form.getByLabel('Correo del primer administrador').fill(adminEmail);
    await form.getByLabel('Nombre del primer administrador').fill('Jefa Nueva');
    await form.getByRole('button', { name: 'Crear empresa e invitar' }).click();
    await expectText(page, `Empresa ${company} creada`, 'the company is created and its admin invited');

    const adminPage = page;
    await leaveSignedOut(adminPage);
    await acceptInvitation(adminPage, adminEmail, 'Jefa-Nueva-123');
    await openAdminTab(adminPage, 'Cuentas');
    const invite = adminPage.getByRole('form', { name: 'Invitar usuario' });
    await invite.getByLabel('Correo').fill(userEmail);
    await invite.getByLabel('Nombre').fill('Persona Nueva');
    await invite.getByRole('button', { name: 'Invitar' }).click();
    await expectText(adminPage, `Invitación enviada a ${userEmail}`, 'the admin invites a usuario');
    await onPage(adminPage, () =>
      expect
        .poll(() => adminPage.getByRole('region', { name: 'Invitaciones pendientes' }).getByText(userEmail).count())
        .toBe(1),
    );

    const userPage = page;
    await leaveSignedOut(userPage);
    await acceptInvitation(userPage, userEmail, 'Persona-Nueva-123');
    // A sign-in of their own, from a browser that does not know them.
    const again = page;
    await leaveSignedOut(again);
    await signIn(again, userEmail, 'Persona-Nueva-123');
  });

  test('an admin deactivates a user whose open session then stops working', async ({ page, newPage }) => {
    const company = await createOwnCompany();
    const admin = `jefe-${tag()}@cuentas.demo`;
    await createUser(admin, 'Jefe-12345', company, 'admin_empresa');
    const email = `temporal-${tag()}@cuentas.demo`;
    await createUser(email, 'Temporal-123', company);
    const victim = await newPage();
    await openSignedIn(victim, email, '/dashboard', 'Temporal-123');
    await expectPath(victim, '/dashboard', 'the user is in the workspace, signed in');

    await openSignedIn(page, admin, '/panel-administracion', 'Jefe-12345');
    await chooseAdminTab(page, 'Cuentas');
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: /^Desactivar a / }).click();
    // Deactivating asks first, in the app's dialog (issue 31).
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar', exact: true }).click();
    await expectText(page, 'quedó inactivo', 'the admin sees the deactivation');
    await onPage(page, () => expect.poll(() => row.getByText('Inactivo').count()).toBe(1));

    // The victim's next navigation: the deactivation ended the session, which now reads nothing, its
    // own profile included (issue 30 item 10): signed out, told the session ended.
    await victim.goto('/dashboard');
    await expectPath(victim, '/login', 'the deactivated user is sent to the login page');
    await expectText(victim, 'Tu sesión terminó', 'and told the session ended');
    const retry = await submitSignIn(victim, email, 'Temporal-123');
    expect(retry.status()).toBe(200); // GoTrue signs in; Postgres grants nothing and the SPA signs out again
    await expectPath(victim, '/login', 'a deactivated user cannot get into the workspace');
    await expectText(victim, 'Tu cuenta está desactivada', 'and, signing in again, told why');
  });

  test('a user enrols a TOTP factor in Mi Perfil and must give a code at the next sign-in', async ({ page }) => {
    const email = `totp-${tag()}@cuentas.demo`;
    await createUser(email, 'Segundo-123', await createOwnCompany());
    await openSignedIn(page, email, '/mi-perfil', 'Segundo-123');
    await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await expect.poll(() => page.getByRole('img', { name: /Código QR/ }).count()).toBe(1);
    const confirm = page.getByRole('form', { name: 'Confirmar verificación en dos pasos' });
    await confirm
      .getByLabel('Código de verificación')
      .fill('000000' === totpCodeAt(secret, Date.now()) ? '111111' : '000000');
    await confirm.getByRole('button', { name: 'Activar' }).click();
    await expectText(page, 'Código incorrecto', 'a wrong code is refused with a clear message');
    await confirm.getByLabel('Código de verificación').fill(totpCodeAt(secret, Date.now()));
    await confirm.getByRole('button', { name: 'Activar' }).click();
    await expectText(page, 'La verificación en dos pasos quedó activada', 'the factor is verified');

    // The next sign-in, from a browser that does not know the user.
    const next = page;
    await leaveSignedOut(next);
    const response = await submitSignIn(next, email, 'Segundo-123');
    expect(response.status()).toBe(200);
    await expectText(next, 'Verificación en dos pasos', 'the sign-in asks for the code');
    // The workspace is not reachable before the code.
    await next.goto('/dashboard');
    await expectText(next, 'Verificación en dos pasos', 'the code is still asked for');
    // The next time step: the one used at enrolment is spent (single use).
    await next.getByLabel('Código de verificación').fill(totpCodeAt(secret, Date.now() + 30_000));
    await next.getByRole('button', { name: 'Verificar' }).click();
    await expectPath(next, '/dashboard', 'with the code the user enters the workspace');
  });
});
