/**
 * Every page a user reaches passes axe-core with no serious or critical violation. Journeys of other
 * files that show a screen check it there (the in-layout refusal and admin_empresa's admin panel in
 * workspace-layout.test.ts, the public module pages and /contacto in marketing.test.ts, the
 * recovery form in password-reset.test.ts).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DEFAULT_VIEWPORT,
  DEMO,
  emailInput,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  expectPath,
  expectText,
  onPage,
  pathnameOf,
  sideMenuLink,
  storeSession,
  test,
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
    // The check itself can fail: a button without a name (axe's 'button-name', critical) on the
    // last page is reported by name (the helper's answer is built in the page: see browser.ts).
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('button'), { id: 'sin-nombre' })),
    );
    await expect(expectNoSeriousA11yViolations(page, 'a nameless button')).rejects.toThrow(
      /button-name[\s\S]*#sin-nombre/,
    );
    await page.evaluate(() => document.getElementById('sin-nombre')?.remove());
  });

  // /reset-password opened from a recovery link: password-reset.test.ts runs axe on its form.

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
    // admin@andes's /panel-administracion: in workspace-layout.test.ts's admin journey, which shows it.
    // Its first tab (Backend PDF) as it opens: config.test.ts's journey runs axe on the other two as they open.
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
  test(`the pages of ${DEMO.superadmin} (/config-backend also at 360 px), then the confirm dialog before promoting a user to 'Super Administrador' (then cancelled)`, async ({
    page,
  }) => {
    await expectAccessiblePagesOf(page, DEMO.superadmin);
    // /config-backend on a small phone (workspace-layout.test.ts's 360 px check of it, moved here).
    await page.setViewportSize({ width: 360, height: 740 });
    await waitUntilSettled(page, '/config-backend at 360 px');
    await onPage(page, () => expectNoHorizontalOverflow(page, '/config-backend at 360 px'));
    await page.setViewportSize(DEFAULT_VIEWPORT);
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

  // The refusal inside the layout (a module the administrator denied) passes axe at 390 px and on a
  // desktop in workspace-layout.test.ts's journey of Ana, which shows it.
});
