import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each Think screen's code, a chunk of its own (issue 33). workspace.tsx renders them lazily; the
 * module route's loader starts the opened one's chunk with the workspace's (src/kit/screens.ts).
 */
export const screens = {
  '': () => import('./components/overview-page'),
  objetivos: () => import('./components/objectives-page'),
  'objetivos/:id': () => import('./components/objective-page'),
  mapa: () => import('./components/map-page'),
  indicadores: () => import('./components/kpis-page'),
  iniciativas: () => import('./components/initiatives-page'),
  revisiones: () => import('./components/reviews-page'),
  'revisiones/:id': () => import('./components/review-page'),
  perspectivas: () => import('./components/perspectives-page'),
} satisfies ScreenLoaders;
