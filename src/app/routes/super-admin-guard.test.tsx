import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/features/auth/lib/auth-context';
import { makeSession } from '@/testing/fake-supabase';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import { RequireSuperAdmin } from './super-admin-guard';

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
  return {
    session,
    user: session.user,
    userProfile: { id: session.user.id, nombre_completo: 'Ana López', empresa_id: 'e1', rol_id, estado: 'activo' },
  };
}

function renderGuarded(value: AuthContextValue) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
  );
  return renderApp(<RequireSuperAdmin>configuración del sistema</RequireSuperAdmin>, {
    path: '/config-backend',
    wrapper: Wrapper,
    routes: [{ path: '/no-autorizado', element: <RouteMarker name="no-autorizado" /> }],
  });
}

describe('RequireSuperAdmin', () => {
  it('lets super_admin in', () => {
    renderGuarded(authValue(signedIn('super_admin')));
    expect(screen.getByText('configuración del sistema')).toBeInTheDocument();
  });

  it.each(['admin_empresa', 'admin', 'usuario', null])('sends %s to /no-autorizado (replace)', async (rol) => {
    const { router } = renderGuarded(authValue(signedIn(rol)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-autorizado'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('configuración del sistema')).not.toBeInTheDocument();
  });

  it("shows 'Verificando acceso...' while the session loads", () => {
    renderGuarded(authValue({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Verificando acceso...');
    expect(screen.queryByText('configuración del sistema')).not.toBeInTheDocument();
  });
});
