/**
 * The local REST API on the demo data (docs/design.md §8): median and p95 latency of the admin
 * panel's queries, the server's overhead over the very same SQL run directly (a ratio), and
 * requests per second and errors at 100 concurrent clients (autocannon).
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PgliteDatabase } from '../server/db/pglite.ts';
import type { Database, Queryable } from '../server/db/types.ts';
import { DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { startServer } from '../server/index.ts';
import { ROOT } from '../server/migrate.ts';
import {
  EFFECTIVE_ACCESS_COLUMNS,
  EFFECTIVE_ACCESS_FIRST_PAGE_SIZE,
} from '../src/features/admin/lib/effective-access-read.ts';
import { ms, summarize, timeInterleaved, timeIt, type BenchLine, type SelfTimed } from './stats.ts';

interface Statement {
  sql: string;
  params?: unknown[];
}

/**
 * Delegates to a database and keeps the statements of its recent transactions, to replay them.
 * A transaction is recorded when it ends, which for a streamed read is after its response went
 * out: reading "the last transaction" as soon as the response came replayed the read before it.
 */
class RecordingDatabase implements Database {
  readonly kind: Database['kind'];
  private readonly logs: Statement[][] = [];
  private open = 0;
  private idle: (() => void)[] = [];
  constructor(private readonly inner: Database) {
    this.kind = inner.kind;
  }
  /** The statements of the last request to `path` (its request.path), once no transaction is open. */
  async lastFor(path: string): Promise<Statement[]> {
    if (this.open > 0) await new Promise<void>((ok) => this.idle.push(ok));
    const log = this.logs.findLast((l) => l[0]?.params?.[3] === path);
    if (!log) throw new Error(`no transaction recorded for ${path}`);
    return log;
  }
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
    return this.inner.query<Row>(sql, params);
  }
  exec(sql: string) {
    return this.inner.exec(sql);
  }
  setStatementTimeout(ms: number) {
    this.inner.setStatementTimeout(ms);
  }
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const log: Statement[] = [];
    this.open += 1;
    return this.inner
      .transaction((tx) =>
        fn({
          query: (sql, params) => (log.push({ sql, params }), tx.query(sql, params)),
          exec: (sql) => (log.push({ sql }), tx.exec(sql)),
          // The server's own way to end a transaction (no statement: the replay ends it as usual).
          commitUnless: tx.commitUnless && ((unless) => tx.commitUnless!(unless)),
        }),
      )
      .finally(() => {
        this.logs.push(log);
        if (this.logs.length > 100) this.logs.shift();
        this.open -= 1;
        if (this.open === 0) for (const ok of this.idle.splice(0)) ok();
      });
  }
  listen(channel: string, cb: (payload: string) => void) {
    return this.inner.listen(channel, cb);
  }
  close() {
    return this.inner.close();
  }
}

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

export default async function rest(): Promise<BenchLine[]> {
  const inner = await PgliteDatabase.open();
  const db = new RecordingDatabase(inner);
  const server = await startServer({ database: db, port: 0, staticDir: false, config: { log: false } });
  let stopClient = () => {};
  try {
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@axel.demo', password: DEMO_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const headers = { apikey: server.anonKey, authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      const r = await fetch(`${server.url}/rest/v1/${path}`, { headers });
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.json() as Promise<Record<string, unknown>[]>;
    };
    // The timed requests come from a client in a process of its own (bench/rest-client.ts), as a
    // browser's do, and are timed there until the body's last byte: the server's process runs
    // only the server (and, alternately, the direct SQL).
    const client = fork(join(ROOT, 'bench/rest-client.ts'), [], { execArgv: ['--import', 'tsx'] });
    stopClient = () => client.kill();
    const remote = (path: string, withHeaders = true) =>
      new Promise<SelfTimed>((resolve, reject) => {
        client.once('message', (m: { ms: number; status: number }) =>
          m.status === 200 || (!withHeaders && m.status === 404) || path.endsWith('/health')
            ? resolve({ ms: m.ms })
            : reject(new Error(`${path}: ${m.status}`)),
        );
        client.send({ url: `${server.url}${path}`, headers: withHeaders ? headers : {} });
      });
    const read = (path: string) => remote(`/rest/v1/${path}`);
    const ana = (await get('usuarios_autenticados?select=id&correo=eq.ana@andes.demo'))[0]?.id;
    const plan = (await get('planes_disponibles?select=id&clave=eq.profesional'))[0]?.id;
    // The admin panel's reads, as src/features/admin/api sends them.
    const andes = 'c0000000-0000-4000-8000-000000000002';
    // [name, path, informative: printed without a budget and left out of the overhead ratios]
    const queries: [string, string, boolean?][] = [
      [
        'usuarios autenticados',
        'usuarios_autenticados?select=*&order=nombre.asc,apellido_paterno.asc,id.asc&offset=0&limit=10000',
      ],
      ['roles', 'roles_sistema?select=*&order=nombre.asc'],
      [
        'empresas + plan activo (10)',
        'empresas?select=id,nombre,planes_empresa(plan_id,fecha_inicio,activo,planes_disponibles(nombre,clave))&planes_empresa.activo=eq.true&order=nombre.asc&limit=10',
      ],
      ['planes activos', 'planes_disponibles?select=*&activo=eq.true&order=nombre.asc'],
      [
        'módulos activos',
        'modulos_disponibles?select=id,clave,nombre,descripcion,activo&activo=eq.true&order=nombre.asc',
      ],
      ['módulos de un plan', `modulos_por_plan?select=modulo_id&plan_id=eq.${plan}&activo=eq.true`],
      ['empresas', 'empresas?select=id,nombre&order=nombre.asc,id.asc&offset=0&limit=10000'],
      [
        'usuarios de una empresa',
        `usuarios_autenticados?select=*&empresa_id=eq.${andes}&order=nombre.asc,apellido_paterno.asc,id.asc&offset=0&limit=10000`,
      ],
      ['permisos de un usuario', `permisos_usuario_modulo?select=*&usuario_id=eq.${ana}&order=modulo_nombre.asc`],
      // The tab's company filter: its first page from the keyset page function (issue 33), what
      // src/features/admin/api/get-effective-access.ts asks for (as a GET: the client here sends
      // no body).
      [
        'accesos efectivos (empresa)',
        `rpc/accesos_efectivos_pagina?p_empresa_id=${andes}&p_limite=${EFFECTIVE_ACCESS_FIRST_PAGE_SIZE}&select=${encodeURIComponent(EFFECTIVE_ACCESS_COLUMNS)}`,
      ],
      // What the tab read before its pages (issue 20): the view, filtered by the company's name. No
      // client reads it so now; printed beside the page function's read, without a budget.
      [
        'accesos efectivos (empresa), the view by company name (no client reads it so)',
        'accesos_efectivos_usuario?select=*&empresa_nombre=eq.Industrias%20Andes&order=empresa_nombre.asc,nombre.asc',
        true,
      ],
      ['historial (50 más recientes)', 'historial_permisos?select=*&order=ocurrido_en.desc,id.desc&offset=0&limit=50'],
    ];

    const lines: BenchLine[] = [];
    const floorOf = async (path: string) => summarize(await timeIt(() => remote(path, false), RUNS));
    const floor = await floorOf('/auth/v1/not-a-route');
    lines.push({ name: 'HTTP floor (an API 404: no database)', value: `median ${ms(floor.median)}` });
    // /health asks the database for `select 1`: one round trip to it, outside any transaction.
    const health = await floorOf('/auth/v1/health');
    lines.push({ name: 'GET /auth/v1/health (one select 1)', value: `median ${ms(health.median)}` });
    const ratios: number[] = [];
    const heavyRatios: number[] = [];
    for (const [name, path, informative] of queries) {
      await get(path);
      const statements = await db.lastFor(`/${path.split('?')[0]}`);
      const direct = () =>
        inner.transaction(async (tx) => {
          for (const s of statements) await (s.params ? tx.query(s.sql, s.params) : tx.exec(s.sql));
        });
      // HTTP and the same SQL alternately: the ratio is not skewed by load that changes over time.
      const t = await timeInterleaved(() => read(path), direct, RUNS);
      const http = summarize(t.a);
      const sql = summarize(t.b);
      if (!informative) {
        ratios.push(t.ratio);
        if (sql.median >= 2) heavyRatios.push(t.ratio);
      }
      lines.push({
        name: `GET ${name}`,
        value: `median ${ms(http.median)}, p95 ${ms(http.p95)}; same SQL direct ${ms(sql.median)} (x${t.ratio.toFixed(2)}, +${ms(http.median - sql.median)})`,
        ...(informative ? {} : { budget: 'median < 10 ms', ok: http.median < 10 }),
      });
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    lines.push({
      name: 'server overhead over the same SQL, interleaved (median of per-query ratios)',
      value: `x${med(ratios).toFixed(2)} over all reads; HTTP floor ~${ms(floor.median)} per request (above)`,
    });
    if (heavyRatios.length) {
      const r = med(heavyRatios);
      lines.push({
        name: 'server overhead for reads whose SQL takes >= 2 ms',
        value: `x${r.toFixed(2)} (${heavyRatios.length} reads)`,
        budget: '<= x1.5',
        ok: r <= 1.5,
      });
    }

    const load = await autocannon({
      url: `${server.url}/rest/v1/${queries[4][1]}`,
      headers,
      connections: 100,
      duration: Number(process.env.BENCH_LOAD_SECONDS ?? 10),
    });
    lines.push({
      name: '100 concurrent clients (autocannon, módulos activos)',
      value: `${load.requests.average.toFixed(0)} req/s, latency p50 ${load.latency.p50} ms / p99 ${load.latency.p99} ms, errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}`,
      budget: 'no error',
      ok: load.errors === 0 && load.timeouts === 0 && load.non2xx === 0,
    });
    return lines;
  } finally {
    stopClient();
    await server.stop();
    await inner.close();
  }
}
