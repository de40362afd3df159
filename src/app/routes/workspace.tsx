import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isAdminRole, isSuperAdminRole } from '@/features/auth/lib/user-profile';
import { AppLayout } from '@/features/layout/components/app-layout';

/** Axel, the floating assistant, loads after the screen (DESIGN.md §8); its drawer loads on first open. */
const AxelAssistant = lazy(() =>
  import('@/features/assistant/components/axel-assistant').then((m) => ({ default: m.AxelAssistant })),
);

/** The protected group: auth guard + shared layout, and the assistant on every signed-in screen. */
export function Component() {
  const { user, session, userProfile, signOut } = useAuth();
  return (
    <RequireAuth>
      <AppLayout
        isAdmin={isAdminRole(userProfile?.rol_id)}
        isSuperAdmin={isSuperAdminRole(userProfile?.rol_id)}
        userName={userProfile?.nombre_completo}
        onSignOut={signOut}
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
