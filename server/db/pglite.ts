import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError, type Database, type PgError, type Queryable, type QueryResult } from './types.ts';

/** Extra time a statement gets beyond the statement timeout before the instance counts as hung. */
const WATCHDOG_GRACE_MS = 5_000;
/** Inside the data folder: who holds it (pid). Postgres ignores files it does not know. */
export const LOCK_FILE = 'axel-server.lock';
/** Inside the data folder while Postgres creates it; left behind only by an interrupted creation. */
const INIT_MARKER = 'axel-initdb-incomplete';

export interface PgliteOptions {
  /** Folder of the database; undefined = in memory. */
  dataDir?: string;
  /** Flush the write-ahead log before a commit is acknowledged (default true with a dataDir). */
  durable?: boolean;
  /** A data-folder image (dumpDataDir) to start from. */
  image?: ArrayBuffer;
  /**
   * A closed data folder a new `dataDir` starts as a copy of (instead of an image or initdb):
   * Postgres then reads the pages it needs instead of PGlite unpacking the whole image.
   */
  template?: string;
  /** Print restarts and failures (default true). */
  log?: boolean;
  /** Time beyond the statement timeout before the instance counts as hung (default 5 s). */
  watchdogGraceMs?: number;
  /**
   * Postgres's shared_buffers, e.g. '16MB' (default: the data folder's setting, Postgres's 128MB).
   * An instance zeroes its buffers when it starts, about half a second of CPU for 128MB in WASM:
   * the tests' many small databases start with less.
   */
  sharedBuffers?: string;
}

const MEMORY_SIZE = /^\d+(kB|MB|GB)$/;

interface EngineFiles {
  pgliteWasmModule: WebAssembly.Module;
  /** Only to create a new database (initdb); a start from an image or an existing folder skips it. */
  initdbWasmModule?: WebAssembly.Module;
  fsBundle: ArrayBuffer;
}

const distDir = () => dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
let engineFiles: Promise<Omit<EngineFiles, 'initdbWasmModule'>> | undefined;
let initdbModule: Promise<WebAssembly.Module> | undefined;
/**
 * PGlite's WASM, compiled once per process and handed to every thread (compiling it is most of
 * the cost of starting an instance; a compiled module crosses threads without a copy). initdb's
 * only when a database is to be created.
 */
async function loadEngineFiles(withInitdb: boolean): Promise<EngineFiles> {
  engineFiles ??= (async () => {
    const [pglite, bundle] = await Promise.all(['pglite.wasm', 'pglite.data'].map((f) => readFile(join(distDir(), f))));
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      fsBundle: bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength) as ArrayBuffer,
    };
  })();
  if (withInitdb) initdbModule ??= readFile(join(distDir(), 'initdb.wasm')).then((b) => WebAssembly.compile(b));
  const [engine, initdbWasmModule] = await Promise.all([engineFiles, withInitdb ? initdbModule : undefined]);
  return { ...engine, initdbWasmModule };
}

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void; sentAt: number };

/** A transaction's end as fn left it (commitUnless). */
interface TxState {
  ended: boolean;
  ending?: Promise<boolean>;
}

interface WorkerAnswer {
  id?: number;
  ok?: boolean;
  value?: unknown;
  error?: PgError & { broken?: boolean };
  notify?: { channel: string; payload: string };
}

/** One worker thread owning one PGlite instance (pglite-worker.mjs), spoken to by messages. */
class WorkerLink {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private dead: DatabaseUnavailableError | undefined;

  constructor(
    onNotify: (channel: string, payload: string) => void,
    private readonly onBroken: (why: string) => void,
  ) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
    const answer = (m: WorkerAnswer) => {
      if (m.notify) return onNotify(m.notify.channel, m.notify.payload);
      const p = this.pending.get(m.id!);
      if (!p) return;
      this.pending.delete(m.id!);
      if (m.ok) return p.resolve(m.value);
      if (m.error?.broken) {
        // Replace the instance before the caller hears of it, so its next statement waits for the new one.
        p.reject(new DatabaseUnavailableError('The statement broke the database, which is being restarted', 2, false));
        return this.fail('the database stopped completing statements');
      }
      p.reject(Object.assign(new Error(m.error!.message), m.error));
    };
    // The thread answers several requests in one message when it can (pglite-worker.mjs).
    this.worker.on('message', (m: WorkerAnswer | WorkerAnswer[]) => {
      if (!Array.isArray(m)) return answer(m);
      for (const one of m) answer(one);
    });
    this.worker.on('error', (e: Error) => this.fail(`the database thread failed: ${e.message}`));
    this.worker.on('exit', () => this.fail('the database thread ended'));
  }

  private fail(why: string, report = true) {
    if (this.dead) return;
    this.dead = new DatabaseUnavailableError('The database is not available');
    for (const p of this.pending.values()) p.reject(this.dead);
    this.pending.clear();
    if (report) this.onBroken(why);
  }

  /**
   * Sends a request; what is asked in one turn of the event loop goes as one message (a REST
   * request's begin, settings and statements), since each message costs both threads tens of
   * microseconds. A request with something to transfer goes at once, after those before it.
   */
  request<T>(msg: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, sentAt: Date.now() });
      msg.id = id;
      if (transfer.length > 0) {
        this.flush();
        this.worker.postMessage(msg, transfer);
        return;
      }
      this.outbox.push(msg);
      if (this.outbox.length === 1) setImmediate(this.flushOutbox);
    });
  }

  private outbox: Record<string, unknown>[] = [];
  private readonly flushOutbox = () => this.flush();
  private flush() {
    if (this.outbox.length === 0) return;
    const out = this.outbox.length === 1 ? this.outbox[0] : this.outbox;
    this.outbox = [];
    if (!this.dead) this.worker.postMessage(out);
  }

  /** Fails the longest-waiting request with `error` (the one a watchdog blames). */
  rejectOldest(error: unknown) {
    let oldest: [number, Pending] | undefined;
    for (const entry of this.pending) if (!oldest || entry[1].sentAt < oldest[1].sentAt) oldest = entry;
    if (!oldest) return;
    this.pending.delete(oldest[0]);
    oldest[1].reject(error);
  }

  /** How long the oldest unanswered request has waited, in ms (0 when none). */
  oldestWait(now = Date.now()): number {
    let oldest = now;
    for (const p of this.pending.values()) oldest = Math.min(oldest, p.sentAt);
    return now - oldest;
  }

  get alive() {
    return !this.dead;
  }

  /** Ends the thread; what it was asked and has not answered fails as unavailable. */
  async terminate() {
    this.fail('terminated', false);
    await this.worker.terminate();
  }
}

/**
 * PGlite, Postgres compiled to WASM, on a thread of its own (pglite-worker.mjs) so that a
 * statement that never completes cannot freeze the server: a watchdog ends the thread, the
 * requests in flight fail with DatabaseUnavailableError (HTTP 503), and the instance is opened
 * again from its data folder. A data folder is locked against a second server, flushed to disk
 * at every commit (unless `durable: false`), and an interrupted first creation is redone.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private link!: WorkerLink;
  private ready!: Promise<void>;
  private watchdog: NodeJS.Timeout | undefined;
  private restarting: Promise<void> | undefined;
  private closed = false;
  private failed: DatabaseUnavailableError | undefined;
  private nextTx = 1;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly log: boolean;
  /** Times the instance was replaced after a hang or failure. */
  restarts = 0;

  private constructor(private readonly opts: PgliteOptions) {
    this.log = opts.log ?? true;
  }

  /** `dataDir` undefined = in memory. */
  static async open(dataDir?: string, opts: Omit<PgliteOptions, 'dataDir'> = {}): Promise<PgliteDatabase> {
    if (opts.sharedBuffers !== undefined && !MEMORY_SIZE.test(opts.sharedBuffers)) {
      throw new Error(`sharedBuffers must be a size such as '16MB', not ${JSON.stringify(opts.sharedBuffers)}`);
    }
    const db = new PgliteDatabase({ ...opts, dataDir });
    if (dataDir) lockDataDir(dataDir);
    try {
      db.start(opts.image);
      await db.ready;
    } catch (e) {
      if (dataDir) unlockDataDir(dataDir);
      await db.link?.terminate().catch(() => {});
      throw e;
    }
    return db;
  }

  private start(image?: ArrayBuffer) {
    const { dataDir } = this.opts;
    this.link = new WorkerLink(
      (channel, payload) => this.channels.get(channel)?.forEach((f) => f(payload)),
      (why) => this.onBroken(why),
    );
    const fresh = !!dataDir && isNewDataDir(dataDir);
    if (fresh) {
      // Creating the folder takes seconds; a kill meanwhile leaves a folder Postgres cannot
      // start from. The marker says so, and the next start creates it again.
      mkdirSync(dataDir, { recursive: true });
      for (const name of readdirSync(dataDir))
        if (name !== LOCK_FILE) rmSync(join(dataDir, name), { recursive: true, force: true });
      closeSync(openSync(join(dataDir, INIT_MARKER), 'w'));
    }
    const link = this.link;
    // A template or an image fills a new database only; an existing folder is never overwritten.
    const copy = fresh && this.opts.template ? this.opts.template : undefined;
    const load = !copy && image && (!dataDir || fresh) ? image : undefined;
    // initdb runs for a new in-memory database, or a new folder without a template or an image.
    const needsInitdb = !copy && !load && (!dataDir || fresh);
    // cpSync: the folder's ~1,400 files in a quarter of the CPU of fs/promises' cp (0.13 s against
    // 0.5 s for 64 MB); a copy happens once per new folder, before the database answers anything.
    const copied = new Promise<void>((done) => {
      if (copy) cpSync(copy, dataDir!, { recursive: true, filter: (src) => basename(src) !== LOCK_FILE });
      done();
    });
    this.ready = copied
      .then(() => loadEngineFiles(needsInitdb))
      .then((engine) =>
        link.request(
          {
            op: 'open',
            dataDir,
            durable: this.opts.durable ?? true,
            image: load,
            engine,
            sharedBuffers: this.opts.sharedBuffers,
          },
          load ? [load] : [],
        ),
      )
      .then(async () => {
        // An image made from a live data folder carries that server's lock file: ours again.
        if (load && dataDir) writeFileSync(join(dataDir, LOCK_FILE), String(process.pid));
        if (fresh) unlinkSync(join(dataDir, INIT_MARKER));
        for (const channel of this.channels.keys()) await link.request({ op: 'listen', channel });
      });
  }

  private onBroken(why: string) {
    if (this.closed || this.restarting) return;
    if (!this.opts.dataDir) {
      // An in-memory database has nothing to reopen: it stays unavailable.
      this.failed = new DatabaseUnavailableError('The in-memory database failed and cannot be restarted', 0);
      if (this.log) console.error(`[db] ${why}; the in-memory database cannot be restarted`);
      void this.link.terminate();
      return;
    }
    if (this.log) console.error(`[db] ${why}; restarting the database`);
    this.restarts += 1;
    const old = this.link;
    const restart = old.terminate().then(() => {
      this.start();
      return this.ready;
    });
    this.restarting = restart.then(
      () => {
        this.restarting = undefined;
        if (this.log) console.error('[db] the database is available again');
      },
      (e: unknown) => {
        this.restarting = undefined;
        if (this.log) console.error('[db] restarting the database failed', e);
      },
    );
  }

  setStatementTimeout(ms: number) {
    clearInterval(this.watchdog);
    this.watchdog = undefined;
    if (ms <= 0) return;
    const limit = ms + (this.opts.watchdogGraceMs ?? WATCHDOG_GRACE_MS);
    this.watchdog = setInterval(
      () => {
        if (!this.restarting && this.link.alive && this.link.oldestWait() > limit) {
          this.link.rejectOldest(
            new DatabaseUnavailableError(`The statement ran for more than ${Math.round(limit / 1000)} s`, 2, false),
          );
          this.onBroken(`a statement ran for more than ${Math.round(limit / 1000)} s`);
        }
      },
      Math.min(1000, limit / 4),
    );
    this.watchdog.unref();
  }

  /** The current instance, once it can take requests. */
  private async current(): Promise<WorkerLink> {
    if (this.failed) throw this.failed;
    if (this.closed) throw new DatabaseUnavailableError('The database is closed', 0);
    if (this.restarting) await this.restarting;
    await this.ready.catch(() => {
      throw new DatabaseUnavailableError('The database could not be opened');
    });
    return this.link;
  }

  private queryable(tx?: number, link?: WorkerLink, state?: TxState): Queryable {
    if (link) {
      // A transaction's statements go out in the turn they are asked in, with its begin.
      const ids = new WeakMap<Promise<unknown>, number>();
      return {
        query: <Row>(sql: string, params: unknown[] = []) => {
          const msg: Record<string, unknown> = { op: 'query', sql, params, tx };
          const sent = link.request<QueryResult<Row>>(msg);
          ids.set(sent, msg.id as number);
          return sent;
        },
        exec: async (sql: string) => {
          await link.request({ op: 'exec', sql, tx });
        },
        commitUnless: (unless) => {
          const id = unless ? ids.get(unless.query) : undefined;
          if (unless && id === undefined) throw new Error('commitUnless: not a query of this transaction');
          const ending = link
            .request<boolean | null>({
              op: 'end',
              tx,
              commit: true,
              unless: unless ? { id, rows: unless.rows } : undefined,
            })
            .then((answer) => {
              const ended = answer !== false;
              if (ended && state) state.ended = true;
              return ended;
            });
          if (state) state.ending = ending;
          return ending;
        },
      };
    }
    return {
      query: async <Row>(sql: string, params: unknown[] = []) =>
        (await this.current()).request<QueryResult<Row>>({ op: 'query', sql, params }),
      exec: async (sql: string) => {
        await (await this.current()).request({ op: 'exec', sql });
      },
    };
  }

  /** A copy of this database (used to give each test a migrated database in about a second). */
  async clone(): Promise<PgliteDatabase> {
    const image = await (await this.current()).request<ArrayBuffer>({ op: 'dump' });
    const { watchdogGraceMs, sharedBuffers } = this.opts;
    return PgliteDatabase.open(undefined, { image, log: this.log, watchdogGraceMs, sharedBuffers });
  }

  /** The data folder as an uncompressed tar image (PGlite's dumpDataDir). */
  async dump(): Promise<ArrayBuffer> {
    return (await this.current()).request<ArrayBuffer>({ op: 'dump' });
  }

  /** fsync calls made so far, and whether commits are flushed. */
  async stats(): Promise<{ fsyncs: number; durable: boolean }> {
    return (await this.current()).request({ op: 'stats' });
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
    return this.queryable().query<Row>(sql, params);
  }
  exec(sql: string) {
    return this.queryable().exec(sql);
  }
  /**
   * The begin is not waited for: it goes with the transaction's first statements (the thread runs
   * them once the transaction has started). A begin that fails is the transaction's error, before
   * any of its statements' (which fail because of it).
   */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const link = await this.current();
    const tx = this.nextTx++;
    const begun = link.request({ op: 'begin', tx });
    begun.catch(() => {});
    // fn may have committed already, or be committing (commitUnless).
    const state: TxState = { ended: false };
    let out: T;
    try {
      out = await fn(this.queryable(tx, link, state));
      await begun;
      // A commit fn asked for that failed (a statement failed) is the transaction's error.
      if (state.ending) await state.ending;
    } catch (e) {
      const beginError = await begun.then(
        () => undefined,
        (b: unknown) => b,
      );
      // A commit asked for and not answered yet decides first (a failed statement made it a rollback).
      await state.ending?.catch(() => {});
      if (!state.ended) await link.request({ op: 'end', tx, commit: false }).catch(() => {});
      throw beginError ?? e;
    }
    if (!state.ended) await link.request({ op: 'end', tx, commit: true });
    return out;
  }
  async listen(channel: string, onNotify: (payload: string) => void) {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
      await (await this.current()).request({ op: 'listen', channel });
    }
    set.add(onNotify);
    return async () => {
      set.delete(onNotify);
      if (set.size > 0 || this.channels.get(channel) !== set) return;
      this.channels.delete(channel);
      if (this.link.alive) await this.link.request({ op: 'unlisten', channel }).catch(() => {});
    };
  }
  async close() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.watchdog);
    await this.restarting;
    try {
      if (this.link.alive) await this.link.request({ op: 'close' });
    } finally {
      await this.link.terminate();
      if (this.opts.dataDir) unlockDataDir(this.opts.dataDir);
    }
  }
}

/** No database in this folder yet (or its creation was interrupted): it will be created. */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION')) || existsSync(join(dataDir, INIT_MARKER));
}

/**
 * Two servers on one data folder would each run their own Postgres on the same files and lose
 * each other's writes. The first takes the folder; a second refuses to start, saying who has it.
 * A lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
function lockDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const pid = dataDirHolder(dataDir);
    if (pid !== undefined) throw new DataDirInUseError(dataDir, pid);
    rmSync(path, { force: true }); // left by a process that no longer runs
  }
  throw new Error(`Could not lock the data folder ${dataDir}: another server took it at the same moment.`);
}

/** A second server on a data folder another one holds. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Axel Suite server (process ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** The running process that holds the data folder, if any. */
export function dataDirHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  return pid > 0 && isRunning(pid) ? pid : undefined;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function unlockDataDir(dataDir: string) {
  const path = join(dataDir, LOCK_FILE);
  try {
    if (Number(readFileSync(path, 'utf8').trim()) === process.pid) unlinkSync(path);
  } catch {
    // already gone
  }
}
