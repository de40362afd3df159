import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each Ops screen's code, a chunk of its own (issue 33: the work-order list does not download the
 * board, the order page's files, signature and PDF, or the overview's charts). workspace.tsx renders
 * them lazily; the module route's loader starts the opened one's chunk with the workspace's
 * (src/kit/screens.ts), and preload.ts its data.
 */
export const screens = {
  '': () => import('./components/overview-page'),
  ordenes: () => import('./components/orders-page'),
  'ordenes/:id': () => import('./components/order-detail'),
  tablero: () => import('./components/board-page'),
  'mis-ordenes': () => import('./components/orders-page'),
} satisfies ScreenLoaders;
