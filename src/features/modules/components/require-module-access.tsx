import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
      <Alert variant="destructive">
        <AlertTitle>No se pudo verificar tu acceso a este módulo</AlertTitle>
        <AlertDescription>
          <Button
            variant="outline"
            size="sm"
            className="mt-2 text-foreground"
            onClick={() => void modules.refetch()}
            disabled={modules.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            Reintentar
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const access = resolveModuleAccess(moduleKey, modules.data, { isSuperAdmin });
  if (!access.allowed) return <Navigate to={paths.notAuthorized.getHref()} replace />;
  return children;
}
