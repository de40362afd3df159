import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isSuperAdminRole } from '@/features/auth/lib/user-profile';

/**
 * Routes only the platform operator opens (docs/design.md §3: app_config and videos_demo are written by
 * super_admin alone): anyone else, admin_empresa included, lands on /no-autorizado (replace).
 */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { userProfile, loading } = useAuth();
  if (loading) return <LoadingState label="Verificando acceso..." />;
  if (!isSuperAdminRole(userProfile?.rol_id)) return <Navigate to={paths.notAuthorized.getHref()} replace />;
  return children;
}

export function Component() {
  return (
    <RequireSuperAdmin>
      <Outlet />
    </RequireSuperAdmin>
  );
}
