/**
 * Load on a module list (issue 30): 100 clients, each asking for the first page of Axel Ops' work
 * orders as admin@andes.demo again and again for 60 s, against the server as `npm start` runs it
 * (its own process, PGlite in a fresh data folder with the demo data). Prints the latency (p50,
 * p99, max), the requests answered, the answers that were not 200 (5xx apart), and the server's
 * resident memory: before the load, at its peak, and 5 s after.
 *
 *   npm run bench -- load          BENCH_LOAD_CLIENTS (100), BENCH_LOAD_SECONDS (60),
 *                                  BENCH_LOAD_PATH (the list's request), DATABASE_URL (PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSpaBuilt } from '../scripts/build-spa.ts';
import { DEFAULT_JWT_SECRET } from '../server/config.ts';
import { DEMO, DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { makeApiKeys } from '../server/keys.ts';
import { ROOT } from '../server/migrate.ts';
import { quantile, type BenchLine } from './stats.ts';
import { freePort } from './free-port.ts';

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** The Ops list's first page as the list screen reads it: newest first, 50 rows. */
const PATH =
  process.env.BENCH_LOAD_PATH ??
  '/rest/v1/ops_ordenes?select=id,codigo,numero,estado,prioridad,tipo,fecha_programada,falla_reportada&order=numero.desc&limit=50';

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/auth/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

export default async function load(): Promise<BenchLine[]> {
  // Built here, not by the server's start: a build in its process would count in its memory.
  await ensureSpaBuilt({ log: () => {} });
  const dataDir = mkdtempSync(join(tmpdir(), 'axel-bench-load-'));
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    await waitReady(url);
    const { anonKey } = await makeApiKeys(process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET);
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey },
      body: JSON.stringify({ email: DEMO.adminAndes, password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const headers = { apikey: anonKey, authorization: `Bearer ${token}` };
    const ask = () =>
      new Promise<{ ms: number; status: number }>((resolve) => {
        const t = performance.now();
        const req = request(`${url}${PATH}`, { headers, agent }, (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve({ ms: performance.now() - t, status: res.statusCode ?? 0 }));
        });
        req.on('error', () => resolve({ ms: performance.now() - t, status: 0 }));
        req.end();
      });
    const first = await ask();
    if (first.status !== 200) throw new Error(`the list answered ${first.status}`);
    for (let i = 0; i < 50; i++) await ask(); // warm up
    await new Promise((r) => setTimeout(r, 1000));
    const rssBefore = rssMb(child.pid!);

    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 250);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          const r = await ask();
          latencies.push(r.ms);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }),
    );
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 5000));
    const rssAfter = rssMb(child.pid!);

    latencies.sort((a, b) => a - b);
    const count = latencies.length;
    const not200 = count - (statuses.get(200) ?? 0);
    const server5xx = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
    const label = `${CLIENTS} clients, ${SECONDS} s, Ops work-order list (50 rows) as admin@andes.demo`;
    return [
      {
        name: `${label}: latency`,
        value: `p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, max ${latencies[count - 1].toFixed(1)} ms`,
      },
      {
        name: `${label}: requests answered`,
        value: `${count} (${(count / SECONDS).toFixed(0)}/s), not 200: ${not200}, 5xx or no answer: ${server5xx}`,
        ok: server5xx === 0,
      },
      {
        name: `${label}: server RSS`,
        value: `before ${rssBefore.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, 5 s after ${rssAfter.toFixed(0)} MB`,
      },
    ];
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
