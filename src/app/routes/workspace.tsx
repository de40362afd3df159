import { Outlet } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isAdminRole } from '@/features/auth/lib/user-profile';
import { AppLayout } from '@/features/layout/components/app-layout';

/** The protected group: auth guard + shared layout. */
export function Component() {
  const { userProfile, signOut } = useAuth();
  return (
    <RequireAuth>
      <AppLayout isAdmin={isAdminRole(userProfile?.rol_id)} userName={userProfile?.nombre_completo} onSignOut={signOut}>
        <Outlet />
      </AppLayout>
    </RequireAuth>
  );
}
