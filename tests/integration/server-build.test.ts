/**
 * The production server compiled (npm run build:server, issue 33): the bundles run with plain
 * `node`, no tsx, and find what the server reads beside its code (the migrations' snapshot, the
 * bootstrap, PGlite's worker, the assistant's knowledge base) from build/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, relocateImportMeta } from '../../scripts/build-server.ts';
import { DEFAULT_JWT_SECRET } from '../../server/config.ts';
import { makeApiKeys } from '../../server/keys.ts';
import { ROOT } from '../../server/migrate.ts';
import { seededSnapshot } from '../support/seeded-snapshot.ts';
import { DEMO, DEMO_PASSWORD } from '../support/server.ts';

const dirs: string[] = [];
const children = new Set<ChildProcess>();
let outDir = '';

function temp(prefix: string, parent = tmpdir()) {
  mkdirSync(parent, { recursive: true });
  const d = mkdtempSync(join(parent, prefix));
  dirs.push(d);
  return d;
}

/** Starts a bundle with plain node; resolves with its URL once `ready` matches its output. */
function run(bundle: string, env: Record<string, string>, ready: RegExp, nodeArgs: string[] = []) {
  const proc = spawn(process.execPath, [...nodeArgs, join(outDir, bundle)], {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let out = '';
  const exited = new Promise<number | null>((ok) => proc.on('exit', (code) => (children.delete(proc), ok(code))));
  const url = new Promise<string>((ok, fail) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = ready.exec(out);
      if (m) ok(m[1]);
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    void exited.then((code) => fail(new Error(`${bundle} exited (${code}) before it was ready:\n${out}`)));
  });
  return { proc, url, exited, output: () => out };
}

beforeAll(async () => {
  // Inside the checkout (git-ignored .cache), as build/ is: the bundles import the packages of its node_modules.
  outDir = temp('server-build-', join(ROOT, '.cache'));
  // npm start's snapshot, which a new data folder starts from (the tests' own has cheaper hashes).
  await Promise.all([buildServer({ outDir, log: () => {} }), seededSnapshot()]);
}, 120_000);

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('starts with plain node on a new data folder and answers auth, REST and the assistant', async () => {
    const server = run(
      'cli.mjs',
      { DATA_DIR: join(temp('axel-server-build-data-'), 'data'), PORT: '0', HOST: '127.0.0.1' },
      /API URL\s+(http:\/\/\S+)/,
    );
    const base = await server.url;
    expect(server.output()).not.toMatch(/Building the SPA/);
    const { anonKey } = await makeApiKeys(DEFAULT_JWT_SECRET);
    const token = await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.adminAndes, password: DEMO_PASSWORD }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const modules = await fetch(`${base}/rest/v1/rpc/mis_modulos`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(modules.status).toBe(200);
    expect(((await modules.json()) as unknown[]).length).toBeGreaterThan(0);
    // The knowledge base is read from server/expert/knowledge, beside the source, not from build/.
    const answer = await fetch(`${base}/expert/ask_expert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: '¿Qué es un PLC?' }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { sources: unknown[] }).sources.length).toBeGreaterThan(0);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('runs the expert backend alone with plain node', async () => {
    const { serviceRoleKey } = await makeApiKeys(DEFAULT_JWT_SECRET);
    const expert = run(
      'expert.mjs',
      { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey, PORT: '0' },
      /Expert backend on (http:\/\/\S+)/,
      // supabase-js needs a global WebSocket: Node 22 has it, Node 20 behind this flag (npm run expert).
      ['--experimental-websocket'],
    );
    const base = await expert.url;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const answer = await fetch(`${base}/ask_expert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: '¿Qué es un PLC?' }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { sources: unknown[] }).sources.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('the bundles', () => {
  it('import at start only runtime dependencies (the Docker image prunes the dev ones)', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const bundle of ['cli.mjs', 'expert.mjs']) {
      const code = readFileSync(join(outDir, bundle), 'utf8');
      // Static imports only: a dynamic import('vite') is reached by `npm run dev` and the SPA's build, never here.
      const packages = [...code.matchAll(/^import [^;]*? from ["']([^"'.][^"']*)["'];/gm)]
        .map((m) => m[1])
        .filter((p) => !p.startsWith('node:'))
        .map((p) => (p.startsWith('@') ? p.split('/').slice(0, 2).join('/') : p.split('/')[0]));
      expect(packages.length, bundle).toBeGreaterThan(3);
      for (const p of new Set(packages)) expect(pkg.dependencies, `${bundle} imports ${p}`).toHaveProperty([p]);
    }
  });
});

describe('relocateImportMeta', () => {
  const file = join(ROOT, 'server/db/pglite.ts');

  it("gives a bundled file's import.meta its place in the repository", () => {
    const out = relocateImportMeta(
      'new URL("./w.mjs", import.meta.url); join(import.meta.dirname, "k"); import.meta.filename',
      file,
      false,
    );
    expect(out).toBe(
      'new URL("./w.mjs", __axelUrl("server/db/pglite.ts")); join(__axelPath("server/db"), "k"); __axelPath("server/db/pglite.ts")',
    );
  });

  it("keeps an entry's import.meta.url (the bundle's own, for its is-main check)", () => {
    expect(relocateImportMeta('import.meta.url === x; import.meta.dirname', file, true)).toBe(
      'import.meta.url === x; __axelPath("server/db")',
    );
  });
});
