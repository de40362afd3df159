import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each Projects screen's code, a chunk of its own (issue 33: the overview and the list do not
 * download a project's tabs, their forms and board). workspace.tsx renders them lazily; the module
 * route's loader starts the opened one's chunk with the workspace's (src/kit/screens.ts).
 */
export const screens = {
  '': () => import('./components/overview-page'),
  proyectos: () => import('./components/projects-page'),
  'proyectos/:id/*': () => import('./components/project-page'),
} satisfies ScreenLoaders;
