/**
 * The admin panel as superadmin@axel.demo (issue 5): change a user's role, a company's plan, a
 * module of a plan and Ana's override, and see each effect on that user's dashboard after they
 * sign in. It changes what those users see, so it runs on a server of its own (useOwnServer).
 * One journey in one page of the panel (one load), the users signing in one after another in one
 * other profile (leaveSignedOut): a load and a profile cost Chromium more than the steps.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  expectText,
  leaveSignedOut,
  openSignedIn,
  signIn,
  test,
  useOwnServer,
} from './support/browser.ts';

await useOwnServer();

/** Signs `email` in, through the form, in the other profile's page (the next person at that browser). */
async function signInThere(other: Page, email: string, card: string): Promise<Page> {
  await leaveSignedOut(other);
  await signIn(other, email, DEMO_PASSWORD);
  await other.getByRole('article', { name: card }).waitFor({ state: 'visible' });
  return other;
}

describe('the admin panel as super_admin', () => {
  // The four steps were four tests, each loading the panel; they ran in this order on this server.
  // Twice vitest's e2e time limit, for a loaded machine.
  test(
    "opens on 'Gestión de Roles' with every user; a role change: Luis becomes admin and sees 'Administración' after he signs in; a plan change and a module of that plan: Luis gets Think, then Industrial; Ana's override: the switch grants Finanzas back and her dashboard shows it",
    { timeout: 180_000 },
    async ({ page, toasts, newPage }) => {
      await openSignedIn(page, DEMO.superadmin, '/panel-administracion');
      await expect
        .poll(() => page.getByRole('tab', { name: 'Gestión de Roles' }).getAttribute('aria-selected'), {
          message: "'roles' is the default tab",
        })
        .toBe('true');
      await expectText(page, 'luis@pacifico.demo', 'every user is listed');
      const other = await newPage();

      // A role change: Luis becomes admin and sees 'Administración' after he signs in.
      await page.getByRole('button', { name: 'Editar rol de Luis Herrera Soto' }).click();
      await page.getByRole('option', { name: 'Administrador de Empresa' }).click();
      await toasts.waitFor('Rol actualizado correctamente', 'the role change is confirmed');
      const row = page.getByRole('row', { name: /Luis Herrera Soto/ });
      await expect
        .poll(() => row.innerText(), { message: "Luis's row shows the new role badge, out of selector mode" })
        .toContain('Administrador de Empresa');
      expect(await row.getByRole('combobox').count()).toBe(0);

      const luis = await signInThere(other, DEMO.luis, 'Axel People');
      await expect
        .poll(() => luis.getByText('Administración', { exact: true }).count(), {
          message: "Luis now sees 'Administración'",
        })
        .toBeGreaterThan(0);

      // A plan change and a module of that plan: Luis gets Think, then Industrial.
      await page.getByRole('tab', { name: 'Gestión de Planes' }).click();
      await page.getByRole('button', { name: 'Cambiar plan de Comercial Pacífico' }).click();
      await page.getByRole('option', { name: 'Profesional' }).click();
      await toasts.waitFor('Plan actualizado exitosamente para Comercial Pacífico', 'the plan change is confirmed');
      await expect
        .poll(() => page.getByRole('row', { name: /Comercial Pacífico/ }).innerText(), {
          message: 'the row shows the new plan',
        })
        .toContain('Profesional');

      const before = await signInThere(other, DEMO.luis, 'Axel Think');
      await expect
        .poll(() => before.getByRole('article', { name: 'Axel Think' }).innerText(), {
          message: 'Think (profesional) is available to Luis',
        })
        .toContain('Disponible');
      expect(
        await before.getByRole('article', { name: 'Axel Industrial' }).innerText(),
        'Industrial is not in profesional yet',
      ).not.toContain('Disponible');

      await page.getByRole('tab', { name: 'Módulos por Plan' }).click();
      await page.getByRole('tab', { name: 'Profesional' }).click();
      await page.getByRole('switch', { name: 'Activos Industriales en el plan Profesional' }).click();
      await toasts.waitFor('Módulo asignado al plan exitosamente', 'the module is added to the plan');

      await page.getByRole('tab', { name: 'Accesos Efectivos' }).click();
      await page.getByRole('searchbox', { name: 'Buscar' }).fill('luis@pacifico.demo');
      const table = page.getByRole('table', { name: 'Accesos efectivos' });
      for (const module of ['Planificación Estratégica', 'Activos Industriales']) {
        await expect
          .poll(
            async () =>
              (
                await table
                  .getByRole('row', { name: new RegExp(module) })
                  .getByRole('cell')
                  .allInnerTexts()
              ).slice(-2),
            {
              message: `Accesos Efectivos shows Luis's ${module} as granted by the plan`,
            },
          )
          .toEqual(['Sí', 'Plan']);
      }

      const after = await signInThere(other, DEMO.luis, 'Axel Industrial');
      await expect
        .poll(() => after.getByRole('article', { name: 'Axel Industrial' }).innerText(), {
          message: 'Industrial is now available to Luis',
        })
        .toContain('Disponible');

      // Ana's override: the switch grants Finanzas back and her dashboard shows it.
      await page.getByRole('tab', { name: 'Permisos por Usuario' }).click();
      await page.getByRole('combobox', { name: 'Empresa' }).click();
      await page.getByRole('option', { name: 'Industrias Andes' }).click();
      await page.getByRole('button', { name: /Ana Torres Fuentes/ }).click();
      const finance = page.getByRole('switch', { name: 'Acceso de Ana Torres Fuentes a Finanzas' });
      await expect
        .poll(() => finance.getAttribute('aria-checked'), { message: 'Finanzas is denied to Ana by the seed' })
        .toBe('false');
      await finance.click();
      await toasts.waitFor('Permiso actualizado correctamente', 'the override change is confirmed');
      await expect
        .poll(() => finance.getAttribute('aria-checked'), { message: 'the switch shows the new access' })
        .toBe('true');

      // Without a reload, 'Accesos Efectivos' shows the new state (the write awaited its invalidation).
      await page.getByRole('tab', { name: 'Accesos Efectivos' }).click();
      await page.getByRole('searchbox', { name: 'Buscar' }).fill('ana@andes.demo');
      const anaRow = page.getByRole('table', { name: 'Accesos efectivos' }).getByRole('row', { name: /Finanzas/ });
      await expect
        .poll(async () => (await anaRow.getByRole('cell').allInnerTexts()).slice(-2), {
          message: "Ana's Finanzas row reads Sí, from the plan",
        })
        .toEqual(['Sí', 'Plan']);

      const ana = await signInThere(other, DEMO.ana, 'Axel Finance');
      await expect
        .poll(() => ana.getByRole('article', { name: 'Axel Finance' }).innerText(), {
          message: 'Finance is available to Ana again',
        })
        .toContain('Disponible');
    },
  );
});
