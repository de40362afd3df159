import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useMatches } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { isModuleKey, MODULE_KEYS, type ModuleKey } from '@/config/product';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isSuperAdminRole } from '@/features/auth/lib/user-profile';
import { ServiciosCampoLink } from '@/features/config/components/servicios-campo-link';
import { ModulePresentation } from '@/features/marketing/components/module-presentation';
import { useMyModules } from '@/features/workspace/api/get-my-modules';
import { RequireModuleAccess } from '@/features/workspace/components/require-module-access';
import { ModuleUserProvider } from '@/kit';
import { NotFoundPage } from './not-found';

/**
 * The working modules: each is a folder `src/features/modules/<key>/` whose `workspace.tsx` exports
 * `Workspace` (its own sections under /axel-<key>/*). A module without that file still shows its
 * presentation page; adding the file is all it takes to make it a working module (docs/modules.md).
 */
const workspaceFiles = import.meta.glob<{ Workspace: ComponentType }>('../../features/modules/*/workspace.tsx');

export const WORKSPACES: Partial<Record<ModuleKey, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  MODULE_KEYS.flatMap((key) => {
    const load = workspaceFiles[`../../features/modules/${key}/workspace.tsx`];
    return load ? [[key, lazy(() => load().then((m) => ({ default: m.Workspace })))]] : [];
  }),
);

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
