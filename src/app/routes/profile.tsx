import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { user, userProfile } = useAuth();
  return <ProfilePage userId={user?.id ?? null} name={userProfile?.nombre_completo} />;
}
