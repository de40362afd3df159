import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { RetryAlert } from '@/components/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ModuleKey } from '@/config/product';
import { useMyModules } from '../api/get-my-modules';
import { resolveModuleAccess } from '../lib/module-access';

interface RequireModuleAccessProps {
  moduleKey: ModuleKey;
  userId: string | undefined;
  isSuperAdmin: boolean;
  children: ReactNode;
}

/** A module route without effective access goes to /no-autorizado (replace). */
export function RequireModuleAccess({ moduleKey, userId, isSuperAdmin, children }: RequireModuleAccessProps) {
  const modules = useMyModules({ userId, enabled: !isSuperAdmin });
  if (isSuperAdmin) return children;
  if (modules.isPending) return <LoadingState label="Verificando acceso al módulo..." />;
  if (modules.isError) {
    return (
      <RetryAlert
        title="No se pudo verificar tu acceso a este módulo"
        onRetry={() => void modules.refetch()}
        retrying={modules.isFetching}
      />
    );
  }
  const access = resolveModuleAccess(moduleKey, modules.data, { isSuperAdmin });
  if (!access.allowed) return <Navigate to={paths.notAuthorized.getHref()} replace />;
  return children;
}
