import { useMatches } from 'react-router-dom';
import { isModuleKey } from '@/config/product';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isSuperAdminRole } from '@/features/auth/lib/user-profile';
import { ServiciosCampoLink } from '@/features/config/components/servicios-campo-link';
import { ModulePresentation } from '@/features/marketing/components/module-presentation';
import { RequireModuleAccess } from '@/features/modules/components/require-module-access';
import { NotFoundPage } from './not-found';

function useModuleKeyFromRoute() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { moduleKey?: string } | undefined;
    if (handle?.moduleKey) return handle.moduleKey;
  }
  return undefined;
}

/** /axel-<key>: the module's page inside the workspace, behind the user's effective access. */
export function Component() {
  const key = useModuleKeyFromRoute();
  const { user, userProfile } = useAuth();
  if (!isModuleKey(key)) return <NotFoundPage />;
  return (
    <RequireModuleAccess moduleKey={key} userId={user?.id} isSuperAdmin={isSuperAdminRole(userProfile?.rol_id)}>
      {/* The field-services app belongs to Operaciones (issue 6): a link in a new tab when configured. */}
      {key === 'ops' && <ServiciosCampoLink />}
      {/* The module's full marketing page, without the public top bar and footer (docs/design.md §4). */}
      <ModulePresentation moduleKey={key} />
    </RequireModuleAccess>
  );
}
