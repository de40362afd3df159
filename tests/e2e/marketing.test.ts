/**
 * Issue 8: the public face. The ten module pages with their plans and buttons, the burger menu on a
 * phone, the demo videos, the contact form storing a lead (checked with the service role, and never
 * readable with the anon key), and axe-core on /, a module page and /contacto.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  DEMO,
  expectNoSeriousA11yViolations,
  expectPath,
  expectText,
  onPage,
  openPage,
  openSignedIn,
  test,
  UI_TIMEOUT,
  urlOf,
  waitUntilSettled,
} from './support/browser.ts';

type Price = number | 'Gratis' | 'A medida' | 'Personalizado';

/** docs/product.md §9, as a prospect reads it. */
const PRICES: Record<string, [Price, Price, Price, Price]> = {
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

async function openModulePage(page: Page, key: string): Promise<void> {
  await openPage(page, `/modulos/${key}`);
  await page.locator('#planes article').first().waitFor({ state: 'visible' });
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

async function noHorizontalScroll(page: Page, label: string): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `${label}: nothing sticks out sideways`).toBeLessThanOrEqual(client);
}

/** One module page: four plans with the right prices, buttons and targets, and its demo. */
async function expectModulePage(page: Page, key: string): Promise<void> {
  await openModulePage(page, key);
  const plans = page.locator('#planes article');
  expect(await plans.count(), 'four plan cards').toBe(4);
  for (const [i, [id, name]] of PLANS.entries()) {
    const card = page.getByRole('article', { name, exact: true });
    const price = PRICES[key][i];
    const text = (await card.textContent()) ?? '';
    expect(text, `${key} ${name} shows ${priceText(price)}`).toContain(priceText(price));
    if (typeof price !== 'number')
      expect(text, `${key} ${name}: a text price has no '$' or '/mes'`).not.toMatch(/\$|\/mes/);
    const label = price === 'Gratis' ? 'Empezar Gratis' : 'Contactar';
    const button = card.getByRole('link', { name: label, exact: true });
    expect(await button.getAttribute('href'), `${key} ${name} → /contacto`).toBe(`/contacto?modulo=${key}&plan=${id}`);
    expect(await card.getByText('Más Popular').count(), `only Pro is Más Popular (${name})`).toBe(id === 'pro' ? 1 : 0);
  }
  expect(await page.getByRole('link', { name: 'Empezar Ahora' }).getAttribute('href')).toBe(`/contacto?modulo=${key}`);
  expect(await page.locator('#demo').count(), 'the page has a #demo section').toBe(1);
  if (VIDEO_OF[key]) await expectPlayableDemo(page, VIDEO_OF[key]);
  else {
    await page.locator('#demo').scrollIntoViewIfNeeded();
    await expectText(page, 'estará disponible pronto', `${key} has no active video: a placeholder`);
  }
  expect(await page.title()).toContain('· Axel Suite');
}

describe('module marketing pages', () => {
  // The ten pages in turn in one browser page (a context and a renderer per page cost more than
  // the pages themselves); every assertion names its module.
  test('/modulos/<key>: four plans with the right prices, buttons and targets, for each of the ten', async ({ page }) => {
    for (const key of Object.keys(PRICES)) await expectModulePage(page, key);
  });

  test('a plan button leads to /contacto with its module and plan chosen', async ({ page }) => {
    await openModulePage(page, 'skills');
    await page
      .getByRole('article', { name: 'Crecimiento', exact: true })
      .getByRole('link', { name: 'Contactar' })
      .click();
    await expectPath(page, '/contacto', 'the plan button opens the contact page');
    expect(new URL(page.url()).search).toBe('?modulo=skills&plan=crecimiento');
    expect(await page.getByRole('combobox', { name: 'Módulo de interés' }).innerText()).toContain('Axel Skills');
    expect(await page.getByRole('combobox', { name: 'Plan de interés' }).innerText()).toContain('Crecimiento');
  });

  test("the home page's #demo plays the active 'home' video", async ({ page }) => {
    await openPage(page, '/');
    await expectText(page, 'Coming Soon', 'the landing page');
    await expectPlayableDemo(page, 'home');
  });
});

describe('inside the workspace', () => {
  test('/axel-predictive shows the same page, with the workspace shell instead of the public bar', async ({ page }) => {
    await openSignedIn(page, DEMO.adminAndes, '/axel-predictive');
    await expectPath(page, '/axel-predictive', 'admin@andes.demo (plan enterprise) may open the module');
    await page.locator('#planes article').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { level: 1, name: 'Axel Predictive' }).count()).toBe(1);
    expect(await page.locator('#planes article').count(), 'the four plans').toBe(4);
    expect(
      await page
        .getByRole('article', { name: 'Starter', exact: true })
        .getByRole('link', { name: 'Empezar Gratis' })
        .getAttribute('href'),
    ).toBe('/contacto?modulo=predictive&plan=starter');
    // The signed-in user reads the active video too (RLS: active rows for active users).
    await expectPlayableDemo(page, 'predictivo');
    expect(await page.getByRole('navigation', { name: 'Secciones' }).count(), 'no public top bar').toBe(0);
    expect(await page.getByRole('link', { name: 'Acceder al sistema' }).count(), 'no public sign-in button').toBe(0);
    await waitUntilSettled(page, '/axel-predictive');
    await expectNoSeriousA11yViolations(page, '/axel-predictive');
  });
});

describe('on a phone (375 px)', () => {
  test('the burger menu opens, leads to a section and closes; Escape closes it too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/');
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

  test("from a module page the menu's sections lead to the home page's", async ({ page }) => {
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
  });

  test('nothing is wider than a 360 px or a 375 px screen', async ({ page }) => {
    for (const width of [360, 375]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/', '/modulos/industrial', '/contacto']) {
        await page.goto(path);
        await waitUntilSettled(page, path);
        await noHorizontalScroll(page, `${path} at ${width} px`);
      }
    }
  });
});

describe('/contacto', () => {
  test('stores a lead through the anon key, which can never read it back', async ({ page }) => {
    const email = `prospecto.${Date.now()}@maestranza.demo`;
    await openPage(page, '/modulos/industrial');
    await page.getByRole('article', { name: 'Pro', exact: true }).getByRole('link', { name: 'Contactar' }).click();
    await expectPath(page, '/contacto', 'Pro → /contacto');
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
        modulo_interes: 'industrial',
        plan_interes: 'pro',
      },
    ]);

    // The anon key may insert but never read leads (RLS: no select policy for anon).
    const anonKey = inject('anonKey');
    const read = await fetch(urlOf(`/rest/v1/solicitudes_contacto?correo=eq.${encodeURIComponent(email)}`), {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    expect(read.status, 'anon is refused reading leads').toBe(401);
    expect(await read.json(), 'PostgREST says why').toMatchObject({ code: '42501' });
  });

  test('refuses bad input with clear messages and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/rest/v1/solicitudes_contacto')) posts.push(r.url());
    });
    await page.goto('/contacto');
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
    await expectNoSeriousA11yViolations(page, '/contacto with its validation messages');
    expect(posts, 'nothing is sent while the form is invalid').toEqual([]);
    expect(await page.getByText('¡Gracias! Recibimos tu mensaje').count()).toBe(0);
  });
});

describe('accessibility of the public pages (axe-core, serious and critical)', () => {
  // In turn in one browser page; '/' is checked with the other public pages (accessibility.test.ts).
  const PAGES = ['/modulos/industrial', '/modulos/finance', '/contacto?modulo=crm&plan=pro'];
  test(PAGES.join(', '), async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await waitUntilSettled(page, path);
      await expectNoSeriousA11yViolations(page, path);
    }
  });
});
