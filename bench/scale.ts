/**
 * Scale (issue 20): 'Accesos Efectivos' over HTTP against a server in its own process, as
 * `npm start` runs it, on a database of N users (10 modules each: 10 N view rows), on PGlite and,
 * with BENCH_DATABASE_URL (a PostgreSQL 15 database this bench may wipe), on PostgreSQL too.
 *
 * For each size: the full read of the view in one request (streamed; DB_MAX_ROWS=0), the first
 * page (1,000 rows, public.accesos_efectivos_pagina) under each filter, the last page (keyset,
 * after the key of the row 1,000 before the end), and the server's peak RSS (VmHWM). Then the
 * admin panel's other big lists: 'Gestión de Roles' (public.usuarios_autenticados_pagina, 100
 * users: first page, a search, the page after the user 100 before the end) and 'Historial'
 * (public.historial_permisos_pagina, 50 changes: first page, the page after the change 50 before
 * the end).
 *
 *   npm run bench -- scale                                   1k and 10k users
 *   BENCH_SCALE_USERS=1000,10000,50000,200000 npm run bench -- scale
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/axel_bench npm run bench -- scale
 *   BENCH_SCALE_PGLITE=0 ...                                 PostgreSQL only
 *
 * Seeding takes minutes from 50k users up (200k: tens of minutes on PGlite), hence opt-in.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_JWT_SECRET } from '../server/config.ts';
import { DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { makeApiKeys } from '../server/keys.ts';
import { ROOT } from '../server/migrate.ts';
import type { BenchLine } from './stats.ts';
import { freePort } from './free-port.ts';

const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
/** The full read at 200,000 users takes minutes: BENCH_SCALE_FULL_RUNS=1 times it once. */
const FULL_RUNS = Number(process.env.BENCH_SCALE_FULL_RUNS ?? RUNS);
const PAGE = 1000;
const COLUMNS =
  'usuario_id,nombre,apellido_paterno,apellido_materno,correo,empresa_nombre,plan_nombre,modulo_id,modulo_clave,modulo_nombre,modulo_descripcion,en_plan,acceso_efectivo,override_aplicado';
const ORDER = 'empresa_nombre.asc,nombre.asc,apellido_paterno.asc,usuario_id.asc,modulo_nombre.asc,modulo_id.asc';

interface Target {
  label: string;
  env: Record<string, string>;
  seedArgs: string[];
  cleanup?: () => void;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function waitReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${url}/auth/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

async function measure(target: Target, users: number): Promise<BenchLine[]> {
  const companies = Math.max(10, Math.round(users / 25));
  const seed = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/seed-scale.ts',
      '--companies',
      String(companies),
      '--users',
      String(users),
      ...target.seedArgs,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...target.env },
      stdio: 'pipe',
    },
  );
  if (seed.status !== 0) throw new Error(`seed-scale failed: ${seed.stderr.toString().slice(-500)}`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...target.env, PORT: String(port), DB_MAX_ROWS: '0', STATEMENT_TIMEOUT_MS: '600000' },
    stdio: 'ignore',
  });
  const lines: BenchLine[] = [];
  const name = (what: string) =>
    `${target.label} ${users.toLocaleString('en')} users (${(users * 10).toLocaleString('en')} rows): ${what}`;
  try {
    await waitReady(url, child);
    const keyRes = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: (await makeApiKeys(DEFAULT_JWT_SECRET)).anonKey },
      body: JSON.stringify({ email: 'superadmin@axel.demo', password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await keyRes.json()) as { access_token: string };
    const headers = { apikey: (await makeApiKeys(DEFAULT_JWT_SECRET)).anonKey, authorization: `Bearer ${token}` };
    let errors = 0;
    const getText = async (path: string) => {
      const r = await fetch(`${url}/rest/v1/${path}`, { headers });
      const text = await r.text();
      if (r.status >= 500) errors += 1;
      if (!r.ok) throw new Error(`${path}: ${r.status} ${text.slice(0, 200)}`);
      return text;
    };
    const rpc = async (args: Record<string, unknown>) => {
      const r = await fetch(`${url}/rest/v1/rpc/accesos_efectivos_pagina?select=${COLUMNS}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ p_limite: PAGE, ...args }),
      });
      const text = await r.text();
      if (r.status >= 500) errors += 1;
      if (!r.ok) throw new Error(`page ${JSON.stringify(args)}: ${r.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as Record<string, string | null>[];
    };

    // Full read: every row in one response, read as a stream (2M rows are more text than one JS
    // string may hold); its rows are counted by their first key.
    const fullRead = async () => {
      const r = await fetch(`${url}/rest/v1/accesos_efectivos_usuario?select=${COLUMNS}&order=${ORDER}`, { headers });
      if (r.status >= 500) errors += 1;
      if (!r.ok || !r.body) throw new Error(`full read: ${r.status} ${(await r.text()).slice(0, 200)}`);
      const decoder = new TextDecoder();
      let count = 0;
      let tail = '';
      for await (const chunk of r.body) {
        const text = tail + decoder.decode(chunk, { stream: true });
        count += text.split('{"usuario_id":').length - 1;
        tail = text.slice(-16);
        if (tail.includes('{')) tail = tail.slice(tail.lastIndexOf('{'));
        else tail = '';
      }
      return count;
    };
    const full: number[] = [];
    let fullRows = 0;
    for (let i = 0; i < FULL_RUNS; i++) {
      const [t, n] = await timed(fullRead);
      full.push(t);
      fullRows = n;
    }
    lines.push({
      name: name('full read, one streamed response'),
      value: `${fmt(median(full))} (${fullRows.toLocaleString('en')} rows)`,
      ok: fullRows >= users * 10,
    });

    // A company in the middle, and the key of the row PAGE + 1 from the end (the last page's start).
    const [middle] = JSON.parse(
      await getText(
        `usuarios_plataforma?select=empresa_id,empresa_nombre&order=id&limit=1&offset=${Math.floor(users / 2)}`,
      ),
    ) as { empresa_id: string; empresa_nombre: string }[];
    const companyId = middle.empresa_id;
    const descending = ORDER.split(',')
      .map((o) => o.replace('.asc', '.desc'))
      .join(',');
    const [before] = JSON.parse(
      await getText(`accesos_efectivos_usuario?select=${COLUMNS}&order=${descending}&limit=1&offset=${PAGE}`),
    ) as Record<string, string | null>[];
    const filters: [string, Record<string, unknown>][] = [
      ['no filter', {}],
      ['company', { p_empresa_id: companyId }],
      ['plan profesional', { p_plan: 'profesional' }],
      ['no plan', { p_sin_plan: true }],
      ['only active', { p_acceso: true }],
      ['only inactive', { p_acceso: false }],
      ['search (a surname)', { p_busqueda: 'gonzalez' }],
      ['search (a module)', { p_busqueda: 'finanzas' }],
      ['search (no match)', { p_busqueda: 'zzqqxx' }],
    ];
    const pageTimes: number[] = [];
    for (const [label, args] of filters) {
      const times: number[] = [];
      let first: Record<string, string | null>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const [t, rows] = await timed(() => rpc(args));
        times.push(t);
        first = rows;
      }
      pageTimes.push(median(times));
      lines.push({
        name: name(`first page, ${label}`),
        value: fmt(median(times)),
        budget: '< 300 ms',
        ok: median(times) < 300,
      });
      // The page after it (a later page: the key user's remaining modules, then the users after).
      const lastRow = first.at(-1);
      if (!lastRow) continue;
      const after = [
        lastRow.empresa_nombre,
        lastRow.nombre,
        lastRow.apellido_paterno,
        lastRow.usuario_id,
        lastRow.modulo_nombre,
        lastRow.modulo_id,
      ];
      const next: number[] = [];
      for (let i = 0; i < RUNS; i++) next.push((await timed(() => rpc({ ...args, p_despues: after })))[0]);
      lines.push({
        name: name(`next page, ${label}`),
        value: fmt(median(next)),
        budget: '< 300 ms',
        ok: median(next) < 300,
      });
    }
    const key = [
      before.empresa_nombre,
      before.nombre,
      before.apellido_paterno,
      before.usuario_id,
      before.modulo_nombre,
      before.modulo_id,
    ];
    const last: number[] = [];
    let lastRows = 0;
    for (let i = 0; i < RUNS; i++) {
      const [t, page] = await timed(() => rpc({ p_despues: key }));
      last.push(t);
      lastRows = page.length;
    }
    lines.push({
      name: name('last page (keyset)'),
      value: `${fmt(median(last))} (${lastRows} rows)`,
      budget: '< 300 ms',
      ok: median(last) < 300,
    });

    // 'Gestión de Roles' and 'Historial': a page at the start, a page at the end (keyset).
    const page = async (fn: string, args: Record<string, unknown>) => {
      const r = await fetch(`${url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(args),
      });
      const text = await r.text();
      if (r.status >= 500) errors += 1;
      if (!r.ok) throw new Error(`${fn} ${JSON.stringify(args)}: ${r.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as unknown[];
    };
    const userCount = Number(
      (
        await fetch(`${url}/rest/v1/usuarios_autenticados?select=id&limit=1`, {
          headers: { ...headers, prefer: 'count=exact' },
        })
      ).headers
        .get('content-range')
        ?.split('/')[1],
    );
    const [lateUser] = JSON.parse(
      await getText(
        `usuarios_autenticados?select=nombre,apellido_paterno,id&order=nombre,apellido_paterno,id&offset=${Math.max(0, userCount - 101)}&limit=1`,
      ),
    ) as { nombre: string; apellido_paterno: string; id: string }[];
    const auditCount = Number(
      (
        await fetch(`${url}/rest/v1/historial_permisos?select=id&limit=1`, {
          headers: { ...headers, prefer: 'count=exact' },
        })
      ).headers
        .get('content-range')
        ?.split('/')[1],
    );
    const [lateChange] = JSON.parse(
      await getText(
        `historial_permisos?select=ocurrido_en,id&order=ocurrido_en.desc,id.desc&offset=${Math.max(0, auditCount - 51)}&limit=1`,
      ),
    ) as { ocurrido_en: string; id: number }[];
    const lists: [string, string, Record<string, unknown>][] = [
      ['roles tab, first page (100 users)', 'usuarios_autenticados_pagina', { p_limite: 100 }],
      ['roles tab, search (a surname)', 'usuarios_autenticados_pagina', { p_limite: 100, p_busqueda: 'gonzalez' }],
      [
        'roles tab, search (a company)',
        'usuarios_autenticados_pagina',
        { p_limite: 100, p_busqueda: middle.empresa_nombre },
      ],
      [
        'roles tab, last page (keyset)',
        'usuarios_autenticados_pagina',
        { p_limite: 100, p_despues: [lateUser.nombre, lateUser.apellido_paterno, lateUser.id] },
      ],
      ['Historial, first page (50 changes)', 'historial_permisos_pagina', { p_limite: 50 }],
      [
        `Historial, last page of ${auditCount.toLocaleString('en')} (keyset)`,
        'historial_permisos_pagina',
        { p_limite: 50, p_despues: [lateChange.ocurrido_en, lateChange.id] },
      ],
    ];
    for (const [label, fn, args] of lists) {
      const times: number[] = [];
      let n = 0;
      for (let i = 0; i < RUNS; i++) {
        const [t, rows] = await timed(() => page(fn, args));
        times.push(t);
        n = rows.length;
      }
      lines.push({
        name: name(label),
        value: `${fmt(median(times))} (${n} rows)`,
        budget: '< 300 ms',
        ok: median(times) < 300 && n > 0,
      });
    }
    const rss = peakRssMb(child.pid!);
    lines.push({
      name: name('server peak RSS, and 5xx answers'),
      value: `${rss.toFixed(0)} MB, ${errors} 5xx`,
      budget: '< 1 GB, none',
      ok: rss < 1024 && errors === 0,
    });
    return lines;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

export default async function scale(): Promise<BenchLine[]> {
  const sizes = (process.env.BENCH_SCALE_USERS ?? '1000,10000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const lines: BenchLine[] = [];
  for (const users of sizes) {
    if (process.env.BENCH_SCALE_PGLITE !== '0') {
      const dir = mkdtempSync(join(tmpdir(), 'axel-scale-'));
      try {
        lines.push(
          ...(await measure(
            { label: 'PGlite', env: { DATA_DIR: dir, DB_DURABILITY: 'off' }, seedArgs: ['--data-dir', dir] },
            users,
          )),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const pgUrl = process.env.BENCH_DATABASE_URL;
    if (pgUrl) {
      // A clean database each size: the seed migrates it.
      const { PostgresDatabase } = await import('../server/db/postgres.ts');
      const db = await PostgresDatabase.open(pgUrl, 1);
      await db.exec(`do $$ declare s text; begin
        for s in select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' loop
          execute format('drop schema %I cascade', s);
        end loop;
        create schema public;
      end $$;`);
      await db.close();
      lines.push(
        ...(await measure(
          { label: 'PostgreSQL', env: { DATABASE_URL: pgUrl }, seedArgs: ['--database-url', pgUrl] },
          users,
        )),
      );
    }
  }
  return lines;
}
