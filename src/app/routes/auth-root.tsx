import { Outlet } from 'react-router-dom';
import { AuthProvider } from '@/features/auth/components/auth-provider';

export function Component() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
