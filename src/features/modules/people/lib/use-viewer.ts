import { useMyEmployee } from '../api/get-my-employee';
import { useViewerQuery } from '../api/get-viewer';

/**
 * Who is looking at People: the signed-in user, whether they administer the company (the database
 * gives admins every record and the writes; this only decides which buttons to show), and their
 * own employee record, when they have one.
 */
export function useViewer() {
  const viewer = useViewerQuery();
  const userId = viewer.data?.userId ?? undefined;
  const me = useMyEmployee(userId);
  const rol = viewer.data?.rol;
  return {
    userId,
    isAdmin: rol === 'admin_empresa' || rol === 'super_admin' || rol === 'admin',
    me: me.data ?? null,
    meQuery: me,
  };
}
