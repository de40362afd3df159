import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/fake-supabase';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import { AuthContext, AuthSigningOutContext, type AuthContextValue } from '../lib/auth-context';
import type { UserProfile } from '../lib/user-profile';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    session: null,
    user: null,
    userProfile: null,
    loading: false,
    mfaPending: false,
    signIn: vi.fn(),
    signOut: vi.fn(),
    resetPassword: vi.fn(),
    ...overrides,
  };
}

function signedIn(rol_id: string | null): Partial<AuthContextValue> {
  const session = makeSession();
  const userProfile: UserProfile = {
    id: session.user.id,
    nombre_completo: 'Ana López',
    empresa_id: 'e1',
    rol_id,
    estado: 'activo',
  };
  return { session, user: session.user, userProfile };
}

function renderGuarded(guarded: ReactNode, value: AuthContextValue, path = '/dashboard') {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
  );
  return renderApp(<>{guarded}</>, {
    path,
    wrapper: Wrapper,
    routes: [
      { path: '/login', element: <RouteMarker name="login" /> },
      { path: '/no-autorizado', element: <RouteMarker name="no-autorizado" /> },
    ],
  });
}

describe('RequireAuth', () => {
  it("shows 'Verificando acceso...' while the session loads", () => {
    renderGuarded(<RequireAuth>contenido protegido</RequireAuth>, authValue({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Verificando acceso...');
    expect(screen.queryByText('contenido protegido')).not.toBeInTheDocument();
  });

  it('redirects to /login, replacing history, without a session', async () => {
    const { router } = renderGuarded(<RequireAuth>contenido protegido</RequireAuth>, authValue());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('contenido protegido')).not.toBeInTheDocument();
  });

  it("does not bounce the user's own sign-out through /login", () => {
    const { router } = renderGuarded(
      <AuthSigningOutContext.Provider value>
        <RequireAuth>contenido protegido</RequireAuth>
      </AuthSigningOutContext.Provider>,
      authValue(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cerrando sesión...');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('renders the content with a session', () => {
    renderGuarded(<RequireAuth>contenido protegido</RequireAuth>, authValue(signedIn('usuario')));
    expect(screen.getByText('contenido protegido')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it.each(['super_admin', 'admin_empresa', 'admin'])('lets %s in', (rol) => {
    renderGuarded(<RequireAdmin>zona de administración</RequireAdmin>, authValue(signedIn(rol)), '/config-backend');
    expect(screen.getByText('zona de administración')).toBeInTheDocument();
  });

  it.each(['usuario', null])('sends %s to /no-autorizado (replace)', async (rol) => {
    const { router } = renderGuarded(
      <RequireAdmin>zona de administración</RequireAdmin>,
      authValue(signedIn(rol)),
      '/panel-administracion',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-autorizado'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('waits while the session loads', () => {
    renderGuarded(<RequireAdmin>zona de administración</RequireAdmin>, authValue({ loading: true }), '/config-backend');
    expect(screen.getByRole('status')).toHaveTextContent('Verificando acceso...');
  });
});
