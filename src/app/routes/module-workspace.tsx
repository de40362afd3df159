import { Suspense } from 'react';
import { useMatches } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { isModuleKey } from '@/config/product';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isSuperAdminRole } from '@/features/auth/lib/user-profile';
import { ServiciosCampoLink } from '@/features/config/components/servicios-campo-link';
import { ModulePresentation } from '@/features/marketing/components/module-presentation';
import { useMyModules } from '@/features/workspace/api/get-my-modules';
import { RequireModuleAccess } from '@/features/workspace/components/require-module-access';
import { ModuleUserProvider } from '@/kit';
import { WORKSPACES } from '../modules';
import { NotFoundPage } from './not-found';

function useModuleKeyFromRoute() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { moduleKey?: string } | undefined;
    if (handle?.moduleKey) return handle.moduleKey;
  }
  return undefined;
}

/** /axel-<key>: the working module, or its presentation page until it is built, behind effective access. */
export function Component() {
  const key = useModuleKeyFromRoute();
  const { user, userProfile } = useAuth();
  const isSuperAdmin = isSuperAdminRole(userProfile?.rol_id);
  const myModules = useMyModules({ userId: user?.id, enabled: !isSuperAdmin });
  if (!isModuleKey(key)) return <NotFoundPage />;
  const Workspace = WORKSPACES[key];
  const moduleUser = {
    userId: user?.id,
    isSuperAdmin,
    isCompanyAdmin: userProfile?.rol_id === 'admin_empresa',
    companyId: userProfile?.empresa_id ?? null,
    modules: (myModules.data ?? []).filter((m) => m.acceso_efectivo).map((m) => m.modulo_clave),
  };
  return (
    <RequireModuleAccess moduleKey={key} userId={user?.id} isSuperAdmin={isSuperAdmin}>
      {/* The field-services app belongs to Operaciones (issue 6): a link in a new tab when configured. */}
      {key === 'ops' && <ServiciosCampoLink />}
      {Workspace ? (
        <ModuleUserProvider value={moduleUser}>
          <Suspense fallback={<LoadingState label="Cargando módulo..." />}>
            <Workspace />
          </Suspense>
        </ModuleUserProvider>
      ) : (
        // The module's full marketing page, without the public top bar and footer (docs/design.md §4).
        <ModulePresentation moduleKey={key} />
      )}
    </RequireModuleAccess>
  );
}
