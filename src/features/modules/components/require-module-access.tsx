import type { ReactNode } from 'react';
import { AccessDeniedPanel } from '@/components/access-denied-panel';
import { RetryAlert } from '@/components/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import type { ModuleKey } from '@/config/product';
import { useMyModules } from '../api/get-my-modules';
import { resolveModuleAccess } from '../lib/module-access';

interface RequireModuleAccessProps {
  moduleKey: ModuleKey;
  userId: string | undefined;
  isSuperAdmin: boolean;
  children: ReactNode;
}

/**
 * A module route without effective access shows the refusal inside the workspace, with the reason
 * (not in the plan, or denied by the administrator) and a way back (issue 16, item 3).
 */
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
  if (!access.allowed) return <AccessDeniedPanel reason={access.reason} />;
  return children;
}
