/**
 * Each Ops screen's code, a chunk of its own (issue 33: the work-order list does not download the
 * board, the order page's files, signature and PDF, or the overview's charts). workspace.tsx renders
 * them lazily; preload.ts starts the opened section's chunk together with its data.
 */
export const loadOverview = () => import('./components/overview-page');
export const loadOrders = () => import('./components/orders-page');
export const loadOrderDetail = () => import('./components/order-detail');
export const loadBoard = () => import('./components/board-page');

/** The chunk of the screen at `section` (the path under /axel-ops). */
export function loadScreenOf(section: string): Promise<unknown> {
  if (section === '') return loadOverview();
  if (section === 'tablero') return loadBoard();
  if (section.startsWith('ordenes/')) return loadOrderDetail();
  return loadOrders();
}
