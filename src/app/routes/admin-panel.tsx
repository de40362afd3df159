import { useAuth } from '@/features/auth/hooks/use-auth';
import { AdminPanelPage } from '@/features/admin/components/admin-panel-page';

/** /panel-administracion (behind the admin guard): the viewer's role and company scope the panel. */
export function Component() {
  const { user, userProfile } = useAuth();
  return (
    <AdminPanelPage
      viewer={{ userId: user?.id ?? '', rolId: userProfile?.rol_id ?? null, empresaId: userProfile?.empresa_id ?? null }}
    />
  );
}
