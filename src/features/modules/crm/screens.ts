import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each CRM screen's code, a chunk of its own (issue 33). workspace.tsx renders them lazily; the
 * module route's loader starts the opened one's chunk with the workspace's (src/kit/screens.ts).
 */
export const screens = {
  '': () => import('./components/overview-page'),
  oportunidades: () => import('./components/opportunities-page'),
  'oportunidades/:id': () => import('./components/opportunity-page'),
  embudo: () => import('./components/board-page'),
  pendientes: () => import('./components/activities-page'),
  cuentas: () => import('./components/accounts-page'),
  'cuentas/:id': () => import('./components/account-page'),
  leads: () => import('./components/leads-page'),
} satisfies ScreenLoaders;
