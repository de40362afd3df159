import type { QueryClient } from '@tanstack/react-query';

/** Axel Industrial's query keys, broad to narrow (docs/naming.md: English segments). */
export const industrialKeys = {
  all: ['industrial'] as const,
  assets: () => [...industrialKeys.all, 'assets'] as const,
  asset: (id: string) => [...industrialKeys.all, 'assets', id] as const,
  parts: () => [...industrialKeys.all, 'parts'] as const,
  part: (id: string) => [...industrialKeys.all, 'parts', id] as const,
  plans: () => [...industrialKeys.all, 'plans'] as const,
  planHours: () => [...industrialKeys.all, 'plans', 'hours'] as const,
  moves: (partId: string) => [...industrialKeys.all, 'moves', partId] as const,
  assetOptions: () => [...industrialKeys.all, 'asset-options'] as const,
  partOptions: () => [...industrialKeys.all, 'part-options'] as const,
};

/** After a write: every Industrial read may have changed (lists, stock, figures, Ops' pickers). */
export const invalidateIndustrial = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: industrialKeys.all });
