/**
 * Axel Predictive (issue 39): the failure-risk ranking for 2,000 assets and 100,000 corrective
 * orders. An in-memory PGlite, migrated and seeded, behind the real server; the assets and orders of
 * Industrias Andes are loaded in bulk (order triggers off, as the seed does for historical rows), then
 * the company's admin calls POST /rest/v1/rpc/predictive_resumen_fallas as the 'Riesgo de falla'
 * screen does (per asset only the failure days and hours, as numbers) and the ranking is computed from its answer (`rankFailureRisk`, what the page's Web
 * Worker runs). Measured: the read, the computation, and both together (median and p95). Budget for
 * both: under 2 s.
 *
 *   npm run bench -- predictive
 */
import { PgliteDatabase } from '../server/db/pglite.ts';
import { DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { startServer } from '../server/index.ts';
import {
  buildSeries,
  forecastSeries,
  partReorder,
  partsByRecentUse,
  type SeriesRow,
} from '../src/features/modules/predictive/lib/forecast-series.ts';
import { REORDER_PAGE_SIZE as REORDER_PAGE } from '../src/features/modules/predictive/lib/forecast-limits.ts';
import { rankFailureRisk, type FailureHistoryRow } from '../src/features/modules/predictive/lib/risk-ranking.ts';
import { todayInChile } from '../src/lib/dates.ts';
import { ms, slices, summarize, timeIt, type BenchLine } from './stats.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const ASSETS = Number(process.env.BENCH_PRED_ASSETS ?? 2_000);
const ORDERS = Number(process.env.BENCH_PRED_ORDERS ?? 100_000);
const BUDGET_MS = 2_000;
// The forecasts' data at the same scale: three years of Finance documents (about 1,400 issued and 400
// received a month, 90 % paid, each by one payment applied to it) and of spare-part outflows (the
// parts taken out for the orders: 60,000 moves over 500 parts).
const DOCS_ISSUED = Number(process.env.BENCH_PRED_DOCS ?? 50_000);
const DOCS_RECEIVED = Math.round(DOCS_ISSUED * 0.3);
const PARTS = Number(process.env.BENCH_PRED_PARTS ?? 500);
const OUTFLOWS = Number(process.env.BENCH_PRED_OUTFLOWS ?? 60_000);

export default async function predictiveBench(): Promise<BenchLine[]> {
  const db = await PgliteDatabase.open();
  const server = await startServer({ database: db, port: 0, staticDir: false, config: { log: false } });
  try {
    const loadStart = performance.now();
    await loadFailureData(db);
    const loadMs = performance.now() - loadStart;
    const forecastLoadStart = performance.now();
    await loadForecastData(db);
    const forecastLoadMs = performance.now() - forecastLoadStart;

    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@andes.demo', password: DEMO_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    let bytes = 0;
    const read = async () => {
      const r = await fetch(`${server.url}/rest/v1/rpc/predictive_resumen_fallas`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!r.ok) throw new Error(`predictive_resumen_fallas: ${r.status} ${await r.text()}`);
      const text = await r.text();
      bytes = text.length;
      return JSON.parse(text) as FailureHistoryRow[];
    };
    const rows = await read();
    const failures = rows.reduce((s, r) => s + r.minutos.length, 0);
    const readSamples = await timeIt(read, 5, 1);
    const rankSamples = await timeIt(async () => rankFailureRisk(rows, new Date()), 5, 1);
    const bothSamples = await timeIt(async () => rankFailureRisk(await read(), new Date()), 5, 1);
    const [r, k, b] = [summarize(readSamples), summarize(rankSamples), summarize(bothSamples)];

    // The Pronósticos screen: the monthly series, then the first series' forecast (with its
    // backtest) and the reorder points of the table's first page, as the page computes them.
    let seriesBytes = 0;
    const readSeries = async () => {
      const res = await fetch(`${server.url}/rest/v1/rpc/predictive_series_mensuales`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error(`predictive_series_mensuales: ${res.status} ${await res.text()}`);
      const text = await res.text();
      seriesBytes = text.length;
      return JSON.parse(text) as SeriesRow[];
    };
    const forecastScreen = (rowsRead: SeriesRow[]) => {
      const series = buildSeries(rowsRead, todayInChile());
      const first = forecastSeries(series[0]);
      const page = partsByRecentUse(series.filter((x) => x.kind === 'repuesto')).slice(0, REORDER_PAGE);
      const reorder = page.map((p) => partReorder(p, 30, 0.95));
      return { series, first, reorder };
    };
    if (process.env.BENCH_DEBUG) console.error('forecast data loaded', forecastLoadMs);
    const seriesRows = await readSeries();
    const screen = forecastScreen(seriesRows);
    const finance = screen.series.filter((x) => x.kind !== 'repuesto');
    const parts = screen.series.length - finance.length;
    const seriesReadSamples = await timeIt(readSeries, 5, 1);
    const forecastComputeSamples = await timeIt(async () => forecastScreen(seriesRows), 5, 1);
    const financeSamples = await timeIt(async () => finance.map((x) => forecastSeries(x)), 5, 1);
    const forecastBothSamples = await timeIt(async () => forecastScreen(await readSeries()), 5, 1);
    const [fr, fc, ff, fb] = [seriesReadSamples, forecastComputeSamples, financeSamples, forecastBothSamples].map(
      summarize,
    );
    const forecastOk =
      fb.p95 < BUDGET_MS &&
      finance.length === 3 &&
      parts >= Math.min(PARTS, 100) &&
      screen.first !== null &&
      screen.reorder.length === Math.min(REORDER_PAGE, parts) &&
      screen.reorder.every((x) => x !== null);
    return [
      {
        name: `predictive: bulk load of ${ASSETS.toLocaleString('en')} assets and ${ORDERS.toLocaleString('en')} corrective orders (setup, not a budget)`,
        value: ms(loadMs),
      },
      {
        name: `predictive: read of the failure history (rpc predictive_resumen_fallas), ${rows.length} rows, ${failures} failures, ${(bytes / 1e6).toFixed(1)} MB of JSON`,
        value: `median ${ms(r.median)}, p95 ${ms(r.p95)}`,
      },
      {
        name: 'predictive: ranking computed from it (rankFailureRisk)',
        value: `median ${ms(k.median)}, p95 ${ms(k.p95)}`,
      },
      {
        name: 'predictive: read + ranking, what the screen waits for',
        value: `median ${ms(b.median)}, p95 ${ms(b.p95)}`,
        budget: `< ${BUDGET_MS} ms`,
        ok: b.p95 < BUDGET_MS && failures >= ORDERS,
      },
      {
        name: `predictive: bulk load of ${DOCS_ISSUED.toLocaleString('en')} issued and ${DOCS_RECEIVED.toLocaleString('en')} received Finance documents with their payments, ${OUTFLOWS.toLocaleString('en')} outflows of ${PARTS} parts, over three years (setup, not a budget)`,
        value: ms(forecastLoadMs),
      },
      {
        name: `predictive: read of the monthly series (rpc predictive_series_mensuales), ${seriesRows.length} rows, ${finance.length} Finance series and ${parts} parts of ${screen.series[0]?.values.length ?? 0} months, ${(seriesBytes / 1e6).toFixed(2)} MB of JSON`,
        value: `median ${ms(fr.median)}, p95 ${ms(fr.p95)}`,
      },
      {
        name: `predictive: forecasts computed from it (buildSeries, the first series' forecast and backtest, reorder points of the first ${REORDER_PAGE} parts)`,
        value: `median ${ms(fc.median)}, p95 ${ms(fc.p95)}`,
      },
      {
        name: 'predictive: the three Finance forecasts with their backtests (each is computed when chosen; not a budget)',
        value: `median ${ms(ff.median)}, p95 ${ms(ff.p95)}`,
      },
      {
        name: 'predictive: read + forecasts, what the Pronósticos screen waits for',
        value: `median ${ms(fb.median)}, p95 ${ms(fb.p95)}`,
        budget: `< ${BUDGET_MS} ms`,
        ok: forecastOk,
      },
    ];
  } finally {
    await server.stop();
    await db.close();
  }
}

/** Industrias Andes' assets and corrective orders at the bench's scale, in bulk (order triggers off). */
async function loadFailureData(db: PgliteDatabase): Promise<void> {
  await db.exec(`
    insert into public.industrial_activos (id, empresa_id, codigo, nombre, nivel, categoria, criticidad)
    select md5('bench-pred-activo-' || k)::uuid, '${ANDES}', 'BP-' || lpad(k::text, 5, '0'), 'Equipo de carga ' || k, 'equipo',
      'Categoría ' || (1 + k % 12), (array['A', 'B', 'C'])[1 + k % 3]
    from generate_series(1, ${ASSETS}) k on conflict (id) do nothing;
    alter table public.ops_ordenes disable trigger user;
  `);
  for (const [from, to] of slices(ORDERS)) {
    await db.exec(`
      insert into public.ops_ordenes (empresa_id, numero, tipo, prioridad, estado, activo_id, falla_reportada, creado_en, actualizado_en, completada_en, cerrada_en)
      select '${ANDES}', 1000000 + n, 'correctiva', 'media', 'cerrada', md5('bench-pred-activo-' || (1 + n % ${ASSETS}))::uuid, 'Falla de carga',
        x.creado, x.creado, x.creado + (2 + n % 30) * interval '1 hour', x.creado + interval '1 day'
      from generate_series(${from}, ${to}) n
      cross join lateral (select now() - ((n * 7919) % (3 * 365 * 24)) * interval '1 hour' as creado) x;
    `);
  }
  await db.exec(`
    alter table public.ops_ordenes enable trigger user;
    analyze public.ops_ordenes;
  `);
}

/**
 * Three years of Finance documents and spare-part outflows for Industrias Andes, in bulk with the
 * tables' triggers off (amounts paid, states and stock are given, as the seed does for history).
 * Issued documents are due at 30 days and 90 % are paid 15 to 55 days after issue (when that day
 * has come); received ones likewise. Parts are used unevenly (a few heavily, most rarely).
 */
async function loadForecastData(db: PgliteDatabase): Promise<void> {
  await db.exec(`
    insert into public.terceros (id, empresa_id, tipo, nombre)
    select md5('bench-pred-tercero-' || i)::uuid, '${ANDES}', case when i <= 500 then 'cliente' else 'proveedor' end,
      case when i <= 500 then 'Cliente de carga ' else 'Proveedor de carga ' end || i
    from generate_series(1, 650) i on conflict (id) do nothing;
    alter table public.fin_documentos disable trigger user;
    alter table public.fin_pagos disable trigger user;
    alter table public.fin_pago_aplicaciones disable trigger user;
    alter table public.industrial_movimientos disable trigger user;
  `);
  for (const [direccion, count, folio0, terceros, offset] of [
    ['emitido', DOCS_ISSUED, 3_000_000, 500, 0],
    ['recibido', DOCS_RECEIVED, 5_000_000, 150, 500],
  ] as const) {
    for (const [from, to] of slices(count)) {
      await db.exec(`
        insert into public.fin_documentos (id, empresa_id, direccion, tipo, folio, tercero_id, fecha_emision, fecha_vencimiento, neto, iva, monto_pagado, estado)
        select md5('bench-pred-doc-${direccion}-' || n)::uuid, '${ANDES}', '${direccion}', 'factura', ${folio0} + n,
          md5('bench-pred-tercero-' || (${offset + 1} + n % ${terceros}))::uuid, x.emision, x.emision + 30, x.neto, round(x.neto * 0.19),
          case when x.pagada then x.neto + round(x.neto * 0.19) else 0 end, case when x.pagada then 'pagada' else 'emitida' end
        from generate_series(${from}, ${to}) n
        cross join lateral (select current_date - (n * 7919) % 1095 as emision, (100000 + (n::bigint * 104729) % 5000000)::numeric as neto) x0
        cross join lateral (select x0.*, n % 10 < 9 and x0.emision + 15 + n % 41 <= current_date as pagada) x;
      `);
      const slice = `d.empresa_id = '${ANDES}' and d.folio between ${folio0 + from} and ${folio0 + to} and d.estado = 'pagada'`;
      await db.exec(`
        insert into public.fin_pagos (id, empresa_id, numero, direccion, tercero_id, fecha, monto, monto_aplicado)
        select md5('bench-pred-pago-' || d.id)::uuid, d.empresa_id, d.folio,
          case d.direccion when 'emitido' then 'cobro' else 'pago' end, d.tercero_id,
          d.fecha_emision + 15 + (d.folio % 41)::int, d.total, d.total
        from public.fin_documentos d where ${slice};
      `);
      await db.exec(`
        insert into public.fin_pago_aplicaciones (empresa_id, pago_id, documento_id, monto)
        select d.empresa_id, md5('bench-pred-pago-' || d.id)::uuid, d.id, d.total
        from public.fin_documentos d where ${slice};
      `);
    }
  }
  await db.exec(`
    insert into public.industrial_repuestos (id, empresa_id, sku, nombre, stock)
    select md5('bench-pred-repuesto-' || k)::uuid, '${ANDES}', 'BPR-' || lpad(k::text, 5, '0'), 'Repuesto de carga ' || k, 1000
    from generate_series(1, ${PARTS}) k on conflict (id) do nothing;
  `);
  for (const [from, to] of slices(OUTFLOWS)) {
    await db.exec(`
      insert into public.industrial_movimientos (empresa_id, repuesto_id, tipo, cantidad, motivo, creado_en, actualizado_en)
      select '${ANDES}', md5('bench-pred-repuesto-' || (1 + floor(${PARTS} * power(((n * 7919) % 10007) / 10007.0, 2)))::int)::uuid,
        'salida', 1 + n % 4, 'Salida para orden de trabajo', x.creado, x.creado
      from generate_series(${from}, ${to}) n
      cross join lateral (select now() - ((n::bigint * 104729) % (3 * 365 * 24)) * interval '1 hour' as creado) x;
    `);
  }
  await db.exec(`
    alter table public.fin_documentos enable trigger user;
    alter table public.fin_pagos enable trigger user;
    alter table public.fin_pago_aplicaciones enable trigger user;
    alter table public.industrial_movimientos enable trigger user;
    analyze public.fin_documentos;
    analyze public.fin_pagos;
    analyze public.fin_pago_aplicaciones;
    analyze public.industrial_movimientos;
  `);
}
