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
import { rankFailureRisk, type FailureHistoryRow } from '../src/features/modules/predictive/lib/risk-ranking.ts';
import { ms, summarize, timeIt, type BenchLine } from './stats.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const ASSETS = Number(process.env.BENCH_PRED_ASSETS ?? 2_000);
const ORDERS = Number(process.env.BENCH_PRED_ORDERS ?? 100_000);
const BUDGET_MS = 2_000;

export default async function predictiveBench(): Promise<BenchLine[]> {
  const db = await PgliteDatabase.open();
  const server = await startServer({ database: db, port: 0, staticDir: false, config: { log: false } });
  try {
    const loadStart = performance.now();
    await db.exec(`
      insert into public.industrial_activos (id, empresa_id, codigo, nombre, nivel, categoria, criticidad)
      select md5('bench-pred-activo-' || k)::uuid, '${ANDES}', 'BP-' || lpad(k::text, 5, '0'), 'Equipo de carga ' || k, 'equipo',
        'Categoría ' || (1 + k % 12), (array['A', 'B', 'C'])[1 + k % 3]
      from generate_series(1, ${ASSETS}) k on conflict (id) do nothing;
      alter table public.ops_ordenes disable trigger user;
    `);
    // In slices of 10,000: one statement of 100,000 rows may outlast the database's statement guard
    // on a busy machine.
    for (let from = 1; from <= ORDERS; from += 10_000) {
      const to = Math.min(ORDERS, from + 9_999);
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
    const loadMs = performance.now() - loadStart;

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
    ];
  } finally {
    await server.stop();
    await db.close();
  }
}
