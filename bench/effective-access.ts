/**
 * Benchmark of the admin panel's effective-access queries (docs/design.md §8: "the effective-access
 * query on 50,000 rows under 1 s"). An in-memory PGlite, migrated and seeded; seedScale adds
 * 5,000 users first (50,000 user x module rows: the whole table of docs/design.md's budget is read),
 * then grows to 2,000 companies and 50,000 users (500,000 rows) for the filtered queries. Each
 * query runs as the demo super_admin exactly as the REST API runs it (set local role
 * authenticated, request.jwt.claims, the body built by Postgres with json_agg), median of
 * several runs after a warm-up.
 *
 *   npm run bench -- effective-access
 */
import { PgliteDatabase } from '../server/db/pglite.ts';
import type { Queryable } from '../server/db/types.ts';
import { migrate } from '../server/migrate.ts';
import { seedScale } from '../scripts/seed-scale.ts';
import type { BenchLine } from './stats.ts';

const SUPER_ADMIN = 'a0000000-0000-4000-8000-000000000001';
const RUNS = 5;
const BUDGET_MS = 1000;
/** Tables small enough that a sequential scan is the right plan (catalogues). */
const CATALOGUES = new Set(['modulos_disponibles', 'planes_disponibles', 'roles_sistema', 'modulos_por_plan']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, out: Array<{ type: string; relation: string }> = []) {
  if (node['Relation Name']) out.push({ type: node['Node Type'], relation: node['Relation Name'] });
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

/** Runs fn as the super_admin inside one transaction, like a request of the REST API. */
async function asSuperAdmin<T>(db: PgliteDatabase, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: SUPER_ADMIN, role: 'authenticated' }),
    ]);
    await tx.exec('set local role authenticated');
    return fn(tx);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median time of sql as the REST API runs it (JSON body built by Postgres), or rows only. */
async function measure(
  db: PgliteDatabase,
  sql: string,
  params: unknown[],
  json = true,
): Promise<{ ms: number; rows: number }> {
  const body = json
    ? `select count(*)::int as n, coalesce(json_agg(t), '[]')::text as body from (${sql}) t`
    : `select count(*)::int as n from (${sql}) t`;
  let rows = 0;
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const r = await asSuperAdmin(db, (tx) => tx.query<{ n: number | string; body: string }>(body, params));
    if (i > 0) times.push(performance.now() - started);
    rows = Number(r.rows[0].n);
  }
  return { ms: median(times), rows };
}

/**
 * Every row of the page function's filters as the CSV export reads them (issue 33): pages of
 * 10,000 rows written as CSV text by public.accesos_efectivos_csv, each after the previous page's
 * last key, each a statement as the REST API runs it (its one-row JSON body built by Postgres).
 * `limit` stops after that many pages. Median of RUNS after a warm-up.
 */
async function measureCsvExport(
  db: PgliteDatabase,
  args: string,
  params: unknown[],
  limit = Infinity,
): Promise<{ ms: number; rows: number; pages: number }> {
  const times: number[] = [];
  let rows = 0;
  let pages = 0;
  const next = params.length + 1;
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    let after: unknown = null;
    rows = 0;
    pages = 0;
    while (pages < limit) {
      const r = await asSuperAdmin(db, (tx) =>
        tx.query<{ body: string }>(
          `select coalesce(json_agg(t), '[]')::text as body from public.accesos_efectivos_csv(${args ? `${args}, ` : ''}p_despues => $${next}::jsonb, p_limite => 10000) t`,
          [...params, after === null ? null : JSON.stringify(after)],
        ),
      );
      const [page] = JSON.parse(r.rows[0].body) as Array<{ texto: string; filas: number; clave: unknown }>;
      rows += page.filas;
      pages++;
      if (page.filas < 10_000) break;
      after = page.clave;
    }
    if (i > 0) times.push(performance.now() - started);
  }
  return { ms: median(times), rows, pages };
}

export default async function effectiveAccessBench(): Promise<BenchLine[]> {
  const out: BenchLine[] = [];
  // Each part on its own: a failure is its line, the figures before it still print.
  const part = async (name: string, run: () => Promise<void>): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (e) {
      out.push({ name, value: `failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`, ok: false });
      return false;
    }
  };
  const db = await PgliteDatabase.open();
  try {
    await migrate(db);
    let seedMs = 0;
    const seeded = await part('seed:scale 200 companies + 5,000 users', async () => {
      seedMs += (await seedScale(db, { companies: 200, users: 5000 })).ms;
    });
    if (!seeded) return out;
    // docs/design.md §8's "the effective-access query on 50,000 rows under 1 s": every row of the
    // 5,000 users, as the one reader of that many rows reads them (the CSV export, in pages of
    // CSV text). The same rows as one JSON read of the view are printed beside it, with no budget:
    // no client reads the view whole since issue 33, and PGlite's json_agg of its 20 columns is
    // most of that read's time (compare the line without the JSON body).
    await part('Accesos Efectivos: every row, no filter', async () => {
      const csv = await measureCsvExport(db, '', []);
      out.push({
        name: `Accesos Efectivos: every row, no filter, as the CSV export reads them (${csv.rows.toLocaleString('en-US')} rows, 5,000 users, ${csv.pages} pages of CSV text)`,
        value: `${csv.ms.toFixed(0)} ms median of ${RUNS}`,
        budget: `< ${BUDGET_MS} ms`,
        ok: csv.ms < BUDGET_MS,
      });
      const everyRow = 'select * from public.accesos_efectivos_usuario order by empresa_nombre, nombre';
      const all = await measure(db, everyRow, []);
      const query = await measure(db, everyRow, [], false);
      out.push(
        {
          name: `Accesos Efectivos: every row, no filter, one JSON read of the view (${all.rows.toLocaleString('en-US')} rows; no client reads it so)`,
          value: `${all.ms.toFixed(0)} ms median of ${RUNS}`,
        },
        {
          name: 'Accesos Efectivos: every row, rows computed and sorted without the JSON body',
          value: `${query.ms.toFixed(0)} ms median of ${RUNS}`,
        },
      );
    });
    const grown = await part('seed:scale to 2,000 companies + 50,000 users', async () => {
      seedMs += (await seedScale(db, { companies: 1800, users: 45000 })).ms;
    });
    if (!grown) return out;
    out.unshift({
      name: 'seed:scale 2,000 companies + 50,000 users (PGlite, in two runs)',
      value: `${(seedMs / 1000).toFixed(1)} s`,
      budget: '< 60 s',
      ok: seedMs < 60_000,
    });
    // A company of typical size (the filters the admin panel offers: company, plan, access, text).
    // The tab's company picker sends the company's id (p_empresa_id, or empresa_id=eq. on the
    // view), never its name: the view filtered by empresa_nombre had no index to use and was
    // measured here with sequential scans on usuarios_plataforma (issue 33 item 4), a path no
    // client takes.
    const empresa = (
      await db.query<{ id: string }>(
        `select e.id from public.empresas e join public.usuarios_plataforma u on u.empresa_id = e.id
         group by e.id, e.nombre order by count(*) desc, e.nombre offset 1000 limit 1`,
      )
    ).rows[0].id;
    const base = 'select * from public.accesos_efectivos_usuario';
    const order = 'order by empresa_nombre, nombre';
    const cases: Array<{ name: string; sql: string; params: unknown[]; budget: boolean }> = [
      {
        name: 'Accesos Efectivos: filter by company',
        sql: `${base} where empresa_id = $1 ${order}`,
        params: [empresa],
        budget: true,
      },
      {
        name: 'Accesos Efectivos: plan Enterprise + only inactive',
        sql: `${base} where plan_nombre = $1 and acceso_efectivo = false ${order}`,
        params: ['Enterprise'],
        budget: true,
      },
      {
        name: 'Accesos Efectivos: text search on busqueda (like)',
        sql: `${base} where busqueda like $1 ${order}`,
        params: ['%quispe.1%'],
        budget: true,
      },
      {
        // No client reads 50,000 rows of the view in one request any more (issue 33): the tab reads
        // pages of 200 and 1,000 and the CSV export pages of 10,000, through the keyset page
        // function; that path carries the budget (below). Informative: over the view the planner
        // sorts every row of the plan (175,000) for one read.
        name: 'Accesos Efectivos: first 50,000 rows of plan Profesional, one read of the view',
        sql: `${base} where plan_nombre = $1 ${order} limit 50000`,
        params: ['Profesional'],
        budget: false,
      },
      {
        name: 'Accesos Efectivos: text search, six ilike columns (docs/product.md §7 literal; use busqueda)',
        sql: `${base} where nombre ilike $1 or apellido_paterno ilike $1 or apellido_materno ilike $1 or correo ilike $1 or modulo_nombre ilike $1 or modulo_clave ilike $1 ${order}`,
        params: ['%quispe.1%'],
        budget: false,
      },
    ];
    for (const c of cases) {
      await part(c.name, async () => {
        const { ms, rows } = await measure(db, c.sql, c.params);
        out.push({
          name: `${c.name} (${rows.toLocaleString('en-US')} of 500,000 rows)`,
          value: `${ms.toFixed(0)} ms median of ${RUNS}`,
          ...(c.budget ? { budget: `< ${BUDGET_MS} ms`, ok: ms < BUDGET_MS } : {}),
        });
      });
    }

    // The CSV export's reads (issue 33): pages of 10,000 rows as CSV text, each after the previous
    // page's last key: the first five pages of plan Profesional, and the whole of plan Profesional +
    // 'Solo inactivos' (the set bench admin-ui exports in Chromium). Budget: 1 s per 50,000 rows.
    const planClave = (
      await db.query<{ clave: string }>(`select clave from public.planes_disponibles where nombre = 'Profesional'`)
    ).rows[0].clave;
    for (const set of [
      { label: 'first 5 pages of plan Profesional', args: 'p_plan => $1', limit: 5 },
      {
        label: "plan Profesional + 'Solo inactivos', every page",
        args: 'p_plan => $1, p_acceso => false',
        limit: Infinity,
      },
    ]) {
      await part(`Accesos Efectivos: CSV export, ${set.label}`, async () => {
        const csv = await measureCsvExport(db, set.args, [planClave], set.limit);
        const budget = Math.max(1, csv.rows / 50_000) * BUDGET_MS;
        out.push({
          name: `Accesos Efectivos: CSV export, ${set.label} (${csv.rows.toLocaleString('en-US')} rows in ${csv.pages} pages of 10,000 as CSV text, accesos_efectivos_csv)`,
          value: `${csv.ms.toFixed(0)} ms median of ${RUNS} (${Math.round(csv.rows / (csv.ms / 1000)).toLocaleString('en-US')} rows/s)`,
          budget: `< ${budget.toFixed(0)} ms (1 s per 50,000 rows)`,
          ok: csv.ms < budget,
        });
      });
    }

    // What the tab runs (issue 33): each filter's first page (200 rows, the keyset page function)
    // and its count, at 50,000 users. The tab's own budgets (first rows painted < 300 ms, count
    // shown < 1 s, at 200,000 users) are measured in a browser by bench admin-ui.
    const plan = (
      await db.query<{ clave: string }>(`select clave from public.planes_disponibles where nombre = 'Profesional'`)
    ).rows[0].clave;
    const tabFilters: Array<{ name: string; args: string; params: unknown[] }> = [
      { name: "'Solo activos'", args: 'p_acceso => true', params: [] },
      { name: "'Solo inactivos'", args: 'p_acceso => false', params: [] },
      { name: 'company', args: 'p_empresa_id => $1', params: [empresa] },
      { name: 'plan Profesional', args: 'p_plan => $1', params: [plan] },
      { name: "'Sin plan'", args: 'p_sin_plan => true', params: [] },
      { name: "text 'quispe'", args: "p_busqueda => 'quispe'", params: [] },
      { name: "text 'ana fin'", args: "p_busqueda => 'ana fin'", params: [] },
    ];
    for (const f of tabFilters) {
      await part(`Accesos Efectivos tab, filter ${f.name}`, async () => {
        const first = await measure(
          db,
          `select * from public.accesos_efectivos_pagina(${f.args}, p_limite => 200)`,
          f.params,
        );
        const counted = await measure(db, `select * from public.accesos_efectivos_conteo(${f.args})`, f.params);
        const total = await asSuperAdmin(db, (tx) =>
          tx.query<{ total: string; exacto: boolean }>(
            `select * from public.accesos_efectivos_conteo(${f.args})`,
            f.params,
          ),
        );
        const { total: n, exacto } = total.rows[0];
        out.push(
          {
            name: `Accesos Efectivos tab, filter ${f.name}: first page (${first.rows} rows, accesos_efectivos_pagina)`,
            value: `${first.ms.toFixed(0)} ms median of ${RUNS}`,
            budget: '< 300 ms',
            ok: first.ms < 300,
          },
          {
            name: `Accesos Efectivos tab, filter ${f.name}: count (${exacto ? '' : 'more than '}${Number(n).toLocaleString('en-US')}, accesos_efectivos_conteo)`,
            value: `${counted.ms.toFixed(0)} ms median of ${RUNS}`,
            budget: `< ${BUDGET_MS} ms`,
            ok: counted.ms < BUDGET_MS,
          },
        );
      });
    }

    // The plan of the company filter: every join of a large table must be an index lookup.
    await part('Accesos Efectivos: plan of the company filter', async () => {
      const explained = await asSuperAdmin(db, (tx) =>
        tx.query<{ 'QUERY PLAN': string | Array<{ Plan: PlanNode }> }>(
          `explain (format json) ${cases[0].sql}`,
          cases[0].params,
        ),
      );
      const raw = explained.rows[0]['QUERY PLAN'];
      const tree = (typeof raw === 'string' ? (JSON.parse(raw) as Array<{ Plan: PlanNode }>) : raw)[0].Plan;
      const found = scans(tree);
      const bad = found.filter((s) => s.type === 'Seq Scan' && !CATALOGUES.has(s.relation));
      out.push({
        name: 'Accesos Efectivos: plan of the company filter',
        value: bad.length
          ? `sequential scans on ${[...new Set(bad.map((s) => s.relation))].join(', ')}`
          : `index scans on every large table (${[...new Set(found.filter((s) => s.type !== 'Seq Scan').map((s) => s.relation))].join(', ')}); catalogues scanned`,
        budget: 'no seq scan outside catalogues',
        ok: bad.length === 0,
      });
    });
    return out;
  } finally {
    await db.close();
  }
}
