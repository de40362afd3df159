import type { QueryClient } from '@tanstack/react-query';

/**
 * What an Ops screen reads first, asked for while the module's code loads (the module route's
 * loader, src/app/modules.ts): `section` is the path under /axel-ops. (The screen's chunk is
 * started there too, from screens.ts.) The board: each column's first cards and count, and the
 * technicians' names its cards show (asked for once the cards were drawn, they drew every card a
 * second time; issue 33). Its reads load only for the board: on a full page load the build's module
 * preloads (scripts/vite-module-preload.ts) have already fetched their chunks with the board's own,
 * so the import adds no round trip; the other Ops screens no longer download them.
 */
export function preload(section: string, queryClient: QueryClient): void {
  if (section !== 'tablero') return;
  void import('./api/get-board-column').then(({ prefetchBoard }) => prefetchBoard(queryClient));
  void import('./api/get-technicians').then(({ techniciansQueryOptions }) =>
    queryClient.prefetchQuery(techniciansQueryOptions()),
  );
}
