import { lazy, Suspense, useMemo } from 'react';
import { getEnv } from '@/config/env';
import { Outlet } from 'react-router-dom';
import { WORKSPACE_MODULE_KEYS } from '@/config/product';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isAdminRole, isSuperAdminRole } from '@/features/auth/lib/user-profile';
import { AppLayout } from '@/features/layout/components/app-layout';
import type { MenuModuleAccess } from '@/features/layout/components/side-menu';
import { GlobalSearch } from '@/features/search/components/global-search';
import { startSessionReads } from '@/features/auth/lib/load-auth-client';
import { myModulesQueryOptions, useMyModules } from '@/features/workspace/api/get-my-modules';
import { resolveModuleAccess } from '@/features/workspace/lib/module-access';
import { afterScreenPainted } from '@/lib/after-screen';
import { mayHaveSession } from '@/lib/auth-storage';
import { queryClient } from '@/lib/query-client';

/**
 * Issue 33: on a signed-in page's first load, the session's reads (the profile and cuenta_vigente,
 * the user's modules) go out as soon as auth-js has read the stored session, with the screen's own
 * preloads (the module route's loader), before React renders: one round. The AuthProvider takes
 * them over (src/features/auth/lib/load-auth-client.ts); later navigations start nothing here.
 */
export function loader(): null {
  if (mayHaveSession(getEnv().supabaseUrl))
    startSessionReads((userId) => void queryClient.prefetchQuery(myModulesQueryOptions(userId))).catch(() => {
      // Only a head start: the AuthProvider and the workspace read for themselves.
    });
  return null;
}

/**
 * Axel, the floating assistant, loads once the screen is painted (docs/design.md §8: not in a
 * screen's JavaScript until usable); its drawer loads on first open.
 */
const AxelAssistant = lazy(() =>
  afterScreenPainted()
    .then(() => import('@/features/assistant/components/axel-assistant'))
    .then((m) => ({ default: m.AxelAssistant })),
);

/**
 * The notices' bell (its unread count, its live channel) loads once the screen is painted too
 * (issue 33): its code and its read never hold the screen up; its place in the top bar is kept.
 */
const NotificationBell = lazy(() =>
  afterScreenPainted()
    .then(() => import('@/features/notifications/components/notification-bell'))
    .then((m) => ({ default: m.NotificationBell })),
);

/** The user's access per module for the menu's locks; nothing is locked until it is known. */
function useMenuModuleAccess(userId: string | undefined, isSuperAdmin: boolean): MenuModuleAccess | undefined {
  const modules = useMyModules({ userId, enabled: !isSuperAdmin });
  return useMemo(() => {
    if (isSuperAdmin || !modules.data) return undefined;
    return Object.fromEntries(
      WORKSPACE_MODULE_KEYS.map((key) => [key, resolveModuleAccess(key, modules.data, { isSuperAdmin })]),
    );
  }, [isSuperAdmin, modules.data]);
}

/** The protected group: auth guard + shared layout, and the assistant on every signed-in screen. */
export function Component() {
  const { user, session, userProfile, signOut } = useAuth();
  const isSuperAdmin = isSuperAdminRole(userProfile?.rol_id);
  const moduleAccess = useMenuModuleAccess(user?.id, isSuperAdmin);
  return (
    <RequireAuth>
      <AppLayout
        isAdmin={isAdminRole(userProfile?.rol_id)}
        isSuperAdmin={isSuperAdmin}
        userName={userProfile?.nombre_completo}
        onSignOut={signOut}
        moduleAccess={moduleAccess}
        topBarActions={
          user ? (
            <>
              <GlobalSearch key={`search-${user.id}`} userId={user.id} />
              <Suspense fallback={<span className="inline-block size-9" aria-hidden="true" />}>
                <NotificationBell key={user.id} userId={user.id} />
              </Suspense>
            </>
          ) : undefined
        }
      >
        <Outlet />
        {user && (
          <Suspense fallback={null}>
            <AxelAssistant key={user.id} userId={user.id} accessToken={session?.access_token} />
          </Suspense>
        )}
      </AppLayout>
    </RequireAuth>
  );
}
