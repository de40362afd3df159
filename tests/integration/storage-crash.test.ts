/**
 * A server killed with SIGKILL in the middle of an upload (docs/storage.md, "Writing a file"):
 * after the restart the object being replaced still has its old content, the new object does not
 * exist, and no half-written file is left anywhere under DATA_DIR/storage.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../server/config.ts';
import { makeApiKeys } from '../../server/keys.ts';
import { LOCK_FILE } from '../../server/db/pglite.ts';
import { PGLITE_TEST_NODE_FLAGS } from '../support/wasm-flags.ts';

const ENTRY = resolve(import.meta.dirname, '../support/server-process.ts');
const children = new Set<ChildProcess>();
const dirs: string[] = [];

function start(dataDir: string): { proc: ChildProcess; ready: Promise<string> } {
  const proc = spawn(process.execPath, [...PGLITE_TEST_NODE_FLAGS, '--import', 'tsx', ENTRY], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let out = '';
  const ready = new Promise<string>((ok, fail) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) ok(m[1]);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.on('exit', (code) => {
      children.delete(proc);
      fail(new Error(`server exited (${code}):\n${out}`));
    });
  });
  ready.catch(() => {});
  return { proc, ready };
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const { serviceRoleKey } = await makeApiKeys(DEFAULT_JWT_SECRET);
const auth = { authorization: `Bearer ${serviceRoleKey}` };

const tmpFiles = (root: string) => readdirSync(join(root, '.tmp'));
const versionsOf = (root: string, key: string) => {
  try {
    return readdirSync(join(root, 'crash', key));
  } catch {
    return [];
  }
};

describe('kill -9 during an upload', () => {
  it('leaves the old content or nothing, never half a file', async () => {
    const dataDir = mkdtempSync(join(dirname(inject('pgliteTemplateDir')), 'storage-crash-'));
    dirs.push(dataDir);
    // The migrated and seeded database the tests copy, so the server starts in seconds.
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true, filter: (src) => !src.endsWith(LOCK_FILE) });
    const root = join(dataDir, 'storage');

    let server = start(dataDir);
    let url = await server.ready;
    const post = (path: string, init: RequestInit) =>
      fetch(`${url}/storage/v1${path}`, { ...init, headers: { ...auth, ...(init.headers as Record<string, string>) } });
    expect(
      (
        await post('/bucket', {
          method: 'POST',
          body: JSON.stringify({ name: 'crash' }),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    const put = (key: string, body: BodyInit, upsert = false) =>
      post(`/object/crash/${key}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain', 'x-upsert': String(upsert) },
        duplex: 'half',
      } as RequestInit);
    expect((await put('entera.txt', 'versión completa')).status).toBe(200);

    // Two uploads that never finish: a new object and a replacement of entera.txt.
    const endless = () => {
      let timer: NodeJS.Timeout;
      return new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
          timer = setInterval(() => c.enqueue(new TextEncoder().encode('y'.repeat(16 * 1024))), 20);
        },
        cancel() {
          clearInterval(timer);
        },
      });
    };
    const first = endless();
    const second = endless();
    void put('parcial.txt', first).catch(() => {});
    void put('entera.txt', second, true).catch(() => {});
    // Wait until both are being written, with some of their bytes on disk.
    for (let i = 0; i < 200; i++) {
      const files = tmpFiles(root);
      if (files.length === 2 && files.every((f) => statSync(join(root, '.tmp', f)).size > 64 * 1024)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(tmpFiles(root)).toHaveLength(2);
    server.proc.kill('SIGKILL');
    await new Promise((r) => server.proc.once('exit', r));
    await first.cancel().catch(() => {});
    await second.cancel().catch(() => {});

    server = start(dataDir);
    url = await server.ready;
    const got = await fetch(`${url}/storage/v1/object/crash/entera.txt`, { headers: auth });
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('versión completa');
    const missing = await fetch(`${url}/storage/v1/object/crash/parcial.txt`, { headers: auth });
    expect(await missing.json()).toMatchObject({ statusCode: '404' });
    // The half-written files were swept at start; the only version left is the complete one.
    expect(tmpFiles(root)).toEqual([]);
    expect(versionsOf(root, 'parcial.txt')).toEqual([]);
    expect(versionsOf(root, 'entera.txt')).toHaveLength(1);
    server.proc.kill('SIGTERM');
  });
});
