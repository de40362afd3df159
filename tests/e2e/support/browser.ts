/**
 * Browser fixtures for the e2e tests. One Chromium runs for the whole run (started by
 * global-setup as a playwright browser server); each worker connects to it once and keeps one
 * context and page on the shared server for every file it runs (and one on its server of its own,
 * which keeps its port from file to file), which each test gets reset (no cookies, no storage, so sessions
 * never leak); newPage's other profiles are kept the same way. Cleanup lives in the fixtures.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';
import { expect, inject, test as base } from 'vitest';

import { authStorageKey } from '../../../src/lib/auth-storage.ts';
import { apiSignIn, DEMO_PASSWORD } from './api.ts';
import { baseUrl } from './server.ts';

export { DEMO, DEMO_PASSWORD } from './api.ts';
export { baseUrl, useOwnServer } from './server.ts';

const require = createRequire(import.meta.url);
/** axe-core's source, run through the DevTools protocol: the app's CSP forbids inline <script> tags. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Generous for a 2-core machine, well under the test timeout. */
export const UI_TIMEOUT = 15_000;

export function urlOf(path: string): string {
  return new URL(path, baseUrl()).toString();
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

// ---------------------------------------------------------------------------------------------
// Toasts

export interface SeenToast {
  title: string;
  description: string;
  /** The toast's whole visible text (title, description, anything else). */
  text: string;
  type: string;
}

/** Every sonner toast shown in a context, recorded as it appears (toasts vanish after seconds). */
export class ToastRecorder {
  readonly seen: SeenToast[] = [];

  texts(): string[] {
    return this.seen.map((t) => t.text);
  }

  /** Polls until a toast whose title, description or text includes `needle` has appeared. */
  async waitFor(needle: string, message: string): Promise<SeenToast> {
    try {
      await expect.poll(() => this.seen.some((t) => matches(t, needle)), { timeout: UI_TIMEOUT, message }).toBe(true);
    } catch (error) {
      if (error instanceof Error) error.message += `\n    toasts seen: ${JSON.stringify(this.texts())}`;
      throw error;
    }
    return this.seen.find((t) => matches(t, needle)) as SeenToast;
  }
}

function matches(t: SeenToast, needle: string): boolean {
  return t.title.includes(needle) || t.description.includes(needle) || t.text.includes(needle);
}

const RECORD_BINDING = '__e2eRecordToast';

/** Runs in every page of the context before the app: reports each toast (and each change of its text). */
function toastObserverScript(binding: string): void {
  const reported = new WeakMap<Element, string>();
  const text = (el: Element | null): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const scan = () => {
    for (const el of Array.from(document.querySelectorAll('[data-sonner-toast]'))) {
      const toast = {
        title: text(el.querySelector('[data-title]')),
        description: text(el.querySelector('[data-description]')),
        text: text(el.querySelector('[data-content]') ?? el),
        type: el.getAttribute('data-type') ?? '',
      };
      if (!toast.text) continue;
      const key = JSON.stringify(toast);
      if (reported.get(el) === key) continue;
      reported.set(el, key);
      const record = (window as unknown as Record<string, (t: typeof toast) => Promise<void>>)[binding];
      void record?.(toast);
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

// ---------------------------------------------------------------------------------------------
// Fixtures

export const test = base
  /** The worker's connection to the run's one Chromium (global-setup.ts). */
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await chromium.connect(inject('browserWsEndpoint'));
    onCleanup(() => browser.close());
    return browser;
  })
  /**
   * The worker's context and page per origin, made when a file first needs them and kept for every
   * file the worker runs after it (the e2e project shares its workers: isolate: false): one on the
   * shared server, and one on the worker's server of its own, which keeps its origin from file to
   * file (useOwnServer replaces it by a fresh one on the same port). A context costs Chromium about
   * 1.5 s of CPU, and its first load of the app about 1 s more than a load with the app's scripts
   * in its cache; each file paid both before.
   */
  .extend('sharedPage', { scope: 'worker' }, ({ browser }, { onCleanup }): ((origin: string) => Promise<FilePage>) => {
    const made = new Map<string, Promise<{ context: BrowserContext; filePage: FilePage }>>();
    onCleanup(async () => {
      await Promise.all([...made.values()].map(async (m) => (await m).context.close()));
    });
    return async (origin) => {
      await closeOtherOwnOrigins(made, origin, async (m) => (await m).context.close());
      let entry = made.get(origin);
      if (!entry) {
        entry = (async () => {
          const context = await newContext(browser, origin);
          const toasts = await recordToasts(context);
          return { context, filePage: { page: await context.newPage(), toasts } };
        })();
        made.set(origin, entry);
      }
      return (await entry).filePage;
    };
  })
  /**
   * One context and page for the whole file (see page): the worker's for the file's server (the
   * shared one, or the worker's server of its own), which leaves the app when the file ends.
   */
  .extend('filePage', { scope: 'file' }, async ({ sharedPage }, { onCleanup }): Promise<FilePage> => {
    const shared = await sharedPage(baseUrl());
    // Nothing of this file's app (timers, a realtime socket) runs on into the next file. The page
    // stays on the app's origin (a tiny document, not about:blank), so the next file's first load
    // is in the same renderer, with the app's scripts already compiled: about 0.3 s of Chromium's
    // CPU less per file.
    onCleanup(async () => {
      await shared.page.goto(BLANK);
    });
    return shared;
  })
  /**
   * The file's one page (the worker's, see sharedPage): a fresh context and page cost Chromium
   * about 4 s of CPU (a new context, a new renderer, the app compiled again without a cache); the
   * same page navigating to the app costs well under 1 s. Before each test the page leaves the app for a blank document of its
   * origin, its context's storage and cookies are cleared (signed out, no remembered panels), its
   * routes are removed and its viewport is the default one: each test starts as a new visitor. A
   * test signs in with openSignedIn (or the form). A test that changes the context for good (its
   * clock) takes `isolatedPage`.
   */
  .extend('page', async ({ filePage }): Promise<Page> => {
    const { page, toasts } = filePage;
    await resetPage(page);
    toasts.seen.length = 0;
    return page;
  })
  /** Every toast of `page` shown during the test. */
  .extend('toasts', async ({ filePage, page }): Promise<ToastRecorder> => {
    void page; // cleared when the page is reset
    return filePage.toasts;
  })
  /** A page in a context of its own, closed after the test. */
  .extend('isolatedPage', async ({ browser }, { onCleanup }): Promise<Page> => {
    const context = await newContext(browser);
    onCleanup(() => context.close());
    return context.newPage();
  })
  /**
   * The worker's other browser profiles per origin (see sharedPage), kept from file to file: a
   * test's newPage() calls get the file's server's profiles 0, 1, ... in turn.
   */
  .extend(
    'otherProfiles',
    { scope: 'worker' },
    ({ browser }, { onCleanup }): ((i: number) => Promise<BrowserContext>) => {
      const made = new Map<string, Promise<BrowserContext>[]>();
      onCleanup(async () => {
        await Promise.all([...made.values()].flat().map(async (c) => (await c).close()));
      });
      return async (i) => {
        const origin = baseUrl();
        await closeOtherOwnOrigins(made, origin, async (contexts) => {
          await Promise.all(contexts.map(async (c) => (await c).close()));
        });
        let contexts = made.get(origin);
        if (!contexts) made.set(origin, (contexts = []));
        return (contexts[i] ??= newContext(browser, origin));
      };
    },
  )
  /**
   * Opens a page in another browser profile (a context of its own, not the test page's: another
   * user's session beside it); each call in a test is another profile. The profiles are the
   * worker's (see otherProfiles), reused from test to test and file to file with their storage and
   * cookies cleared; the pages close after the test.
   */
  .extend('newPage', ({ otherProfiles }, { onCleanup }): (() => Promise<Page>) => {
    const opened: Page[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map((p) => p.close()));
    });
    return async () => {
      const page = await (await otherProfiles(opened.length)).newPage();
      opened.push(page);
      await resetPage(page);
      return page;
    };
  });

/**
 * A worker keeps contexts for two origins: the shared server's and its server of its own. When its
 * server of its own comes back on another port (its old one was taken), the old origin's are closed.
 */
async function closeOtherOwnOrigins<T>(made: Map<string, T>, origin: string, close: (m: T) => Promise<void>) {
  const shared = inject('baseUrl');
  if (made.has(origin) || origin === shared) return;
  for (const [other, m] of made) {
    if (other === shared) continue;
    made.delete(other);
    await close(m);
  }
}

/** Leaves the app for a blank document of its origin, with the context signed out and clean. */
async function resetPage(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.setViewportSize(DEFAULT_VIEWPORT);
  await leaveSignedOut(page);
  problems.get(page)?.splice(0);
}

/**
 * Leaves the app for a blank document of its origin and forgets the session (cookies and storage):
 * the next person at the same browser, as a new profile would be, without the cost of one (a new
 * context and its first, uncached load of the app cost Chromium several seconds).
 */
export async function leaveSignedOut(page: Page): Promise<void> {
  // Already there (a file's first test, after the last file left the app): no app runs in it, and
  // loading it again cost Chromium about 0.1 s of CPU.
  if (pathnameOf(page) !== BLANK) await page.goto(BLANK);
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The viewport every test's page starts with. */
export const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** A tiny document of the app's origin without the app: its storage, without loading the SPA. */
const BLANK = '/favicon.svg';

interface FilePage {
  page: Page;
  toasts: ToastRecorder;
}

async function newContext(browser: Browser, origin = baseUrl()): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, locale: 'es-CL', viewport: DEFAULT_VIEWPORT });
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(UI_TIMEOUT);
  context.on('page', recordProblems);
  return context;
}

async function recordToasts(context: BrowserContext): Promise<ToastRecorder> {
  const recorder = new ToastRecorder();
  await context.exposeBinding(RECORD_BINDING, (_source, toast: SeenToast) => {
    recorder.seen.push(toast);
  });
  await context.addInitScript(toastObserverScript, RECORD_BINDING);
  return recorder;
}

/** Console errors, uncaught exceptions and failed API calls of each page, for failure messages. */
const problems = new WeakMap<Page, string[]>();

function recordProblems(page: Page): void {
  const list: string[] = [];
  problems.set(page, list);
  const add = (line: string) => {
    if (list.length < 20) list.push(line.slice(0, 300));
  };
  page.on('console', (m) => {
    if (m.type() === 'error') add(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => add(`uncaught: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && /\/(rest|auth)\/v1\//.test(r.url()))
      add(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`);
  });
}

// ---------------------------------------------------------------------------------------------
// Sign-in

export function emailInput(page: Page) {
  return page.getByLabel(/e-?mail|correo/i).and(page.locator('input'));
}

export function passwordInput(page: Page) {
  return page.getByLabel(/password|contraseña/i).and(page.locator('input'));
}

export function signInButton(page: Page) {
  return page.getByRole('button', { name: /^(sign in|log in|login|iniciar sesi[oó]n|ingresar|entrar)$/i });
}

/** Fills and submits the sign-in form; returns the response of the token request. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<Response> {
  if (pathnameOf(page) !== '/login') await page.goto('/login');
  await emailInput(page).fill(email);
  await passwordInput(page).fill(password);
  const tokenResponse = page.waitForResponse(
    (r) => r.url().includes('/auth/v1/token') && r.request().method() === 'POST',
  );
  await signInButton(page).click();
  return tokenResponse;
}

/** Signs in through the UI and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await submitSignIn(page, email, password);
  expect(response.status(), `sign-in request of ${email} should succeed`).toBe(200);
  await expectPath(page, '/dashboard', `${email} should land on /dashboard after signing in`);
}

/**
 * Opens `path` already signed in: the session comes from the token endpoint, as the sign-in form
 * gets it, and is stored where auth-js keeps it before the app starts, so the app loads once.
 * The sign-in form has its own journeys (sign-in.test.ts, guard.test.ts, accounts.test.ts); a
 * journey about something else need not pay for a login page and a dashboard first (about 3 s of
 * Chromium's CPU each on this machine). Each call is a new session of its own.
 */
export async function openSignedIn(page: Page, email: string, path: string, password = DEMO_PASSWORD): Promise<void> {
  await storeSession(page, email, password);
  await page.goto(path);
}

/** Stores a new session of `email` for the page's context; the next page of the app opens signed in. */
export async function storeSession(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await apiSignIn(email, password);
  expect(response.status, `sign-in request of ${email} should succeed`).toBe(200);
  const session = JSON.stringify(await response.json());
  // A tiny document of the app's origin (no app in it), for that origin's localStorage; the page fixture
  // has already left the page there.
  if (pathnameOf(page) !== BLANK) await page.goto(BLANK);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [authStorageKey(baseUrl()), session]);
}

/** The bytes of a download (an exported CSV). */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The visible text of the page (what a user reads). */
export async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

/** What the page shows, for failure messages: URL and the start of its visible text. */
export async function describePage(page: Page): Promise<string> {
  const text = await visibleText(page).catch(() => '(no text)');
  const seen = problems.get(page) ?? [];
  return (
    `at ${page.url()}, the page shows: ${JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 600))}` +
    (seen.length ? `\n    browser problems:\n      ${seen.join('\n      ')}` : '')
  );
}

/** Runs an assertion; when it fails, its message also says where the page is and what it shows. */
export async function onPage<T>(page: Page, assertion: () => Promise<T>): Promise<T> {
  try {
    return await assertion();
  } catch (error) {
    if (error instanceof Error && !error.message.includes('the page shows:')) {
      error.message += `\n    ${await describePage(page)}`;
    }
    throw error;
  }
}

/**
 * Whether the page's visible text (visibleText) includes `text` or matches it, asked in the page:
 * only the answer crosses the protocol, not the page's whole text (which the polls below ask for
 * several times a second, through Chromium's browser process and both ends of playwright's protocol).
 */
async function pageShows(page: Page, text: string | RegExp): Promise<boolean> {
  const needle: { text: string | null; source: string; flags: string } =
    typeof text === 'string' ? { text, source: '', flags: '' } : { text: null, source: text.source, flags: text.flags };
  return page
    .evaluate((n) => {
      const body = document.body?.innerText ?? '';
      return n.text !== null ? body.includes(n.text) : new RegExp(n.source, n.flags).test(body);
    }, needle)
    .catch(() => false);
}

/** Polls until the page shows `text` somewhere. */
export async function expectText(page: Page, text: string | RegExp, message: string): Promise<void> {
  await onPage(page, () =>
    expect
      .poll(() => pageShows(page, text), {
        timeout: UI_TIMEOUT,
        message: `${message} (expected the page to show ${String(text)})`,
      })
      .toBe(true),
  );
}

/** Polls until the URL's path is `path`. */
export async function expectPath(page: Page, path: string, message: string): Promise<void> {
  await onPage(page, () => expect.poll(() => pathnameOf(page), { timeout: UI_TIMEOUT, message }).toBe(path));
}

const LOADING = /Verificando|Verifying session|Cargando\.\.\./;

/** Whether the page shows some text and no loading state, asked in the page (see pageShows). */
async function pageSettled(page: Page): Promise<boolean> {
  return page
    .evaluate(
      ({ source, flags }) => {
        const body = document.body?.innerText ?? '';
        return body.trim().length > 0 && !new RegExp(source, flags).test(body);
      },
      { source: LOADING.source, flags: LOADING.flags },
    )
    .catch(() => false);
}

/**
 * Opens a path and waits until React has taken over the page. The landing and the module pages
 * arrive prerendered (scripts/prerender-spa.ts): plain HTML whose buttons do nothing until it is
 * hydrated, which main.tsx marks by dropping #root's data-prerendered.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

/** Waits until the app shows something other than a loading state, then for the network to rest. */
export async function waitUntilSettled(page: Page, label: string): Promise<void> {
  await onPage(page, () =>
    expect.poll(() => pageSettled(page), { timeout: UI_TIMEOUT, message: `${label} should finish loading` }).toBe(true),
  );
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** A link of the workspace's side menu ('Menú principal'), by its exact name. */
export function sideMenuLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name, exact: true });
}

/** A link of a module's own menu ('Secciones de <module>'), by its exact name. */
/**
 * Closes every toast on the page with its close button, as a person does when one covers what they
 * click next. The toaster sits at the top, over the module's section menu, and keeps its toasts while
 * the pointer rests on them (playwright's last click may have left it there): followLink closes them
 * before it clicks.
 */
async function dismissToasts(page: Page): Promise<void> {
  const closed = await page.evaluate(() => {
    const buttons = document.querySelectorAll<HTMLElement>('[data-sonner-toast] [data-close-button]');
    for (const button of Array.from(buttons)) button.click();
    return buttons.length;
  });
  // A closed toast leaves with a short animation (marked data-removed until then).
  if (closed > 0)
    await expect
      .poll(() => page.locator('[data-sonner-toast][data-removed="true"]').count(), { message: 'the toasts close' })
      .toBe(0);
}

export function moduleSectionLink(page: Page, module: string, name: string): Locator {
  return page.getByRole('navigation', { name: `Secciones de ${module}` }).getByRole('link', { name, exact: true });
}

/**
 * Clicks a link that navigates inside the app (far cheaper for Chromium than loading the app
 * again), runs `arrived` (the wait for the new page), then waits for what a load's networkidle
 * gives waitUntilSettled: every request made since the click done, and none for 500 ms (a
 * client-side navigation has no load of its own; the last load's networkidle is long past). A
 * video's requests are left out: the player may keep one open while it buffers.
 */
export async function followLink(link: Locator, arrived: () => Promise<void>): Promise<void> {
  const page = link.page();
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (r: Request) => {
    if (r.resourceType() === 'media') return;
    inFlight.add(r);
    lastChange = Date.now();
  };
  const ended = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await dismissToasts(page);
    await link.click();
    await arrived();
    await onPage(page, () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, {
          timeout: UI_TIMEOUT,
          message: `the network rests after following the link to ${page.url()}`,
        })
        .toBe(true),
    );
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Reaches `path` through the link `via` when there is one (followLink), else by loading it; then `arrived`. */
export async function visit(
  page: Page,
  path: string,
  via: Locator | undefined,
  arrived: () => Promise<void>,
): Promise<void> {
  if (via) return followLink(via, arrived);
  await page.goto(path);
  await arrived();
}

/** Nothing is wider than the viewport: the page never scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  // The width the page can show without scrolling (a visible vertical scrollbar's excluded).
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `${label}: the page is ${scrollWidth} px wide in a ${clientWidth} px viewport`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** True when supabase-js holds a session in this page's local storage. */
export async function hasStoredSession(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(localStorage).some(
      (k) => k.startsWith('sb-') && k.endsWith('-auth-token') && !!localStorage.getItem(k),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Accessibility

const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/** Waits until finite animations (fades, slides) have finished, so axe sees the settled page. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** A serious or critical violation as axe reports it, with only what the failure message shows. */
interface BlockingViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

/**
 * Runs axe-core on the whole page; fails listing every serious or critical violation. The page
 * answers with those violations only: axe's whole result (every rule's passes with each node's
 * selector and HTML, some 300 kB on a module screen) cost more CPU to build and carry over
 * playwright's protocol than the rules themselves (docs/testing.md, "axe's answer"), and no test
 * reads the passes. `resultTypes: ['violations']` keeps every violation with all its nodes and
 * stops axe describing each passing node.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // axe-core is half a megabyte of script: parsed once per document, not once per check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runAxe = async () => {
    await waitForAnimations(page);
    return page.evaluate(async (blocking) => {
      const { axe } = window as unknown as {
        axe: { run(options: { resultTypes: string[] }): Promise<AxeResults> };
      };
      const results = await axe.run({ resultTypes: ['violations'] });
      return results.violations
        .filter((v) => v.impact && blocking.includes(v.impact))
        .map((v) => ({
          id: v.id,
          impact: v.impact as string,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
        }));
    }, BLOCKING);
  };
  // A toast may start fading out while axe runs (its half-transparent text fails contrast for
  // 200 ms); a real violation is still there on a second run over the settled page.
  let blocking: BlockingViolation[] = await runAxe();
  if (blocking.length > 0) blocking = await runAxe();
  const report = blocking
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((n) => `    ${JSON.stringify(n.target)}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(blocking.length, `${label}: serious or critical accessibility violations:\n${report}`).toBe(0);
}
