/**
 * Module workspaces (issue 13) on scale data, against the real server (startServer: HTTP, the REST
 * layer, row-level security, PGlite on its worker thread), as admin@andes.demo:
 *
 * - Axel Ops, 100,000 work orders (seedModules): the list's first page at the API under each
 *   filter and search (public.ops_ordenes_pagina, the very arguments the SPA sends:
 *   src/features/modules/ops/lib/order-list-spec.ts), a page deep in the list, and the CSV export's
 *   read of a whole filtered set page by page; the board (the open orders, ~2,000, whole, plus the
 *   latest closed cards and their counts) loaded and grouped as the board page does.
 *   In Chromium: the list's filter -> paint, the board opened -> cards painted, and the import of
 *   10,000 spare parts through 'Importar CSV' (the Web Worker's preview, then the save).
 * - In Chromium (the production build): the list's filter -> paint (typing a search, choosing a
 *   state) until the new rows are painted. BENCH_MODULES_UI=0 skips it.
 * - Axel People, 5,000 employees: the directory, the records and the vacation balances as the
 *   People screens read them.
 * - A CSV import of 10,000 spare parts (papaparse + zod, in Node; in the SPA it runs in a worker).
 * - Axel CRM's pipeline board with 5,000 opportunities: the rows to the grouped board model, in Node
 *   (crmBoardLines), and the board as its page loads it: 5,000 opportunities seeded for Industrias
 *   Andes, read through the API with the board's select, then grouped (crmBoardApiLines).
 *
 * Medians and p95 of repeated runs; the machine is shared, read them as orders of magnitude.
 *
 *   npm run bench -- modules                        BENCH_MODULES_ORDERS=20000 for a quicker run
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgrestClient } from '@supabase/postgrest-js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureSpaBuilt } from '../scripts/build-spa.ts';
import { ANDES, seedModules } from '../scripts/seed-scale.ts';
import { PgliteDatabase } from '../server/db/pglite.ts';
import { DEMO, DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { startServer, type RunningServer } from '../server/index.ts';
import { migrate } from '../server/migrate.ts';
import type { OrderSummary } from '../src/features/modules/ops/lib/order-list-spec.ts';
import { parseCsvText } from '../src/kit/csv-parse.ts';
import { validateCsvRows } from '../src/kit/csv-import.ts';
import { fetchAllPages, KEYSET_PAGE_SIZE } from '../src/kit/keyset-list.ts';
import { fetchAllRows } from '../src/lib/fetch-all-rows.ts';
import {
  buildBoard,
  OPPORTUNITY_SUMMARY_SELECT,
  type BoardOpportunity,
} from '../src/features/modules/crm/lib/board-model.ts';
import { PART_IMPORT_COLUMNS, partSchema } from '../src/features/modules/industrial/lib/part-schema.ts';
import { OPEN_STATES, type OrderState } from '../src/features/modules/ops/lib/labels.ts';
import {
  BOARD_CLOSED_CARDS,
  groupBoard,
  ORDER_SUMMARY_COLUMNS,
  orderKeyOf,
  orderListQuery,
  orderPageArgs,
  type OrderKey,
  type OrderListQuery,
} from '../src/features/modules/ops/lib/order-list-spec.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/support/launch-options.ts';
import { ms, summarize, timeIt, type BenchLine } from './stats.ts';

type Client = PostgrestClient;

const ORDERS = Number(process.env.BENCH_MODULES_ORDERS ?? 100_000);
const EMPLOYEES = 5_000;
const RUNS = 15;
const UI_RUNS = 5;
const PAINT_BUDGET_MS = 300;
const TIMEOUT = 120_000;
/** A build of its own for the local server (same origin, local anon key), kept between runs. */
const OUT_DIR = join(tmpdir(), 'axel-bench-modules-dist');
const LOCAL_BUILD = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };

const stats = (samples: number[]) => {
  const { median, p95 } = summarize(samples);
  return { median, p95, text: `median ${ms(median)}, p95 ${ms(p95)}` };
};

function partsCsv(n: number, skuPrefix = 'REP'): string {
  const lines = ['SKU,Nombre,Unidad,Stock,Stock mínimo,Ubicación,Costo unitario'];
  for (let i = 0; i < n; i++)
    lines.push(
      `${skuPrefix}-${i},"Rodamiento 62${i % 100}, sellado",Unidad,${i % 80},${i % 9},"Bodega ${i % 4}, estante ${i % 30}",${1000 + (i % 5000)}`,
    );
  return lines.join('\r\n');
}

async function csvImport(): Promise<BenchLine> {
  const csv = partsCsv(10_000);
  let validRows = 0;
  const samples = await timeIt(
    async () => {
      const parsed = parseCsvText(csv);
      validRows = validateCsvRows(parsed, PART_IMPORT_COLUMNS, partSchema, { uniqueField: 'sku' }).valid.length;
    },
    7,
    2,
  );
  if (validRows !== 10_000) throw new Error(`the import validated ${validRows} of 10,000 rows`);
  // No budget in the issue; it runs in a Web Worker, so the page never waits on it. Shown, not judged.
  return { name: 'CSV import of 10,000 spare parts: parse (papaparse) + validate (zod)', value: stats(samples).text };
}

/** One page of the list, exactly as useOrderList asks it (fetchOrderPage). */
async function orderPage(
  client: Client,
  query: OrderListQuery,
  after: OrderKey | null,
  limit: number,
): Promise<OrderSummary[]> {
  const { data, error } = await client
    .rpc('ops_ordenes_pagina', orderPageArgs(query, after, limit))
    .select(ORDER_SUMMARY_COLUMNS);
  if (error) throw new Error(`ops_ordenes_pagina: ${error.message}`);
  return data as unknown as OrderSummary[];
}

/** The board's three requests, as fetchBoard (src/features/modules/ops/api/get-board.ts) makes them. */
async function loadBoard(client: Client) {
  const open = (async () => {
    const rows: OrderSummary[] = [];
    for (;;) {
      const { data, error } = await client
        .from('ops_ordenes')
        .select(ORDER_SUMMARY_COLUMNS)
        .in('estado', [...OPEN_STATES])
        .order('numero', { ascending: false })
        .range(rows.length, rows.length + 999);
      if (error) throw new Error(error.message);
      rows.push(...(data as unknown as OrderSummary[]));
      if (data.length < 1000) return rows;
    }
  })();
  const closed = (['cerrada', 'cancelada'] as const).map(async (estado) => {
    const r = await client
      .from('ops_ordenes')
      .select(ORDER_SUMMARY_COLUMNS, { count: 'exact' })
      .eq('estado', estado)
      .order('numero', { ascending: false })
      .limit(BOARD_CLOSED_CARDS);
    if (r.error) throw new Error(r.error.message);
    return { estado, rows: r.data as unknown as OrderSummary[], total: r.count ?? 0 };
  });
  const [openRows, ...parts] = await Promise.all([open, ...closed]);
  const totals = { abierta: 0, asignada: 0, en_curso: 0, completada: 0, cerrada: 0, cancelada: 0 } as Record<
    OrderState,
    number
  >;
  for (const o of openRows) totals[o.estado as OrderState] += 1;
  for (const p of parts) totals[p.estado] = p.total;
  return { orders: [...openRows, ...parts.flatMap((p) => p.rows)], totals, open: openRows.length };
}

const LIST = (
  over: Partial<{
    search: string;
    estado: string;
    prioridad: string;
    tipo: string;
    orden: string;
    dir: 'asc' | 'desc';
  }> = {},
) =>
  orderListQuery({
    search: over.search ?? '',
    filters: { estado: over.estado ?? '', prioridad: over.prioridad ?? '', tipo: over.tipo ?? '' },
    sort: { key: over.orden ?? 'numero', dir: over.dir ?? 'desc' },
  });

async function apiLines(client: Client): Promise<BenchLine[]> {
  const out: BenchLine[] = [];
  const cases: Array<[string, OrderListQuery]> = [
    ['no filter, by N° (the default)', LIST()],
    ['state abierta, by N°', LIST({ estado: 'abierta' })],
    ['state cerrada, by scheduled date', LIST({ estado: 'cerrada', orden: 'fecha_programada', dir: 'asc' })],
    [
      'search "fuga" + priority alta, by priority',
      LIST({ search: 'fuga', prioridad: 'alta', orden: 'prioridad', dir: 'asc' }),
    ],
    ['search "cliente 17", by scheduled date', LIST({ search: 'cliente 17', orden: 'fecha_programada', dir: 'asc' })],
    ['search an order code "OT-004321"', LIST({ search: 'OT-004321' })],
    ['search with no match "zzqqxx"', LIST({ search: 'zzqqxx' })],
    [
      'type garantia + priority critica, by creation',
      LIST({ tipo: 'garantia', prioridad: 'critica', orden: 'creado_en', dir: 'desc' }),
    ],
  ];
  for (const [label, query] of cases) {
    let rows = 0;
    const samples = await timeIt(
      async () => (rows = (await orderPage(client, query, null, KEYSET_PAGE_SIZE)).length),
      RUNS,
      3,
    );
    const s = stats(samples);
    out.push({
      name: `work-order list, ${ORDERS.toLocaleString('en-US')} orders, first page at the API: ${label} (${rows} rows)`,
      value: s.text,
      budget: `< ${PAINT_BUDGET_MS} ms`,
      ok: s.p95 < PAINT_BUDGET_MS,
    });
  }
  // A page deep in the list: after [media, the order in the middle's N°], by priority.
  const deep = LIST({ orden: 'prioridad', dir: 'asc' });
  const key: OrderKey = [2, Math.round(ORDERS / 2)];
  const deepSamples = await timeIt(() => orderPage(client, deep, key, KEYSET_PAGE_SIZE), RUNS, 3);
  out.push({
    name: 'work-order list: a page in the middle (keyset, by priority)',
    value: stats(deepSamples).text,
    budget: `< ${PAINT_BUDGET_MS} ms`,
    ok: stats(deepSamples).p95 < PAINT_BUDGET_MS,
  });

  // The CSV export reads the whole filtered set page by page (useKeysetList's fetchAll).
  const exportQuery = LIST({ estado: 'cancelada' });
  let exported = 0;
  const exportSamples = await timeIt(
    async () => {
      exported = (
        await fetchAllPages(
          (after: OrderKey | null, limit: number) => orderPage(client, exportQuery, after, limit),
          orderKeyOf(exportQuery.sort),
        )
      ).length;
    },
    3,
    1,
  );
  out.push({
    name: `CSV export's read of a filtered set (state cancelada, ${exported.toLocaleString('en-US')} orders, pages of 1,000)`,
    value: stats(exportSamples).text,
  });

  // The board: load (three requests) + group.
  let open = 0;
  let groupMs: number[] = [];
  const boardSamples = await timeIt(
    async () => {
      const board = await loadBoard(client);
      open = board.open;
      const t = performance.now();
      groupBoard(board.orders, board.totals);
      groupMs.push(performance.now() - t);
    },
    RUNS,
    3,
  );
  groupMs = groupMs.slice(-RUNS);
  out.push({
    name: `board with ${open.toLocaleString('en-US')} open orders (of ${ORDERS.toLocaleString('en-US')}): load + group`,
    value: `${stats(boardSamples).text} (grouping alone ${stats(groupMs).text})`,
  });
  return out;
}

async function peopleLines(client: Client): Promise<BenchLine[]> {
  const out: BenchLine[] = [];
  // The same requests as getDirectory, getRecords and getBalances (src/features/modules/people/api/get-directory.ts, get-records.ts, get-balances.ts).
  const reads: Array<[string, () => PromiseLike<{ data: unknown[] | null; error: { message: string } | null }>]> = [
    [
      'directory (name, position, area, contact)',
      () =>
        client
          .from('colaboradores')
          .select('id, nombres, apellidos, cargo, area, correo, telefono, jefe_id, estado, usuario_id')
          .order('apellidos')
          .order('nombres')
          .limit(10000),
    ],
    ['employee records', () => client.from('colaboradores_ficha').select('*').limit(10000)],
    ['vacation balances (Chilean rule, per employee)', () => client.from('saldos_vacaciones').select('*').limit(10000)],
  ];
  for (const [label, read] of reads) {
    let rows = 0;
    try {
      const samples = await timeIt(
        async () => {
          const { data, error } = await read();
          if (error) throw new Error(error.message);
          rows = data?.length ?? 0;
        },
        7,
        2,
      );
      out.push({
        name: `People, ${EMPLOYEES.toLocaleString('en-US')} employees: ${label} (${rows.toLocaleString('en-US')} rows)`,
        value: stats(samples).text,
      });
    } catch (e) {
      out.push({
        name: `People, ${EMPLOYEES.toLocaleString('en-US')} employees: ${label}`,
        value: `failed: ${e instanceof Error ? e.message : String(e)}`,
        ok: false,
      });
    }
  }
  return out;
}

/** Installed in the page before the measured input: resolves when the new rows are painted. */
function measureListInPage(): Promise<{ ms: number; rows: number }> {
  return new Promise((resolve) => {
    let t0: number | undefined;
    const start = () => (t0 ??= performance.now());
    addEventListener('input', start, { capture: true, once: true });
    addEventListener('change', start, { capture: true, once: true });
    let sawBusy = false;
    const afterPaint = () =>
      new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
    const check = () => {
      if (t0 === undefined) return;
      const busy = document.querySelector('[aria-busy="true"]');
      const loading = document.querySelector('[data-slot="loading-state"]');
      if (busy || loading) sawBusy = true;
      if (!sawBusy || busy || loading) return;
      observer.disconnect();
      void afterPaint().then((end) =>
        resolve({ ms: end - t0!, rows: document.querySelectorAll('tbody tr[aria-rowindex]').length }),
      );
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
}

async function openList(page: Page): Promise<void> {
  await page.goto('/axel-ops/ordenes');
  await page.locator('tbody tr[aria-rowindex]').first().waitFor();
}

async function uiLines(server: RunningServer): Promise<BenchLine[]> {
  let browser: Browser | undefined;
  const out: BenchLine[] = [];
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'es-CL',
      viewport: { width: 1440, height: 1000 },
    });
    context.setDefaultTimeout(TIMEOUT);
    // tsx compiles the in-page function with esbuild's keepNames helper; the page needs it too.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    await page.goto('/login');
    await page
      .getByLabel(/e-?mail|correo/i)
      .and(page.locator('input'))
      .fill(DEMO.adminAndes);
    await page
      .getByLabel(/password|contraseña/i)
      .and(page.locator('input'))
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^(sign in|log in|login|iniciar sesi[oó]n|ingresar|entrar)$/i }).click();
    await page.waitForURL('**/dashboard');

    const measures: Array<[string, (p: Page, i: number) => Promise<void>]> = [
      // A new search each run (a search already in the cache would paint without asking).
      ['typing a search ("cliente 1N")', (p, i) => p.getByRole('searchbox').fill(`cliente 1${i}`)],
      [
        'choosing a state (Cancelada)',
        (p) =>
          p
            .getByLabel('Estado')
            .selectOption('cancelada')
            .then(() => undefined),
      ],
    ];
    for (const [label, act] of measures) {
      const samples: number[] = [];
      let rows = 0;
      for (let i = 0; i < UI_RUNS; i++) {
        await openList(page);
        const [timing] = await Promise.all([page.evaluate(measureListInPage), act(page, i)]);
        samples.push(timing.ms);
        rows = timing.rows;
      }
      const s = stats(samples);
      out.push({
        name: `work-order list in Chromium, ${ORDERS.toLocaleString('en-US')} orders: ${label} -> new rows painted (${rows} rows in the DOM)`,
        value: `${s.text} of ${UI_RUNS}`,
        budget: `< ${PAINT_BUDGET_MS} ms`,
        ok: s.median < PAINT_BUDGET_MS,
      });
    }
    out.push(await boardInPage(page));
    out.push(...(await importInPage(page)));
    return out;
  } finally {
    await browser?.close();
  }
}

/**
 * The Ops board as a user opens it: navigation to /axel-ops/tablero (the app loads, the board's
 * requests, grouping, render) until its cards are painted and nothing is loading.
 */
async function boardInPage(page: Page): Promise<BenchLine> {
  const samples: number[] = [];
  let cards = 0;
  for (let i = 0; i < UI_RUNS; i++) {
    const t0 = performance.now();
    await page.goto('/axel-ops/tablero');
    await page.locator('[data-testid^="columna-"] [data-card-id]').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-slot="loading-state"], [aria-busy="true"]'));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    samples.push(performance.now() - t0);
    cards = await page.locator('[data-card-id]').count();
  }
  return {
    name: `Ops board in Chromium, ${ORDERS.toLocaleString('en-US')} orders (~2% open): open the page -> cards painted (${cards} cards drawn)`,
    value: `${stats(samples).text} of ${UI_RUNS}`,
  };
}

/**
 * The spare-parts import as a user runs it: a 10,000-row CSV chosen in 'Importar CSV' (read,
 * parsed and validated in the Web Worker) until the preview counts the valid rows, then
 * 'Importar 10.000 filas válidas' until the toast confirms them (written through the API).
 */
async function importInPage(page: Page): Promise<BenchLine[]> {
  const N = 10_000;
  const preview: number[] = [];
  const save: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto('/axel-industrial/repuestos');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const t0 = performance.now();
    await page.getByLabel('Archivo CSV').setInputFiles({
      name: 'repuestos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(partsCsv(N, `BENCH${Date.now()}`)),
    });
    await page.getByText(`${N.toLocaleString('es-CL')} filas válidas, 0 con errores.`).waitFor();
    preview.push(performance.now() - t0);
    const t1 = performance.now();
    await page.getByRole('button', { name: `Importar ${N.toLocaleString('es-CL')} filas válidas` }).click();
    await page
      .getByText(`Se importaron ${N.toLocaleString('es-CL')} filas`)
      .first()
      .waitFor();
    save.push(performance.now() - t1);
  }
  return [
    {
      name: `CSV import of ${N.toLocaleString('en-US')} spare parts in Chromium: file chosen -> preview counted (read, parse and validate in the Web Worker)`,
      value: `${stats(preview).text} of 3`,
    },
    {
      name: `CSV import of ${N.toLocaleString('en-US')} spare parts in Chromium: 'Importar' -> saved through the API (confirmed)`,
      value: `${stats(save).text} of 3`,
    },
  ];
}

/**
 * Axel CRM (issue 17): the pipeline board with 5,000 opportunities, from the rows the API sends to
 * the board's model (buildBoard: grouped by stage, ordered, exact BigInt totals and weighted
 * amounts per column), src/features/modules/crm/lib/board-model.ts. Amounts arrive as numeric text.
 */
async function crmBoardLines(): Promise<BenchLine[]> {
  const stages = ['prospecto', 'calificado', 'propuesta', 'negociacion', 'ganada', 'perdida'];
  const rows: BoardOpportunity[] = Array.from({ length: 5_000 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    nombre: `Oportunidad ${i} · Cliente ${i % 300}`,
    etapa: stages[(i * 7) % 6],
    monto: String((((i * 7919) % 480) + 1) * 250_000),
    probabilidad: [10, 25, 50, 75, 100, 0][(i * 7) % 6],
    fecha_cierre_estimada:
      i % 13 === 0 ? null : `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    tercero_id: `t${i % 300}`,
    responsable_id: `u${i % 9}`,
  }));
  let cards = 0;
  const samples = await timeIt(
    async () => {
      cards = buildBoard(rows).reduce((n, c) => n + c.cards.length, 0);
    },
    15,
    3,
  );
  if (cards !== 5_000) throw new Error(`the board placed ${cards} of 5,000 opportunities`);
  const { median, p95 } = summarize(samples);
  return [
    {
      name: 'CRM pipeline board, 5,000 opportunities: rows to grouped board model (exact totals)',
      value: `median ${ms(median)}, p95 ${ms(p95)}`,
      budget: '< 100 ms',
      ok: p95 < 100,
    },
  ];
}

const CRM_OPPORTUNITIES = 5_000;

/**
 * 5,000 opportunities for Industrias Andes, straight into the database (service level SQL, before
 * the server starts), spread over up to 300 of its accounts and every stage (a lost one says why).
 */
async function seedCrmOpportunities(db: PgliteDatabase): Promise<void> {
  await db.query(
    `insert into public.crm_oportunidades (empresa_id, nombre, tercero_id, etapa, monto, probabilidad, fecha_cierre_estimada, motivo_perdida)
     select $1, format('Oportunidad bench %s', k), t.ids[1 + k % array_length(t.ids, 1)],
       (array['prospecto', 'calificado', 'propuesta', 'negociacion', 'ganada', 'perdida'])[1 + (k * 7) % 6],
       ((k * 7919) % 480 + 1) * 250000, (array[10, 25, 50, 75, 100, 0])[1 + (k * 7) % 6],
       case when k % 13 = 0 then null else current_date + k % 365 end,
       case when (k * 7) % 6 = 5 then 'Precio' end
     from generate_series(1, $2::int) k,
       (select array_agg(id order by nombre, id) as ids
        from (select id, nombre from public.terceros where empresa_id = $1 order by nombre, id limit 300) x) t`,
    [ANDES, CRM_OPPORTUNITIES],
  );
}

/** The board page's load at the API (its select, paged as the SPA pages it) and buildBoard. */
async function crmBoardApiLines(client: Client): Promise<BenchLine[]> {
  const name = `CRM pipeline board, ${CRM_OPPORTUNITIES.toLocaleString('en-US')} opportunities: API read (board select, paged) + buildBoard`;
  try {
    let cards = 0;
    const samples = await timeIt(
      async () => {
        const rows = await fetchAllRows<BoardOpportunity>((from, to) =>
          client
            .from('crm_oportunidades')
            .select(OPPORTUNITY_SUMMARY_SELECT)
            .order('creado_en', { ascending: false })
            .order('id')
            .range(from, to),
        );
        cards = buildBoard(rows).reduce((n, c) => n + c.cards.length, 0);
      },
      10,
      2,
    );
    // The demo seed has a few opportunities of its own.
    if (cards < CRM_OPPORTUNITIES)
      throw new Error(`the board placed ${cards} opportunities, expected at least ${CRM_OPPORTUNITIES}`);
    const s = stats(samples);
    return [{ name: `${name} (${cards.toLocaleString('en-US')} cards)`, value: s.text }];
  } catch (e) {
    return [{ name, value: `failed: ${e instanceof Error ? e.message : String(e)}`, ok: false }];
  }
}

export default async function run(): Promise<BenchLine[]> {
  const out: BenchLine[] = [await csvImport(), ...(await crmBoardLines())];
  const db = await PgliteDatabase.open();
  let server: RunningServer | undefined;
  const ui = process.env.BENCH_MODULES_UI !== '0';
  try {
    if (ui) mkdirSync(OUT_DIR, { recursive: true });
    const [, seeded] = await Promise.all([
      ui ? ensureSpaBuilt({ env: LOCAL_BUILD, outDir: OUT_DIR, log: () => {} }) : Promise.resolve(),
      migrate(db).then(() => seedModules(db, { orders: ORDERS, employees: EMPLOYEES })),
    ]);
    await seedCrmOpportunities(db);
    out.push({
      name: `scale data: ${ORDERS.toLocaleString('en-US')} work orders and ${EMPLOYEES.toLocaleString('en-US')} employees for Industrias Andes, seeded in`,
      value: `${(seeded.ms / 1000).toFixed(1)} s`,
    });
    server = await startServer({
      database: db,
      port: 0,
      staticDir: ui ? OUT_DIR : undefined,
      migrate: false,
      config: { log: false },
    });
    // supabase-js's REST half (its realtime half needs a WebSocket Node 20 lacks), signed in as the SPA is.
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.anonKey },
      body: JSON.stringify({ email: DEMO.adminAndes, password: DEMO_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const client: Client = new PostgrestClient(`${server.url}/rest/v1`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    });
    out.push(...(await apiLines(client)));
    out.push(...(await peopleLines(client)));
    out.push(...(await crmBoardApiLines(client)));
    if (ui) {
      // A browser failure is reported as a line, the API figures above still print.
      try {
        out.push(...(await uiLines(server)));
      } catch (e) {
        out.push({
          name: 'work-order list in Chromium: filter -> paint',
          value: `failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
          ok: false,
        });
      }
    }
    return out;
  } finally {
    await server?.stop();
    await db.close();
  }
}
