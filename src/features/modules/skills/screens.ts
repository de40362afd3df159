import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each Skills screen's code, a chunk of its own (issue 33). workspace.tsx renders them lazily; the
 * module route's loader starts the opened one's chunk with the workspace's (src/kit/screens.ts).
 */
export const screens = {
  '': () => import('./components/overview-page'),
  matriz: () => import('./components/matrix-page'),
  'mis-competencias': () => import('./components/mine-page'),
  competencias: () => import('./components/skills-page'),
  certificaciones: () => import('./components/certifications-page'),
  'personas/:id': () => import('./components/person-page'),
  cursos: () => import('./components/courses-page'),
  'cursos/:id': () => import('./components/course-page'),
  'mis-cursos': () => import('./components/courses-mine-page'),
  plan: () => import('./components/courses-plan-page'),
} satisfies ScreenLoaders;
