import { queryClient } from './query-client';

/** The longest the live connection waits for the screen's first reads (a slow read does not keep it off). */
const WAIT_LIMIT_MS = 5_000;

let painted: Promise<void> | undefined;

/**
 * Resolves once the page's first reads have answered and their screen has been painted (at most
 * WAIT_LIMIT_MS after the first call), once per page load. Issue 33: the live connection (realtime-js
 * and phoenix, 16 KB gzip) is not needed to paint a screen, so it loads after it; what commits in
 * between is not lost, every (re)join refetches its screen's reads (live-table.ts, the bell).
 */
function firstReadsPainted(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    let done = false;
    let stop = () => {};
    const finish = () => {
      if (done) return;
      done = true;
      stop();
      clearTimeout(limit);
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    const limit = setTimeout(finish, WAIT_LIMIT_MS);
    // A task later: the screen that mounted the listener has started its reads by then.
    setTimeout(() => {
      if (queryClient.isFetching() === 0) return finish();
      stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) finish();
      });
    }, 0);
  });
  return painted;
}

/** src/lib/realtime.ts (realtime-js), loaded once the screen's first reads are painted. */
export function loadRealtime(): Promise<typeof import('./realtime')> {
  return firstReadsPainted().then(() => import('./realtime'));
}
