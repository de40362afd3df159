import type { QueryClient } from '@tanstack/react-query';
import { prefetchBoard } from './api/get-board-column';

/**
 * What an Ops screen reads first, asked for while the module's code loads (the module route's
 * loader, src/app/modules.ts): `section` is the path under /axel-ops. (The screen's chunk is
 * started there too, from screens.ts.)
 */
export function preload(section: string, queryClient: QueryClient): void {
  if (section === 'tablero') void prefetchBoard(queryClient);
}
