import type { Session } from '@supabase/supabase-js';
import { act, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/fake-supabase';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { LoginPage } from './login-page';
import { RequireAuth } from './require-auth';

function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    session: null,
    user: null,
    userProfile: null,
    loading: false,
    mfaPending: false,
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    ...overrides,
  };
}

function renderLogin(value: AuthContextValue) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
  );
  return renderApp(<LoginPage />, {
    path: '/login',
    wrapper: Wrapper,
    routes: [
      { path: '/dashboard', element: <RouteMarker name="dashboard" /> },
      { path: '/', element: <RouteMarker name="home" /> },
    ],
  });
}

describe('LoginPage', () => {
  it('shows the spinner while the session loads', () => {
    renderLogin(authValue({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Verifying session...');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('validates both fields on submit, in English, without calling signIn', async () => {
    const value = authValue();
    const { user } = renderLogin(value);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    // Nothing is shown before submitting.
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(value.signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['Invalid login credentials', 'Invalid credentials. Please check your email and password.'],
    ['Email not confirmed', 'Your account has not been confirmed. Please check your email.'],
    ['Database error querying schema', 'Login error. Please try again.'],
  ])('maps the server error %j to %j', async (serverMessage, shown) => {
    const error = Object.assign(new Error(serverMessage), { status: 400 });
    const value = authValue({ signIn: vi.fn(async () => Promise.reject(error)) });
    const { user } = renderLogin(value);
    await user.type(screen.getByLabelText('Email'), 'ana@andes.demo');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(value.signIn).toHaveBeenCalledWith('ana@andes.demo', 'secret-password');
  });

  it('disables the fields while signing in and goes to /dashboard afterwards', async () => {
    let finish: () => void = () => {};
    // A provider whose signIn resolves on demand and then holds a session, like the real one.
    function StatefulAuth({ children }: { children: ReactNode }) {
      const [session, setSession] = useState<Session | null>(null);
      const value = authValue({
        session,
        user: session?.user ?? null,
        signIn: () =>
          new Promise<void>((resolve) => {
            finish = () => {
              setSession(makeSession());
              resolve();
            };
          }),
      });
      return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
    }
    const { user, router } = renderApp(<LoginPage />, {
      path: '/login',
      wrapper: StatefulAuth,
      routes: [{ path: '/dashboard', element: <RouteMarker name="dashboard" /> }],
    });
    await user.type(screen.getByLabelText('Email'), 'ana@andes.demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('redirects to /dashboard when session, user and profile already exist', async () => {
    const session = makeSession();
    const { router } = renderLogin(
      authValue({
        session,
        user: session.user,
        userProfile: {
          id: 'user-1',
          nombre_completo: 'Ana López',
          empresa_id: null,
          rol_id: 'usuario',
          estado: 'activo',
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("'Forgot your password?' shows that recovery is not available", async () => {
    const value = authValue();
    const { user } = renderLogin(value);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByText('Password recovery not available. Contact administrator.')).toBeInTheDocument();
    expect(value.resetPassword).not.toHaveBeenCalled();
  });

  it("'Contact administrator' says how: the administrator sends a recovery link, to the address typed", async () => {
    const { user } = renderLogin(authValue());
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const info = screen.getByRole('status');
    expect(info).toHaveTextContent(
      "Your company's administrator can send you a password recovery link from the admin panel (Cuentas).",
    );
    // No valid address typed yet: nothing to name.
    expect(info).not.toHaveTextContent('Ask them to send it to');
    await user.type(screen.getByLabelText('Email'), ' ana@andes.demo ');
    expect(info).toHaveTextContent('Ask them to send it to ana@andes.demo.');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@');
    expect(info).not.toHaveTextContent('Ask them to send it to');
  });

  it('a session that still owes its second factor gets the code step', () => {
    const session = makeSession();
    renderLogin(authValue({ session, user: session.user, mfaPending: true }));
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Código de verificación')).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("'Go to home' links to /", () => {
    renderLogin(authValue());
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
  it('focuses the e-mail field on load', () => {
    renderLogin(authValue());
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('returns to the page the user asked for after signing in, not always /dashboard', async () => {
    function StatefulAuth({ children }: { children: ReactNode }) {
      const [session, setSession] = useState<Session | null>(null);
      const value = authValue({
        session,
        user: session?.user ?? null,
        signIn: async () => setSession(makeSession()),
      });
      return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
    }
    const { user, router } = renderApp(<LoginPage />, {
      path: '/login',
      initialEntry: '/panel-administracion?tab=planes',
      wrapper: StatefulAuth,
      routes: [
        {
          path: '/panel-administracion',
          element: (
            <RequireAuth>
              <RouteMarker name="admin" />
            </RequireAuth>
          ),
        },
        { path: '/dashboard', element: <RouteMarker name="dashboard" /> },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(screen.getByLabelText('Email'), 'admin@andes.demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('route-marker')).toHaveTextContent('admin'));
    expect(router.state.location.search).toBe('?tab=planes');
  });

  it('never follows a return path to another site', async () => {
    const session = makeSession();
    const value = authValue({
      session,
      user: session.user,
      userProfile: {
        id: 'user-1',
        nombre_completo: 'Ana López',
        empresa_id: null,
        rol_id: 'usuario',
        estado: 'activo',
      },
    });
    const Wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    );
    const { router } = renderApp(<LoginPage />, {
      path: '/login',
      wrapper: Wrapper,
      routes: [{ path: '/dashboard', element: <RouteMarker name="dashboard" /> }],
    });
    await act(() => router.navigate('/login', { state: { from: '//evil.example/x' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows one message for a wrong password and clears it on the next attempt', async () => {
    let attempt = 0;
    const value = authValue({
      signIn: vi.fn(async () => {
        attempt += 1;
        if (attempt === 1) throw Object.assign(new Error('Invalid login credentials'), { status: 400 });
        return new Promise<void>(() => {});
      }),
    });
    const { user } = renderLogin(value);
    await user.type(screen.getByLabelText('Email'), 'ana@andes.demo');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Invalid credentials. Please check your email and password.')).toHaveLength(1);
    expect(screen.queryByText('Invalid login credentials')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByText('Invalid credentials. Please check your email and password.')).not.toBeInTheDocument();
  });
});
