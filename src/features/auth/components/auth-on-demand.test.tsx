/**
 * With nobody signed in, auth-js (the Supabase client) is not part of /login's load: it loads when
 * the sign-in form is first used, or when another tab signs in (docs/design.md §8). Each test starts
 * from fresh modules, as a page load does: the client is loaded once per page.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEnv } from '@/config/env';
import { authStorageKey } from '@/lib/auth-storage';
import { makeSession } from '@/testing/fake-supabase';
import { renderApp, RouteMarker } from '@/testing/test-utils';

// One fake for the whole file: the mocked module outlives vi.resetModules.
const fakeSupabase = await vi.hoisted(async () => (await import('@/testing/fake-supabase')).fakeSupabase);
vi.mock('@/lib/supabase', () => ({ supabase: fakeSupabase.client }));
// Counts imports of the client module (asked for the moment a page wants auth-js). A mocked module
// outlives vi.resetModules, so only the file's first import counts; later tests watch the listeners.
const imports = vi.hoisted(() => ({ authClient: 0 }));
vi.mock('../api/auth-client', async (importOriginal) => {
  imports.authClient++;
  return importOriginal();
});

/** This page's modules, as a new page load has them: auth-js not loaded yet. */
async function freshPage() {
  vi.resetModules();
  const [{ AuthProvider }, { LoginPage }, { useAuth }] = await Promise.all([
    import('./auth-provider'),
    import('./login-page'),
    import('../hooks/use-auth'),
  ]);
  fakeSupabase.reset();
  vi.clearAllMocks();
  imports.authClient = 0;
  return { AuthProvider, LoginPage, useAuth };
}

/**
 * Loading the client is a dynamic import (transformed on first use here): give it time. Two
 * listeners then: the provider's and the recovery-link watcher's (api/auth-client.ts).
 */
const LOADED = { timeout: 10_000 };

/** Lets pending imports, effects and timers run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

beforeEach(() => {
  window.localStorage.clear();
});

describe('auth-js on demand', () => {
  it('/login without a stored session loads it once the form is used, and the sign-in works', async () => {
    const { AuthProvider, LoginPage } = await freshPage();
    const { user } = renderApp(
      <AuthProvider>
        <LoginPage />
      </AuthProvider>,
      { path: '/login', routes: [{ path: '/dashboard', element: <RouteMarker name="dashboard" /> }] },
    );
    // Usable at once, and nothing of auth-js asked for while nobody touches the form.
    expect(screen.getByLabelText('Email')).toBeEnabled();
    await settle();
    expect(imports.authClient).toBe(0);
    expect(fakeSupabase.client.auth.onAuthStateChange).not.toHaveBeenCalled();
    expect(fakeSupabase.client.auth.getSession).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'a');
    expect(imports.authClient).toBe(1);
    // Loaded as soon as the form is used, and listened to before any sign-in request.
    await waitFor(() => expect(fakeSupabase.client.auth.onAuthStateChange).toHaveBeenCalledTimes(2), LOADED);
    expect(fakeSupabase.auth.signInWithPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@andes.demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('route-marker')).toHaveTextContent('dashboard');
    expect(fakeSupabase.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ana@andes.demo',
      password: 'Demo1234!',
    });
    expect(await screen.findByText('Bienvenido Ana López Pérez')).toBeInTheDocument();
    expect(fakeSupabase.client.auth.onAuthStateChange).toHaveBeenCalledTimes(2);
  });

  it('a sign-in in another tab loads it, and this tab is signed in with the profile', async () => {
    const { AuthProvider, useAuth } = await freshPage();
    function Probe() {
      const auth = useAuth();
      return (
        <p data-testid="who">
          {auth.user?.id ?? 'none'} / {auth.userProfile?.nombre_completo ?? 'no profile'}
        </p>
      );
    }
    renderApp(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
      { path: '/login' },
    );
    await settle();
    expect(fakeSupabase.client.auth.onAuthStateChange).not.toHaveBeenCalled();

    // Another key changing (or the session removed) is not a sign-in.
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'otra-clave', newValue: '{}' })));
    await settle();
    expect(fakeSupabase.client.auth.onAuthStateChange).not.toHaveBeenCalled();

    const session = makeSession();
    fakeSupabase.state.session = session;
    const key = authStorageKey(getEnv().supabaseUrl);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify(session) })));
    await waitFor(() => expect(fakeSupabase.client.auth.onAuthStateChange).toHaveBeenCalled(), LOADED);
    // auth-js, starting, finds the session the other tab stored.
    act(() => fakeSupabase.emit('INITIAL_SESSION', session));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('user-1 / Ana López Pérez'));
    expect(screen.queryByText(/^Bienvenido/)).not.toBeInTheDocument();
  });
});
