import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCK_FILE, PgliteDatabase } from './pglite.ts';
import { DatabaseUnavailableError } from './types.ts';
import { TEST_SHARED_BUFFERS } from '../../tests/support/shared-buffers.ts';

/** A statement that runs for minutes on PGlite (statement_timeout cannot stop it: WASM has no signals). */
const ENDLESS = 'select count(*) from generate_series(1, 2000000000)';
/** Too complex for the regex engine: on PGlite it ends without a result and breaks the instance. */
const BREAKING_REGEX = `select 'abc' ~ '(.{1,255}){1,255}z' as m`;

/**
 * Creating a Postgres folder (initdb) costs seconds of CPU: each test starts from a copy of the
 * closed, migrated and seeded folder the project's global setup made (tests/support/pglite-template.ts),
 * never that folder itself (every file of the run copies it). The copies live next to it, in memory
 * where the machine has /dev/shm, and go with it when the run ends.
 */
const templateDir = inject('pgliteTemplateDir');
const open: PgliteDatabase[] = [];
const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(join(dirname(templateDir), 'pglite-'));
  dirs.push(d);
  return d;
}

async function openDb(dataDir?: string, opts: Parameters<typeof PgliteDatabase.open>[1] = {}) {
  const db = await PgliteDatabase.open(dataDir, { log: false, sharedBuffers: TEST_SHARED_BUFFERS, ...opts });
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

/**
 * One database on a folder for the tests that need one open and nothing more of it (each on tables
 * of its own): opening a database costs more than a second of CPU, and so does each restart.
 * Flushed at every commit (the default); a hung statement is cut 700 ms after its timeout.
 */
let shared: PgliteDatabase;
let sharedDir: string;
beforeAll(async () => {
  sharedDir = mkdtempSync(join(dirname(templateDir), 'pglite-shared-'));
  cpSync(templateDir, sharedDir, { recursive: true });
  shared = await PgliteDatabase.open(sharedDir, {
    log: false,
    watchdogGraceMs: 700,
    sharedBuffers: TEST_SHARED_BUFFERS,
  });
});
afterAll(async () => {
  await shared?.close().catch(() => {});
  rmSync(sharedDir, { recursive: true, force: true });
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
    // A closed folder of the seeded database: its tables are what initdb alone would not make.
    const template = copiedDir();
    const home = `select slug from videos_demo where slug = 'home'`;
    const dir = tempDir();
    const copy = await openDb(dir, { template });
    expect((await copy.query(home)).rows).toEqual([{ slug: 'home' }]);
    await copy.exec('create table t (x int); insert into t values (2)');
    await copy.close();
    // The template is untouched, and opening the folder again keeps what it holds.
    expect(existsSync(join(template, LOCK_FILE))).toBe(false);
    const again = await openDb(dir, { template });
    expect((await again.query('select count(*)::int as n from t')).rows).toEqual([{ n: '1' }]);
    const original = await openDb(template);
    expect((await original.query(`select to_regclass('public.t') as t`)).rows).toEqual([{ t: null }]);
    expect((await original.query(home)).rows).toEqual([{ slug: 'home' }]);
  });

  it("starts with the shared buffers it is given, or the folder's setting; refuses anything but a size", async () => {
    const dir = copiedDir();
    const small = await openDb(dir, { sharedBuffers: '8MB' });
    expect((await small.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '8MB' }]);
    await small.close();
    const usual = await openDb(dir, { sharedBuffers: undefined });
    expect((await usual.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '128MB' }]);
    await usual.close();
    for (const bad of ['16', '16MB -c fsync=off', '']) {
      await expect(openDb(dir, { sharedBuffers: bad })).rejects.toThrow(/sharedBuffers must be a size/);
    }
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = copiedDir();
    writeFileSync(join(dir, LOCK_FILE), '999999999');
    const db = await openDb(dir);
    expect((await db.query<{ x: string }>('select 1 as x')).rows).toEqual([{ x: '1' }]);
  });

  it('flushes the write-ahead log to disk at every commit', async () => {
    const db = shared;
    await db.exec('create table flushed (x int)');
    const before = (await db.stats()).fsyncs;
    for (let i = 0; i < 5; i++) await db.transaction((tx) => tx.query('insert into flushed values ($1)', [i]));
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
    // Created again as `npm start` creates it when a snapshot exists: as a copy of a template.
    const db = await openDb(dir, { template: templateDir });
    await db.exec('create table t (x int); insert into t values (7)');
    expect((await db.query('select x from t')).rows).toEqual([{ x: '7' }]);
    expect(existsSync(join(dir, 'axel-initdb-incomplete'))).toBe(false);
  });

  it('a statement that breaks the engine answers unavailable; the database is reopened with its data', async () => {
    const db = shared;
    const restarts = db.restarts;
    await db.exec('create table broken (x int); insert into broken values (42)');
    await expect(db.query(BREAKING_REGEX)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // The next statement waits for the new instance, and an error is an ordinary error again.
    await expect(db.query(`select 'x'::int`)).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query('select x from broken')).rows).toEqual([{ x: '42' }]);
    expect(db.restarts).toBe(restarts + 1);
    // The new instance starts with the options the first one had.
    expect((await db.query('show shared_buffers')).rows).toEqual([{ shared_buffers: TEST_SHARED_BUFFERS }]);
  });

  it('a statement that never ends is cut off by the watchdog, and the database comes back', async () => {
    const db = shared;
    await db.exec('create table watched (x int); insert into watched values (1)');
    db.setStatementTimeout(300);
    try {
      const started = Date.now();
      await expect(db.query(ENDLESS)).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect((await db.query('select x from watched')).rows).toEqual([{ x: '1' }]);
      // A transaction in flight when the instance died fails too; nothing of it was kept.
      await db.transaction((tx) => tx.query('insert into watched values (2)'));
      expect((await db.query('select count(*)::int as n from watched')).rows).toEqual([{ n: '2' }]);
    } finally {
      db.setStatementTimeout(0);
    }
  });
});

describe('a transaction that commits with its statements (commitUnless)', () => {
  it('commits in the round trip of its statements; a statement that failed makes it a rollback', async () => {
    const db = shared;
    await db.exec('create table eager (x int)');
    await db.transaction(async (tx) => {
      const inserted = tx.query('insert into eager values (1)');
      const ended = tx.commitUnless!();
      await inserted;
      expect(await ended).toBe(true);
    });
    const failed = db.transaction(async (tx) => {
      const sent = [tx.query('insert into eager values (2)'), tx.query(`select 'x'::int`), tx.commitUnless!()];
      await Promise.all(sent);
    });
    await expect(failed).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query('select x from eager')).rows).toEqual([{ x: '1' }]);
  });

  it('a transaction whose statement hangs is blamed for it (not to be run again), its answers held or not', async () => {
    // Its begin and first statement are answered by the thread in the same message as the rest:
    // the watchdog must still blame this transaction, never a retryable failure.
    const db = shared;
    const restarts = db.restarts;
    db.setStatementTimeout(300);
    try {
      const err: unknown = await db
        .transaction((tx) => Promise.all([tx.query('select 1'), tx.query(ENDLESS)]))
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DatabaseUnavailableError);
      expect((err as DatabaseUnavailableError).retryable).toBe(false);
      expect(db.restarts).toBe(restarts + 1);
      expect((await db.transaction((tx) => tx.query('select 1 as x'))).rows).toEqual([{ x: '1' }]);
    } finally {
      db.setStatementTimeout(0);
    }
  });

  it('stays open when the query it names filled its rows, and ends when it did not', async () => {
    const db = shared;
    const read = (upTo: number) =>
      db.transaction(async (tx) => {
        void tx.query(`declare c no scroll cursor for select generate_series(1, ${upTo}) as x`);
        const first = tx.query('fetch forward 3 from c');
        const ended = await tx.commitUnless!({ query: first, rows: 3 });
        const rows = (await first).rows.length;
        // Open: the rest of the cursor is there. Ended: nothing more runs in it.
        const rest = ended
          ? await tx.query('select 1').then(
              () => 'ran',
              (e: Error) => e.message,
            )
          : (await tx.query('fetch forward 10 from c')).rows.length;
        return { ended, rows, rest };
      });
    expect(await read(5)).toEqual({ ended: false, rows: 3, rest: 2 });
    expect(await read(2)).toEqual({ ended: true, rows: 2, rest: 'No such transaction' });
    // Nothing is left open: the next transaction starts.
    expect((await db.transaction((tx) => tx.query('select 1 as x'))).rows).toEqual([{ x: '1' }]);
  });
});

describe('PgliteDatabase in memory', () => {
  // An in-memory database comes from initdb or from an image: a clone of the shared folder's costs
  // less than initdb. The first test makes it; the second, which leaves it unusable on purpose, hangs it.
  let memory: PgliteDatabase | undefined;
  afterAll(async () => {
    await memory?.close().catch(() => {});
  });

  it('clone() copies the data into an independent database', async () => {
    await shared.exec('create table cloned (x int); insert into cloned values (1)');
    memory = await shared.clone();
    await memory.exec('insert into cloned values (2)');
    expect((await shared.query('select count(*)::int as n from cloned')).rows).toEqual([{ n: '1' }]);
    expect((await memory.query('select count(*)::int as n from cloned')).rows).toEqual([{ n: '2' }]);
  });

  it('cannot be restarted: once hung it answers unavailable, never stale or empty data', async () => {
    memory ??= await shared.clone();
    memory.setStatementTimeout(200);
    await expect(memory.query(ENDLESS)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(memory.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
