/**
 * The scheduled checks (private.ejecutar_revisiones: CRM activities due today, overdue documents,
 * preventive plans within 7 days), run by server/ as pg_cron runs them on hosted Supabase: shortly
 * after start, then every CHECKS_INTERVAL_MS (an hour by default). Each check is idempotent, so a
 * run more or less gives nobody a notice twice.
 */
import type { Database } from '../db/types.ts';

export class ScheduledChecks {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Database,
    private readonly intervalMs: number,
    private readonly log?: (line: string) => void,
  ) {}

  start(firstAfterMs = 5_000): void {
    if (this.intervalMs <= 0) return;
    this.first = setTimeout(() => this.tick(), firstAfterMs);
    this.first.unref();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** A timer's run: a failure is logged (run() logs it) and waits for the next tick, never crashes the server. */
  private tick(): void {
    this.run().catch(() => undefined);
  }

  /** One run of every check; what each gave. */
  async run(): Promise<Record<string, number>> {
    await this.running;
    const p = this.db
      .query<{ r: string }>('select private.ejecutar_revisiones()::text as r')
      .then(({ rows }) => JSON.parse(rows[0].r) as Record<string, number>);
    this.running = p.catch(() => undefined);
    try {
      const given = await p;
      const total = Object.values(given).reduce((a, b) => a + b, 0);
      if (total > 0) this.log?.(`scheduled checks: ${JSON.stringify(given)}`);
      return given;
    } catch (e) {
      this.log?.(`scheduled checks failed: ${e instanceof Error ? e.message : String(e)}`);
      throw e;
    }
  }

  async stop(): Promise<void> {
    clearTimeout(this.first);
    clearInterval(this.timer);
    await this.running;
  }
}
