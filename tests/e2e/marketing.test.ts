/**
 * Issue 8: the public face. The ten module pages with their plans and buttons, the burger menu on a
 * phone, the demo videos, the contact form storing a lead (checked with the service role, and never
 * readable with the anon key), the public pages at phone widths, and axe-core on /, two module pages
 * and /contacto.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { MODULES, type ModuleKey } from '../../src/config/product.ts';
import { serviceRest } from './support/api.ts';
import {
  DEFAULT_VIEWPORT,
  DEMO,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  expectPath,
  expectText,
  onPage,
  openPage,
  openSignedIn,
  pathnameOf,
  test,
  UI_TIMEOUT,
  urlOf,
  waitUntilSettled,
} from './support/browser.ts';

type Price = number | 'Gratis' | 'A medida' | 'Personalizado';

/** docs/product.md §9, as a prospect reads it. */
const PRICES: Record<ModuleKey, [Price, Price, Price, Price]> = {
  people: [99, 199, 399, 699],
  think: [149, 299, 599, 999],
  crm: [79, 149, 299, 499],
  ops: [199, 399, 799, 1299],
  industrial: [299, 599, 1199, 1999],
  predictive: ['Gratis', 89, 179, 'Personalizado'],
  finance: ['Gratis', 49, 149, 'A medida'],
  assistant: ['Gratis', 49, 99, 'A medida'],
  projects: ['Gratis', 79, 149, 'A medida'],
  skills: ['Gratis', 89, 179, 'A medida'],
};
const PLANS = [
  ['starter', 'Starter'],
  ['crecimiento', 'Crecimiento'],
  ['pro', 'Pro'],
  ['enterprise', 'Enterprise'],
] as const;
/** Seeded active videos_demo rows (supabase/seed.sql). */
const VIDEO_OF: Record<string, string> = { predictive: 'predictivo', industrial: 'inventario' };

function priceText(price: Price): string {
  return typeof price === 'number' ? `$${price.toLocaleString('es-CL')}/mes` : price;
}

async function openModulePage(page: Page, key: ModuleKey): Promise<void> {
  await openPage(page, `/modulos/${key}`);
  await page.locator('#planes article').first().waitFor({ state: 'visible' });
}

/**
 * The footer's link to a module page, followed as a visitor browsing the site does: a client-side
 * navigation, far cheaper for Chromium than a fresh load (prerender.test.ts loads and hydrates each
 * module page from scratch).
 */
function moduleLink(page: Page, key: ModuleKey) {
  return page.locator('footer').getByRole('link', { name: MODULES[key].name, exact: true });
}

/** Waits for that module's page, not the one the link was followed from. */
async function arriveAtModulePage(page: Page, key: ModuleKey): Promise<void> {
  await expectPath(page, `/modulos/${key}`, `the footer's link leads to /modulos/${key}`);
  await page.getByRole('heading', { level: 1, name: MODULES[key].name, exact: true }).waitFor({ state: 'visible' });
  await page.locator('#planes article').first().waitFor({ state: 'visible' });
  // The link sits in the footer, at the bottom of the page it was followed from.
  expect(await page.evaluate(() => window.scrollY), `/modulos/${key} opens at its top`).toBe(0);
}

async function followModuleLink(page: Page, key: ModuleKey): Promise<void> {
  await moduleLink(page, key).click();
  await arriveAtModulePage(page, key);
}

/** Scrolls to #demo and waits until its <video> has loaded the file's metadata (a real, playable file). */
async function expectPlayableDemo(page: Page, slug: string): Promise<void> {
  // The player asks for its video when it nears the screen.
  await page.locator('#demo').scrollIntoViewIfNeeded();
  const video = page.locator('#demo video');
  await video.waitFor({ state: 'attached' });
  expect(await video.getAttribute('src'), '#demo plays the seeded file').toBe(urlOf(`/videos/${slug}.mp4`));
  await onPage(page, () =>
    expect
      .poll(
        () => video.evaluate((v: HTMLVideoElement) => ({ ready: v.readyState >= 1, error: v.error?.code ?? null })),
        {
          timeout: UI_TIMEOUT,
          message: `/videos/${slug}.mp4 loads in the player`,
        },
      )
      .toEqual({ ready: true, error: null }),
  );
  const size = await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, Math.round(v.duration)]);
  expect(size[0], 'the demo video has a picture').toBeGreaterThan(0);
  expect(size[2], 'the demo video lasts a few seconds').toBeGreaterThan(3);
}

/** What the module page shows of its plans, read in one call (a protocol call per card and button cost more than the page). */
async function readModulePage(page: Page) {
  return page.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();
    return {
      cards: Array.from(document.querySelectorAll('#planes article')).map((article) => ({
        // Each card is named by its heading (aria-labelledby), as getByRole('article', { name }) reads it.
        name: text(document.getElementById(article.getAttribute('aria-labelledby') ?? '')),
        text: article.textContent ?? '',
        links: Array.from(article.querySelectorAll('a')).map((a) => ({ name: text(a), href: a.getAttribute('href') })),
      })),
      startNow: Array.from(document.querySelectorAll('a'))
        .filter((a) => (a.textContent ?? '').includes('Empezar Ahora'))
        .map((a) => a.getAttribute('href')),
      demoSections: document.querySelectorAll('#demo').length,
      title: document.title,
    };
  });
}

/** The module page on screen: four plans with the right prices, buttons and targets, and its demo. */
async function expectModulePage(page: Page, key: ModuleKey): Promise<void> {
  const shown = await readModulePage(page);
  expect(shown.cards.length, 'four plan cards').toBe(4);
  for (const [i, [id, name]] of PLANS.entries()) {
    const card = shown.cards.find((c) => c.name === name);
    expect(card, `${key}: a plan card named ${name}`).toBeDefined();
    const price = PRICES[key][i];
    const text = card?.text ?? '';
    expect(text, `${key} ${name} shows ${priceText(price)}`).toContain(priceText(price));
    if (typeof price !== 'number')
      expect(text, `${key} ${name}: a text price has no '$' or '/mes'`).not.toMatch(/\$|\/mes/);
    const label = price === 'Gratis' ? 'Empezar Gratis' : 'Contactar';
    const buttons = card?.links.filter((l) => l.name === label) ?? [];
    expect(buttons.length, `${key} ${name}: one '${label}' button`).toBe(1);
    expect(buttons[0]?.href, `${key} ${name} → /contacto`).toBe(`/contacto?modulo=${key}&plan=${id}`);
    expect(text.split('Más Popular').length - 1, `only Pro is Más Popular (${name})`).toBe(id === 'pro' ? 1 : 0);
  }
  expect(shown.startNow, "one 'Empezar Ahora' link").toEqual([`/contacto?modulo=${key}`]);
  expect(shown.demoSections, 'the page has a #demo section').toBe(1);
  if (VIDEO_OF[key]) await expectPlayableDemo(page, VIDEO_OF[key]);
  else {
    await page.locator('#demo').scrollIntoViewIfNeeded();
    await expectText(page, 'estará disponible pronto', `${key} has no active video: a placeholder`);
  }
  expect(shown.title).toContain('· Axel Suite');
}

/** The contact form on screen refuses bad input with clear messages and sends nothing. */
async function expectContactFormRefusesBadInput(page: Page): Promise<void> {
  const posts: string[] = [];
  const onRequest = (r: Request) => {
    if (r.method() === 'POST' && r.url().includes('/rest/v1/solicitudes_contacto')) posts.push(r.url());
  };
  page.on('request', onRequest);
  await page.getByLabel('Correo electrónico').fill('rosa@');
  await page.getByLabel('Teléfono (opcional)').fill('llámame');
  await page.getByLabel('Mensaje').fill('Hola');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  for (const message of [
    'Escribe tu nombre',
    'Escribe el nombre de tu empresa',
    'Escribe un correo electrónico válido',
    'Escribe un teléfono válido',
    'Escribe un mensaje de al menos 10 caracteres',
  ]) {
    await expectText(page, message, `the form says "${message}"`);
  }
  expect(await page.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true');
  await expectNoSeriousA11yViolations(page, '/contacto?modulo=skills&plan=crecimiento with its validation messages');
  page.off('request', onRequest);
  expect(posts, 'nothing is sent while the form is invalid').toEqual([]);
  expect(await page.getByText('¡Gracias! Recibimos tu mensaje').count()).toBe(0);
}

/** The contact form on screen stores a lead through the anon key, which can never read it back. */
async function expectContactFormStoresALead(
  page: Page,
  chosen: { modulo_interes: ModuleKey; plan_interes: string },
): Promise<void> {
  const email = `prospecto.${Date.now()}@maestranza.demo`;
  await page.getByLabel('Nombre').fill('Rosa Quiroga');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Empresa').fill('Maestranza del Sur');
  await page.getByLabel('Teléfono (opcional)').fill('+56 2 2345 6789');
  await page.getByLabel('Mensaje').fill('Tenemos 60 equipos críticos y queremos ordenar la bodega de repuestos.');
  const insert = page.waitForResponse(
    (r) => r.url().includes('/rest/v1/solicitudes_contacto') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  const response = await insert;
  expect(response.status(), 'the lead is inserted').toBe(201);
  expect(response.request().headers()['authorization'], 'sent with the anon key').toBe(`Bearer ${inject('anonKey')}`);
  await expectText(page, '¡Gracias! Recibimos tu mensaje', 'the thank-you state');

  const rows = await serviceRest<Record<string, unknown>[]>(
    `solicitudes_contacto?correo=eq.${encodeURIComponent(email)}&select=nombre,empresa,correo,telefono,mensaje,modulo_interes,plan_interes`,
  );
  expect(rows, 'exactly one lead stored').toEqual([
    {
      nombre: 'Rosa Quiroga',
      empresa: 'Maestranza del Sur',
      correo: email,
      telefono: '+56 2 2345 6789',
      mensaje: 'Tenemos 60 equipos críticos y queremos ordenar la bodega de repuestos.',
      ...chosen,
    },
  ]);

  // The anon key may insert but never read leads (RLS: no select policy for anon).
  const anonKey = inject('anonKey');
  const read = await fetch(urlOf(`/rest/v1/solicitudes_contacto?correo=eq.${encodeURIComponent(email)}`), {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  });
  expect(read.status, 'anon is refused reading leads').toBe(401);
  expect(await read.json(), 'PostgREST says why').toMatchObject({ code: '42501' });
}

describe('module marketing pages', () => {
  // One load of the home page, then the ten module pages in turn through the footer's links, in one
  // browser page (a context, a renderer or a fresh load per page cost more than the pages
  // themselves); every assertion names its module. The last one, skills, is where a plan button
  // is followed to /contacto, whose form is then checked (it was two tests of its own, each loading
  // a page). On the way, /, /modulos/industrial and /contacto are measured at both phone widths
  // and axe runs on /modulos/industrial and /modulos/finance (they were a test of its own, which
  // loaded / and followed the footer to the same three pages again). Twice vitest's e2e time limit:
  // a long journey on a loaded machine.
  test(
    "/ plays the 'home' video; each of the ten /modulos/<key> has four plans with the right prices, buttons and targets; a plan button leads to /contacto with its module and plan chosen, whose form refuses bad input and stores a lead; nothing is wider than a 360 px or a 375 px screen (/, /modulos/industrial, /contacto); axe on /modulos/industrial and /modulos/finance",
    { timeout: 180_000 },
    async ({ page }) => {
      // The public pages lay out with CSS alone: a resize lays the page out as a load at that width does.
      const measureAtPhoneWidths = async (path: string) => {
        await waitUntilSettled(page, path);
        for (const width of [360, 375]) {
          await page.setViewportSize({ width, height: 740 });
          await expectNoHorizontalOverflow(page, `${path} at ${width} px`);
        }
        await page.setViewportSize(DEFAULT_VIEWPORT);
      };
      const axe = async (path: string) => {
        await waitUntilSettled(page, path);
        await expectNoSeriousA11yViolations(page, path);
      };

      await openPage(page, '/');
      await expectText(page, 'Coming Soon', 'the landing page');
      await expectPlayableDemo(page, 'home');
      await measureAtPhoneWidths('/');

      for (const key of Object.keys(PRICES) as ModuleKey[]) {
        await followModuleLink(page, key);
        await expectModulePage(page, key);
        if (key === 'industrial') {
          await measureAtPhoneWidths('/modulos/industrial');
          await axe('/modulos/industrial');
        }
        if (key === 'finance') await axe('/modulos/finance');
      }

      if (pathnameOf(page) !== '/modulos/skills') await followModuleLink(page, 'skills');
      await page
        .getByRole('article', { name: 'Crecimiento', exact: true })
        .getByRole('link', { name: 'Contactar' })
        .click();
      await expectPath(page, '/contacto', 'the plan button opens the contact page');
      expect(new URL(page.url()).search).toBe('?modulo=skills&plan=crecimiento');
      expect(await page.getByRole('combobox', { name: 'Módulo de interés' }).innerText()).toContain('Axel Skills');
      expect(await page.getByRole('combobox', { name: 'Plan de interés' }).innerText()).toContain('Crecimiento');

      // /contacto with its module and plan chosen, as the plan button leaves it: its width on phones,
      // the form's refusals of bad input (and axe on the form, its chosen module and plan and its
      // messages: the same fields as before them, so one run), then a lead stored (the '/contacto'
      // checks below).
      await measureAtPhoneWidths('/contacto');
      await expectContactFormRefusesBadInput(page);
      await expectContactFormStoresALead(page, { modulo_interes: 'skills', plan_interes: 'crecimiento' });
    },
  );
});

describe('inside the workspace', () => {
  // A module without a workspace (Axel Assistant: the floating assistant is its product) shows its
  // presentation page inside the workspace; Predictive, Think and Skills are working modules now.
  test('/axel-assistant shows the same page, with the workspace shell instead of the public bar', async ({ page }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-assistant');
    await expectPath(page, '/axel-assistant', 'admin@andes.demo (plan enterprise) may open the module');
    await page.locator('#planes article').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { level: 1, name: 'Axel Assistant' }).count()).toBe(1);
    expect(await page.locator('#planes article').count(), 'the four plans').toBe(4);
    expect(
      await page
        .getByRole('article', { name: 'Starter', exact: true })
        .getByRole('link', { name: 'Empezar Gratis' })
        .getAttribute('href'),
    ).toBe('/contacto?modulo=assistant&plan=starter');
    expect(await page.getByRole('navigation', { name: 'Secciones' }).count(), 'no public top bar').toBe(0);
    expect(await page.getByRole('link', { name: 'Acceder al sistema' }).count(), 'no public sign-in button').toBe(0);
    await waitUntilSettled(page, '/axel-assistant');
    await expectNoSeriousA11yViolations(page, '/axel-assistant');
  });
});

describe('on a phone (375 px)', () => {
  // One journey from a module page to the home page, whose burger menu it then tries: one load. Its
  // first step (a fresh load, hydrated, whose burger button works) is also prerender.test.ts's check
  // that a prerendered page's buttons work once hydrated.
  test("from a module page the menu's sections lead to the home page's; there the burger menu opens, leads to a section and closes; Escape closes it too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openModulePage(page, 'finance');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Casos de Uso' }).click();
    await expectPath(page, '/', 'the section link goes home');
    await onPage(page, () =>
      expect
        .poll(
          () =>
            page
              .locator('#casos-uso')
              .evaluate((el) => Math.round(el.getBoundingClientRect().top))
              .catch(() => 9999),
          {
            message: '#casos-uso is scrolled into view',
          },
        )
        .toBeLessThan(120),
    );

    await expectText(page, 'Coming Soon', 'the landing page');
    expect(await page.getByRole('navigation', { name: 'Secciones' }).isVisible(), 'no desktop bar on a phone').toBe(
      false,
    );
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    await burger.waitFor({ state: 'visible' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    const menu = page.locator(`[id="${await burger.getAttribute('aria-controls')}"]`);
    expect(await menu.isVisible(), 'the menu starts closed').toBe(false);

    await burger.click();
    const close = page.getByRole('button', { name: 'Cerrar menú' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await menu.waitFor({ state: 'visible' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Pilares',
      'Industrias',
      'Beneficios',
      'Machine Learning',
      'Demo',
      'Casos de Uso',
      'Planes',
      'Acceder al sistema',
    ]);
    await expectNoSeriousA11yViolations(page, '/ at 375 px with the menu open');

    await menu.getByRole('link', { name: 'Planes' }).click();
    await menu.waitFor({ state: 'hidden' });
    await onPage(page, () =>
      expect
        .poll(() => page.locator('#planes').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
          message: '#planes scrolls to the top of the screen',
        })
        .toBeLessThan(120),
    );
    expect(new URL(page.url()).hash).toBe('#planes');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Abrir menú');
  });
});
