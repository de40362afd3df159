import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AccessDeniedPanel } from '@/components/access-denied-panel';
import { RetryAlert } from '@/components/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import type { ModuleKey } from '@/config/product';
import { INSUFFICIENT_PRIVILEGE } from '@/lib/api-error';
import { useMyModules } from '../api/get-my-modules';
import { modulesKeys } from '../api/keys';
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
  const queryClient = useQueryClient();
  // Issue 16: when the API refuses a module screen's read (42501 / 401 / 403: access revoked while the
  // tab was open), ask again what the user may see; if the module is gone, the screen and its data
  // give way to the refusal below instead of an error.
  useEffect(() => {
    if (isSuperAdmin || !userId) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === modulesKeys.all[0]) return;
      if (isRefusal(event.action.error)) void queryClient.invalidateQueries({ queryKey: modulesKeys.mineFor(userId) });
    });
  }, [queryClient, userId, isSuperAdmin]);
  if (isSuperAdmin) return children;
  if (modules.isPending) return <LoadingState label="Verificando acceso al módulo..." />;
  // A failed background refresh keeps the last known answer; only a first read without data stops here.
  if (modules.isError && !modules.data) {
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

/** An answer that means "not allowed": PostgREST's 42501, or an HTTP 401/403. */
function isRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === INSUFFICIENT_PRIVILEGE || status === 401 || status === 403;
}
