import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { userProfile } = useAuth();
  return <ProfilePage name={userProfile?.nombre_completo} />;
}
