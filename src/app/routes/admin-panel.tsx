import { useAuth } from '@/features/auth/hooks/use-auth';
import { AdminPanelPage } from '@/features/admin/components/admin-panel-page';

/** /panel-administracion (behind the admin guard): the viewer's role and company scope the panel. */
export function Component() {
  const { user, userProfile } = useAuth();
  return (
    <AdminPanelPage
      viewer={{
        userId: user?.id ?? '',
        roleId: userProfile?.rol_id ?? null,
        companyId: userProfile?.empresa_id ?? null,
      }}
    />
  );
}
