/**
 * Realtime (docs/realtime.md): fan-out latency of a committed change to 100 subscribers, each with
 * its own JWT claims (so row-level security is asked once per subscriber and change, the worst
 * case), from the commit to each subscriber's receipt; and the server's memory with 500 idle
 * connections. The subscribers run in a process of their own (bench/realtime-client.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PgliteDatabase } from '../server/db/pglite.ts';
import { startServer } from '../server/index.ts';
import { signJwt } from '../server/jwt.ts';
import { ROOT } from '../server/migrate.ts';
import { ms, quantile, type BenchLine } from './stats.ts';

const SUBSCRIBERS = Number(process.env.BENCH_RT_SUBSCRIBERS ?? 100);
const CHANGES = Number(process.env.BENCH_RT_CHANGES ?? 50);
const IDLE = Number(process.env.BENCH_RT_IDLE ?? 500);
const ANDES = 'c0000000-0000-4000-8000-000000000002';
const USERS = ['a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003'];

type Msg = { got?: string; at?: number; ready?: number; error?: string; closed?: boolean };

function client(): {
  proc: ChildProcess;
  next: (pred: (m: Msg) => boolean) => Promise<Msg>;
  onGot: (f: (m: Msg) => void) => void;
} {
  const proc = fork(join(ROOT, 'bench/realtime-client.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const waiters: { pred: (m: Msg) => boolean; ok: (m: Msg) => void }[] = [];
  let got: (m: Msg) => void = () => {};
  proc.on('message', (m: Msg) => {
    if (m.got !== undefined) got(m);
    for (const w of [...waiters]) {
      if (!w.pred(m)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.ok(m);
    }
  });
  return {
    proc,
    next: (pred) => new Promise((ok) => waiters.push({ pred, ok })),
    onGot: (f) => (got = f),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default async function realtime(): Promise<BenchLine[]> {
  const db = await PgliteDatabase.open(undefined, { log: false });
  const server = await startServer({
    database: db,
    port: 0,
    staticDir: false,
    config: {
      log: false,
      checksIntervalMs: 0,
      realtime: { maxConnectionsPerAddress: IDLE + SUBSCRIBERS + 10, maxConnectionsPerUser: SUBSCRIBERS },
    },
  });
  const lines: BenchLine[] = [];
  const exp = Math.floor(Date.now() / 1000) + 3600;
  // One identity per subscriber: its own claims (a distinct bench claim), as 100 users would have.
  const tokens = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, (_, i) =>
      signJwt({ sub: USERS[i % 2], role: 'authenticated', exp, bench: i }, server.config.jwtSecret),
    ),
  );
  const c = client();
  try {
    c.proc.send({
      open: SUBSCRIBERS,
      url: server.url.replace(/^http/, 'ws'),
      apikey: server.anonKey,
      tokens,
      idle: false,
    });
    const ready = await c.next((m) => m.ready !== undefined || m.error !== undefined);
    if (ready.error) throw new Error(ready.error);

    const latencies: number[] = [];
    const lastOfChange: number[] = [];
    for (let n = 0; n < CHANGES + 5; n++) {
      const label = `bench ${n}`;
      let count = 0;
      let last = 0;
      const all = new Promise<void>((ok) =>
        c.onGot((m) => {
          if (m.got !== label) return;
          count++;
          last = m.at!;
          if (n >= 5) latencies.push(m.at! - committed);
          if (count === SUBSCRIBERS) ok();
        }),
      );
      let committed = 0;
      await server.db.transaction((tx) =>
        tx.query(`insert into public.ops_ordenes (empresa_id, tipo, falla_reportada) values ($1, 'correctiva', $2)`, [
          ANDES,
          label,
        ]),
      );
      committed = performance.timeOrigin + performance.now();
      await all;
      if (n >= 5) lastOfChange.push(last - committed);
    }
    latencies.sort((a, b) => a - b);
    lastOfChange.sort((a, b) => a - b);
    const p99 = quantile(latencies, 0.99);
    lines.push(
      {
        name: `fan-out to ${SUBSCRIBERS} subscribers (own claims each), commit to receipt, ${CHANGES} changes: p50`,
        value: ms(quantile(latencies, 0.5)),
      },
      { name: 'fan-out p99', value: ms(p99), budget: '1000 ms (a change within a second)', ok: p99 < 1000 },
      { name: `last of the ${SUBSCRIBERS} subscribers to get a change: p50`, value: ms(quantile(lastOfChange, 0.5)) },
    );
    c.proc.send({ close: true });
    await c.next((m) => m.closed === true);

    // Memory with idle connections (each joined to one channel, heartbeating).
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const before = process.memoryUsage().rss;
    const idle = client();
    idle.proc.send({
      open: IDLE,
      url: server.url.replace(/^http/, 'ws'),
      apikey: server.anonKey,
      tokens: [],
      idle: true,
    });
    const up = await idle.next((m) => m.ready !== undefined || m.error !== undefined);
    if (up.error) throw new Error(up.error);
    await new Promise((r) => setTimeout(r, 1000));
    global.gc?.();
    const after = process.memoryUsage().rss;
    lines.push(
      { name: `server RSS with ${IDLE} idle connections`, value: mb(after) },
      { name: `server RSS before them`, value: mb(before) },
      { name: 'per idle connection', value: `${((after - before) / IDLE / 1024).toFixed(1)} KB` },
    );
    idle.proc.send({ close: true });
    await idle.next((m) => m.closed === true);
    return lines;
  } finally {
    c.proc.kill();
    await server.stop();
    await db.close();
  }
}
