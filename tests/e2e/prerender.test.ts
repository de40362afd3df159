/**
 * The prerendered public pages (scripts/prerender-spa.ts, docs/design.md §8): the landing and the ten
 * module pages arrive as HTML, readable before (and without) any JavaScript, and React hydrates
 * that HTML without a mismatch; every other route is served the empty shell.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { MODULE_KEYS } from '../../src/config/product.ts';
import { openPage, test } from './support/browser.ts';

const PRERENDERED = ['/', ...MODULE_KEYS.map((key) => `/modulos/${key}`)];

async function fetchHtml(path: string): Promise<{ html: string; response: Response }> {
  const response = await fetch(new URL(path, inject('baseUrl')));
  expect(response.status, `GET ${path}`).toBe(200);
  return { html: await response.text(), response };
}

/**
 * What a reader sees of the page: the h1, the plan names and prices (innerText, as allInnerTexts
 * reads it); with the page's <title> count and #root's prerender mark. One call per page: a
 * protocol call per item cost more than reading them.
 */
async function essentials(page: Page) {
  const read = await page.evaluate(() => ({
    title: document.title,
    h1: Array.from(document.querySelectorAll('h1')).map((el) => (el as HTMLElement).innerText),
    plans: Array.from(document.querySelectorAll('#planes article')).map((el) => (el as HTMLElement).innerText),
    titles: document.querySelectorAll('title').length,
    prerendered: document.getElementById('root')?.getAttribute('data-prerendered') ?? null,
    comingSoon: (document.body.textContent ?? '').includes('Coming Soon'),
  }));
  const { titles, prerendered, comingSoon, ...seen } = read;
  return { seen, titles, prerendered, comingSoon };
}

/** Errors React reports in production builds: #418/#423/#425 are hydration mismatches. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * Runs `use` with JavaScript off in `page`: the pages it opens meanwhile are the HTML as served, as
 * a browser without JavaScript (or a crawler) reads it. It is the DevTools protocol's switch that a
 * context with `javaScriptEnabled: false` sets, here on the test's page (same viewport) for the
 * length of `use`: a context of its own would cost Chromium more than the pages it loads.
 */
async function withoutJavaScript<T>(page: Page, use: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    return await use();
  } finally {
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    await cdp.detach();
  }
}

describe('the HTML the server sends', () => {
  test('/ holds the landing, with its own title and description, marked for hydration', async () => {
    const { html, response } = await fetchHtml('/');
    expect(response.headers.get('cache-control'), 'browsers revalidate the page').toBe('no-cache');
    expect(html).toContain('<div id="root" data-prerendered="/">');
    expect(html).toContain('Coming Soon');
    for (const id of ['pilares', 'industrias', 'beneficios', 'machine-learning', 'demo', 'casos-uso', 'planes']) {
      expect(html, `the lazily loaded section #${id} is in the HTML`).toContain(`id="${id}"`);
    }
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g), 'one title').toHaveLength(1);
    expect(head).toContain('<title>Axel Suite: gestión modular para pymes industriales</title>');
    expect(head.match(/<meta name="description"/g), 'one description').toHaveLength(1);
    expect(head).not.toContain('content="Axel Suite: la suite modular de gestión para pequeñas y medianas empresas."');
  });

  test.for(MODULE_KEYS)('/modulos/%s holds its page and its four plans', async (key) => {
    const { html } = await fetchHtml(`/modulos/${key}`);
    expect(html).toContain(`<div id="root" data-prerendered="/modulos/${key}">`);
    expect(html.match(/<article/g)?.length ?? 0, 'the plan cards and more').toBeGreaterThanOrEqual(4);
    expect(html).toMatch(/<title>Axel [^<]+ · Axel Suite<\/title>/);
  });

  test.for(['/dashboard', '/login', '/contacto?modulo=crm&plan=pro', '/modulos/no-existe', '/pagina-que-no-existe'])(
    '%s gets the empty shell',
    async (path) => {
      const { html, response } = await fetchHtml(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('data-prerendered');
      expect(html).toContain('<title>Axel Suite</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );
});

describe('in the browser', () => {
  // One page loading the eleven pages in turn, first without JavaScript, then with it (a context and
  // a renderer per page cost more than the pages themselves); each load hydrates from scratch.
  test('without JavaScript every prerendered page is readable, plans and all; each hydrates without a mismatch and shows what the HTML showed', async ({
    page,
  }) => {
    const before = await withoutJavaScript(page, async () => {
      const seen: Record<string, Awaited<ReturnType<typeof essentials>>['seen']> = {};
      for (const path of PRERENDERED) {
        await page.goto(path);
        const read = await essentials(page);
        // The prerendered HTML as served, not hydrated: main.tsx would have dropped the mark.
        expect(read.prerendered, `${path} without JavaScript stays as the server sent it`).toBe(path);
        seen[path] = read.seen;
        if (path === '/') expect(read.comingSoon, '/ without JavaScript').toBe(true);
      }
      return seen;
    });
    // What a reader without JavaScript (or a crawler) reads.
    expect(before['/'].h1.join(' '), '/ without JavaScript: its title').toContain('Axel Suite');
    expect(before['/modulos/industrial'].h1.join(' '), '/modulos/industrial without JavaScript').toContain(
      'Axel Industrial',
    );
    for (const path of PRERENDERED.filter((p) => p !== '/')) {
      expect(before[path].plans, `${path} without JavaScript: the four plans`).toHaveLength(4);
      expect(before[path].plans.join(' '), `${path} without JavaScript: Pro is 'Más Popular'`).toContain('Más Popular');
    }
    const errors = recordErrors(page);
    for (const path of PRERENDERED) {
      await openPage(page, path);
      const after = await essentials(page);
      expect(after.seen, `${path} after hydration`).toEqual(before[path]);
      expect(after.titles, `${path}: one <title> after hydration`).toBe(1);
      expect(errors, `${path}: no hydration error`).toEqual([]);
    }
  });

  test('a query string still hydrates; a trailing slash renders the page from scratch', async ({ page }) => {
    const errors = recordErrors(page);
    await openPage(page, '/?utm_source=correo');
    expect(await page.locator('h1').innerText()).toContain('Axel Suite');
    await openPage(page, '/modulos/crm/');
    await page.locator('#planes article').first().waitFor({ state: 'visible' });
    expect(await page.locator('h1').innerText()).toContain('Axel CRM');
    expect(errors).toEqual([]);
  });

  test('a page built one year hydrates cleanly the next: the footer keeps the year it was built', async ({
    isolatedPage: page,
  }) => {
    const builtIn = String(new Date().getFullYear());
    await page.clock.setFixedTime(new Date(`${Number(builtIn) + 1}-01-01T12:00:00Z`));
    const errors = recordErrors(page);
    await openPage(page, '/');
    expect(await page.locator('footer').innerText()).toContain(`© ${builtIn} Axel Suite`);
    expect(errors, 'no hydration error').toEqual([]);
  });

  test('when the page’s route cannot load, the app says so instead of leaving dead HTML', async ({ page }) => {
    await page.route(/\/assets\/landing-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Algo salió mal' }).waitFor({ state: 'visible' });
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    expect(await page.getByText('Coming Soon').count(), 'the prerendered page is gone').toBe(0);
  });

  // That a button works once hydrated (the burger menu of /modulos/finance, loaded fresh at 375 px,
  // opens and its links work) is the first step of marketing.test.ts's phone journey.
});
