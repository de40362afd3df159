/**
 * The change feed: committed changes of the published tables, read in commit order from
 * realtime.cambios (server/realtime/feed.sql) and handed to the subscribers whose own claims may
 * select each row. One batch at a time: read up to BATCH changes after the last one read, ask
 * Postgres once per table which subscriber identities may see which rows (realtime.visibles,
 * under each identity's role and claims), then send them in commit order. Nothing is buffered
 * beyond the batch; a subscriber that cannot keep up is dropped by its connection.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/types.ts';
import { Catalog, qualified, quoteIdent, type PublishedTable, type RoleView } from './catalog.ts';
import { filterSql, type Condition } from './filters.ts';

export interface Identity {
  role: string;
  claims: Record<string, unknown>;
  /** role + claims: subscribers with equal keys see exactly the same rows. */
  key: string;
  /** Seconds since the epoch; the token's exp. */
  exp: number;
}

export interface PgBinding {
  /** The id echoed in the join reply and listed in `ids` of each change it matched. */
  id: number;
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  schema: string;
  table?: string;
  conditions: Condition[];
  /** Only these columns (and the primary key) in record / old_record. */
  select?: string[];
}

/** What the feed needs of a subscribed channel. */
export interface ChangeSubscriber {
  readonly identity: Identity;
  readonly pgBindings: PgBinding[];
  /** Sends a change (payload `{ids, data}` as JSON text); false if the subscriber is gone. */
  deliver(payloadJson: string): void;
}

export interface FeedOptions {
  /** Changes read per batch. */
  batch?: number;
  /** How often the queue is read without a notification (a missed NOTIFY only delays). */
  pollMs?: number;
  /** A record larger than this (JSON bytes) goes out with `errors: ['Error 413: Payload Too Large']`. */
  maxRecordBytes?: number;
  log?: (line: string) => void;
}

interface Change {
  lote: string;
  id: string;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old: Record<string, unknown> | null;
  commitTimestamp: string;
}

const FEED_SQL = join(import.meta.dirname, 'feed.sql');
const TRIGGER = 'zz_realtime_capturar';

export class ChangeFeed {
  readonly catalog: Catalog;
  private subscribers = new Set<ChangeSubscriber>();
  private cursor: { lote: string; id: string } = { lote: '0', id: '0' };
  private draining: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>)[] = [];
  private closed = false;
  private readonly batch: number;
  private readonly maxRecordBytes: number;
  private readonly log: (line: string) => void;
  /** Changes sent (one per subscriber that received it): for tests and the bench. */
  delivered = 0;

  constructor(
    private readonly db: Database,
    private readonly opts: FeedOptions = {},
  ) {
    this.catalog = new Catalog(db);
    this.batch = opts.batch ?? 500;
    this.maxRecordBytes = opts.maxRecordBytes ?? 1024 * 1024;
    this.log = opts.log ?? (() => {});
  }

  async start(): Promise<void> {
    await this.db.exec(await readFile(FEED_SQL, 'utf8'));
    await this.reload();
    // Changes committed before the server started have nobody to go to.
    const { rows } = await this.db.query<{ lote: string | null; id: string | null }>(
      'select c.lote::text as lote, c.id::text as id from realtime.cambios c where c.lote is not null order by c.lote desc, c.id desc limit 1',
    );
    if (rows[0]?.lote) this.cursor = { lote: rows[0].lote, id: rows[0].id! };
    await this.db.query('delete from realtime.cambios where lote is not null');
    this.unlisten.push(await this.db.listen('realtime_cambios', () => this.kick()));
    // `notify pgrst, 'reload schema'` (migrations, PostgREST's convention): publication or policies changed.
    this.unlisten.push(
      await this.db.listen('pgrst', () => {
        this.reload().catch((e: unknown) => this.log(`reload failed: ${String(e)}`));
      }),
    );
    const poll = this.opts.pollMs ?? 1000;
    this.timer = setInterval(() => this.kick(), poll);
    this.timer.unref();
  }

  /** Reads the publication and policies again and puts the capture trigger on exactly its tables. */
  async reload(): Promise<void> {
    await this.catalog.load();
    const published = new Set(this.catalog.all().map((t) => qualified(t)));
    const { rows } = await this.db.query<{ tabla: string }>(
      `select format('%I.%I', n.nspname, c.relname) as tabla from pg_trigger t
       join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
       where t.tgname = $1 and not t.tgisinternal`,
      [TRIGGER],
    );
    const have = new Set(rows.map((r) => r.tabla.replace(/^([^".]+)\.([^".]+)$/, '"$1"."$2"')));
    for (const t of this.catalog.all()) {
      if (have.has(qualified(t))) continue;
      await this.db.exec(
        `create trigger ${TRIGGER} after insert or update or delete on ${qualified(t)}
         for each row execute function realtime.capturar_cambio()`,
      );
    }
    for (const t of have) if (!published.has(t)) await this.db.exec(`drop trigger if exists ${TRIGGER} on ${t}`);
  }

  add(s: ChangeSubscriber): void {
    this.subscribers.add(s);
  }

  remove(s: ChangeSubscriber): void {
    this.subscribers.delete(s);
  }

  /** Reads the queue now (a notification came, or the poll). */
  kick(): void {
    if (this.closed) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((e: unknown) => this.log(`change feed: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once every change committed before the call was handed out (tests, bench). */
  async flush(): Promise<void> {
    await this.draining;
    this.kick();
    await this.draining;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.draining;
    for (const u of this.unlisten) await u().catch(() => {});
  }

  private async drain(): Promise<void> {
    let read = false;
    for (;;) {
      const { rows } = await this.db.query<{
        lote: string;
        id: string;
        esquema: string;
        tabla: string;
        tipo: Change['type'];
        registro: string | null;
        anterior: string | null;
        ts: string;
      }>(
        // Ordered by the columns (c.lote), not by the text aliases, which would sort '10' before '9'.
        `select c.lote::text as lote, c.id::text as id, esquema, tabla, tipo, registro::text, anterior::text,
           to_char(confirmado_en at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts
         from realtime.cambios c where c.lote is not null and (c.lote, c.id) > ($1::bigint, $2::bigint)
         order by c.lote, c.id limit ${this.batch}`,
        [this.cursor.lote, this.cursor.id],
      );
      if (rows.length === 0) break;
      read = true;
      const changes: Change[] = rows.map((r) => ({
        lote: r.lote,
        id: r.id,
        schema: r.esquema,
        table: r.tabla,
        type: r.tipo,
        record: r.registro === null ? null : (JSON.parse(r.registro) as Record<string, unknown>),
        old: r.anterior === null ? null : (JSON.parse(r.anterior) as Record<string, unknown>),
        commitTimestamp: r.ts,
      }));
      if (this.subscribers.size > 0) await this.dispatch(changes);
      const last = rows[rows.length - 1];
      this.cursor = { lote: last.lote, id: last.id };
      if (rows.length < this.batch) break;
    }
    if (read) {
      await this.db.query(
        'delete from realtime.cambios where lote is not null and (lote, id) <= ($1::bigint, $2::bigint)',
        [this.cursor.lote, this.cursor.id],
      );
    }
  }

  /** Who sees which change of a batch, then the sends, in commit order. */
  private async dispatch(changes: Change[]): Promise<void> {
    const now = Date.now() / 1000;
    // matches[changeIndex] = subscriber -> binding ids
    const matches: Map<ChangeSubscriber, Set<number>>[] = changes.map(() => new Map());
    const byTable = new Map<string, number[]>();
    changes.forEach((c, i) => {
      const k = `${c.schema}.${c.table}`;
      const list = byTable.get(k);
      if (list) list.push(i);
      else byTable.set(k, [i]);
    });
    for (const indexes of byTable.values()) {
      const first = changes[indexes[0]];
      const table = this.catalog.table(first.schema, first.table);
      if (!table) continue;
      await this.decide(table, indexes, changes, matches, now);
    }
    const dataCache = new Map<string, string>();
    changes.forEach((c, i) => {
      for (const [sub, ids] of matches[i]) {
        const table = this.catalog.table(c.schema, c.table)!;
        const role = sub.identity.role;
        const binding = sub.pgBindings.find((b) => ids.has(b.id));
        const select = binding?.select;
        const cacheKey = `${i}\u0000${role}\u0000${select?.join(',') ?? ''}`;
        let data = dataCache.get(cacheKey);
        if (data === undefined) {
          data = this.changeJson(table, c, this.viewsSeen.get(`${c.schema}.${c.table}\u0000${role}`)!, select);
          dataCache.set(cacheKey, data);
        }
        sub.deliver(`{"ids":${JSON.stringify([...ids])},"data":${data}}`);
        this.delivered++;
      }
    });
    this.viewsSeen.clear();
  }

  private viewsSeen = new Map<string, RoleView>();

  private async decide(
    table: PublishedTable,
    indexes: number[],
    changes: Change[],
    matches: Map<ChangeSubscriber, Set<number>>[],
    now: number,
  ): Promise<void> {
    const types = new Set(indexes.map((i) => changes[i].type));
    // identity key -> the (subscriber, binding) pairs of that identity interested in this table
    const identities = new Map<
      string,
      { identity: Identity; pairs: { sub: ChangeSubscriber; binding: PgBinding }[] }
    >();
    for (const sub of this.subscribers) {
      if (sub.identity.exp <= now) continue;
      for (const b of sub.pgBindings) {
        if (b.schema !== '*' && b.schema !== table.schema) continue;
        if (b.table !== undefined && b.table !== '*' && b.table !== table.name) continue;
        if (b.event !== '*' && !types.has(b.event)) continue;
        let entry = identities.get(sub.identity.key);
        if (!entry) identities.set(sub.identity.key, (entry = { identity: sub.identity, pairs: [] }));
        entry.pairs.push({ sub, binding: b });
      }
    }
    if (identities.size === 0) return;
    const queries: { role: string; claims: string; sql: string; valores: string[] }[] = [];
    const entries: { pairs: { sub: ChangeSubscriber; binding: PgBinding }[] }[] = [];
    for (const { identity, pairs } of identities.values()) {
      const view = await this.catalog.view(table, identity.role);
      if (!view || !table.primaryKey.every((k) => view.columns.has(k))) continue;
      this.viewsSeen.set(`${table.schema}.${table.name}\u0000${identity.role}`, view);
      const valores: string[] = [];
      const cases = pairs.map(
        (p, k) => `case when (${filterSql(table, p.binding.conditions, valores)}) then ${k + 1} end`,
      );
      const alias = quoteIdent(table.name);
      queries.push({
        role: identity.role,
        claims: JSON.stringify(identity.claims),
        valores,
        sql:
          `select $3::integer, x.i::integer, array_remove(array[${cases.join(', ')}], null)::integer[] ` +
          `from jsonb_array_elements($1) with ordinality as x(j, i) ` +
          `cross join lateral jsonb_populate_record(null::${qualified(table)}, x.j) as ${alias} ` +
          `where ${view.predicate}`,
      });
      entries.push({ pairs });
    }
    if (queries.length === 0) return;
    // DELETE: the row as it was; INSERT, UPDATE: as it is now.
    const records = indexes.map((i) => (changes[i].type === 'DELETE' ? changes[i].old : changes[i].record));
    const rows = await this.db.transaction(async (tx) => {
      await tx.query("select set_config('transaction_read_only', 'on', true)");
      return (
        await tx.query<{ consulta: number | string; registro: number | string; coincide: string | number[] | null }>(
          'select consulta, registro, coincide from realtime.visibles($1::jsonb, $2::jsonb)',
          [JSON.stringify(records), JSON.stringify(queries)],
        )
      ).rows;
    });
    const failed = new Set<number>();
    for (const r of rows) if (Number(r.registro) === -1) failed.add(Number(r.consulta));
    if (failed.size > 0)
      this.log(
        `${failed.size} subscriber(s)' policy check failed on ${table.schema}.${table.name}; nothing sent to them`,
      );
    for (const r of rows) {
      const n = Number(r.consulta);
      if (failed.has(n)) continue;
      const change = indexes[Number(r.registro) - 1];
      const type = changes[change].type;
      const hits = parseIntArray(r.coincide);
      const { pairs } = entries[n - 1];
      for (const k of hits) {
        const { sub, binding } = pairs[k - 1];
        if (binding.event !== '*' && binding.event !== type) continue;
        let set = matches[change].get(sub);
        if (!set) matches[change].set(sub, (set = new Set()));
        set.add(binding.id);
      }
    }
  }

  /** The `data` of a postgres_changes message, as hosted Realtime writes it, for one role. */
  private changeJson(table: PublishedTable, c: Change, view: RoleView, select?: string[]): string {
    const keep = (name: string) =>
      view.columns.has(name) && (!select || select.includes(name) || table.primaryKey.includes(name));
    const columns = table.columns.filter((col) => keep(col.name)).map((col) => ({ name: col.name, type: col.type }));
    const pick = (row: Record<string, unknown> | null, onlyKey: boolean) => {
      const out: Record<string, unknown> = {};
      if (!row) return out;
      for (const col of table.columns) {
        if (!keep(col.name) || !(col.name in row)) continue;
        if (onlyKey && !table.primaryKey.includes(col.name)) continue;
        out[col.name] = row[col.name];
      }
      return out;
    };
    const data: Record<string, unknown> = {
      schema: c.schema,
      table: c.table,
      commit_timestamp: c.commitTimestamp,
      type: c.type,
      columns,
    };
    // Hosted: old_record of an update is the replica identity (the primary key unless FULL);
    // of a delete, the primary key when row-level security is on.
    if (c.type !== 'DELETE') data.record = pick(c.record, false);
    if (c.type === 'UPDATE') data.old_record = pick(c.old, !table.identityFull);
    if (c.type === 'DELETE') data.old_record = pick(c.old, table.rls || !table.identityFull);
    data.errors = null;
    let text = JSON.stringify(data);
    if (Buffer.byteLength(text) > this.maxRecordBytes) {
      const small = (row: unknown) =>
        Object.fromEntries(
          Object.entries((row as Record<string, unknown>) ?? {}).filter(
            ([, v]) => Buffer.byteLength(JSON.stringify(v) ?? '') <= 64,
          ),
        );
      if (data.record) data.record = small(data.record);
      if (data.old_record) data.old_record = small(data.old_record);
      data.errors = ['Error 413: Payload Too Large'];
      text = JSON.stringify(data);
    }
    return text;
  }
}

function parseIntArray(v: string | number[] | null): number[] {
  if (v === null) return [];
  if (Array.isArray(v)) return v.map(Number);
  const inner = v.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}
