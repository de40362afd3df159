import { useAuth } from '@/features/auth/hooks/use-auth';
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { user, userProfile } = useAuth();
  return (
    <ProfilePage userId={user?.id ?? null} name={userProfile?.nombre_completo}>
      {user && <NotificationPreferencesCard userId={user.id} />}
    </ProfilePage>
  );
}
