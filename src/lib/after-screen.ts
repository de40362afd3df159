import { queryClient } from './query-client';
import type * as Realtime from './realtime';

/** The longest what waits for the screen waits (a hung read does not keep it off for ever). */
const WAIT_LIMIT_MS = 15_000;
const POLL_MS = 200;

let painted: Promise<void> | undefined;

/** The performance mark set when the screen counts as painted (once per page load). */
const SCREEN_PAINTED_MARK = 'axel:screen-painted';

/**
 * Resolves once the page's screen is painted: no read in flight and nothing on screen loading (a
 * lazy screen's or a read's loading state) at two checks POLL_MS apart, then a frame drawn; at
 * most WAIT_LIMIT_MS after the first call, once per page load. Issue 33: what a screen does not
 * need to paint (the live connection, the assistant's button, the bell, the search dialog, the
 * menu's tooltips, the forms opened by a button) loads after it instead of competing with its
 * code and data.
 */
export function afterScreenPainted(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const started = Date.now();
    let idleChecks = 0;
    const check = () => {
      const busy =
        queryClient.isFetching() > 0 ||
        (typeof document !== 'undefined' && document.querySelector('[data-slot="loading-state"]') !== null);
      idleChecks = busy ? 0 : idleChecks + 1;
      // Idle at two checks in a row: a screen between two reads (its data, then the chunk that
      // shows it) is not painted yet.
      if (idleChecks < 2 && Date.now() - started < WAIT_LIMIT_MS) return void setTimeout(check, POLL_MS);
      requestAnimationFrame(() =>
        setTimeout(() => {
          // What waits for this starts now: `npm run bench -- page-load` counts the scripts asked
          // for before it as the screen's own.
          performance.mark?.(SCREEN_PAINTED_MARK);
          resolve();
        }, 0),
      );
    };
    setTimeout(check, POLL_MS);
  });
  return painted;
}

/**
 * src/lib/realtime.ts (realtime-js and phoenix, 16 KB gzip), loaded once the screen is painted.
 * Nothing committed in between is lost: every (re)join refetches its screen's reads (live-table.ts,
 * the bell's notices).
 */
export function loadRealtime(): Promise<typeof Realtime> {
  return afterScreenPainted().then(() => import('./realtime'));
}
