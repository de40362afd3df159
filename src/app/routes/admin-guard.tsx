import { Outlet } from 'react-router-dom';
import { RequireAdmin } from '@/features/auth/components/require-admin';

export function Component() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
