/**
 * Start-up (docs/design.md §8): `npm start` on a fresh data folder, time until the server answers
 * (budget 15 s); and the production server compiled (npm run build:server, `node build/cli.mjs`)
 * against the same code run through tsx, side by side: time to answer and memory (the resident set
 * of the server's process and its children, such as tsx's esbuild), at ready and after a sign-in
 * and a few reads. Runs alternate (tsx, compiled, compiled, tsx, ...) so the machine's load weighs
 * on both alike; each run starts a fresh data folder from the prebuilt snapshot.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSpaBuilt } from '../scripts/build-spa.ts';
import { buildServer, SERVER_BUILD_DIR } from '../scripts/build-server.ts';
import { DEFAULT_JWT_SECRET } from '../server/config.ts';
import { DEMO, DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { makeApiKeys } from '../server/keys.ts';
import { ROOT } from '../server/migrate.ts';
import type { BenchLine } from './stats.ts';
import { freePort } from './free-port.ts';

const PAIRS = Number(process.env.BENCH_STARTUP_PAIRS ?? 3);

/** A process and all its descendants (Linux /proc). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const visit = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return out;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // gone meanwhile
  }
}

/** Resident memory of a process and its descendants, in MB. */
function treeRssMb(pid: number): number {
  return (
    processTree(pid).reduce((kb, p) => kb + Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${p}/status`))?.[1] ?? 0), 0) /
    1024
  );
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU time (user + system, every thread) a process and its descendants have used, in seconds: on a
 * machine busy with other work it says what a start costs better than the time it takes.
 */
function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    const stat = read(`/proc/${p}/stat`);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks / TICKS_PER_SECOND;
}

interface StartRun {
  seconds: number;
  cpuSeconds: number;
  rssReady: number;
  rssAfterUse: number;
}

async function startOnce(args: string[]): Promise<StartRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'axel-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the server said last on stderr, for the error when it exits before it is ready.
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  try {
    const deadline = t0 + 60_000;
    for (;;) {
      if (performance.now() > deadline) throw new Error(`${args.join(' ')}: not ready after 60 s`);
      if (child.exitCode !== null)
        throw new Error(
          `${args.join(' ')} exited with ${child.exitCode} (port ${port}): ${stderr.trim() || 'nothing on stderr'}`,
        );
      const ok = await fetch(`${base}/auth/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpuSeconds = treeCpuSeconds(child.pid!);
    const rssReady = treeRssMb(child.pid!);
    // A sign-in and a few of the admin panel's reads: the code paths a first user runs.
    const anon = (await makeApiKeys(DEFAULT_JWT_SECRET)).anonKey;
    const token = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anon, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.superadmin, password: DEMO_PASSWORD }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const headers = { apikey: anon, authorization: `Bearer ${token.access_token}` };
    for (const path of [
      'usuarios_autenticados?limit=100',
      'empresas?select=id,nombre',
      'historial_permisos?limit=50',
    ]) {
      const r = await fetch(`${base}/rest/v1/${path}`, { headers });
      if (!r.ok) throw new Error(`${path}: ${r.status}`);
      await r.arrayBuffer();
    }
    return { seconds, cpuSeconds, rssReady, rssAfterUse: treeRssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default async function startup(): Promise<BenchLine[]> {
  await ensureSpaBuilt({ log: () => {} }); // the build is measured by the bundle section, not here
  await buildServer({ log: () => {} });
  const tsx = ['--import', 'tsx', 'server/cli.ts'];
  const compiled = [join(SERVER_BUILD_DIR, 'cli.mjs')];
  const runs: { tsx: StartRun[]; compiled: StartRun[] } = { tsx: [], compiled: [] };
  for (let i = 0; i < PAIRS; i++) {
    const order = i % 2 === 0 ? (['tsx', 'compiled'] as const) : (['compiled', 'tsx'] as const);
    for (const which of order) runs[which].push(await startOnce(which === 'tsx' ? tsx : compiled));
  }
  const m = (which: 'tsx' | 'compiled', k: keyof StartRun) => median(runs[which].map((r) => r[k]));
  const first = runs.tsx[0].seconds;
  const ratio = median(runs.tsx.map((r, i) => runs.compiled[i].seconds / r.seconds));
  return [
    {
      name: 'npm start on a fresh data folder, until /auth/v1/health answers',
      value: `${first.toFixed(1)} s`,
      budget: '< 15 s',
      ok: first < 15,
    },
    {
      name: `production server, until /auth/v1/health answers (fresh data folder, medians of ${PAIRS} alternating runs)`,
      value: `compiled ${m('compiled', 'seconds').toFixed(2)} s, tsx ${m('tsx', 'seconds').toFixed(2)} s (compiled/tsx x${ratio.toFixed(2)})`,
    },
    {
      name: 'production server, CPU time until it answers (user + system, the process and its children)',
      value: `compiled ${m('compiled', 'cpuSeconds').toFixed(2)} s, tsx ${m('tsx', 'cpuSeconds').toFixed(2)} s (compiled/tsx x${median(runs.tsx.map((r, i) => runs.compiled[i].cpuSeconds / r.cpuSeconds)).toFixed(2)})`,
    },
    {
      name: 'production server memory (RSS of the process and its children: at ready / after a sign-in and three reads)',
      value: `compiled ${m('compiled', 'rssReady').toFixed(0)} / ${m('compiled', 'rssAfterUse').toFixed(0)} MB, tsx ${m('tsx', 'rssReady').toFixed(0)} / ${m('tsx', 'rssAfterUse').toFixed(0)} MB`,
    },
  ];
}
