/**
 * Every page a user reaches passes axe-core with no serious or critical violation.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { mailTo, requestRecovery } from './support/api.ts';
import {
  DEMO,
  emailInput,
  expectNoSeriousA11yViolations,
  expectPath,
  expectText,
  onPage,
  openSignedIn,
  pathnameOf,
  sideMenuLink,
  storeSession,
  test,
  UI_TIMEOUT,
  visit,
  waitUntilSettled,
} from './support/browser.ts';

interface PublicPage {
  path: string;
  /**
   * The link of the page checked before that leads here, followed as a visitor does (followLink: a
   * client-side navigation, which costs Chromium far less than loading the app again); without it,
   * a fresh load.
   */
  via?: (page: Page) => Locator;
  ready: (page: Page) => Promise<void>;
}

const PUBLIC_PAGES: PublicPage[] = [
  // The not-found journey (docs/product.md §2, 'any other path'; not-found.test.ts has the signed-in
  // one): an unknown path shows 404 and keeps its URL, and 'Regresar al Inicio' leads to /.
  {
    path: '/pagina-que-no-existe',
    ready: async (page) => {
      await expectText(page, 'Oops! La página que buscas no se encuentra.', 'the 404 page');
      await expectText(page, '404', "the not-found page shows '404'");
      expect(pathnameOf(page), 'the unknown URL is kept').toBe('/pagina-que-no-existe');
    },
  },
  {
    path: '/',
    via: (page) => page.getByRole('link', { name: 'Regresar al Inicio', exact: true }),
    ready: (page) => expectText(page, 'Coming Soon', 'the landing page is shown'),
  },
  {
    path: '/login',
    // The top bar's, the first of the page's (the footer has one too).
    via: (page) => page.getByRole('link', { name: 'Acceder al sistema', exact: true }).first(),
    ready: (page) => emailInput(page).waitFor({ state: 'visible' }),
  },
  { path: '/no-autorizado', ready: (page) => expectText(page, 'Acceso denegado', 'the access-denied page') },
  { path: '/reset-password', ready: (page) => waitUntilSettled(page, '/reset-password without a link') },
];

describe('accessibility (axe-core, serious and critical)', () => {
  // The public pages in turn in one browser page (a context and a renderer per page cost more than
  // the check), through their links where one leads on; every failure names its page.
  test(`the public pages: ${PUBLIC_PAGES.map((p) => p.path).join(', ')}`, async ({ page }) => {
    for (const { path, via, ready } of PUBLIC_PAGES) {
      await visit(page, path, via?.(page), async () => {
        if (via) await expectPath(page, path, `the link leads to ${path}`);
        await ready(page);
        await waitUntilSettled(page, path);
      });
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  test('/reset-password opened from a recovery link', async ({ page }) => {
    const email = DEMO.adminPacifico;
    const before = (await mailTo(email)).length;
    await requestRecovery(email);
    await expect
      .poll(async () => (await mailTo(email)).length, { timeout: UI_TIMEOUT, message: 'the recovery e-mail arrives' })
      .toBeGreaterThan(before);
    const [message] = await mailTo(email);
    expect(message.link, 'the recovery e-mail carries a link').toBeTruthy();
    await page.goto(message.link as string);
    await expectPath(page, '/reset-password', 'the link lands on /reset-password');
    await onPage(page, () =>
      expect
        .poll(() => page.locator('input[type="password"]').count(), { message: 'the new-password form shows' })
        .toBe(2),
    );
    await waitUntilSettled(page, '/reset-password with a recovery session');
    await expectNoSeriousA11yViolations(page, '/reset-password (recovery form)');
  });

  const SIGNED_IN_PAGES: (PublicPage & { as: string })[] = [
    { as: DEMO.luis, path: '/dashboard', ready: (page) => expectText(page, 'Disponible', 'the dashboard cards') },
    {
      as: DEMO.luis,
      path: '/mi-perfil',
      via: (page) => sideMenuLink(page, 'Mi Perfil'),
      ready: (page) => expectText(page, 'Datos personales', 'the profile page'),
    },
    {
      as: DEMO.luis,
      path: '/axel-people',
      via: (page) => sideMenuLink(page, 'Axel People'),
      ready: (page) => page.locator('h1').first().waitFor({ state: 'visible' }),
    },
    { as: DEMO.adminAndes, path: '/panel-administracion', ready: (page) => waitUntilSettled(page, 'the admin panel') },
    { as: DEMO.superadmin, path: '/config-backend', ready: (page) => waitUntilSettled(page, 'the configuration') },
  ];

  /** One sign-in and one load, then the user's other pages through the side menu, in turn. */
  async function expectAccessiblePagesOf(page: Page, as: string): Promise<void> {
    await storeSession(page, as);
    for (const { path, via, ready } of SIGNED_IN_PAGES.filter((p) => p.as === as)) {
      await visit(page, path, via?.(page), async () => {
        await expectPath(page, path, `${as} can open ${path}`);
        await ready(page);
        await waitUntilSettled(page, path);
      });
      await expectNoSeriousA11yViolations(page, `${path} (signed in as ${as})`);
    }
  }

  // The superadmin's pages are checked on the way to the confirm dialog (below).
  const SIGNED_IN_USERS = [...new Set(SIGNED_IN_PAGES.map((p) => p.as))].filter((as) => as !== DEMO.superadmin);
  test.for(SIGNED_IN_USERS)('the pages of %s', async (as, { page }) => {
    await expectAccessiblePagesOf(page, as);
  });

  // Issue 16: the new states. Read only (docs/testing.md rule 1): the dialog is cancelled, nothing changes.
  // The superadmin's pages first, then the panel through the side menu: one sign-in and one load for both.
  test(`the pages of ${DEMO.superadmin}, then the confirm dialog before promoting a user to 'Super Administrador' (then cancelled)`, async ({
    page,
  }) => {
    await expectAccessiblePagesOf(page, DEMO.superadmin);
    await sideMenuLink(page, 'Panel de administración').click();
    await expectPath(page, '/panel-administracion', `${DEMO.superadmin} can open /panel-administracion`);
    await expectText(page, 'luis@pacifico.demo', 'the roles tab lists the users');
    const row = page.getByRole('row', { name: /Luis Herrera Soto/ });
    const before = await row.innerText();
    await page.getByRole('button', { name: 'Editar rol de Luis Herrera Soto' }).click();
    await page.getByRole('option', { name: 'Super Administrador' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ state: 'visible' });
    await onPage(page, () =>
      expect
        .poll(() => dialog.innerText(), { message: 'the dialog shows the impact counted by the database' })
        .toMatch(/Tendrá control sobre \d+ usuarios? de \d+ empresas?/),
    );
    await expectNoSeriousA11yViolations(page, 'the confirm dialog (promote to Super Administrador)');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await onPage(page, () =>
      expect.poll(() => row.innerText(), { message: "cancelling leaves Luis's role as it was" }).toBe(before),
    );
  });

  test('the refusal inside the layout (a module the administrator denied)', async ({ page }) => {
    await openSignedIn(page, DEMO.ana, '/axel-finance');
    await expectText(page, 'Acceso denegado', "Ana's finance is refused");
    await expectText(page, 'Volver al Dashboard', 'the refusal offers the way back');
    await waitUntilSettled(page, 'the in-layout refusal');
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).count(), 'the menu is still there').toBe(1);
    await expectNoSeriousA11yViolations(page, 'the in-layout refusal (desktop)');
  });
});
