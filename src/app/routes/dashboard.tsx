import { useAuth } from '@/features/auth/hooks/use-auth';
import { isSuperAdminRole } from '@/features/auth/lib/user-profile';
import { DashboardPage } from '@/features/workspace/components/dashboard-page';
import { MODULE_SECTIONS } from '../modules';

export function Component() {
  const { user, userProfile } = useAuth();
  return (
    <DashboardPage
      userId={user?.id}
      isSuperAdmin={isSuperAdminRole(userProfile?.rol_id)}
      userName={userProfile?.nombre_completo}
      sections={MODULE_SECTIONS}
    />
  );
}
