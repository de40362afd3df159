import { useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { AuthSigningOutContext } from '../lib/auth-context';

/** docs/product.md §2: 'Verificando acceso...' while the session loads, /login (replace) without a session,
 * carrying the requested path so sign-in can return to it. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading, mfaPending } = useAuth();
  const location = useLocation();
  const signingOut = useContext(AuthSigningOutContext);
  if (loading) return <LoadingState label="Verificando acceso..." className="min-h-screen" />;
  // The user's own sign-out is on its way to /: do not bounce through /login.
  if (!session && signingOut) return <LoadingState label="Cerrando sesión..." className="min-h-screen" />;
  // A session that still owes its second factor finishes signing in on the login page.
  if (mfaPending) return <Navigate to={paths.login.getHref()} replace />;
  // /login returns here after signing in (safeReturnPath checks it is an in-app path).
  const from = `${location.pathname}${location.search}${location.hash}`;
  if (!session) return <Navigate to={paths.login.getHref()} replace state={{ from }} />;
  return children;
}
