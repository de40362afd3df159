/**
 * 'Accesos Efectivos' in a real browser on scale data (docs/design.md §8): filter applied to rows painted
 * with ~50,000 rows, rows in the DOM while scrolling, and the CSV export of those rows.
 *
 * An in-memory PGlite, migrated, seeded, plus seedScale's 2,000 companies and 50,000 users (500,000
 * user x module rows); the embedded server serves the production build of the SPA; Debian's
 * Chromium (playwright-core) signs in as superadmin@axel.demo and opens the tab. The filter is
 * plan 'Profesional' + 'Solo inactivos' (~52,000 rows): set on one company first (a cheap query),
 * then the measured change is choosing 'Todas las empresas'. Each run reloads the page, so nothing
 * is cached; a last run repeats the choice with the rows cached, which isolates the browser's part.
 * Timings come from the page itself (performance.now(), Resource Timing, Long Tasks).
 *
 *   npm run bench -- admin-ui
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureSpaBuilt } from '../scripts/build-spa.ts';
import { PgliteDatabase } from '../server/db/pglite.ts';
import { DEMO, DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { startServer, type RunningServer } from '../server/index.ts';
import { migrate } from '../server/migrate.ts';
import { seedScale } from '../scripts/seed-scale.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/support/launch-options.ts';
import type { BenchLine } from './stats.ts';

const RUNS = 3;
const PAINT_BUDGET_MS = 500;
const CSV_BUDGET_MS = 1000;
/** What "bounded" means here: the 600 px area holds ~11 rows of 56 px, plus the overscan. */
const DOM_ROWS_BUDGET = 60;
const TIMEOUT = 120_000;

/** A build of its own for the local server (same origin, local anon key), kept between runs. */
const OUT_DIR = join(tmpdir(), 'axel-bench-admin-ui-dist');
const LOCAL_BUILD = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };

/** page.evaluate has no time limit of its own: a measurement that never ends fails instead. */
function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result after ${TIMEOUT / 1000} s`)), TIMEOUT);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

interface FilterTiming {
  /** Choosing the option until the first rows are on screen. */
  firstRows: number;
  /** Until 'Mostrando N registros' is on screen (every page loaded and painted). */
  complete: number;
  rows: number;
  requests: number;
  /** Choosing the option until the last response of the view has fully arrived. */
  lastResponseEnd: number;
  /** Time the requests spent waiting for the server's first byte (the database), summed. */
  serverWait: number;
  /** Time spent receiving response bodies, summed. */
  download: number;
  /** Choosing the option until the first response had fully arrived. */
  firstResponseEnd: number;
  longestTask: number;
}

/** Installed in the page before the measured choice; resolves with the timings. */
function measureFilterInPage(): Promise<FilterTiming> {
  return new Promise((resolve) => {
    const w = window as unknown as { __t0?: number };
    let longest = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
    });
    tasks.observe({ type: 'longtask', buffered: false });
    // Radix selects an option on pointerup (the trigger's own pointerup comes first: keep listening).
    const onPointerUp = (e: PointerEvent) => {
      if (!(e.target as Element).closest('[role="option"]')) return;
      w.__t0 = performance.now();
      removeEventListener('pointerup', onPointerUp, true);
    };
    addEventListener('pointerup', onPointerUp, true);
    const afterPaint = () =>
      new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
    const status = () =>
      [...document.querySelectorAll('[role="status"]')]
        .map((e) => e.textContent ?? '')
        .find((t) => /^(Mostrando|Cargando accesos)/.test(t)) ?? '';
    // The rows of the previous filter are on screen until the new query starts: wait for the
    // loading state (a first load) or for another count (rows already cached).
    const before = status();
    let sawLoading = false;
    let firstRows: Promise<number> | undefined;
    let done = false;
    const check = async () => {
      const t0 = w.__t0;
      if (t0 === undefined || done) return;
      const loading = document.querySelector('[data-slot="loading-state"]');
      if (loading) sawLoading = true;
      if (sawLoading && !firstRows && !loading && document.querySelectorAll('tbody tr[aria-rowindex]').length > 0) {
        firstRows = afterPaint();
      }
      const text = status();
      const m = /^Mostrando ([\d.]+) registros?/.exec(text);
      if (!m || text === before) return;
      done = true;
      observer.disconnect();
      const complete = await afterPaint();
      tasks.disconnect();
      const entries = performance
        .getEntriesByType('resource')
        .filter(
          (e) => e.name.includes('/rest/v1/rpc/accesos_efectivos_pagina') && e.startTime >= t0,
        ) as PerformanceResourceTiming[];
      const ends = entries.map((e) => e.responseEnd - t0);
      resolve({
        firstRows: (firstRows ? await firstRows : complete) - t0,
        complete: complete - t0,
        rows: Number(m[1].replaceAll('.', '')),
        requests: entries.length,
        lastResponseEnd: ends.length ? Math.max(...ends) : 0,
        firstResponseEnd: ends.length ? Math.min(...ends) : 0,
        serverWait: entries.reduce((sum, e) => sum + (e.responseStart - e.requestStart), 0),
        download: entries.reduce((sum, e) => sum + (e.responseEnd - e.responseStart), 0),
        longestTask: longest,
      });
    };
    const observer = new MutationObserver(() => void check());
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page
    .getByLabel(/e-?mail|correo/i)
    .and(page.locator('input'))
    .fill(DEMO.superadmin);
  await page
    .getByLabel(/password|contraseña/i)
    .and(page.locator('input'))
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(sign in|log in|login|iniciar sesi[oó]n|ingresar|entrar)$/i }).click();
  await page.waitForURL('**/dashboard');
}

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  const trigger = page.getByRole('combobox', { name: combobox, exact: true });
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The company filter lists 50 companies at a time: type to find one. */
async function chooseCompany(page: Page, company: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa', exact: true }).click();
  await page.getByRole('combobox', { name: 'Buscar empresa' }).fill(company);
  await page.getByRole('option', { name: company, exact: true }).click();
}

async function waitForCount(page: Page): Promise<void> {
  await page
    .getByText(/^(Mostrando [\d.]+ registros?|No se encontraron registros)$/)
    .first()
    .waitFor();
}

/** Opens the tab with plan Profesional + Solo inactivos on one company (cheap), ready for the measured choice. */
async function prepare(page: Page, company: string): Promise<void> {
  await page.goto('/panel-administracion?tab=accesos');
  await page.getByText('Aplica un filtro para ver los accesos').waitFor();
  // click() waits for the filter to be enabled (its 2,000 companies loaded).
  await chooseCompany(page, company);
  await waitForCount(page);
  await choose(page, 'Acceso', 'Solo inactivos');
  await waitForCount(page);
  await choose(page, 'Plan', 'Profesional');
  await waitForCount(page);
}

async function measureAllCompanies(page: Page): Promise<FilterTiming> {
  return measureChoice(page, 'Empresa', 'Todas las empresas');
}

/** One option chosen in one of the tab's selects, timed in the page until the rows are painted. */
async function measureChoice(page: Page, combobox: string, option: string): Promise<FilterTiming> {
  // The page runs the measuring script before the clicks: the protocol keeps their order.
  const [timing] = await Promise.all([
    withTimeout(page.evaluate(measureFilterInPage), `${combobox}: ${option}`),
    choose(page, combobox, option),
  ]);
  return timing;
}

/**
 * Each filter on its own over every company, one after another from plan Profesional + Solo
 * inactivos: each choice is a query not asked before (nothing cached), timed until its first rows
 * are painted.
 */
const EACH_FILTER: [string, string, string][] = [
  ['Acceso', 'Solo activos', 'plan Profesional + Solo activos'],
  ['Plan', 'Sin plan', 'Sin plan + Solo activos'],
  ['Acceso', 'Todos los accesos', 'Sin plan'],
  ['Plan', 'Enterprise', 'plan Enterprise'],
  ['Plan', 'Básico', 'plan Básico'],
  ['Acceso', 'Solo inactivos', 'plan Básico + Solo inactivos'],
  ['Plan', 'Todos los planes', 'Solo inactivos'],
];

interface ScrollResult {
  top: number;
  middle: number;
  end: number;
  max: number;
  /** Scroll steps, setting scrollTop until the frame after it is painted: median and slowest. */
  medianFrame: number;
  slowestFrame: number;
  steps: number;
}

function scrollInPage(): Promise<ScrollResult> {
  const el = document.querySelector('[data-testid="effective-access-scroll"]') as HTMLElement;
  const count = () => el.querySelectorAll('tbody tr[aria-rowindex]').length;
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
  return (async () => {
    const out: ScrollResult = {
      top: count(),
      middle: 0,
      end: 0,
      max: count(),
      medianFrame: 0,
      slowestFrame: 0,
      steps: 0,
    };
    const times: number[] = [];
    const max = el.scrollHeight - el.clientHeight;
    const targets = [
      ...Array.from({ length: 40 }, (_, i) => (max * (i + 1)) / 80),
      max / 2,
      ...Array.from({ length: 40 }, (_, i) => max / 2 + (max * (i + 1)) / 80),
      max,
    ];
    for (const target of targets) {
      const t = performance.now();
      el.scrollTop = target;
      await frame();
      times.push(performance.now() - t);
      out.steps++;
      const n = count();
      out.max = Math.max(out.max, n);
      if (target === max / 2) out.middle = n;
      if (target === max) out.end = n;
    }
    times.sort((a, b) => a - b);
    out.medianFrame = times[Math.floor(times.length / 2)];
    out.slowestFrame = times[times.length - 1];
    return out;
  })();
}

interface CsvTiming {
  ms: number;
  bytes: number;
  lines: number;
  longestTask: number;
}

/** Installed before clicking 'Exportar CSV': the click until the builder hands the Blob to the browser. */
function measureCsvInPage(): Promise<CsvTiming> {
  return new Promise((resolve) => {
    let t0 = 0;
    let longest = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
    });
    tasks.observe({ type: 'longtask', buffered: false });
    addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true });
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      const ms = performance.now() - t0;
      URL.createObjectURL = original;
      tasks.disconnect();
      const blob = obj as Blob;
      void blob.text().then((text) => {
        resolve({ ms, bytes: blob.size, lines: text.split('\r\n').length - 1, longestTask: longest });
      });
      return original(obj);
    };
  });
}

export default async function adminUiBench(): Promise<BenchLine[]> {
  const out: BenchLine[] = [];
  const db = await PgliteDatabase.open();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    const [, seeded] = await Promise.all([
      ensureSpaBuilt({ env: LOCAL_BUILD, outDir: OUT_DIR, log: () => {} }),
      migrate(db).then(() => seedScale(db, { companies: 2000, users: 50000 })),
    ]);
    out.push({
      name: 'scale data: 2,000 companies, 50,000 users (500,000 view rows), seeded in',
      value: `${(seeded.ms / 1000).toFixed(1)} s`,
    });
    const company = (
      await db.query<{ nombre: string }>(
        `select e.nombre from public.empresas e join public.planes_empresa pe on pe.empresa_id = e.id and pe.activo
         join public.planes_disponibles p on p.id = pe.plan_id and p.clave = 'profesional' order by e.nombre limit 1`,
      )
    ).rows[0].nombre;
    server = await startServer({ database: db, port: 0, staticDir: OUT_DIR, migrate: false, config: { log: false } });
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'es-CL',
      viewport: { width: 1440, height: 1000 },
    });
    context.setDefaultTimeout(TIMEOUT);
    // tsx compiles the in-page functions below with esbuild's keepNames helper; the page needs it too.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    await signIn(page);

    const runs: FilterTiming[] = [];
    for (let i = 0; i < RUNS; i++) {
      await prepare(page, company);
      runs.push(await measureAllCompanies(page));
    }
    const rows = runs[0].rows;
    const first = median(runs.map((r) => r.firstRows));
    const complete = median(runs.map((r) => r.complete));
    const lastResponse = median(runs.map((r) => r.lastResponseEnd));
    const serverWait = median(runs.map((r) => r.serverWait));
    const download = median(runs.map((r) => r.download));
    const firstResponse = median(runs.map((r) => r.firstResponseEnd));
    out.push(
      {
        name: `filter applied -> first rows painted (${rows.toLocaleString('en-US')} rows, plan Profesional + Solo inactivos; network and database included)`,
        value: `${fmt(first)} median of ${RUNS} (first response, 1,000 rows, arrived at ${fmt(firstResponse)})`,
        budget: `< ${PAINT_BUDGET_MS} ms`,
        ok: first < PAINT_BUDGET_MS,
      },
      {
        name: `filter applied -> all ${rows.toLocaleString('en-US')} rows loaded, 'Mostrando N registros' painted`,
        value: `${fmt(complete)} median of ${RUNS}: ${runs[0].requests} requests; last response at ${fmt(lastResponse)} (server wait ${fmt(serverWait)}, body transfer ${fmt(download)}); browser after the last response ${fmt(complete - lastResponse)}`,
      },
    );

    // The same choice with the rows already cached: no network, only the browser's work.
    await chooseCompany(page, company);
    await waitForCount(page);
    const cached = await measureAllCompanies(page);
    out.push({
      name: `filter applied -> ${cached.rows.toLocaleString('en-US')} rows painted, rows already loaded (the browser's part alone)`,
      value: `${fmt(cached.complete)} (longest task ${fmt(cached.longestTask)})`,
      budget: `< ${PAINT_BUDGET_MS} ms`,
      ok: cached.complete < PAINT_BUDGET_MS,
    });

    for (const [combobox, option, label] of EACH_FILTER) {
      const t = await measureChoice(page, combobox, option);
      out.push({
        name: `filter '${option}' -> first rows painted (now ${label}: ${t.rows.toLocaleString('en-US')} rows)`,
        value: `${fmt(t.firstRows)}; all loaded and counted ${fmt(t.complete)} (${t.requests} requests)`,
        budget: '< 300 ms (issue 20)',
        ok: t.firstRows < 300,
      });
    }
    // Back to plan Profesional + Solo inactivos over every company, for the scroll and the CSV.
    await prepare(page, company);
    await choose(page, 'Empresa', 'Todas las empresas');
    await waitForCount(page);

    const scroll = await withTimeout(page.evaluate(scrollInPage), 'scrolling');
    out.push({
      name: `rows in the DOM while scrolling ${cached.rows.toLocaleString('en-US')} rows (top / middle / end / most at any of ${scroll.steps} steps)`,
      value: `${scroll.top} / ${scroll.middle} / ${scroll.end} / ${scroll.max}; a jump of 1/80 of the list until its second frame: median ${fmt(scroll.medianFrame)}, slowest ${fmt(scroll.slowestFrame)}`,
      budget: `<= ${DOM_ROWS_BUDGET} rows`,
      ok: scroll.max <= DOM_ROWS_BUDGET && scroll.middle > 0 && scroll.end > 0,
    });

    const csvRuns: CsvTiming[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [timing, download] = await Promise.all([
        withTimeout(page.evaluate(measureCsvInPage), 'CSV timing'),
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      csvRuns.push(timing);
      await download.cancel();
      await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
    }
    const csvMs = median(csvRuns.map((r) => r.ms));
    const csv = csvRuns[0];
    out.push({
      name: `CSV export of ${(csv.lines - 1).toLocaleString('en-US')} rows, in the page (click -> file handed to the browser; ${(csv.bytes / 1e6).toFixed(1)} MB)`,
      value: `${fmt(csvMs)} median of ${RUNS}; longest task meanwhile ${fmt(median(csvRuns.map((r) => r.longestTask)))}`,
      budget: `< ${CSV_BUDGET_MS} ms`,
      ok: csvMs < CSV_BUDGET_MS && csv.lines - 1 === cached.rows,
    });
    return out;
  } finally {
    await browser?.close();
    await server?.stop();
    await db.close();
  }
}
