import { toast } from 'sonner';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEnv } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage';
import { fakeSupabase, makeProfile, makeSession, makeUser } from '@/testing/fake-supabase';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import { useAuth } from '../hooks/use-auth';
import { startSessionReads } from '../lib/load-auth-client';
import { AuthProvider } from './auth-provider';

vi.mock('@/lib/supabase', async () => {
  const { fakeSupabase: fake } = await import('@/testing/fake-supabase');
  return { supabase: fake.client };
});

let latest: ReturnType<typeof useAuth> | undefined;

function AuthProbe() {
  const auth = useAuth();
  useEffect(() => {
    latest = auth;
  });
  return (
    <div>
      <p data-testid="loading">{String(auth.loading)}</p>
      <p data-testid="user">{auth.user?.id ?? 'none'}</p>
      <p data-testid="profile">{auth.userProfile?.nombre_completo ?? 'none'}</p>
    </div>
  );
}

function renderProvider(initialEntry = '/dashboard') {
  // auth-js keeps a session in localStorage: the provider waits for auth-js only when one is there.
  if (fakeSupabase.state.session) window.localStorage.setItem(authStorageKey(getEnv().supabaseUrl), '{}');
  return renderApp(
    <AuthProvider>
      <AuthProbe />
    </AuthProvider>,
    {
      path: '/dashboard',
      initialEntry,
      routes: [
        { path: '/login', element: <RouteMarker name="login" /> },
        { path: '/', element: <RouteMarker name="home" /> },
      ],
    },
  );
}

async function waitForStartup() {
  await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
  // With a stored session (or one in the URL) auth-js starts at once and reads it. Without, it
  // loads when first needed (auth-on-demand.test.tsx).
  if (fakeSupabase.state.session || window.location.hash) {
    await waitFor(() => expect(fakeSupabase.client.auth.getSession).toHaveBeenCalled());
  }
}

beforeEach(() => {
  fakeSupabase.reset();
  latest = undefined;
});

describe('AuthProvider start-up', () => {
  it('gets the session, loads the profile, then stops loading', async () => {
    fakeSupabase.state.session = makeSession();
    renderProvider();
    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    await waitForStartup();
    expect(screen.getByTestId('user')).toHaveTextContent('user-1');
    expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez');
    expect(fakeSupabase.from).toHaveBeenCalledWith('usuarios_plataforma');
    expect(fakeSupabase.profileQuery.select).toHaveBeenCalledWith(
      'id, nombre, apellido_paterno, apellido_materno, empresa_id, rol_id, estado',
    );
    expect(fakeSupabase.profileQuery.eq).toHaveBeenCalledWith('id', 'user-1');
    expect(fakeSupabase.profileQuery.maybeSingle).toHaveBeenCalled();
  });

  it('takes over the profile read the route started before it ran, without asking again (issue 33)', async () => {
    fakeSupabase.state.session = makeSession();
    const onUser = vi.fn();
    await startSessionReads(onUser);
    expect(onUser).toHaveBeenCalledWith('user-1');
    expect(fakeSupabase.profileQuery.maybeSingle).toHaveBeenCalledTimes(1);
    renderProvider();
    await waitForStartup();
    expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez');
    expect(fakeSupabase.profileQuery.maybeSingle).toHaveBeenCalledTimes(1);
    // Once the provider runs, the session's reads are its own: a route starts nothing more.
    await startSessionReads(onUser);
    expect(onUser).toHaveBeenCalledTimes(1);
    expect(fakeSupabase.profileQuery.maybeSingle).toHaveBeenCalledTimes(1);
  });

  it("keeps the route's head start when it mounts while auth-js is still loading (issue 33)", async () => {
    // Under 4x CPU throttling React rendered the provider before auth-js had loaded: the head start
    // gave up, the provider read the profile, and the user's modules (onUser) were asked only on the
    // render after it, once the profile had answered (/axel-predictive: two rounds).
    fakeSupabase.state.session = makeSession();
    const onUser = vi.fn();
    const started = startSessionReads(onUser); // the route's loader, before React renders
    renderProvider(); // mounted (its effects run) before auth-js has read the session
    await started;
    expect(onUser).toHaveBeenCalledWith('user-1');
    await waitForStartup();
    expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez');
    expect(fakeSupabase.profileQuery.maybeSingle).toHaveBeenCalledTimes(1);
  });

  it('builds nombre_completo without a missing maternal surname, trimmed', async () => {
    fakeSupabase.state.session = makeSession();
    fakeSupabase.state.profile = {
      data: makeProfile({ nombre: ' Luis ', apellido_paterno: 'Soto ', apellido_materno: null }),
      error: null,
    };
    renderProvider();
    await waitForStartup();
    expect(screen.getByTestId('profile').textContent).toBe('Luis Soto');
  });

  it('without a stored session, is not loading from the first render (the sign-in form is usable at once)', () => {
    renderProvider();
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
    expect(screen.getByTestId('user')).toHaveTextContent('none');
  });

  it('with a session arriving in the URL (a recovery link), waits for auth-js', async () => {
    window.history.replaceState(null, '', '/reset-password#access_token=abc&type=recovery');
    try {
      renderProvider();
      expect(screen.getByTestId('loading')).toHaveTextContent('true');
      await waitForStartup();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('without a session, stops loading with no user and no profile call', async () => {
    renderProvider();
    await waitForStartup();
    expect(screen.getByTestId('user')).toHaveTextContent('none');
    expect(fakeSupabase.from).not.toHaveBeenCalled();
  });

  it('keeps the user signed in without a profile when the profile read fails (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeSupabase.state.session = makeSession();
    fakeSupabase.state.profile = { data: null, error: { message: 'boom', code: '500' } };
    renderProvider();
    await waitForStartup();
    expect(screen.getByTestId('user')).toHaveTextContent('user-1');
    expect(screen.getByTestId('profile')).toHaveTextContent('none');
    expect(log).toHaveBeenCalled();
    expect(fakeSupabase.auth.signOut).not.toHaveBeenCalled();
  });

  it('signs out a session that may not read its own row any more (ended elsewhere), says so, goes to /login', async () => {
    fakeSupabase.state.session = makeSession();
    fakeSupabase.state.profile = { data: null, error: null };
    const { router } = renderProvider();
    expect(await screen.findByText('Tu sesión terminó. Inicia sesión de nuevo.')).toBeInTheDocument();
    expect(fakeSupabase.auth.signOut).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signs an inactive account out, says so and goes to /login', async () => {
    fakeSupabase.state.session = makeSession();
    fakeSupabase.state.profile = { data: makeProfile({ estado: 'inactivo' }), error: null };
    const { router } = renderProvider();
    expect(await screen.findByText('Tu cuenta está desactivada. Contacta al administrador.')).toBeInTheDocument();
    expect(fakeSupabase.auth.signOut).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('AuthProvider auth events', () => {
  it('never calls supabase inside the onAuthStateChange callback; the profile loads a tick later', async () => {
    renderProvider();
    await waitForStartup();
    expect(fakeSupabase.listenerCount()).toBeGreaterThan(0);
    fakeSupabase.from.mockClear();

    act(() => fakeSupabase.emit('SIGNED_IN', makeSession()));
    // Synchronously, during and right after the callback: no call.
    expect(fakeSupabase.state.callsInsideCallback).toEqual([]);
    expect(fakeSupabase.from).not.toHaveBeenCalled();

    await waitFor(() => expect(fakeSupabase.from).toHaveBeenCalledWith('usuarios_plataforma'));
    expect(await screen.findByText('Bienvenido Ana López Pérez')).toBeInTheDocument();
    expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez');
    expect(fakeSupabase.state.callsInsideCallback).toEqual([]);
  });

  it('clears the session and profile on SIGNED_OUT', async () => {
    fakeSupabase.state.session = makeSession();
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez'));
    act(() => fakeSupabase.emit('SIGNED_OUT', null));
    expect(screen.getByTestId('user')).toHaveTextContent('none');
    expect(screen.getByTestId('profile')).toHaveTextContent('none');
  });

  it('keeps the profile on TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY and MFA_CHALLENGE_VERIFIED for the same user', async () => {
    const session = makeSession();
    fakeSupabase.state.session = session;
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez'));
    fakeSupabase.from.mockClear();
    for (const event of ['TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const) {
      act(() => fakeSupabase.emit(event, { ...session, access_token: `${event}-token` }));
    }
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(fakeSupabase.from).not.toHaveBeenCalled();
    expect(latest?.session?.access_token).toBe('MFA_CHALLENGE_VERIFIED-token');
    expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez');
    expect(fakeSupabase.state.callsInsideCallback).toEqual([]);
  });

  it('loads the profile for a different user signed in by another tab', async () => {
    fakeSupabase.state.session = makeSession();
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez'));
    fakeSupabase.state.profile = {
      data: makeProfile({ id: 'user-2', nombre: 'Luis', apellido_paterno: 'Soto', apellido_materno: null }),
      error: null,
    };
    act(() => fakeSupabase.emit('SIGNED_IN', makeSession(makeUser('user-2', 'luis@pacifico.demo'))));
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Luis Soto'));
    expect(fakeSupabase.state.callsInsideCallback).toEqual([]);
  });
});

describe('AuthProvider actions', () => {
  it('signIn resolves after the profile loaded and greets the user', async () => {
    renderProvider();
    await waitForStartup();
    await act(async () => {
      await latest!.signIn('ana@andes.demo', 'Demo1234!');
    });
    expect(fakeSupabase.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ana@andes.demo',
      password: 'Demo1234!',
    });
    expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez');
    expect(await screen.findByText('Bienvenido Ana López Pérez')).toBeInTheDocument();
  });

  it('signIn rethrows the server error without a toast of its raw text (issue 16: one message)', async () => {
    fakeSupabase.state.signInError = { message: 'Invalid login credentials' };
    renderProvider();
    await waitForStartup();
    let thrown: unknown;
    await act(async () => {
      await latest!.signIn('ana@andes.demo', 'wrong-password').catch((e: unknown) => {
        thrown = e;
      });
    });
    expect(thrown).toEqual({ message: 'Invalid login credentials' });
    expect(screen.queryByText('Invalid login credentials')).not.toBeInTheDocument();
  });

  it('a successful sign-in clears the toasts an earlier attempt left', async () => {
    renderProvider();
    await waitForStartup();
    act(() => {
      toast.error('Mensaje anterior');
    });
    expect(await screen.findByText('Mensaje anterior')).toBeInTheDocument();
    await act(async () => {
      await latest!.signIn('ana@andes.demo', 'Demo1234!');
    });
    expect(await screen.findByText('Bienvenido Ana López Pérez')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mensaje anterior')).not.toBeInTheDocument());
  });

  it('signIn of an inactive account signs out, toasts and goes to /login', async () => {
    fakeSupabase.state.profile = { data: makeProfile({ estado: 'inactivo' }), error: null };
    const { router } = renderProvider();
    await waitForStartup();
    await act(async () => {
      await latest!.signIn('inactivo@andes.demo', 'Demo1234!');
    });
    expect(fakeSupabase.auth.signOut).toHaveBeenCalled();
    expect(await screen.findByText('Tu cuenta está desactivada. Contacta al administrador.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(/Bienvenido/)).not.toBeInTheDocument();
  });

  it('signOut clears the session and goes to /, logging errors only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeSupabase.state.session = makeSession();
    fakeSupabase.auth.signOut.mockResolvedValueOnce({ error: { message: 'network down' } } as never);
    const { router } = renderProvider();
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ana López Pérez'));
    await act(async () => {
      await latest!.signOut();
    });
    expect(router.state.location.pathname).toBe('/');
    // Straight to /, never bounced through /login by a guard seeing the session vanish.
    expect(visited).not.toContain('/login');
    expect(log).toHaveBeenCalled();
    // Falls back to forgetting the session locally.
    expect(fakeSupabase.auth.signOut).toHaveBeenLastCalledWith({ scope: 'local' });
  });

  it('resetPassword sends the link to /reset-password and confirms', async () => {
    renderProvider();
    await waitForStartup();
    await act(async () => {
      await latest!.resetPassword('ana@andes.demo');
    });
    expect(fakeSupabase.auth.resetPasswordForEmail).toHaveBeenCalledWith('ana@andes.demo', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    expect(await screen.findByText('Se envió un enlace de recuperación a tu correo')).toBeInTheDocument();
  });

  it('resetPassword failure toasts the fallback message', async () => {
    fakeSupabase.auth.resetPasswordForEmail.mockResolvedValueOnce({ data: null, error: { message: 'rate limited' } });
    renderProvider();
    await waitForStartup();
    await act(async () => {
      await latest!.resetPassword('ana@andes.demo').catch(() => {});
    });
    expect(await screen.findByText('Error al enviar el correo de recuperación')).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('throws outside the AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(/inside the AuthProvider/);
  });
});
