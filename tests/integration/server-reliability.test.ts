/**
 * The embedded server as `npm start` runs it, in a process of its own: a request cannot hang it,
 * a second server cannot take its data folder, and a first start killed half-way is finished by
 * the next one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeApiKeys } from '../../server/keys.ts';
import { DEFAULT_JWT_SECRET } from '../../server/config.ts';
import { startServer } from '../../server/index.ts';
import { DEMO, DEMO_PASSWORD } from '../support/server.ts';
import { TEST_SHARED_BUFFERS } from '../support/shared-buffers.ts';
import { PGLITE_TEST_NODE_FLAGS } from '../support/wasm-flags.ts';

const ENTRY = resolve(import.meta.dirname, '../support/server-process.ts');
const children = new Set<ChildProcess>();
const dirs: string[] = [];

interface Child {
  proc: ChildProcess;
  /** Resolves with the URL once it serves; rejects with its output if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves when a line matching `re` is printed. */
  waitFor: (re: RegExp) => Promise<void>;
}

function startChild(dataDir: string, env: Record<string, string> = {}): Child {
  const proc = spawn(process.execPath, [...PGLITE_TEST_NODE_FLAGS, '--import', 'tsx', ENTRY], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let out = '';
  const watchers: { re: RegExp; ok: () => void }[] = [];
  const onData = (b: Buffer) => {
    out += b.toString();
    for (const w of watchers.splice(0)) (w.re.test(out) ? w.ok : () => watchers.push(w))();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<number | null>((ok) => proc.on('exit', (code) => (children.delete(proc), ok(code))));
  const ready = new Promise<string>((ok, fail) => {
    const w = { re: /READY (\S+)/, ok: () => ok(/READY (\S+)/.exec(out)![1]) };
    watchers.push(w);
    void exited.then((code) => fail(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
  ready.catch(() => {}); // only awaited by the tests that expect a start

  return {
    proc,
    ready,
    exited,
    output: () => out,
    waitFor: (re) => new Promise((ok) => (re.test(out) ? ok() : watchers.push({ re, ok }))),
  };
}

/**
 * Next to the template the project's global setup made: in memory where the machine has /dev/shm
 * (the servers flush every commit, and a creation writes the whole folder), removed with it.
 */
function tempDir() {
  const d = mkdtempSync(join(dirname(inject('pgliteTemplateDir')), 'server-'));
  dirs.push(d);
  return d;
}

/** fetch that gives up after `ms`: a hung server fails the test instead of stalling it. */
async function request(url: string, init: RequestInit & { ms?: number } = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.ms ?? 20_000) });
  return { status: res.status, body: await res.text() };
}

const { anonKey } = await makeApiKeys(DEFAULT_JWT_SECRET);
const anon = { apikey: anonKey };

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * A first start on a new data folder (initdb, the migrations and the seed: `npm start` without a
 * snapshot), killed half-way through the migrations, then the next start on that folder. Creating
 * the database is most of this file's CPU, so it is done once: the next start's server is also the
 * one the other tests ask (they need a server on its data folder, however that folder was made).
 */
let dataDir: string;
let server: Child;
let url: string;
beforeAll(async () => {
  dataDir = tempDir();
  const first = startChild(dataDir);
  await first.waitFor(/\[db\] applied/);
  first.proc.kill('SIGKILL');
  await first.exited;

  server = startChild(dataDir, { STATEMENT_TIMEOUT_MS: '1000' });
  url = await server.ready;
}, 300_000);

describe('a first start killed half-way', () => {
  it('is finished by the next start: the demo accounts can sign in', async () => {
    const res = await request(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...anon, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.ana, password: DEMO_PASSWORD }),
    });
    expect(res.status, res.body).toBe(200);
    expect(server.output()).toMatch(/seeded/);
  });
});

describe('one server on its data folder', () => {
  it('answers a pathological regular expression and the error after it, then stays healthy', async () => {
    const regex = await request(
      `${url}/rest/v1/videos_demo?select=slug&descripcion=match.%28.%7B1%2C255%7D%29%7B1%2C255%7Dz`,
      { headers: anon },
    );
    expect(regex.status, regex.body).toBeGreaterThanOrEqual(400);
    expect(regex.status, regex.body).not.toBe(500);
    const bad = await request(`${url}/rest/v1/videos_demo?activo=eq.notabool`, { headers: anon });
    expect(bad.status, bad.body).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ code: '22P02' });
    const health = await request(`${url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const read = await request(`${url}/rest/v1/videos_demo?select=slug&slug=eq.home`, { headers: anon });
    expect(JSON.parse(read.body)).toEqual([{ slug: 'home' }]);
  });

  // In this process rather than a third one: startServer() is what refuses (server-process.ts and
  // the CLI only print its error and exit), and a process of its own cost 1.5 s of CPU to load.
  it('a second server on the same data folder refuses to start, saying why', async () => {
    await expect(
      startServer({
        database: { dataDir, sharedBuffers: TEST_SHARED_BUFFERS },
        port: 0,
        staticDir: false,
        config: { log: false, checksIntervalMs: 0 },
      }),
    ).rejects.toThrow(
      new RegExp(`data folder .* is in use by another Axel Suite server \\(process ${server.proc.pid}\\)`),
    );
    // The first one is untouched.
    expect((await request(`${url}/auth/v1/health`)).status).toBe(200);
  });
});
