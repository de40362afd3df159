import type { QueryClient } from '@tanstack/react-query';

/** Axel Think's query keys, broad to narrow (docs/naming.md: English segments). */
export const thinkKeys = {
  all: ['think'] as const,
  perspectives: () => [...thinkKeys.all, 'perspectives'] as const,
  objectives: () => [...thinkKeys.all, 'objectives'] as const,
  keyResults: () => [...thinkKeys.all, 'key-results'] as const,
  checkIns: (keyResultId: string) => [...thinkKeys.all, 'check-ins', keyResultId] as const,
  users: () => [...thinkKeys.all, 'users'] as const,
  kpis: () => [...thinkKeys.all, 'kpis'] as const,
  kpiHistory: (kpiId: string) => [...thinkKeys.all, 'kpi-history', kpiId] as const,
  strategy: () => [...thinkKeys.all, 'strategy'] as const,
  initiatives: () => [...thinkKeys.all, 'initiatives'] as const,
  projects: () => [...thinkKeys.all, 'projects'] as const,
  reviews: () => [...thinkKeys.all, 'reviews'] as const,
};

/** After a write: progress rolls up, so every Think read may have changed. */
export const invalidateThink = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: thinkKeys.all });
