import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleKey } from '@/config/product';
import { marketingKeys } from '../api/keys';
import { loadModuleContent } from '../content/module-content';

/** The module's data file, loaded on demand (its own chunk) and kept for the session. */
export const moduleContentQueryOptions = (key: ModuleKey) =>
  queryOptions({
    queryKey: marketingKeys.content(key),
    queryFn: () => loadModuleContent(key),
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });

export function useModuleContent(key: ModuleKey) {
  return useQuery(moduleContentQueryOptions(key));
}
