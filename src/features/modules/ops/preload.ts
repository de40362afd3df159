import type { QueryClient } from '@tanstack/react-query';
import { prefetchBoard } from './api/get-board-column';

/**
 * What an Ops screen reads first, asked for while the module's code loads (the module route's
 * loader, src/app/routes/module-workspace.tsx): `section` is the path under /axel-ops.
 */
export function preload(section: string, queryClient: QueryClient): void {
  if (section === 'tablero') void prefetchBoard(queryClient);
}
