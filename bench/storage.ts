/**
 * Files (issue 35) against a server in a process of its own (as `npm start` runs it, PGlite on a
 * data folder, files in DATA_DIR/storage), through storage-js as Ana on an order of Industrias
 * Andes: a 10 MB upload (multipart, as the SPA sends a File) and its download, throughput and the
 * server process's resident memory while they run (the upload is streamed to disk, never held
 * whole); then 1,000 small files in one record's folder, listed in one call.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { DEFAULT_JWT_SECRET } from '../server/config.ts';
import { makeApiKeys } from '../server/keys.ts';
import { LOCK_FILE } from '../server/db/pglite.ts';
import { readSnapshot, snapshotVersion } from '../server/db/snapshot.ts';
import { DEMO, DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { ms, summarize, type BenchLine } from './stats.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const MB = 1024 * 1024;
const SIZE = 10 * MB;
const RUNS = Number(process.env.BENCH_STORAGE_RUNS ?? 5);
const SMALL_FILES = 1000;

function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** Peak resident memory of `pid` while `fn` runs, sampled every 10 ms. */
async function peakRss<T>(pid: number, fn: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  try {
    return { value: await fn(), peak };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, rssOf(pid));
  }
}

export default async function storage(): Promise<BenchLine[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'axel-bench-storage-'));
  // The migrated and seeded snapshot when npm start made one, else the child migrates and seeds.
  const snapshot = readSnapshot(await snapshotVersion());
  if (snapshot) cpSync(snapshot, dataDir, { recursive: true, filter: (src) => !src.endsWith(LOCK_FILE) });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, '../tests/support/server-process.ts')],
    {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  try {
    const url = await new Promise<string>((ok, fail) => {
      let out = '';
      const onData = (b: Buffer) => {
        out += b.toString();
        const m = /READY (\S+)/.exec(out);
        if (m) ok(m[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => fail(new Error(`server exited (${code}): ${out}`)));
    });
    // storage-js as supabase-js builds it (its realtime half needs a WebSocket Node 20 lacks).
    const { anonKey } = await makeApiKeys(DEFAULT_JWT_SECRET);
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey },
      body: JSON.stringify({ email: DEMO.ana, password: DEMO_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const headers = { apikey: anonKey, authorization: `Bearer ${token}` };
    const orders = await fetch(`${url}/rest/v1/ops_ordenes?select=id&empresa_id=eq.${ANDES}&order=id&limit=2`, {
      headers,
    });
    const [order, other] = (await orders.json()) as Array<{ id: string }>;
    const folder = `${ANDES}/ops/ops_ordenes/${order.id}`;
    const files = new StorageClient(`${url}/storage/v1`, headers).from('adjuntos');

    const content = Buffer.alloc(SIZE);
    content.write('%PDF-1.7\n');
    for (let i = 16; i < SIZE; i += 4) content.writeUInt32LE((i * 2654435761) >>> 0, i);
    const blob = new Blob([content], { type: 'application/pdf' });
    const pid = child.pid!;
    const idle = rssOf(pid);
    const up: number[] = [];
    const down: number[] = [];
    let upPeak = 0;
    let downPeak = 0;
    for (let i = 0; i < RUNS; i++) {
      const path = `${folder}/grande-${i}.pdf`;
      const u = await peakRss(pid, async () => {
        const t = performance.now();
        const { error } = await files.upload(path, blob);
        if (error) throw error;
        return performance.now() - t;
      });
      up.push(u.value);
      upPeak = Math.max(upPeak, u.peak);
      const d = await peakRss(pid, async () => {
        const t = performance.now();
        const { data, error } = await files.download(path);
        if (error || data?.size !== SIZE) throw error ?? new Error(`downloaded ${data?.size} bytes`);
        return performance.now() - t;
      });
      down.push(d.value);
      downPeak = Math.max(downPeak, d.peak);
    }
    // The same with a file 2.4 times larger: growth that follows the file would mean buffering.
    const larger = Buffer.alloc(24 * MB, 0x20);
    larger.write('%PDF-1.7\n');
    const big = await peakRss(pid, async () => {
      const { error } = await files.upload(`${folder}/mayor.pdf`, new Blob([larger], { type: 'application/pdf' }));
      if (error) throw error;
    });
    const u = summarize(up);
    const d = summarize(down);
    const rate = (t: number) => `${(SIZE / MB / (t / 1000)).toFixed(1)} MB/s`;

    // 1,000 small files on another order (a record's folder holds its files directly), then one
    // list of all of them.
    const small = `${ANDES}/ops/ops_ordenes/${other.id}`;
    const queue = Array.from({ length: SMALL_FILES }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          const { error } = await files.upload(`${small}/nota-${String(i).padStart(4, '0')}.txt`, `nota ${i}`, {
            contentType: 'text/plain',
          });
          if (error) throw error;
        }
      }),
    );
    const listed: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      const { data, error } = await files.list(small, { limit: SMALL_FILES });
      if (error || data?.length !== SMALL_FILES) throw error ?? new Error(`listed ${data?.length}`);
      listed.push(performance.now() - t);
    }
    const l = summarize(listed);
    return [
      { name: `upload 10 MB (multipart, storage-js), median of ${RUNS}`, value: `${ms(u.median)} = ${rate(u.median)}` },
      { name: `download 10 MB, median of ${RUNS}`, value: `${ms(d.median)} = ${rate(d.median)}` },
      { name: 'server RSS idle', value: `${(idle / MB).toFixed(0)} MB` },
      {
        name: 'server RSS peak during the 10 MB uploads',
        value: `${(upPeak / MB).toFixed(0)} MB (+${((upPeak - idle) / MB).toFixed(0)} MB over idle)`,
      },
      {
        name: 'server RSS peak during a 24 MB upload',
        value: `${(big.peak / MB).toFixed(0)} MB (+${((big.peak - idle) / MB).toFixed(0)} MB over idle)`,
        // Streamed to disk: a file 2.4 times larger must not take the server 2.4 times further.
        ok: big.peak - idle < Math.max(upPeak - idle, 1) * 1.8,
        budget: 'growth not proportional to the file',
      },
      {
        name: 'server RSS peak during the downloads',
        value: `${(downPeak / MB).toFixed(0)} MB (+${((downPeak - idle) / MB).toFixed(0)} MB)`,
      },
      { name: `list ${SMALL_FILES} files of one folder, median of 10`, value: `${ms(l.median)} (p95 ${ms(l.p95)})` },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
