/**
 * A job server/ runs on its own, as pg_cron runs it on hosted Supabase: shortly after start, then
 * every `intervalMs` (0 = never). Runs never overlap (a run waits for the one before); a failed
 * timer run is logged and the next tick tries again, never an unhandled rejection; a run asked
 * for directly (tests) reports its failure to the caller.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly opts: {
      intervalMs: number;
      work: () => Promise<T>;
      /** A line for a run that did something, or null to say nothing. */
      describe: (result: T) => string | null;
      /** What a failure's line starts with, e.g. 'scheduled checks failed'. */
      failure: string;
      log?: (line: string) => void;
    },
  ) {}

  start(firstAfterMs: number): void {
    if (this.opts.intervalMs <= 0) return;
    this.first = setTimeout(() => this.tick(), firstAfterMs);
    this.first.unref();
    this.timer = setInterval(() => this.tick(), this.opts.intervalMs);
    this.timer.unref();
  }

  /** A timer's run: run() has logged a failure, and the next tick runs. */
  private tick(): void {
    this.run().catch(() => undefined);
  }

  async run(): Promise<T> {
    await this.running;
    const p = this.opts.work();
    this.running = p.catch(() => undefined);
    try {
      const result = await p;
      const line = this.opts.describe(result);
      if (line) this.opts.log?.(line);
      return result;
    } catch (e) {
      this.opts.log?.(`${this.opts.failure}: ${e instanceof Error ? e.message : String(e)}`);
      throw e;
    }
  }

  async stop(): Promise<void> {
    clearTimeout(this.first);
    clearInterval(this.timer);
    await this.running;
  }
}
