// @ts-check
/**
 * The thread that owns a PGlite instance (see pglite.ts for the side the server talks to).
 *
 * PGlite runs Postgres compiled to WASM on the thread that calls it, so a statement that never
 * finishes (or a broken instance spinning forever) would freeze the whole server, signals
 * included. Here it can only freeze this thread: the server keeps answering and ends the thread.
 *
 * Plain JavaScript on purpose: a worker thread starts without the TypeScript loader of tsx or
 * Vitest, and this file must load the same way under both.
 *
 * Messages in:  { id, op, ... } with op open | query | exec | begin | end | listen | unlisten | dump | stats | close,
 *               or an array of them (what the server asked in one turn of its event loop), handled in order
 * Messages out: { id, ok: true, value } | { id, ok: false, error } | { notify: { channel, payload } },
 *               or an array of them
 *
 * A transaction's statements may arrive before its `begin` has started it (the server sends them
 * together): they wait for it, in the order they came. Its `end` may come with them too, and may
 * depend on how many rows one of them returned (`unless`).
 */
import { closeSync, fsyncSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/**
 * Raw results: no JS type parsing, so PGlite and node-postgres hand back the same strings.
 * PGlite falls back to its built-in parsers per type OID, so every built-in OID is mapped to
 * the identity here, once (user types such as enums have no parser anyway).
 */
const identity = (/** @type {string} */ v) => v;
const RAW_PARSERS = Object.fromEntries(Array.from({ length: 16384 }, (_, oid) => [oid, identity]));
const RAW = { rowMode: /** @type {const} */ ('object') };

/** Thrown inside a transaction's callback to roll it back without an error. */
const ROLLBACK = Symbol('rollback');

/** @type {PGlite | undefined} */
let pg;
/** @type {string | undefined} */
let dataDir;
let durable = false;
let fsyncs = 0;
/**
 * Open transactions by the server's id: `tx` once PGlite started it (`ready` until then);
 * `rowCounts`, the rows each of its queries returned (-1 for a failed one), by request id, for an
 * `end` that depends on them; `lastDone`, settled when the last statement received has run (an
 * `end` sent with the statements waits for it: they run in the order received).
 * @type {Map<number, { tx?: import('@electric-sql/pglite').Transaction, ready: Promise<import('@electric-sql/pglite').Transaction>, finish: (commit: boolean) => void, endId?: number, rowCounts: Map<number, Promise<number>>, lastDone: Promise<unknown> }>}
 */
const transactions = new Map();
/** @type {Map<string, () => Promise<void>>} */
const listeners = new Map();

/** A Postgres error as plain data (structured clone drops an Error's own fields). */
function errorData(/** @type {any} */ e) {
  const out = { name: e?.name ?? 'Error', message: e?.message ?? String(e) };
  for (const k of [
    'broken',
    'code',
    'detail',
    'hint',
    'position',
    'schema',
    'table',
    'column',
    'constraint',
    'where',
  ]) {
    if (e && e[k] !== undefined) out[k] = e[k];
  }
  return out;
}

/**
 * A statement that ends without CommandComplete left PGlite in a broken state (seen with a
 * regular expression too complex for the engine: no rows, no error, and the next error then
 * reads "bad buffer ID"). Refuse the result and let the server replace this instance.
 */
function checkComplete(/** @type {any} */ r) {
  if (r.command === undefined) {
    const err = new Error('The database did not complete the statement');
    Object.assign(err, { code: 'XX000', broken: true });
    throw err;
  }
  return { rows: r.rows, affectedRows: r.affectedRows };
}

/** mtime of every file already made durable, by path. */
const synced = new Map();

/** fsyncs the files of `dir` written since their last sync; the folder too when files appeared. */
function syncFolder(/** @type {string} */ dir, recursive = false) {
  let appeared = false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (recursive) syncFolder(path, true);
      continue;
    }
    if (!entry.isFile()) continue;
    const mtime = statSync(path).mtimeMs;
    const before = synced.get(path);
    if (before === mtime) continue;
    if (before === undefined) appeared = true;
    fsyncPath(path);
    synced.set(path, mtime);
  }
  if (appeared) fsyncPath(dir);
}

function fsyncPath(/** @type {string} */ path) {
  let fd;
  try {
    fd = openSync(path, 'r');
    fsyncSync(fd);
    fsyncs += 1;
  } catch {
    // A file removed between the listing and the sync (a recycled WAL segment) needs no sync.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Durability: PGlite's Postgres cannot fsync (WASM has no such call), so after every commit the
 * write-ahead log it wrote is flushed from here, before the commit is acknowledged. Data files
 * are flushed every few seconds; after an OS crash Postgres replays the log over them.
 */
function syncAfterCommit() {
  if (durable && dataDir) syncFolder(join(dataDir, 'pg_wal'));
}

let dataSyncTimer;
function startDataSync() {
  dataSyncTimer = setInterval(() => {
    if (durable && dataDir) {
      try {
        syncFolder(dataDir, true);
      } catch {
        // the next round tries again
      }
    }
  }, 5000);
  dataSyncTimer.unref();
}

/**
 * Answers go out together: one message per turn of this thread's event loop rather than one per
 * answer (posting a message costs each side tens of microseconds; a REST request's transaction is
 * five or six statements). Never at the cost of the server's watchdog, which blames the oldest
 * unanswered request when a statement runs too long: answers wait only while everything still
 * running here belongs to the same unit of work (one transaction, or one statement outside any)
 * as they do. As soon as other work is in flight, which may be the statement that never ends,
 * they go out at once.
 */
/** @type {unknown[]} */
let outbox = [];
/** The unit of work of each answer in the outbox. */
/** @type {string[]} */
let outboxUnits = [];
/** Requests received and not answered yet, per unit of work. */
/** @type {Map<string, number>} */
const inFlight = new Map();
/** The unit of work of each request not answered yet, by id. */
/** @type {Map<number, string>} */
const unitOf = new Map();
let flushQueued = false;

function unitFor(/** @type {any} */ m) {
  return m.tx === undefined ? `m${m.id}` : `t${m.tx}`;
}

function received(/** @type {any} */ m) {
  const unit = unitFor(m);
  unitOf.set(m.id, unit);
  inFlight.set(unit, (inFlight.get(unit) ?? 0) + 1);
  settle();
}

function flush() {
  if (outbox.length === 0) return;
  const out = outbox.length === 1 ? outbox[0] : outbox;
  outbox = [];
  outboxUnits = [];
  port.postMessage(out);
}

/** Sends the outbox now if an answer in it would wait on another unit's work; else at the turn's end. */
function settle() {
  if (outbox.length === 0) return;
  const unit = outboxUnits[0];
  let mixed = outboxUnits.some((u) => u !== unit);
  if (!mixed) for (const u of inFlight.keys()) if (u !== unit) mixed = true;
  if (mixed) return flush();
  if (!flushQueued) {
    flushQueued = true;
    setImmediate(() => {
      flushQueued = false;
      flush();
    });
  }
}

/** The request is answered: no longer in flight. Returns its unit of work. */
function answered(/** @type {number} */ id) {
  const unit = unitOf.get(id) ?? '';
  unitOf.delete(id);
  const left = (inFlight.get(unit) ?? 1) - 1;
  if (left > 0) inFlight.set(unit, left);
  else inFlight.delete(unit);
  return unit;
}

function send(/** @type {any} */ msg) {
  const unit = answered(msg.id);
  outbox.push(msg);
  outboxUnits.push(unit);
  settle();
}

function reply(/** @type {number} */ id, /** @type {unknown} */ value) {
  send({ id, ok: true, value });
}
function fail(/** @type {number} */ id, /** @type {unknown} */ e) {
  send({ id, ok: false, error: errorData(e) });
}

/** The transaction a statement belongs to, once started. */
async function transactionOf(/** @type {number} */ tx) {
  const entry = transactions.get(tx);
  if (!entry) throw new Error('No such transaction');
  return entry.tx ?? (await entry.ready);
}

/** @param {any} m */
async function handle(m) {
  switch (m.op) {
    case 'open': {
      dataDir = m.dataDir;
      durable = !!m.durable && !!dataDir;
      const loadDataDir = m.image ? new Blob([m.image]) : undefined;
      const { pgliteWasmModule, initdbWasmModule, fsBundle } = m.engine ?? {};
      pg = await PGlite.create({
        ...(dataDir ? { dataDir } : {}),
        ...(loadDataDir ? { loadDataDir } : {}),
        ...(pgliteWasmModule ? { pgliteWasmModule, fsBundle: new Blob([fsBundle]) } : {}),
        ...(initdbWasmModule ? { initdbWasmModule } : {}),
        parsers: RAW_PARSERS,
        ...(m.sharedBuffers
          ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${m.sharedBuffers}`] }
          : {}),
        // Extensions the migrations create (trigram indexes for the admin panel's search).
        extensions: { pg_trgm },
      });
      if (durable) {
        syncFolder(/** @type {string} */ (dataDir), true);
        startDataSync();
      }
      return reply(m.id, null);
    }
    case 'query': {
      const run = (async () => {
        const target = m.tx === undefined ? /** @type {PGlite} */ (pg) : await transactionOf(m.tx);
        return checkComplete(await target.query(m.sql, m.params ?? [], RAW));
      })();
      const entry = m.tx === undefined ? undefined : transactions.get(m.tx);
      if (entry) {
        const rows = run.then(
          (r) => r.rows.length,
          () => -1,
        );
        entry.rowCounts.set(m.id, rows);
        entry.lastDone = rows;
      }
      const r = await run;
      if (m.tx === undefined) syncAfterCommit();
      return reply(m.id, r);
    }
    case 'exec': {
      const run = (async () => {
        const target = m.tx === undefined ? /** @type {PGlite} */ (pg) : await transactionOf(m.tx);
        await target.exec(m.sql);
      })();
      const entry = m.tx === undefined ? undefined : transactions.get(m.tx);
      if (entry) entry.lastDone = run.catch(() => {});
      await run;
      if (m.tx === undefined) syncAfterCommit();
      return reply(m.id, null);
    }
    case 'begin': {
      const db = pg;
      /** @type {(tx: import('@electric-sql/pglite').Transaction) => void} */
      let started = () => {};
      /** @type {(e: unknown) => void} */
      let notStarted = () => {};
      /** @type {Promise<import('@electric-sql/pglite').Transaction>} */
      const ready = new Promise((ok, no) => {
        started = ok;
        notStarted = no;
      });
      /** @type {(commit: boolean) => void} */
      let finish = () => {};
      /** @type {Promise<boolean>} */
      const finished = new Promise((ok) => (finish = ok));
      const tid = m.tx;
      /** @type {{ tx?: import('@electric-sql/pglite').Transaction, ready: Promise<import('@electric-sql/pglite').Transaction>, finish: (commit: boolean) => void, endId?: number, rowCounts: Map<number, Promise<number>>, lastDone: Promise<unknown> }} */
      const entry = { ready, finish, rowCounts: new Map(), lastDone: ready.catch(() => {}) };
      transactions.set(tid, entry);
      ready.then(
        () => reply(m.id, null),
        (e) => fail(m.id, e),
      );
      const run = db
        ? db.transaction(async (tx) => {
            entry.tx = tx;
            started(tx);
            if (!(await finished)) throw ROLLBACK;
          })
        : Promise.reject(new Error('The database is not open'));
      void run
        .then(
          () => ({ ok: true, e: undefined }),
          (e) => (e === ROLLBACK ? { ok: true, e: undefined } : { ok: false, e }),
        )
        .then((r) => {
          transactions.delete(tid);
          // Failed before the callback ran: the statements waiting for it fail with its error.
          if (!entry.tx) notStarted(r.e ?? new Error('The transaction did not start'));
          if (r.ok) syncAfterCommit();
          if (entry.endId !== undefined) r.ok ? reply(entry.endId, null) : fail(entry.endId, r.e);
        });
      return;
    }
    case 'end': {
      const entry = transactions.get(m.tx);
      if (!entry) return fail(m.id, new Error('No such transaction'));
      // { id, rows }: commit unless that query (sent before) returned that many rows or more;
      // then the transaction stays open and the answer is false (a streamed read's first chunk).
      // After the statements received before it, which may not have run yet.
      await entry.lastDone;
      if (m.unless) {
        const rows = await (entry.rowCounts.get(m.unless.id) ?? -1);
        if (rows >= m.unless.rows) return reply(m.id, false);
      }
      if (entry.endId !== undefined) return fail(m.id, new Error('The transaction is already ending'));
      entry.endId = m.id;
      entry.finish(!!m.commit);
      return;
    }
    case 'listen': {
      const db = /** @type {PGlite} */ (pg);
      if (!listeners.has(m.channel)) {
        const unsub = await db.listen(m.channel, (payload) => {
          // After the answers before it (a NOTIFY's transaction commits before it is heard).
          flush();
          port.postMessage({ notify: { channel: m.channel, payload } });
        });
        listeners.set(m.channel, unsub);
      }
      return reply(m.id, null);
    }
    case 'unlisten': {
      const unsub = listeners.get(m.channel);
      listeners.delete(m.channel);
      if (unsub) await unsub();
      return reply(m.id, null);
    }
    case 'dump': {
      const file = await /** @type {PGlite} */ (pg).dumpDataDir('none');
      const image = await file.arrayBuffer();
      // Transferred, not copied: it goes alone, after what was answered before it.
      flush();
      answered(m.id);
      port.postMessage({ id: m.id, ok: true, value: image }, [image]);
      return;
    }
    case 'stats':
      return reply(m.id, { fsyncs, durable });
    case 'close': {
      clearInterval(dataSyncTimer);
      if (pg && !pg.closed) await pg.close();
      if (durable && dataDir) syncFolder(dataDir, true);
      return reply(m.id, null);
    }
    default:
      throw new Error(`Unknown operation ${m.op}`);
  }
}

port.on('message', (/** @type {any} */ batch) => {
  const all = Array.isArray(batch) ? batch : [batch];
  for (const m of all) received(m);
  // An error marked `broken` tells the server to replace this instance.
  for (const m of all) handle(m).catch((e) => fail(m.id, e));
});
