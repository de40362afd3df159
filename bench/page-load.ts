/**
 * What a browser downloads and asks for when a page opens (issue 33), in Debian's Chromium against
 * the embedded server serving a production build:
 *
 * - the JavaScript of `/` and `/login` as the browser downloads it (bytes on the wire, the server's
 *   gzip) until the page is usable and the network has been quiet for QUIET_MS: background loads
 *   count (docs/design.md §8: at most 150 KB each);
 * - a signed-in screen's first load: the session and configuration reads (auth, the profile,
 *   cuenta_vigente, mis_modulos, app_config), how many there are, whether any is asked twice, and
 *   whether they go out together or one after another, as the page's code asked them (in one task,
 *   none asked after another's answer had reached the page; recordApiReads), in every load; the
 *   network's timing of the same reads is printed beside it; the JavaScript until the screen is
 *   usable.
 *
 * BENCH_BEFORE_DIST=<a build's folder> (e.g. main's `npm run build` output, built for the local
 * server) measures that build too, alternately with this one, and prints both side by side.
 *
 * Module screens load under 4x CPU throttling (a mid phone, issue 33).
 *
 *   npm run bench -- page-load
 *   BENCH_PAGE_LOAD_ONLY=<regex of labels>   some pages only; BENCH_PAGE_LOAD_MODULES=ops,finance
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { ensureSpaBuilt } from '../scripts/build-spa.ts';
import { DEFAULT_JWT_SECRET } from '../server/config.ts';
import { DEMO, DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { startServer, type RunningServer } from '../server/index.ts';
import { makeApiKeys } from '../server/keys.ts';
import { authStorageKey } from '../src/lib/auth-storage.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/support/launch-options.ts';
import { seededSnapshot } from '../tests/support/seeded-snapshot.ts';
import { openTemplateCopy } from '../tests/support/server.ts';
import type { BenchLine } from './stats.ts';

const OUT_DIR = join(tmpdir(), 'axel-bench-page-load-dist');
const LOCAL_BUILD = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };
const PUBLIC_BUDGET_KB = 150;
const MODULE_BUDGET_KB = 200;
/** The network counts as idle once nothing was asked for this long (longer than networkidle's 500 ms). */
const QUIET_MS = 2_000;
const RUNS = Math.max(1, Number(process.env.BENCH_PAGE_LOAD_RUNS ?? 3));
const TIMEOUT = 60_000;

interface Loaded {
  url: string;
  type: string;
  method: string;
  /** Milliseconds since the navigation started. */
  start: number;
  end: number;
  /** Bytes of the response body as they came over the network (compressed). */
  bytes: number;
}

/** An API read as the page's own code saw it (recordApiReads): ms since the navigation started. */
interface PageRead {
  url: string;
  method: string;
  /** When fetch() was called. */
  asked: number;
  /** When its response reached the page (fetch's promise resolved); NaN if it never did. */
  answered: number;
  /** The JavaScript task fetch() was called in (reads asked in one go share it). */
  task: number;
}

interface PageLoad {
  requests: Loaded[];
  /** The API reads as the page asked them and heard their answers (signed-in pages). */
  pageReads?: PageRead[];
  /** When the page was usable, ms since the navigation started. */
  usableAt: number;
  /** The requests of the user's first action afterwards (Target.then). */
  then?: Loaded[];
}

/** Opens `path` and records every request until the page is usable and then quiet for QUIET_MS. */
async function load(page: Page, target: Target): Promise<PageLoad> {
  const pending = new Set<Request>();
  let requests: Loaded[] = [];
  let t0 = 0;
  let last = 0;
  const onRequest = (r: Request) => {
    pending.add(r);
    last = performance.now();
  };
  const onDone = async (r: Request) => {
    const timing = r.timing();
    const sizes = await r.sizes().catch(() => ({ responseBodySize: 0 }));
    requests.push({
      url: r.url(),
      type: r.resourceType(),
      method: r.method(),
      start: timing.startTime - t0,
      end: timing.startTime + timing.responseEnd - t0,
      bytes: sizes.responseBodySize,
    });
    // Counted done once its size is known, so a quiet network has every size in.
    pending.delete(r);
    last = performance.now();
  };
  const quiet = async () => {
    for (const deadline = performance.now() + TIMEOUT; ;) {
      if (pending.size === 0 && performance.now() - last >= QUIET_MS) return;
      if (performance.now() > deadline) throw new Error(`${target.path}: the network never went quiet`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  page.on('request', onRequest);
  page.on('requestfinished', (r) => void onDone(r));
  page.on('requestfailed', (r) => pending.delete(r));
  try {
    t0 = Date.now();
    const started = performance.now();
    await page.goto(target.path, { waitUntil: 'commit' });
    await target.usable(page);
    let usableAt = performance.now() - started;
    // A module screen starts what it does not need to paint once it counts itself painted
    // (src/lib/after-screen.ts's mark). On a loaded machine this bench saw the screen usable only
    // after those loads had begun, and counted them: the scripts asked for after the mark are the
    // screen's later loads, whenever the bench noticed.
    const painted = await page.evaluate((name) => {
      const mark = performance.getEntriesByName(name)[0];
      return mark ? performance.timeOrigin + mark.startTime : null;
    }, SCREEN_PAINTED_MARK);
    if (painted !== null) usableAt = Math.min(usableAt, painted - t0);
    await quiet();
    const result: PageLoad = { requests, usableAt, pageReads: await pageReads(page, t0) };
    if (target.then) {
      requests = [];
      await target.then.act(page);
      await quiet();
      result.then = requests;
    }
    return result;
  } finally {
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
    page.removeAllListeners('requestfailed');
  }
}

/**
 * Records in the page, from its first script on, every API read (/rest/v1, /auth/v1) its code asks
 * for: when fetch() is called, when its response reaches the page, and in which task it was asked
 * (a task ends when a message posted at its first read is delivered). The network's timing alone
 * cannot tell reads asked together from reads asked one after another's answer: under 4x CPU
 * throttling a single fetch() call takes 1-40 ms of the main thread, so the last of four reads
 * asked in one go can leave after the server (10-15 ms for a small read) has answered the first.
 * The page's code can only wait for an answer that has reached it.
 */
async function recordApiReads(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const reads: Array<{ url: string; method: string; asked: number; answered: number; task: number }> = [];
    (window as unknown as { __apiReads: typeof reads }).__apiReads = reads;
    const nativeFetch = window.fetch.bind(window);
    let task: number | undefined;
    let tasks = 0;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!/\/(rest|auth)\/v1\//.test(url)) return nativeFetch(input, init);
      if (task === undefined) {
        task = ++tasks;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (task = undefined);
        channel.port2.postMessage(null);
      }
      const read = {
        url,
        method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
        asked: performance.now(),
        answered: NaN,
        task,
      };
      reads.push(read);
      const response = nativeFetch(input, init);
      response.then(
        () => (read.answered = performance.now()),
        () => {},
      );
      return response;
    };
  });
}

/** The page's record of its API reads (recordApiReads), on the bench's clock (ms since `t0`). */
async function pageReads(page: Page, t0: number): Promise<PageRead[] | undefined> {
  const got = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    reads: (window as unknown as { __apiReads?: PageRead[] }).__apiReads,
  }));
  const shift = got.origin - t0;
  return got.reads?.map((r) => ({ ...r, asked: r.asked + shift, answered: r.answered + shift }));
}

/** src/lib/after-screen.ts's SCREEN_PAINTED_MARK. */
const SCREEN_PAINTED_MARK = 'axel:screen-painted';

const kb = (bytes: number) => bytes / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const scripts = (l: PageLoad) => l.requests.filter((r) => r.type === 'script');
const jsKb = (l: PageLoad) => kb(scripts(l).reduce((s, r) => s + r.bytes, 0));
/** Scripts asked for after the page was usable (background loads). */
const lateKb = (l: PageLoad) => kb(scripts(l).reduce((s, r) => (r.start > l.usableAt ? s + r.bytes : s), 0));

/**
 * How many round trips the scripts asked for before the page was usable took: the longest chain of
 * them each asked for only after the one before it had arrived (a chunk discovered by running
 * another). Issue 33: a module screen's chunks were found in four or five such rounds.
 */
function scriptRounds(l: PageLoad): number {
  const s = scripts(l)
    .filter((r) => r.start <= l.usableAt)
    .sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  for (const [i, r] of s.entries())
    depth[i] = 1 + Math.max(0, ...s.slice(0, i).flatMap((p, j) => (p.end <= r.start ? [depth[j]] : [])));
  return Math.max(0, ...depth);
}

/** The reads every signed-in screen makes before its own data: who the user is, what they may use. */
const SESSION_READS: Array<[string, RegExp]> = [
  ['auth', /\/auth\/v1\//],
  // The AuthProvider's read of the user's own row (getUserProfile), not a screen's of other users.
  ['profile', /\/rest\/v1\/usuarios_plataforma\?select=id%2Cnombre%2Capellido_paterno%2C.*&id=eq\./],
  ['cuenta_vigente', /\/rest\/v1\/rpc\/cuenta_vigente/],
  ['mis_modulos', /\/rest\/v1\/rpc\/mis_modulos/],
  ['app_config', /\/rest\/v1\/app_config/],
];

/** The longest chain of reads each started after the one before it had answered. */
function chain<T>(reads: T[], start: (r: T) => number, end: (r: T) => number): number {
  const sorted = [...reads].sort((a, b) => start(a) - start(b));
  const depth: number[] = [];
  for (const [i, r] of sorted.entries())
    depth[i] = 1 + Math.max(0, ...sorted.slice(0, i).flatMap((p, j) => (end(p) <= start(r) ? [depth[j]] : [])));
  return Math.max(0, ...depth);
}

const isSessionRead = (url: string) => SESSION_READS.some(([, re]) => re.test(url));

function sessionReads(l: PageLoad) {
  const reads = l.requests.filter((r) => isSessionRead(r.url)).sort((a, b) => a.start - b.start);
  const names = reads.map((r) => SESSION_READS.find(([, re]) => re.test(r.url))![0]);
  const seen = new Map<string, number>();
  for (const r of reads) seen.set(`${r.method} ${r.url}`, (seen.get(`${r.method} ${r.url}`) ?? 0) + 1);
  const repeated = [...seen.values()].filter((n) => n > 1).length;
  // Rounds, as the page's code asked them: the longest chain of reads each asked after the one
  // before it had answered to the page (a read that waited for another's answer, or for what that
  // answer unlocked, is a round trip more). Without the page's record, as the network saw them.
  const asked = l.pageReads?.filter((r) => isSessionRead(r.url));
  const rounds = asked
    ? chain(
        asked,
        (r) => r.asked,
        (r) => r.answered,
      )
    : NaN;
  // The same by the network's timing (each read's start and answer at the browser's network stack).
  const networkRounds = chain(
    reads,
    (r) => r.start,
    (r) => r.end,
  );
  const api = l.requests.filter((r) => /\/(rest|auth)\/v1\//.test(r.url)).sort((a, b) => a.start - b.start);
  return {
    count: reads.length,
    names,
    /** Each read's start and answer, ms since the navigation started (to see which waited). */
    detail: reads.map((r, i) => `${names[i]} ${r.start.toFixed(0)}-${r.end.toFixed(0)}`).join(', '),
    /** The page's asking: when each was asked and answered, in which task. */
    asked: asked?.map((r) => `${r.asked.toFixed(0)}-${r.answered.toFixed(0)}`).join(', '),
    tasks: new Set(asked?.map((r) => r.task)).size,
    repeated,
    rounds,
    networkRounds,
    firstAt: reads[0]?.start ?? NaN,
    lastEnd: reads.length ? Math.max(...reads.map((r) => r.end)) : NaN,
    firstScreenReadAt: api.find((r) => !SESSION_READS.some(([, re]) => re.test(r.url)))?.start ?? NaN,
  };
}

/** A browser context signed in as `email` the way the SPA stores a session (also bench/modules.ts). */
export async function signedInContext(browser: Browser, base: string, email: string): Promise<BrowserContext> {
  const { anonKey } = await makeApiKeys(DEFAULT_JWT_SECRET);
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  const session = await response.text();
  const context = await browser.newContext({ baseURL: base, locale: 'es-CL', viewport: { width: 1440, height: 1000 } });
  // tsx compiles in-page functions with esbuild's keepNames helper; the page needs it too.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [authStorageKey(base), session],
  );
  return context;
}

/**
 * Every working module's main screens (its overview and its first list), as a mid phone opens them
 * (issue 33: 4x CPU throttling for the JavaScript budget). BENCH_PAGE_LOAD_MODULES=ops,finance picks
 * some modules.
 */
const ALL_MODULE_SCREENS: Array<[string, 'list' | 'screen']> = [
  ['/axel-ops', 'screen'],
  ['/axel-ops/ordenes', 'list'],
  ['/axel-ops/tablero', 'screen'],
  ['/axel-industrial', 'screen'],
  ['/axel-industrial/activos', 'list'],
  ['/axel-people', 'screen'],
  ['/axel-people/colaboradores', 'list'],
  ['/axel-projects', 'screen'],
  ['/axel-projects/proyectos', 'list'],
  ['/axel-finance', 'screen'],
  ['/axel-finance/documentos', 'list'],
  ['/axel-crm', 'screen'],
  ['/axel-crm/oportunidades', 'list'],
  ['/axel-think', 'screen'],
  ['/axel-predictive', 'screen'],
];
const MODULE_SCREENS = ALL_MODULE_SCREENS.filter(([path]) => {
  const only = process.env.BENCH_PAGE_LOAD_MODULES?.split(',').filter(Boolean);
  return !only || only.some((m) => path === `/axel-${m}` || path.startsWith(`/axel-${m}/`));
});
const MODULE_CPU_THROTTLE = 4;

/**
 * A module screen is usable when its frame (the module's heading and sections) and its own content
 * are shown: nothing loading (no loading state, nothing busy) for two frames in a row, and for a
 * list its first row (or its empty state).
 */
async function moduleScreenUsable(page: Page, kind: 'list' | 'screen'): Promise<void> {
  await page.getByRole('navigation', { name: /^Secciones de / }).waitFor({ timeout: TIMEOUT });
  if (kind === 'list') await page.locator('tbody tr, [data-slot="empty-state"]').first().waitFor({ timeout: TIMEOUT });
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const idle = () => !document.querySelector('main [data-slot="loading-state"], main [aria-busy="true"]');
        if (!idle()) return resolve(false);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(idle())));
      }),
    undefined,
    { timeout: TIMEOUT, polling: 50 },
  );
}

interface Target {
  label: string;
  path: string;
  email?: string;
  /** Resolves once the page is usable, without acting on it (a focus or a key could load code). */
  usable: (page: Page) => Promise<void>;
  budgetKb?: number;
  /**
   * The budget counts the scripts asked for before the page was usable (a module screen, issue 33),
   * not what loads afterwards (the live connection, once the screen is painted); both are printed.
   */
  budgetUntilUsable?: boolean;
  /** Chromium's CPU slowed down this many times (Emulation.setCPUThrottlingRate) for the whole load. */
  cpuThrottle?: number;
  /** The user's first action once the page is idle, and what it loads (reported apart). */
  then?: { label: string; act: (page: Page) => Promise<void> };
}

const TARGETS: Target[] = [
  {
    label: '/',
    path: '/',
    usable: (p) => p.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: TIMEOUT }),
    budgetKb: PUBLIC_BUDGET_KB,
  },
  {
    label: '/login',
    path: '/login',
    usable: async (p) => {
      await p.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: TIMEOUT });
      if (!(await p.getByLabel('Email').isEditable())) throw new Error('/login: the e-mail field is not editable');
    },
    budgetKb: PUBLIC_BUDGET_KB,
    then: {
      label: 'signing in as superadmin@axel.demo until the dashboard shows',
      act: async (p) => {
        await p.getByLabel('Email').fill(DEMO.superadmin);
        await p.getByLabel('Password').fill(DEMO_PASSWORD);
        await p.getByRole('button', { name: 'Sign in' }).click();
        await p.waitForURL('**/dashboard', { timeout: TIMEOUT });
      },
    },
  },
  {
    label: '/dashboard (admin@andes.demo)',
    path: '/dashboard',
    email: DEMO.adminAndes,
    usable: (p) => p.getByRole('heading', { level: 1 }).first().waitFor({ timeout: TIMEOUT }),
  },
  {
    label: '/panel-administracion (superadmin@axel.demo)',
    path: '/panel-administracion',
    email: DEMO.superadmin,
    usable: (p) => p.getByRole('tab', { name: 'Gestión de Roles' }).waitFor({ timeout: TIMEOUT }),
  },
  ...MODULE_SCREENS.map(([path, kind]): Target => ({
    label: `${path} (admin@andes.demo, CPU x${MODULE_CPU_THROTTLE})`,
    path,
    email: DEMO.adminAndes,
    usable: (p) => moduleScreenUsable(p, kind),
    budgetKb: MODULE_BUDGET_KB,
    budgetUntilUsable: true,
    cpuThrottle: MODULE_CPU_THROTTLE,
  })),
];

async function measure(browser: Browser, base: string, target: Target): Promise<PageLoad> {
  const context = target.email
    ? await signedInContext(browser, base, target.email)
    : await browser.newContext({ baseURL: base, locale: 'es-CL' });
  try {
    if (target.email) await recordApiReads(context);
    const page = await context.newPage();
    if (target.cpuThrottle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: target.cpuThrottle });
    }
    return await load(page, target);
  } finally {
    await context.close();
  }
}

export default async function pageLoadBench(): Promise<BenchLine[]> {
  mkdirSync(OUT_DIR, { recursive: true });
  await ensureSpaBuilt({ env: LOCAL_BUILD, outDir: OUT_DIR, log: () => {} });
  const builds: Array<{ name: string; dir: string }> = [{ name: 'this build', dir: OUT_DIR }];
  if (process.env.BENCH_BEFORE_DIST) builds.unshift({ name: 'before', dir: process.env.BENCH_BEFORE_DIST });
  const template = await seededSnapshot();
  const servers: RunningServer[] = [];
  const dbs: Array<{ close(): Promise<void> }> = [];
  let browser: Browser | undefined;
  const out: BenchLine[] = [];
  try {
    for (const b of builds) {
      const db = await openTemplateCopy(template, join(tmpdir(), 'axel-bench-page-load-'));
      dbs.push(db);
      servers.push(
        await startServer({ database: db, port: 0, staticDir: b.dir, migrate: false, config: { log: false } }),
      );
    }
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const only = process.env.BENCH_PAGE_LOAD_ONLY ? new RegExp(process.env.BENCH_PAGE_LOAD_ONLY) : undefined;
    for (const target of TARGETS.filter((t) => !only || only.test(t.label))) {
      const loads: PageLoad[][] = builds.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        // Alternate the builds' order from run to run: the machine's load weighs on both alike.
        const order = i % 2 === 0 ? builds.map((_, j) => j) : builds.map((_, j) => j).reverse();
        for (const j of order) loads[j].push(await measure(browser, servers[j].url, target));
      }
      const describe = (ls: PageLoad[]) => {
        const l = ls[0];
        const js = median(ls.map(jsKb));
        const untilUsable = median(ls.map((x) => jsKb(x) - lateKb(x)));
        return {
          js,
          untilUsable,
          text: `${target.budgetUntilUsable ? `${untilUsable.toFixed(1)} KB until usable, in ${median(ls.map(scriptRounds))} round(s); ` : ''}${js.toFixed(1)} KB in ${scripts(l).length} files (of it after usable: ${median(ls.map(lateKb)).toFixed(1)} KB); usable at ${median(ls.map((x) => x.usableAt)).toFixed(0)} ms`,
        };
      };
      if (process.env.BENCH_PAGE_LOAD_FILES)
        for (const [j, b] of builds.entries())
          console.log(
            `${target.label} (${b.name}): ${scripts(loads[j][0])
              .sort((x, y) => y.bytes - x.bytes)
              .map(
                (r) =>
                  `${r.url.split('/').pop()} ${kb(r.bytes).toFixed(1)}${r.start > loads[j][0].usableAt ? ' late' : ''}`,
              )
              .join(', ')}`,
          );
      const now = describe(loads[loads.length - 1]);
      const before = builds.length > 1 ? describe(loads[0]) : undefined;
      out.push({
        name: `${target.label}: JavaScript downloaded ${target.budgetUntilUsable ? 'until usable, and' : 'until usable and'} ${QUIET_MS / 1000} s quiet (on the wire, gzip; median of ${RUNS})`,
        value: before ? `${now.text}; before: ${before.text}` : now.text,
        ...(target.budgetKb
          ? {
              budget: `<= ${target.budgetKb} KB${target.budgetUntilUsable ? ' until usable' : ''}`,
              ok: (target.budgetUntilUsable ? now.untilUsable : now.js) <= target.budgetKb,
            }
          : {}),
      });
      if (target.then) {
        const thenKb = (ls: PageLoad[]) =>
          median(
            ls.map((l) => kb((l.then ?? []).filter((r) => r.type === 'script').reduce((sum, r) => sum + r.bytes, 0))),
          );
        out.push({
          name: `${target.label}, then ${target.then.label}: JavaScript it loads`,
          value: `${thenKb(loads[loads.length - 1]).toFixed(1)} KB${builds.length > 1 ? `; before: ${thenKb(loads[0]).toFixed(1)} KB` : ''}`,
        });
      }
      if (target.email) {
        // Every load must pass (each once, in one round), not the first only.
        const describeReads = (ls: PageLoad[]) => {
          const s = ls.map(sessionReads);
          const r = s[0];
          const repeated = Math.max(...s.map((x) => x.repeated));
          return {
            repeated,
            rounds: Math.max(...s.map((x) => x.rounds)),
            tasks: Math.max(...s.map((x) => x.tasks)),
            text: `${r.count} (${r.detail}), ${repeated} asked twice; as the page asked them (each of ${ls.length} loads) in ${s.map((x) => x.rounds).join('/')} round(s) one after another, in ${s.map((x) => x.tasks).join('/')} task(s) (the first load's asked-answered ${r.asked ?? '?'}); by the network's timing in ${s.map((x) => x.networkRounds).join('/')} round(s); first at ${median(s.map((x) => x.firstAt)).toFixed(0)} ms, all answered at ${median(s.map((x) => x.lastEnd)).toFixed(0)} ms; the screen's first own read at ${median(s.map((x) => x.firstScreenReadAt)).toFixed(0)} ms`,
          };
        };
        const readsNow = describeReads(loads[loads.length - 1]);
        const readsBefore = builds.length > 1 ? describeReads(loads[0]) : undefined;
        out.push({
          name: `${target.label}: session and configuration reads`,
          value: readsBefore ? `${readsNow.text}; before: ${readsBefore.text}` : readsNow.text,
          budget: 'each once, in one round: asked in one go, none after an answer',
          ok: readsNow.repeated === 0 && readsNow.rounds <= 1 && readsNow.tasks <= 1,
        });
      }
    }
    return out;
  } finally {
    await browser?.close();
    for (const s of servers) await s.stop();
    for (const db of dbs) await db.close();
  }
}
