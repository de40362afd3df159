import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';

/**
 * After a write that shapes permissions (role, plan, module of a plan, override): refetch every admin
 * read that depends on it and wait for it, so each tab shows the new state at once; everything else
 * cached in this tab (the admin's own modules on the dashboard, for one) is marked stale and reloads
 * when it is next shown.
 */
export async function invalidateAccess(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.access() }),
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== adminKeys.all[0], refetchType: 'none' }),
  ]);
}
