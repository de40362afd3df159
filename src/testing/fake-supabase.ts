import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { SupabaseClient } from '@/lib/supabase';

type Listener = (event: AuthChangeEvent, session: Session | null) => void | Promise<void>;

export interface FakeProfile {
  id: string;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string | null;
  empresa_id: string | null;
  rol_id: string | null;
  estado: string;
}

export function makeUser(id = 'user-1', email = 'ana@andes.demo'): User {
  return {
    id,
    email,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  } as User;
}

export function makeSession(user: User = makeUser()): Session {
  return {
    access_token: `access-${user.id}`,
    refresh_token: `refresh-${user.id}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  };
}

export function makeProfile(overrides: Partial<FakeProfile> = {}): FakeProfile {
  return {
    id: 'user-1',
    nombre: 'Ana',
    apellido_paterno: 'López',
    apellido_materno: 'Pérez',
    empresa_id: 'empresa-1',
    rol_id: 'usuario',
    estado: 'activo',
    ...overrides,
  };
}

type Result<T> = { data: T | null; error: null } | { data: null; error: { message: string; code?: string } };

/**
 * A scripted stand-in for the supabase client, for the auth flows jsdom cannot run against a server.
 * It records every call made while an onAuthStateChange callback is running (auth-js holds its lock
 * then, so such calls deadlock in a browser).
 */
function createFakeSupabase() {
  const listeners = new Set<Listener>();
  const state = {
    session: null as Session | null,
    profile: { data: makeProfile(), error: null } as Result<FakeProfile>,
    signInError: null as { message: string } | null,
    insideCallback: false,
    callsInsideCallback: [] as string[],
  };

  const track = (name: string) => {
    if (state.insideCallback) state.callsInsideCallback.push(name);
  };

  function emit(event: AuthChangeEvent, session: Session | null) {
    state.insideCallback = true;
    try {
      for (const listener of [...listeners]) void listener(event, session);
    } finally {
      state.insideCallback = false;
    }
  }

  const profileQuery = {
    select: vi.fn(() => profileQuery),
    eq: vi.fn(() => profileQuery),
    abortSignal: vi.fn(() => profileQuery),
    maybeSingle: vi.fn(async () => {
      track('from(...).maybeSingle');
      return state.profile;
    }),
  };

  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      return {
        data: { subscription: { id: 'sub', callback: listener, unsubscribe: () => listeners.delete(listener) } },
      };
    }),
    getSession: vi.fn(async () => {
      track('auth.getSession');
      return { data: { session: state.session }, error: null };
    }),
    signInWithPassword: vi.fn(async ({ email }: { email: string; password: string }) => {
      track('auth.signInWithPassword');
      if (state.signInError) return { data: { user: null, session: null }, error: state.signInError };
      const session = makeSession(makeUser(state.profile.data?.id ?? 'user-1', email));
      state.session = session;
      emit('SIGNED_IN', session);
      return { data: { user: session.user, session }, error: null };
    }),
    signOut: vi.fn(async (_options?: { scope?: string }) => {
      track('auth.signOut');
      state.session = null;
      emit('SIGNED_OUT', null);
      return { error: null };
    }),
    resetPasswordForEmail: vi.fn(
      async (_email: string, _options?: { redirectTo?: string }) =>
        ({ data: {}, error: null }) as { data: object | null; error: { message: string } | null },
    ),
    updateUser: vi.fn(
      async (_attributes: { password?: string }) =>
        ({ data: { user: state.session?.user ?? null }, error: null }) as {
          data: { user: User | null };
          error: { message: string; code?: string } | null;
        },
    ),
  };

  const from = vi.fn((_table: string) => {
    track('from');
    return profileQuery;
  });
  const rpc = vi.fn((fn: string) => {
    track('rpc');
    // cuenta_vigente: is the account usable (active, in an active company)? The profile's estado decides here.
    const result = Promise.resolve(
      fn === 'cuenta_vigente'
        ? { data: state.profile.data?.estado === 'activo', error: null }
        : { data: [], error: null },
    );
    return Object.assign(result, { abortSignal: () => result });
  });

  const client = { auth, from, rpc } as unknown as SupabaseClient;

  return {
    client,
    auth,
    from,
    rpc,
    profileQuery,
    state,
    emit,
    listenerCount: () => listeners.size,
    reset() {
      listeners.clear();
      state.session = null;
      state.profile = { data: makeProfile(), error: null };
      state.signInError = null;
      state.insideCallback = false;
      state.callsInsideCallback = [];
      for (const fn of [...Object.values(auth), from, rpc, ...Object.values(profileQuery)]) fn.mockClear();
    },
  };
}

export const fakeSupabase = createFakeSupabase();
