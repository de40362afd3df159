import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { isAdminRole } from '../lib/user-profile';

/** Admin-only routes: anyone else lands on /no-autorizado (replace). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { userProfile, loading } = useAuth();
  if (loading) return <LoadingState label="Verificando acceso..." />;
  if (!isAdminRole(userProfile?.rol_id)) return <Navigate to={paths.notAuthorized.getHref()} replace />;
  return children;
}
