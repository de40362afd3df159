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
import { PeriodicJob } from '../jobs/periodic.ts';

/** Files removed per statement (the function's own cap is 1,000). */
const BATCH = 500;

export class OrphanSweep {
  private readonly sdb: StorageDb;
  private readonly job: PeriodicJob<number>;

  constructor(
    db: Database,
    private readonly store: ObjectStore,
    intervalMs: number,
    log?: (line: string) => void,
  ) {
    this.sdb = new StorageDb(db);
    this.job = new PeriodicJob({
      intervalMs,
      work: () => this.sweep(),
      describe: (removed) => (removed > 0 ? `storage: removed ${removed} file(s) whose record was deleted` : null),
      failure: 'storage: orphan sweep failed',
      log,
    });
  }

  start(firstAfterMs = 10_000): void {
    this.job.start(firstAfterMs);
  }

  /** One sweep: how many files were removed. */
  run(): Promise<number> {
    return this.job.run();
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

  stop(): Promise<void> {
    return this.job.stop();
  }
}
