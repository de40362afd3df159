import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, makeSession, makeUser } from '@/testing/fake-supabase';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { getRecoveryState, resetRecoveryState, watchPasswordRecovery } from '../lib/password-recovery';
import { AcceptInvitationPage } from './accept-invitation-page';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase: fake } = await import('@/testing/fake-supabase');
  return { supabase: fake.client };
});

beforeEach(() => {
  // Not fakeSupabase.reset(): it would drop the recovery watcher's listener, which subscribes once
  // per module graph (this file runs isolated, web-isolated).
  fakeSupabase.auth.updateUser.mockClear();
  resetRecoveryState('');
});

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
  return renderApp(<AcceptInvitationPage />, {
    path: '/aceptar-invitacion',
    wrapper: Wrapper,
    routes: [
      { path: '/dashboard', element: <RouteMarker name="dashboard" /> },
      { path: '/login', element: <RouteMarker name="login" /> },
    ],
  });
}

/** The invite link was followed: auth-js opened its session and emitted PASSWORD_RECOVERY's kin. */
function arriveWithInvitation() {
  const session = makeSession(makeUser('u-nueva', 'nueva@andes.demo'));
  resetRecoveryState('#access_token=x&type=invite');
  expect(getRecoveryState().status).toBe('pending');
  watchPasswordRecovery(fakeSupabase.client);
  fakeSupabase.emit('PASSWORD_RECOVERY', session);
  return session;
}

describe('AcceptInvitationPage', () => {
  it('an expired, used or revoked link says so in Spanish, with a way to /login', async () => {
    resetRecoveryState(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    const { user, router } = renderPage({});
    expect(screen.getByRole('heading', { name: 'Invitación vencida o ya utilizada' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Este enlace de invitación venció, ya fue usado o la invitación fue revocada. Pide a tu administrador que te envíe una nueva invitación.',
      ),
    ).toBeInTheDocument();
    // The server's English description never reaches the page.
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir al inicio de sesión' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opened without an invitation session: the link is not valid', () => {
    const session = makeSession();
    renderPage({ session, user: session.user });
    expect(screen.getByRole('heading', { name: 'Enlace no válido' })).toBeInTheDocument();
    expect(
      screen.getByText('El enlace de invitación no es válido. Abre el enlace más reciente que recibiste por correo.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
  });

  it('waits while the link is being verified', () => {
    resetRecoveryState('#access_token=x&type=invite');
    renderPage({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Verificando invitación...');
  });

  it('applies the password rules in Spanish before saving anything', async () => {
    const session = arriveWithInvitation();
    const { user } = renderPage({ session, user: session.user });
    expect(screen.getByRole('heading', { name: 'Activa tu cuenta' })).toBeInTheDocument();
    expect(
      screen.getByText('Elige la contraseña con la que entrarás a Axel Suite como nueva@andes.demo.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña'), '12345');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription('Confirma tu nueva contraseña');
    await user.type(screen.getByLabelText('Nueva contraseña'), '6');
    await user.type(screen.getByLabelText('Confirmar contraseña'), '123457');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(fakeSupabase.auth.updateUser).not.toHaveBeenCalled();
  });

  it('a password the server refuses is reported and the invitee stays on the page', async () => {
    const session = arriveWithInvitation();
    fakeSupabase.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: { message: 'Password is known to be weak and easy to guess', code: 'weak_password' },
    });
    const { user, router } = renderPage({ session, user: session.user });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'password');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'password');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo actualizar la contraseña');
    expect(router.state.location.pathname).toBe('/aceptar-invitacion');
  });

  it('saves the chosen password, welcomes the invitee and enters the workspace', async () => {
    const session = arriveWithInvitation();
    const { user, router } = renderPage({ session, user: session.user });
    await user.type(screen.getByLabelText('Nueva contraseña'), 'NuevaClave1!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'NuevaClave1!');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fakeSupabase.auth.updateUser).toHaveBeenCalledWith({ password: 'NuevaClave1!' });
    expect(await screen.findByText('Tu contraseña quedó guardada. ¡Bienvenido a Axel Suite!')).toBeInTheDocument();
    expect(getRecoveryState().status).toBe('done');
  });
});
