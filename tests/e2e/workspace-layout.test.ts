/**
 * The workspace shell in Chromium at a phone (390×844, 360 px) and a desktop (1440×900) size
 * (issue 16, items 1-3 and 12): element boxes, no horizontal overflow, the drawer's focus trap,
 * the collapsed menu above the fold, and axe on the open drawer and the in-layout refusal.
 * Set E2E_SCREENSHOT_DIR to keep screenshots of each state.
 *
 * One sign-in and one load per person, then every size in turn in the same page (a resize lays the
 * workspace out as a load at that width does; a client-side navigation costs Chromium a fraction of
 * a load): Ana's journey goes phone → desktop → small phone, the admin's desktop → small phone.
 * Two axe checks of accessibility.test.ts run here, where the journey shows their screen: the
 * in-layout refusal on a desktop and the admin panel of admin_empresa; the superadmin's
 * /config-backend at 360 px is measured there, in that account's journey.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  expectNoHorizontalOverflow,
  expectPath,
  expectText,
  followLink,
  onPage,
  openSignedIn,
  signIn,
  test,
  UI_TIMEOUT,
  waitUntilSettled,
} from './support/browser.ts';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function boxOf(locator: ReturnType<Page['locator']>, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box (is rendered)`).not.toBeNull();
  return box as NonNullable<typeof box>;
}

/** The element that has focus is inside the drawer. */
function focusIsInDrawer(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
}

/** Opens the drawer at a phone width and follows its link `name` to `route`, which shows `ready`. */
async function throughDrawer(page: Page, name: string, route: string, ready: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Axel Suite' });
  await followLink(drawer.getByRole('link', { name, exact: true }), async () => {
    await expectPath(page, route, `the drawer's '${name}' leads to ${route}`);
    // The drawer closes on the way (its own text would otherwise count as the page's).
    await drawer.waitFor({ state: 'detached' });
    await expectText(page, ready, `${route} shows`);
    await waitUntilSettled(page, route);
  });
}

/** Measured in one step once the toast has slid in: it lives only a few seconds. */
async function expectWelcomeToastLeavesTheToggle(page: Page): Promise<void> {
  const handle = await page.waitForFunction(
    () => {
      const toast = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].find((t) =>
        t.textContent?.includes('Bienvenido'),
      );
      if (!toast || toast.dataset.mounted !== 'true') return null;
      if (toast.getAnimations({ subtree: true }).some((a) => a.playState === 'running')) return null;
      const toggle = document.querySelector<HTMLElement>('button[aria-label="Abrir menú"]');
      const header = document.querySelector('header');
      if (!toggle || !header) return null;
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const t = box(toggle);
      const hit = document.elementFromPoint(t.x + t.width / 2, t.y + t.height / 2)?.closest('button');
      return { toast: box(toast), toggle: t, header: box(header), hit: hit?.getAttribute('aria-label') ?? null };
    },
    undefined,
    { timeout: UI_TIMEOUT },
  );
  const {
    toast: toastBox,
    toggle: toggleBox,
    header: headerBox,
    hit,
  } = (await handle.jsonValue()) as {
    toast: { x: number; y: number; width: number; height: number };
    toggle: { x: number; y: number; width: number; height: number };
    header: { x: number; y: number; width: number; height: number };
    hit: string | null;
  };
  await screenshot(page, 'phone-welcome-toast');
  const overlaps =
    toastBox.x < toggleBox.x + toggleBox.width &&
    toggleBox.x < toastBox.x + toastBox.width &&
    toastBox.y < toggleBox.y + toggleBox.height &&
    toggleBox.y < toastBox.y + toastBox.height;
  expect(overlaps, `the toast ${JSON.stringify(toastBox)} covers the toggle ${JSON.stringify(toggleBox)}`).toBe(false);
  expect(toastBox.y, 'the toast starts below the top bar').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(toastBox.y + toastBox.height, 'the toast is inside the viewport').toBeLessThanOrEqual(PHONE.height);
  expect(hit, 'a tap at the centre of the toggle reaches the toggle').toBe('Abrir menú');
  // While the toast is up, the toggle opens the drawer.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Axel Suite' });
  await drawer.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

describe('workspace layout, from a phone to a desktop', () => {
  // One journey for what were four tests here and one of accessibility.test.ts, each with a load of
  // its own: twice vitest's e2e time limit, for a loaded machine.
  test(
    'ana: at 390×844 the welcome toast leaves the menu toggle usable; the menu starts closed, the content is not clipped, the drawer opens, traps focus and closes; a locked module is refused in the layout (also at 1440×900); collapsed at 1440×900 she reaches Cerrar Sesión above the fold; at 360 px her pages do not overflow',
    { timeout: 180_000 },
    async ({ page }) => {
      await page.setViewportSize(PHONE);
      // The welcome toast comes with the sign-in form's sign-in.
      await signIn(page, DEMO.ana, DEMO_PASSWORD);
      await expectWelcomeToastLeavesTheToggle(page);

      await expectText(page, 'Disponible', 'the dashboard cards');
      await waitUntilSettled(page, 'the dashboard');
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      expect(await nav.count(), 'the side menu is closed at 390 px').toBe(0);
      await expectNoHorizontalOverflow(page, '/dashboard at 390 px');
      const main = await boxOf(page.getByRole('main'), 'the main content');
      expect(main.x, 'the content starts at the left edge').toBeLessThanOrEqual(1);
      expect(main.width, 'the content has the whole width').toBeGreaterThanOrEqual(PHONE.width - 1);
      const heading = await boxOf(page.getByRole('heading', { name: 'Dashboard', level: 1 }), "the 'Dashboard' title");
      expect(heading.x + heading.width, "'Dashboard' is not clipped").toBeLessThanOrEqual(PHONE.width);
      const card = await boxOf(page.getByRole('article', { name: 'Axel People' }), 'a module card');
      expect(card.x, 'a card starts inside the viewport').toBeGreaterThanOrEqual(0);
      expect(card.x + card.width, 'a card ends inside the viewport').toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'phone-dashboard');

      const toggle = page.getByRole('button', { name: 'Abrir menú' });
      await toggle.click();
      const drawer = page.getByRole('dialog', { name: 'Axel Suite' });
      await drawer.waitFor({ state: 'visible' });
      const drawerBox = await boxOf(drawer, 'the drawer');
      expect(drawerBox.x, 'the drawer opens from the left edge').toBeLessThanOrEqual(1);
      expect(drawerBox.x + drawerBox.width, 'the drawer fits the viewport').toBeLessThanOrEqual(PHONE.width);
      const dashboardLink = drawer.getByRole('link', { name: 'Dashboard' });
      const linkBox = await boxOf(dashboardLink, "the drawer's 'Dashboard' link");
      expect(linkBox.x + linkBox.width, "'Dashboard' in the drawer is not clipped").toBeLessThanOrEqual(PHONE.width);
      await expect.poll(() => focusIsInDrawer(page), { message: 'focus moves into the open drawer' }).toBe(true);
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press('Tab');
        expect(await focusIsInDrawer(page), `after ${i + 1} Tab presses focus is still in the drawer`).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInDrawer(page), 'Shift+Tab stays in the drawer').toBe(true);
      await screenshot(page, 'phone-drawer');
      await expectNoSeriousA11yViolations(page, 'the open menu drawer at 390 px');

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await expect
        .poll(() => toggle.evaluate((el) => el === document.activeElement), {
          message: 'Esc gives focus back to the toggle',
        })
        .toBe(true);

      await toggle.click();
      await drawer.waitFor({ state: 'visible' });
      // A tap on the dimmed page to the right of the drawer closes it. The drawer starts listening for a
      // press outside it on a timer that its layer sets in the same effects as the focus moving in:
      // once the focus is in, one more timer turn lets that listener in first (a tap sooner is lost).
      await expect.poll(() => focusIsInDrawer(page), { message: 'focus moves into the reopened drawer' }).toBe(true);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
      await drawer.waitFor({ state: 'detached' });

      // A locked module, from the drawer: the refusal is inside the layout, with the reason.
      await toggle.click();
      const finance = page.getByRole('dialog').getByRole('link', { name: 'Axel Finance' });
      expect(await finance.getAttribute('data-locked'), "Ana's finance is marked as locked in the menu").toBe('true');
      await finance.click();
      await expectText(page, 'Acceso denegado', "Ana's finance is refused");
      await expectText(page, 'Acceso restringido por tu administrador', 'the refusal says why');
      expect(new URL(page.url()).pathname, 'the refusal stays on the module route').toBe('/axel-finance');
      await page.getByRole('link', { name: 'Volver al Dashboard' }).waitFor({ state: 'visible' });
      await expectNoHorizontalOverflow(page, 'the refusal at 390 px');
      await screenshot(page, 'phone-refusal');
      await expectNoSeriousA11yViolations(page, 'the in-layout refusal at 390 px');

      // The same refusal on a desktop (accessibility.test.ts's axe check of it, moved here).
      await page.setViewportSize(DESKTOP);
      await expectText(page, 'Volver al Dashboard', 'the refusal offers the way back');
      await waitUntilSettled(page, 'the in-layout refusal at 1440 px');
      await onPage(page, () =>
        expect
          .poll(() => page.getByRole('navigation', { name: 'Menú principal' }).count(), {
            message: 'the menu is still there, beside the refusal',
          })
          .toBe(1),
      );
      await expectNoSeriousA11yViolations(page, 'the in-layout refusal (desktop)');

      // Collapsed on a desktop, Ana's last item is above the fold.
      await page.getByRole('button', { name: 'Contraer menú' }).click();
      const signOut = page.getByTestId('side-menu').getByRole('button', { name: 'Cerrar Sesión' });
      await expect
        .poll(async () => (await page.getByTestId('side-menu').boundingBox())?.width, { message: 'collapsed to 64 px' })
        .toBe(64);
      const box = await boxOf(signOut, "'Cerrar Sesión'");
      expect(box.y + box.height, "'Cerrar Sesión' is above the fold at 900 px").toBeLessThanOrEqual(DESKTOP.height);

      // At 360 px, her pages through the drawer, as a phone user goes.
      await page.setViewportSize(SMALL_PHONE);
      for (const [name, route, ready] of [
        ['Mi Perfil', '/mi-perfil', 'Datos personales'],
        ['Axel People', '/axel-people', 'Axel People'],
      ]) {
        await throughDrawer(page, name, route, ready);
        await onPage(page, () => expectNoHorizontalOverflow(page, `${route} at 360 px`));
        await screenshot(page, `phone-360${route.replace(/\//g, '-')}`);
      }
    },
  );

  test('admin@andes: at 1440×900 the collapsed menu keeps its items above the fold, centred, and stays collapsed after a reload, whose first Tab is the skip link; the admin panel passes axe, fits 360 px, and its Select opens light', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openSignedIn(page, DEMO.adminAndes, '/dashboard');
    await waitUntilSettled(page, 'the dashboard');
    const menu = page.getByTestId('side-menu');
    expect((await boxOf(menu, 'the side menu')).width, 'the menu is open (256 px)').toBe(256);
    await screenshot(page, 'desktop-open');

    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await expect.poll(async () => (await menu.boundingBox())?.width, { message: 'collapsed to 64 px' }).toBe(64);
    await page.reload();
    await waitUntilSettled(page, 'the dashboard after a reload');
    await page.getByRole('button', { name: 'Expandir menú' }).waitFor({ state: 'visible' });
    expect((await boxOf(menu, 'the side menu')).width, 'still collapsed after a reload').toBe(64);

    // A fresh load: the first Tab of the page reaches the skip link, and Enter moves to the content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect
      .poll(() => skip.evaluate((el) => el === document.activeElement), {
        message: 'the first Tab reaches the skip link',
      })
      .toBe(true);
    const skipBox = await boxOf(skip, 'the focused skip link');
    expect(skipBox.width, 'the focused skip link is visible').toBeGreaterThan(50);
    await screenshot(page, 'desktop-skip-link');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { message: 'Enter moves focus to the main content' })
      .toBe('contenido');

    for (const item of [
      menu.getByRole('link', { name: 'Dashboard' }),
      menu.getByRole('link', { name: 'Axel Skills' }),
      menu.getByRole('link', { name: 'Panel de administración' }),
      menu.getByRole('button', { name: 'Cerrar Sesión' }),
    ]) {
      const name = (await item.getAttribute('aria-label')) ?? (await item.innerText()) ?? 'item';
      const box = await boxOf(item, name);
      expect(box.y + box.height, `${name} is above the fold at 900 px`).toBeLessThanOrEqual(DESKTOP.height);
      expect(box.height, `${name} keeps the normal item height`).toBeLessThanOrEqual(40);
      expect(box.width, `${name} is one pill inside the 64 px menu`).toBeLessThanOrEqual(56);
      const icon = await boxOf(item.locator('svg').first(), `${name}'s icon`);
      const offset = Math.abs(icon.x + icon.width / 2 - (box.x + box.width / 2));
      expect(offset, `${name}'s icon is centred (off by ${offset} px)`).toBeLessThanOrEqual(1.5);
    }
    // A tooltip names a collapsed item.
    await menu.getByRole('link', { name: 'Panel de administración' }).hover();
    await expect
      .poll(
        () =>
          page
            .getByRole('tooltip')
            .innerText()
            .catch(() => ''),
        { message: 'the tooltip names the item' },
      )
      .toContain('Panel de administración');
    await screenshot(page, 'desktop-collapsed');
    await expectNoHorizontalOverflow(page, '/dashboard at 1440 px');

    await followLink(menu.getByRole('link', { name: 'Panel de administración' }), async () => {
      await expectPath(page, '/panel-administracion', 'the menu leads to the admin panel');
      await expectText(page, 'Panel de Administración', '/panel-administracion shows');
      await waitUntilSettled(page, '/panel-administracion');
    });
    // accessibility.test.ts's axe check of admin_empresa's panel, moved here.
    await expectNoSeriousA11yViolations(page, `/panel-administracion (signed in as ${DEMO.adminAndes})`);
    await page.setViewportSize(SMALL_PHONE);
    await waitUntilSettled(page, '/panel-administracion at 360 px');
    await onPage(page, () => expectNoHorizontalOverflow(page, '/panel-administracion at 360 px'));
    await screenshot(page, 'phone-360-panel-administracion');
    await page.setViewportSize(DESKTOP);

    // Item 13: a Select opens as a light popover, like the cards around it.
    await page.getByRole('tab', { name: 'Accesos Efectivos' }).click();
    await page.getByRole('combobox', { name: 'Acceso' }).click();
    const listbox = page.getByRole('listbox');
    await listbox.waitFor({ state: 'visible' });
    const [r, g, b] = await listbox.evaluate((el) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = getComputedStyle(el).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });
    expect(Math.min(r, g, b), `the open Select is light (rgb ${r}, ${g}, ${b})`).toBeGreaterThanOrEqual(230);
    await screenshot(page, 'desktop-select-open');
  });

  // The superadmin's /config-backend at 360 px: in accessibility.test.ts's journey of that account.
});
