/**
 * What each role sees (docs/product.md §2 Layout, §6; docs/design.md §3: admin rights, effective module access
 * on routes and dashboard cards, /no-autorizado).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DEMO,
  expectPath,
  followLink,
  onPage,
  expectText,
  openSignedIn,
  pathnameOf,
  sideMenuLink,
  test,
  waitUntilSettled,
} from './support/browser.ts';

/** Opens the dashboard signed in as `email` and waits until its module list is there. */
async function openDashboard(page: Page, email: string): Promise<void> {
  await openSignedIn(page, email, '/dashboard');
  await onPage(page, () => page.getByText('Módulos', { exact: true }).first().waitFor({ state: 'visible' }));
}

function adminLinks(page: Page) {
  return page.locator('a[href$="/panel-administracion"], a[href$="/config-backend"]');
}

/** A dashboard card's 'Acceder' link (cards are articles named by the module's brand name). */
function cardLink(page: Page, module: string): Locator {
  return page.getByRole('article', { name: module }).getByRole('link', { name: /Acceder/ });
}

async function expectDenied(page: Page, path: string, who: string): Promise<void> {
  await page.goto(path);
  await expectPath(page, '/no-autorizado', `${who} opening ${path} should land on /no-autorizado`);
  await expectText(page, 'Acceso denegado', `${who} should read 'Acceso denegado'`);
}

/** A module the user may not open is refused inside the workspace (issue 16, item 3), not on /no-autorizado. */
async function expectModuleRefused(page: Page, path: string, who: string, reason: string): Promise<void> {
  await page.goto(path);
  await expectText(page, 'Acceso denegado', `${who} should read 'Acceso denegado' on ${path}`);
  await expectText(page, reason, `${who} should read why ${path} is refused`);
  await expectText(page, 'Volver al Dashboard', `${who} should be offered 'Volver al Dashboard'`);
  expect(pathnameOf(page), `${who} stays on ${path}, inside the workspace`).toBe(path);
  expect(
    await page.getByRole('navigation', { name: 'Menú principal' }).count(),
    `the workspace menu stays around the refusal of ${path}`,
  ).toBe(1);
}

/**
 * Follows the app's own link to a protected page (a client-side navigation: far cheaper for Chromium
 * than loading the app again; the guard decides the same way) and waits until the app has settled
 * on a page (guard done). What a user is refused is still opened by its URL (expectDenied,
 * expectModuleRefused): a typed URL is what the guard must stop.
 */
async function expectAllowed(page: Page, link: Locator, path: string, who: string): Promise<void> {
  await followLink(link, async () => {
    await expectPath(page, path, `${who} should be able to open ${path}`);
    await waitUntilSettled(page, path);
  });
  expect(pathnameOf(page), `${who} should be able to open ${path}`).toBe(path);
  const text = await page.locator('body').innerText();
  expect(text.includes('Acceso denegado'), `${who} opening ${path} must not read 'Acceso denegado'`).toBe(false);
  expect(text.includes('Oops! La página que buscas no se encuentra.'), `${path} must exist for ${who}`).toBe(false);
}

/** The dashboard shows 'Administración' with `links` admin links. */
async function expectAdminSection(page: Page, email: string, links: number): Promise<void> {
  await expect
    .poll(() => page.getByText('Administración', { exact: true }).count(), {
      message: `${email} should see 'Administración'`,
    })
    .toBeGreaterThan(0);
  await expect
    .poll(() => adminLinks(page).count(), {
      message: `${email} should see ${links === 2 ? 'the links to /config-backend and' : 'only the link to'} /panel-administracion`,
    })
    .toBe(links);
  if (links === 1)
    expect(await page.locator('a[href$="/config-backend"]').count(), `no configuration link for ${email}`).toBe(0);
}

/** The dashboard shows no 'Administración' and no admin link. */
async function expectNoAdminSection(page: Page, email: string): Promise<void> {
  expect(
    await page.getByText('Administración', { exact: true }).count(),
    `${email} must not see 'Administración'`,
  ).toBe(0);
  expect(await adminLinks(page).count(), `${email} must not see admin links`).toBe(0);
}

// One sign-in and one load of the dashboard per user; what the user may open is followed from it
// (a client-side navigation), what the user is refused is opened by its URL (see expectAllowed).
describe("the 'Administración' menu section", () => {
  // The system configuration is super_admin's alone (docs/design.md §3, issue 6): other admins see
  // only the admin panel link, and /config-backend sends them to /no-autorizado.
  test.for([
    [DEMO.superadmin, 2],
    [DEMO.adminPacifico, 1],
  ] as const)('is shown to the admin %s (%i links)', async ([email, links], { page }) => {
    await openDashboard(page, email);
    await expectAdminSection(page, email, links);
  });

  test(`is shown to the admin ${DEMO.adminAndes} (1 link), whose admin panel opens but not /config-backend; (plan enterprise) /axel-finance opens too`, async ({
    page,
  }) => {
    await openDashboard(page, DEMO.adminAndes);
    await expectAdminSection(page, DEMO.adminAndes, 1);
    await expectAllowed(page, cardLink(page, 'Axel Finance'), '/axel-finance', DEMO.adminAndes);
    await expectAllowed(page, sideMenuLink(page, 'Panel de administración'), '/panel-administracion', DEMO.adminAndes);
    await expectText(page, 'Panel de Administración', 'the admin panel opens');
    await expectText(page, 'Gestión de Roles', "the admin panel opens on 'Gestión de Roles'");
    // The system configuration is super_admin's alone (config.test.ts has the rest of it).
    await expectDenied(page, '/config-backend', DEMO.adminAndes);
  });
});

describe('module access, and the admin panel denied to users', () => {
  test("Ana sees no 'Administración' and is denied the admin panel; her finance card is not 'Disponible' and /axel-finance is refused to her", async ({
    page,
  }) => {
    await openDashboard(page, DEMO.ana);
    await expectNoAdminSection(page, DEMO.ana);
    // Cards are articles named by their title (the module's brand name; docs/product.md's 'Finanzas' is its area).
    const financeCard = page.getByRole('article', { name: 'Axel Finance' });
    const peopleCard = page.getByRole('article', { name: 'Axel People' });
    await financeCard.waitFor({ state: 'visible' });
    await expect
      .poll(() => peopleCard.innerText(), { message: "a module of Ana's plan (people) is 'Disponible' (control)" })
      .toContain('Disponible');
    await expect
      .poll(() => financeCard.innerText(), { message: "Ana's finance card must not say 'Disponible'" })
      .not.toContain('Disponible');
    expect(
      await financeCard.getByRole('link', { name: /Acceder/ }).count(),
      "Ana's finance card offers no 'Acceder' link",
    ).toBe(0);
    await expectModuleRefused(page, '/axel-finance', DEMO.ana, 'Acceso restringido por tu administrador');
    await expectDenied(page, '/panel-administracion', DEMO.ana);
    await expectDenied(page, '/config-backend', DEMO.ana);
  });

  test("luis (plan basico) sees no 'Administración' and is denied the admin panel; he opens /axel-crm but not /axel-ops", async ({
    page,
  }) => {
    await openDashboard(page, DEMO.luis);
    await expectNoAdminSection(page, DEMO.luis);
    await expectAllowed(page, cardLink(page, 'Axel CRM'), '/axel-crm', DEMO.luis);
    await expectModuleRefused(page, '/axel-ops', DEMO.luis, 'No incluido en el plan de tu empresa');
    await expectDenied(page, '/panel-administracion', DEMO.luis);
    await expectDenied(page, '/config-backend', DEMO.luis);
  });
});
