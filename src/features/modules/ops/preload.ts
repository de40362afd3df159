import type { QueryClient } from '@tanstack/react-query';
import { prefetchBoard } from './api/get-board-column';
import { loadScreenOf } from './screens';

/**
 * What an Ops screen needs first, asked for while the module's code loads (the module route's
 * loader, src/app/routes/module-workspace.tsx): `section` is the path under /axel-ops. The
 * screen's own chunk starts here too, in parallel with the workspace's, not after it.
 */
export function preload(section: string, queryClient: QueryClient): void {
  void loadScreenOf(section).catch(() => {
    // React.lazy asks again and shows the failure.
  });
  if (section === 'tablero') void prefetchBoard(queryClient);
}
