import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, makeSession } from '@/testing/fake-supabase';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { resetRecoveryState } from '../lib/password-recovery';
import { ResetPasswordForm } from './reset-password-form';
import { ResetPasswordPage } from './reset-password-page';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase: fake } = await import('@/testing/fake-supabase');
  return { supabase: fake.client };
});

beforeEach(() => {
  fakeSupabase.reset();
  resetRecoveryState('');
});

describe('ResetPasswordForm', () => {
  it('requires at least 6 characters and a matching confirmation (Spanish messages)', async () => {
    const onSuccess = vi.fn();
    const { user } = renderApp(<ResetPasswordForm onSuccess={onSuccess} />);
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Confirma tu nueva contraseña')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nueva contraseña'), 'abcdef');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(screen.queryByText('La contraseña debe tener al menos 6 caracteres')).not.toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeSupabase.auth.updateUser).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('updates the password and reports success', async () => {
    const onSuccess = vi.fn();
    const { user } = renderApp(<ResetPasswordForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'NuevaClave1!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'NuevaClave1!');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(fakeSupabase.auth.updateUser).toHaveBeenCalledWith({ password: 'NuevaClave1!' });
  });

  it('shows the server error when the update fails', async () => {
    fakeSupabase.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: { message: 'New password should be different from the old password.', code: 'same_password' },
    });
    const { user } = renderApp(<ResetPasswordForm onSuccess={vi.fn()} />);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Demo1234!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar la contraseña: New password should be different from the old password.',
    );
  });
});

describe('ResetPasswordPage', () => {
  function renderPage(value: Partial<AuthContextValue>) {
    const auth: AuthContextValue = {
      session: null,
      user: null,
      userProfile: null,
      loading: false,
      mfaPending: false,
      signIn: vi.fn(),
      signOut: vi.fn(),
      resetPassword: vi.fn(),
      ...value,
    };
    const Wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    );
    return renderApp(<ResetPasswordPage />, {
      path: '/reset-password',
      wrapper: Wrapper,
      routes: [
        { path: '/dashboard', element: <RouteMarker name="dashboard" /> },
        { path: '/login', element: <RouteMarker name="login" /> },
      ],
    });
  }

  it('says an expired or used link is expired, with a way back to /login', () => {
    resetRecoveryState(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    renderPage({});
    expect(screen.getByRole('heading', { name: 'Enlace expirado o ya utilizado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute('href', '/login');
  });

  it('says the link is invalid without a recovery session', () => {
    const session = makeSession();
    renderPage({ session, user: session.user });
    expect(screen.getByRole('heading', { name: 'Enlace no válido' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it('with a recovery session, saves the new password and goes to /dashboard with a toast', async () => {
    resetRecoveryState('');
    const session = makeSession();
    // PASSWORD_RECOVERY arrived (see lib/password-recovery.ts).
    resetRecoveryState('#access_token=x&type=recovery');
    const { watchPasswordRecovery } = await import('../lib/password-recovery');
    watchPasswordRecovery(fakeSupabase.client);
    fakeSupabase.emit('PASSWORD_RECOVERY', session);

    const { user, router } = renderPage({ session, user: session.user });
    expect(screen.getByRole('heading', { name: 'Restablecer contraseña' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'NuevaClave1!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'NuevaClave1!');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
  });
});
