import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, PgliteDatabase } from './pglite.ts';
import { DatabaseUnavailableError } from './types.ts';

/** A statement that runs for minutes on PGlite (statement_timeout cannot stop it: WASM has no signals). */
const ENDLESS = 'select count(*) from generate_series(1, 2000000000)';
/** Too complex for the regex engine: on PGlite it ends without a result and breaks the instance. */
const BREAKING_REGEX = `select 'abc' ~ '(.{1,255}){1,255}z' as m`;

const open: PgliteDatabase[] = [];
const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'axel-pglite-'));
  dirs.push(d);
  return d;
}
/**
 * Creating a Postgres folder costs seconds of CPU: it is created once, closed, and each test starts
 * from a copy of that folder (cheaper to open than the image) or from its image, dumped once.
 */
let templateDir: string;
let image: ArrayBuffer;
beforeAll(async () => {
  templateDir = mkdtempSync(join(tmpdir(), 'axel-pglite-tpl-'));
  const template = await PgliteDatabase.open(templateDir, { log: false, durable: false });
  try {
    image = await template.dump();
  } finally {
    await template.close();
  }
  return () => rmSync(templateDir, { recursive: true, force: true });
});

async function openDb(dataDir?: string, opts: Parameters<typeof PgliteDatabase.open>[1] = {}) {
  // A copy each time: opening hands the buffer to the database's worker thread (transferred).
  const db = await PgliteDatabase.open(dataDir, { log: false, image: image.slice(0), ...opts });
  open.push(db);
  return db;
}

/** A data folder copied from the template (an existing database, as a restarted server finds it). */
function copiedDir() {
  const dir = tempDir();
  cpSync(templateDir, dir, { recursive: true });
  return dir;
}

afterEach(async () => {
  for (const db of open.splice(0)) await db.close().catch(() => {});
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('PgliteDatabase on a data folder', () => {
  it('refuses a second server on the same folder, and frees it on close', async () => {
    const dir = copiedDir();
    const first = await openDb(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await expect(openDb(dir)).rejects.toThrow(/in use by another Axel Suite server \(process \d+\)/);
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const second = await openDb(dir);
    expect((await second.query<{ x: string }>('select 1 as x')).rows).toEqual([{ x: '1' }]);
  });

  it('a new folder starts as a copy of a template; an existing one is never overwritten', async () => {
    const template = copiedDir();
    const seed = await openDb(template, { durable: false });
    await seed.exec('create table t (x int); insert into t values (1)');
    await seed.close();
    const dir = tempDir();
    const copy = await openDb(dir, { template });
    expect((await copy.query('select x from t')).rows).toEqual([{ x: '1' }]);
    await copy.exec('insert into t values (2)');
    await copy.close();
    // The template is untouched, and opening the folder again keeps what it holds.
    expect(existsSync(join(template, LOCK_FILE))).toBe(false);
    const again = await openDb(dir, { template });
    expect((await again.query('select count(*)::int as n from t')).rows).toEqual([{ n: '2' }]);
    const original = await openDb(template);
    expect((await original.query('select count(*)::int as n from t')).rows).toEqual([{ n: '1' }]);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = copiedDir();
    writeFileSync(join(dir, LOCK_FILE), '999999999');
    const db = await openDb(dir);
    expect((await db.query<{ x: string }>('select 1 as x')).rows).toEqual([{ x: '1' }]);
  });

  it('flushes the write-ahead log to disk at every commit', async () => {
    const db = await openDb(copiedDir());
    await db.exec('create table t (x int)');
    const before = (await db.stats()).fsyncs;
    for (let i = 0; i < 5; i++) await db.transaction((tx) => tx.query('insert into t values ($1)', [i]));
    const after = await db.stats();
    expect(after.durable).toBe(true);
    expect(after.fsyncs - before).toBeGreaterThanOrEqual(5);
  });

  it('flushes nothing when durability is turned off', async () => {
    const db = await openDb(copiedDir(), { durable: false });
    await db.exec('create table t (x int)');
    await db.transaction((tx) => tx.query('insert into t values (1)'));
    expect(await db.stats()).toEqual({ fsyncs: 0, durable: false });
  });

  it('creates the folder again when its first creation was interrupted', async () => {
    const dir = tempDir();
    // What a kill during initdb leaves: a few of Postgres's files and our marker.
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(join(dir, 'axel-initdb-incomplete'), '');
    const db = await openDb(dir);
    await db.exec('create table t (x int); insert into t values (7)');
    expect((await db.query('select x from t')).rows).toEqual([{ x: '7' }]);
    expect(existsSync(join(dir, 'axel-initdb-incomplete'))).toBe(false);
  });

  it('a statement that breaks the engine answers unavailable; the database is reopened with its data', async () => {
    const db = await openDb(copiedDir());
    await db.exec('create table t (x int); insert into t values (42)');
    await expect(db.query(BREAKING_REGEX)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // The next statement waits for the new instance, and an error is an ordinary error again.
    await expect(db.query(`select 'x'::int`)).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query('select x from t')).rows).toEqual([{ x: '42' }]);
    expect(db.restarts).toBe(1);
  });

  it('a statement that never ends is cut off by the watchdog, and the database comes back', async () => {
    const db = await openDb(copiedDir(), { watchdogGraceMs: 700 });
    await db.exec('create table t (x int); insert into t values (1)');
    db.setStatementTimeout(300);
    const started = Date.now();
    await expect(db.query(ENDLESS)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect((await db.query('select x from t')).rows).toEqual([{ x: '1' }]);
    // A transaction in flight when the instance died fails too; nothing of it was kept.
    await db.transaction((tx) => tx.query('insert into t values (2)'));
    expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: '2' }]);
  });
});

describe('PgliteDatabase in memory', () => {
  it('cannot be restarted: once hung it answers unavailable, never stale or empty data', async () => {
    const db = await openDb(undefined, { watchdogGraceMs: 500 });
    db.setStatementTimeout(200);
    await expect(db.query(ENDLESS)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('clone() copies the data into an independent database', async () => {
    const db = await openDb();
    await db.exec('create table t (x int); insert into t values (1)');
    const copy = await db.clone();
    open.push(copy);
    await copy.exec('insert into t values (2)');
    expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: '1' }]);
    expect((await copy.query('select count(*)::int as n from t')).rows).toEqual([{ n: '2' }]);
  });
});
