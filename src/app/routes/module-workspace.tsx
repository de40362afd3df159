import { lazy, Suspense } from 'react';
import { useMatches, type LoaderFunctionArgs } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { getEnv } from '@/config/env';
import { isModuleKey, MODULE_KEYS, modulePath } from '@/config/product';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { loadAuthClient } from '@/features/auth/lib/load-auth-client';
import { isSuperAdminRole } from '@/features/auth/lib/user-profile';
import { appConfigValueQueryOptions, SERVICIOS_CAMPO_KEY } from '@/features/config/api/get-app-config-value';
import { useMyModules } from '@/features/workspace/api/get-my-modules';
import { RequireModuleAccess, trackReadTimes } from '@/features/workspace/components/require-module-access';
import { ModuleUserProvider, RelatedListsProvider } from '@/kit';
import { mayHaveSession } from '@/lib/auth-storage';
import { queryClient } from '@/lib/query-client';
import { preloadModule, RELATED_LISTS, WORKSPACES } from '../modules';
import { NotFoundPage } from './not-found';

/**
 * Operaciones' link to the field-services app: its code (and the URL check it uses) loads for
 * Operaciones only, not with every module's screens (issue 33).
 */
const ServiciosCampoLink = lazy(() =>
  import('@/features/config/components/servicios-campo-link').then((m) => ({ default: m.ServiciosCampoLink })),
);

/** A module not built yet shows its presentation page: its code (and the marketing sections) only then. */
const ModulePresentation = lazy(() =>
  import('@/features/marketing/components/module-presentation').then((m) => ({ default: m.ModulePresentation })),
);

/**
 * Issue 33: a module screen's code and data were discovered one after the other (the route, the
 * session and access checks, then the module's chunk, then the screen's requests). On navigation
 * this starts, when a session is stored, the module's chunk at once and the screen's first reads
 * (its optional preload.ts, src/app/modules.ts; row-level security decides what they return, the
 * screen shows them once access is known).
 */
export function loader({ request, params }: LoaderFunctionArgs): null {
  const path = new URL(request.url).pathname;
  const key = MODULE_KEYS.find((k) => path === modulePath(k) || path.startsWith(`${modulePath(k)}/`));
  // Signed out: the workspace sends the visitor to /login, nothing to get ready.
  if (!key || !WORKSPACES[key] || !mayHaveSession(getEnv().supabaseUrl)) return null;
  // Operaciones shows the field-services link (app_config): read with the session's reads, which
  // wait for auth-js's calls (routes/workspace.tsx), so that all of them leave in one round.
  if (key === 'ops')
    void loadAuthClient()
      .then(() => queryClient.prefetchQuery(appConfigValueQueryOptions(SERVICIOS_CAMPO_KEY)))
      .catch(() => {});
  // From here on the access guard knows when each read was asked (an empty read asked before the
  // access answer does not ask for it again).
  trackReadTimes(queryClient);
  // The requests wait for auth-js to read (and if need be refresh) the stored session.
  preloadModule(key, (params['*'] ?? '').replace(/\/+$/, ''), queryClient).catch(() => {
    // Only a head start: the screen reads for itself.
  });
  return null;
}

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
    companyId: userProfile?.empresa_id ?? null,
    name: userProfile?.nombre_completo,
  };
  return (
    <RequireModuleAccess moduleKey={key} userId={user?.id} isSuperAdmin={isSuperAdmin}>
      {/* The field-services app belongs to Operaciones (issue 6): a link in a new tab when configured. */}
      {key === 'ops' && (
        <Suspense fallback={null}>
          <ServiciosCampoLink />
        </Suspense>
      )}
      {Workspace ? (
        <ModuleUserProvider value={moduleUser}>
          <RelatedListsProvider lists={RELATED_LISTS}>
            <Suspense fallback={<LoadingState label="Cargando módulo..." />}>
              <Workspace />
            </Suspense>
          </RelatedListsProvider>
        </ModuleUserProvider>
      ) : (
        // The module's full marketing page, without the public top bar and footer (docs/design.md §4).
        <Suspense fallback={<LoadingState label="Cargando módulo..." />}>
          <ModulePresentation moduleKey={key} />
        </Suspense>
      )}
    </RequireModuleAccess>
  );
}
