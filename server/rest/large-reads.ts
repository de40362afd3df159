/**
 * How many large reads (streamed pages, execute.ts) each caller has open: a user by their id, an
 * anonymous client by its address. Past the limit a new large read is refused with 429 before
 * the rest of its rows are read; a small read is never counted. The service role (a server-side
 * key) is not limited.
 */
import { ApiError } from './errors.ts';

export class LargeReads {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: () => number) {}

  /** Counts one more read of `key`, or throws 429; returns the release (idempotent). */
  admit(key: string): () => void {
    const max = this.max();
    const n = this.open.get(key) ?? 0;
    if (max > 0 && n >= max) {
      throw new ApiError(
        429,
        'over_request_rate_limit',
        'Too many large reads open at once',
        `At most ${max} responses of more than one chunk of rows may be open at once per user or address`,
        'Read the responses already open first, or ask for smaller pages (limit, Range)',
        { 'Retry-After': '1' },
      );
    }
    this.open.set(key, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  /** Reads open for `key` (tests). */
  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

/** Whom a request's large reads count against: the user, the anonymous address, or nobody. */
export function largeReadCaller(
  role: string,
  claims: Record<string, unknown>,
  anonRole: string,
  address: string,
): string | undefined {
  if (role === 'service_role') return undefined;
  if (role === anonRole || typeof claims.sub !== 'string') return `address:${address}`;
  return `user:${claims.sub}`;
}
