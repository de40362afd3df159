import { Outlet } from 'react-router-dom';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { queryClient } from '@/lib/query-client';

/**
 * The reads every signed-in screen needs besides the profile (the AuthProvider's): the user's
 * modules (the menu's locks, the module guard, the dashboard). Started when the session is known, in
 * the same tick as the profile's, so they go out in one round instead of after the workspace has
 * rendered (issue 33). A super admin's screens do not use the answer (their access is everything):
 * the role is known only from the profile, and waiting for it would cost everyone else a round.
 * Imported, not bundled here: /login shares this route and loads supabase-js only when used; on a
 * signed-in screen the workspace route has already loaded the module.
 */
function startSessionReads(userId: string) {
  void import('@/features/workspace/api/get-my-modules')
    .then(({ myModulesQueryOptions }) => queryClient.prefetchQuery(myModulesQueryOptions(userId)))
    .catch(() => {
      // Only a head start: the workspace reads for itself.
    });
}

export function Component() {
  return (
    <AuthProvider onSessionUser={startSessionReads}>
      <Outlet />
    </AuthProvider>
  );
}
