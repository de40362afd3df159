/**
 * The sweep of files whose record is gone (docs/storage.md §2): a deleted order, account or task
 * leaves its folder behind, because the record's delete cannot reach Storage and, once the record
 * is gone, the bucket's policies let nobody remove its files. Every run asks
 * private.adjuntos_huerfanos() for such files and removes them as the service (the row, then the
 * bytes, as `remove` does), which gives their space back to the company's quota. Runs shortly
 * after start and then every `intervalMs` (STORAGE_SWEEP_INTERVAL_MS; 0 turns it off); tests call
 * run(). On hosted Supabase the same function is called by a scheduled Edge Function with the
 * service key (docs/deploy.md).
 */
import type { Database } from '../db/types.ts';
import { OBJECT_JSON, parseRows, StorageDb, type ObjectRow } from './db.ts';
import type { ObjectStore } from './disk.ts';

/** Files removed per statement (the function's own cap is 1,000). */
const BATCH = 500;

export class OrphanSweep {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;
  private readonly sdb: StorageDb;

  constructor(
    db: Database,
    private readonly store: ObjectStore,
    private readonly intervalMs: number,
    private readonly log?: (line: string) => void,
  ) {
    this.sdb = new StorageDb(db);
  }

  start(firstAfterMs = 10_000): void {
    if (this.intervalMs <= 0) return;
    this.first = setTimeout(() => void this.run().catch(() => {}), firstAfterMs);
    this.first.unref();
    this.timer = setInterval(() => void this.run().catch(() => {}), this.intervalMs);
    this.timer.unref();
  }

  /** One sweep: how many files were removed. */
  async run(): Promise<number> {
    await this.running;
    const p = this.sweep();
    this.running = p.catch(() => undefined);
    try {
      const removed = await p;
      if (removed > 0) this.log?.(`storage: removed ${removed} file(s) whose record was deleted`);
      return removed;
    } catch (e) {
      this.log?.(`storage: orphan sweep failed: ${e instanceof Error ? e.message : String(e)}`);
      throw e;
    }
  }

  private async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.sdb.asService('storage.object.delete_orphans', async (tx) => {
        const { rows } = await tx.query<{ j: string }>(
          `delete from storage.objects o where o.bucket_id = 'adjuntos'
             and o.name in (select private.adjuntos_huerfanos($1))
           returning ${OBJECT_JSON} as j`,
          [BATCH],
        );
        return parseRows<ObjectRow>(rows);
      });
      // The row is gone first: a crash here leaves an unreferenced version file, which no read
      // can reach (the same order as `remove`).
      for (const o of deleted) await this.store.remove(o.bucket_id, o.name, o.version);
      total += deleted.length;
      if (deleted.length < BATCH) return total;
    }
  }

  async stop(): Promise<void> {
    clearTimeout(this.first);
    clearInterval(this.timer);
    await this.running;
  }
}
