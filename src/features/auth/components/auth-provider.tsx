import type { Session, User } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { authStorageKey, mayHaveSession } from '@/lib/auth-storage';
import type { SupabaseClient } from '@/lib/supabase';
import { AuthContext, AuthSigningOutContext, type AuthContextValue } from '../lib/auth-context';
import {
  loadAuthClient,
  onAuthClientLoad,
  setAuthProviderMounted,
  takeProfileHeadStart,
} from '../lib/load-auth-client';
// Imported statically: it must read a recovery link's URL fragment before auth-js consumes it.
import '../lib/password-recovery';
import { needsSecondFactor } from '../lib/mfa';
import { isActive, toUserProfile, type UserProfile } from '../lib/user-profile';

export const INACTIVE_ACCOUNT_MESSAGE = 'Tu cuenta está desactivada. Contacta al administrador.';
/** The session was ended elsewhere (signed out everywhere, or by an admin): it may read nothing. */
export const SESSION_ENDED_MESSAGE = 'Tu sesión terminó. Inicia sesión de nuevo.';
/** Used when the client throws without an error object of its own. */
export const SIGN_IN_FALLBACK_MESSAGE = 'Error al iniciar sesión';
export const RESET_SENT_MESSAGE = 'Se envió un enlace de recuperación a tu correo';
export const RESET_ERROR_MESSAGE = 'Error al enviar el correo de recuperación';

function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined;
  }
  return undefined;
}

async function signOutEverywhereOrLocally(): Promise<void> {
  const { supabase } = await loadAuthClient();
  const { error } = await supabase.auth.signOut();
  if (error) {
    console.error('Error al cerrar sesión:', error);
    // The server could not be reached: at least forget the session in this browser.
    const local = await supabase.auth.signOut({ scope: 'local' });
    if (local.error) console.error('Error al cerrar la sesión local:', local.error);
  }
}

/**
 * Session and profile of the signed-in user (docs/product.md §3, §4, §8).
 *
 * auth-js runs onAuthStateChange callbacks while it holds its internal lock, so calling supabase from
 * inside the callback deadlocks. The callback therefore only stores the session and schedules the
 * profile load with setTimeout(0).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const [session, setSession] = useState<Session | null>(null);
  const [userProfile, setUserProfile] = useState<UserProfile | null>(null);
  // With no stored session and none in the URL, nobody is signed in: the pages (the sign-in form)
  // are usable at once, and auth-js loads when first needed (below; docs/design.md §8). Otherwise
  // they wait until auth-js has read and checked the session.
  const [sessionUnknown] = useState(() => mayHaveSession(getEnv().supabaseUrl));
  const [loading, setLoading] = useState(sessionUnknown);

  /** The user whose profile is loaded or loading; events for the same user do not reload it. */
  const profileUserIdRef = useRef<string | null>(null);
  /** The profile load started by the latest SIGNED_IN (signIn waits for it). */
  const pendingProfileRef = useRef<Promise<void> | null>(null);
  /** The user's own sign-out is heading for / (see signOut). */
  const [signingOut, setSigningOut] = useState(false);

  // From now on the session's reads are this provider's (a route starts them only before it runs).
  useEffect(() => {
    setAuthProviderMounted(true);
    return () => setAuthProviderMounted(false);
  }, []);

  useEffect(() => {
    let active = true;
    // Whether start-up is over: later SIGNED_IN events load the profile themselves.
    let started = !sessionUnknown;
    let unsubscribe: (() => void) | undefined;

    const loadProfile = async (user: User, welcome: boolean, headStart?: ReturnType<typeof takeProfileHeadStart>) => {
      try {
        const { getUserProfile } = await loadAuthClient();
        const row = await (headStart ?? getUserProfile({ userId: user.id }));
        if (!active || profileUserIdRef.current !== user.id) return;
        if (row === null || !isActive(row)) {
          profileUserIdRef.current = null;
          await signOutEverywhereOrLocally();
          if (!active) return;
          setSession(null);
          setUserProfile(null);
          toast.error(row === null ? SESSION_ENDED_MESSAGE : INACTIVE_ACCOUNT_MESSAGE);
          navigateRef.current(paths.login.getHref(), { replace: true });
          return;
        }
        const profile = toUserProfile(row);
        setUserProfile(profile);
        if (welcome) {
          // A fresh sign-in clears what an earlier attempt left on screen (issue 16: one message).
          toast.dismiss();
          toast.success(`Bienvenido ${profile.nombre_completo}`);
        }
      } catch (error) {
        // The user stays signed in without a profile.
        console.error('Error al cargar el perfil del usuario:', error);
      }
    };

    const subscribe = (supabase: SupabaseClient) => {
      if (unsubscribe || !active) return;
      const { data } = supabase.auth.onAuthStateChange((event, nextSession) => {
        // No supabase calls in here (see above): only state, and work deferred to the next tick.
        if (!active) return;
        // Start-up reads the first session itself. A client loaded later (nobody was signed in)
        // may find one already there: another tab signed in meanwhile.
        if (event === 'INITIAL_SESSION' && (sessionUnknown || !nextSession)) return;
        if (event === 'SIGNED_OUT' || !nextSession?.user) {
          profileUserIdRef.current = null;
          pendingProfileRef.current = null;
          setSession(null);
          setUserProfile(null);
          return;
        }
        // SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED
        setSigningOut(false);
        setSession(nextSession);
        const user = nextSession.user;
        // Start-up loads the first profile itself; later events for the same user only renew tokens.
        if (!started || profileUserIdRef.current === user.id) return;
        profileUserIdRef.current = user.id;
        setUserProfile(null);
        const welcome = event === 'SIGNED_IN';
        pendingProfileRef.current = new Promise<void>((resolve) => {
          setTimeout(() => {
            void loadProfile(user, welcome).finally(resolve);
          }, 0);
        });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };

    if (!sessionUnknown) {
      // Nobody is signed in: auth-js loads when it is first needed (the sign-in form in use, the
      // first sign-in, a recovery request), not in the background (docs/design.md §8, /login's
      // JavaScript until idle), and this provider listens to it from then on. A sign-in in another
      // tab writes the session to storage: that loads it too.
      const stopWaiting = onAuthClientLoad((client) => subscribe(client.supabase));
      const storageKey = authStorageKey(getEnv().supabaseUrl);
      const onStorage = (event: StorageEvent) => {
        if (event.key === storageKey && event.newValue) void loadAuthClient().catch(() => {});
      };
      window.addEventListener('storage', onStorage);
      return () => {
        active = false;
        stopWaiting();
        window.removeEventListener('storage', onStorage);
        unsubscribe?.();
      };
    }

    void (async () => {
      try {
        const { supabase } = await loadAuthClient();
        if (!active) return;
        subscribe(supabase);

        const { data: current, error } = await supabase.auth.getSession();
        if (error) console.error('Error al obtener la sesión:', error);
        if (!active) return;
        setSession(current.session);
        if (current.session?.user) {
          profileUserIdRef.current = current.session.user.id;
          // The route may have sent the profile's reads already (startSessionReads): taken, not repeated.
          await loadProfile(current.session.user, false, takeProfileHeadStart(current.session.user.id));
        }
      } catch (error) {
        console.error('Error al obtener la sesión:', error);
      } finally {
        started = true;
        if (active) setLoading(false);
      }
    })();

    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [sessionUnknown]);

  const signIn = useCallback(async (email: string, password: string) => {
    // A fresh sign-in always (re)loads the profile, even for the same user.
    setSigningOut(false);
    profileUserIdRef.current = null;
    pendingProfileRef.current = null;
    let failure: unknown;
    try {
      const { supabase } = await loadAuthClient();
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      failure = error;
    } catch (error) {
      failure = error ?? new Error(SIGN_IN_FALLBACK_MESSAGE);
    }
    if (failure) {
      // No toast: the sign-in screen shows one message in its own words (docs/product.md §8).
      throw failure;
    }
    // Resolve once the profile is known (welcome toast, or the inactive-account flow has run).
    await pendingProfileRef.current;
  }, []);

  const signOut = useCallback(async () => {
    // The guard would send a session-less workspace to /login; while our own sign-out heads for /,
    // it waits instead (AuthSigningOutContext), so the navigation below cannot lose that race.
    setSigningOut(true);
    try {
      await signOutEverywhereOrLocally();
    } catch (error) {
      console.error('Error al cerrar sesión:', error);
    }
    profileUserIdRef.current = null;
    pendingProfileRef.current = null;
    setSession(null);
    setUserProfile(null);
    await navigateRef.current(paths.home.getHref());
  }, []);

  const resetPassword = useCallback(async (email: string) => {
    try {
      const { supabase } = await loadAuthClient();
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}${paths.resetPassword.getHref()}`,
      });
      if (error) throw error;
    } catch (error) {
      toast.error(RESET_ERROR_MESSAGE, { description: messageOf(error) });
      throw error;
    }
    toast.success(RESET_SENT_MESSAGE);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      user: session?.user ?? null,
      userProfile,
      loading,
      mfaPending: needsSecondFactor(session),
      signIn,
      signOut,
      resetPassword,
    }),
    [session, userProfile, loading, signIn, signOut, resetPassword],
  );

  return (
    <AuthContext.Provider value={value}>
      <AuthSigningOutContext.Provider value={signingOut}>{children}</AuthSigningOutContext.Provider>
    </AuthContext.Provider>
  );
}
