import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each People screen's code, a chunk of its own (issue 33). workspace.tsx renders them lazily; the
 * module route's loader starts the opened one's chunk with the workspace's (src/kit/screens.ts).
 */
export const screens = {
  '': () => import('./components/overview-page'),
  colaboradores: () => import('./components/employees-page'),
  'colaboradores/nuevo': () => import('./components/employee-page'),
  'colaboradores/:id': () => import('./components/employee-page'),
  solicitudes: () => import('./components/requests-page'),
  asistencia: () => import('./components/attendance-page'),
  organigrama: () => import('./components/org-chart-page'),
} satisfies ScreenLoaders;
