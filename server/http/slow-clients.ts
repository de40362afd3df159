/**
 * Time out clients, not statements: a response whose bytes wait for the client, while the client
 * takes none of them for `stallMs`, is ended and its connection closed. Nothing of the database
 * waits on a client (a large read's rows wait in a spool, rest/spool.ts), so this only frees what
 * the client itself holds: its spool, its socket, its share of the large-read limit.
 *
 * Waiting bytes are the response's own buffer and its socket's (ServerResponse.writableLength).
 * A response whose producer is slow has none waiting and is never cut: only a client that does not
 * read is.
 */
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

interface Watched {
  out: ServerResponse;
  /** writableLength and socket.bytesWritten at the last look. */
  waiting: number;
  written: number;
  since: number;
}

export interface SlowClients {
  middleware: MiddlewareHandler;
  /** Responses watched now (tests). */
  readonly size: number;
  close(): void;
}

export function dropSlowClients(stallMs: () => number, now: () => number = Date.now): SlowClients {
  const watched = new Set<Watched>();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const t = now();
    const limit = stallMs();
    for (const w of watched) {
      const waiting = w.out.writableLength;
      const written = w.out.socket?.bytesWritten ?? 0;
      if (waiting === 0 || waiting !== w.waiting || written !== w.written) {
        w.waiting = waiting;
        w.written = written;
        w.since = t;
      } else if (limit > 0 && t - w.since >= limit) {
        watched.delete(w);
        w.out.destroy();
      }
    }
    if (watched.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const watch = (out: ServerResponse) => {
    const w: Watched = { out, waiting: 0, written: 0, since: now() };
    watched.add(w);
    const forget = () => watched.delete(w);
    out.once('finish', forget);
    out.once('close', forget);
    if (!timer) {
      timer = setInterval(tick, Math.max(50, Math.min(1000, stallMs() / 4)));
      timer.unref();
    }
  };
  return {
    middleware: async (c, next) => {
      await next();
      const out = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
      // Only @hono/node-server gives the response object (app.request in tests has none).
      if (out && typeof out.once === 'function' && !out.writableFinished) watch(out);
    },
    get size() {
      return watched.size;
    },
    close() {
      clearInterval(timer);
      timer = undefined;
      watched.clear();
    },
  };
}
