/**
 * The scheduled checks (private.ejecutar_revisiones: CRM activities due today, overdue documents,
 * preventive plans within 7 days), run by server/ as pg_cron runs them on hosted Supabase: shortly
 * after start, then every CHECKS_INTERVAL_MS (an hour by default). Each check is idempotent, so a
 * run more or less gives nobody a notice twice.
 */
import type { Database } from '../db/types.ts';
import { PeriodicJob } from '../jobs/periodic.ts';

export class ScheduledChecks {
  private readonly job: PeriodicJob<Record<string, number>>;

  constructor(db: Database, intervalMs: number, log?: (line: string) => void) {
    this.job = new PeriodicJob({
      intervalMs,
      work: async () => {
        const { rows } = await db.query<{ r: string }>('select private.ejecutar_revisiones()::text as r');
        return JSON.parse(rows[0].r) as Record<string, number>;
      },
      describe: (given) =>
        Object.values(given).some((n) => n > 0) ? `scheduled checks: ${JSON.stringify(given)}` : null,
      failure: 'scheduled checks failed',
      log,
    });
  }

  start(firstAfterMs = 5_000): void {
    this.job.start(firstAfterMs);
  }

  /** One run of every check; what each gave. */
  run(): Promise<Record<string, number>> {
    return this.job.run();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
