import { useContext, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { AuthSigningOutContext } from '../lib/auth-context';

/** docs/product.md §2: 'Verificando acceso...' while the session loads, /login (replace) without a session. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, loading, mfaPending } = useAuth();
  const signingOut = useContext(AuthSigningOutContext);
  if (loading) return <LoadingState label="Verificando acceso..." className="min-h-screen" />;
  // The user's own sign-out is on its way to /: do not bounce through /login.
  if (!session && signingOut) return <LoadingState label="Cerrando sesión..." className="min-h-screen" />;
  // A session that still owes its second factor finishes signing in on the login page.
  if (!session || mfaPending) return <Navigate to={paths.login.getHref()} replace />;
  return children;
}
