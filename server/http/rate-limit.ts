/**
 * Per-key sliding-window rate limiter (a log of hit times per key), as GoTrue limits
 * /token, /recover and /verify per IP. In memory: one server process.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private sinceSweep = 0;
  /** The longest window used: a sweep keeps whatever a bucket with that window still counts. */
  private maxWindowMs = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Records a hit for `key` if it is allowed: at most `limit` hits within the last
   * `windowSeconds`. Returns null when allowed, else the seconds until the next hit would be.
   * A limit of 0 or less means no limit.
   */
  hit(key: string, limit: number, windowSeconds: number): number | null {
    if (!(limit > 0) || !Number.isFinite(limit)) return null;
    const now = this.now();
    const windowMs = windowSeconds * 1000;
    this.maybeSweep(now, windowMs);
    const log = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (log.length >= limit) {
      this.hits.set(key, log);
      return (log[log.length - limit] + windowMs - now) / 1000;
    }
    log.push(now);
    this.hits.set(key, log);
    return null;
  }

  /** Takes back one hit of `key` (the attempt it stood for turned out not to count). */
  release(key: string): void {
    const log = this.hits.get(key);
    if (log && log.length > 0) log.pop();
  }

  /** Number of keys tracked (for tests). */
  get size(): number {
    return this.hits.size;
  }

  clear(): void {
    this.hits.clear();
  }

  /** Drops keys whose newest hit left the window, every 1000 hits, so memory stays bounded. */
  private maybeSweep(now: number, windowMs: number): void {
    this.maxWindowMs = Math.max(this.maxWindowMs, windowMs);
    windowMs = this.maxWindowMs;
    if (++this.sinceSweep < 1000) return;
    this.sinceSweep = 0;
    for (const [key, log] of this.hits) {
      if ((log[log.length - 1] ?? 0) <= now - windowMs) this.hits.delete(key);
    }
  }
}
