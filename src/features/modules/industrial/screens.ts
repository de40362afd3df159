import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each Industrial screen's code, a chunk of its own (issue 33: the overview does not download the
 * forms' zod or the CSV import). workspace.tsx renders them lazily; the module route's loader
 * starts the opened one's chunk with the workspace's (src/kit/screens.ts).
 */
export const screens = {
  '': () => import('./components/overview-page'),
  activos: () => import('./components/assets-page'),
  'activos/:id': () => import('./components/asset-page'),
  repuestos: () => import('./components/parts-page'),
  'repuestos/:id': () => import('./components/asset-page'),
  planes: () => import('./components/plans-page'),
} satisfies ScreenLoaders;
