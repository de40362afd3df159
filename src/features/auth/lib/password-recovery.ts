import { useSyncExternalStore } from 'react';
import type { SupabaseClient } from '@/lib/supabase';

/**
 * Whether this tab arrived through a password-recovery link.
 *
 * auth-js (detectSessionInUrl) consumes `#access_token=...&type=recovery`, clears the fragment once it
 * has verified the token, and emits PASSWORD_RECOVERY. A spent or expired link arrives instead as
 * `#error=access_denied&error_code=otp_expired&error_description=...`, which auth-js leaves in place.
 * This module is imported statically wherever the client can be created from (the AuthProvider and the
 * reset page), so it reads the fragment before auth-js can clear it (auth-js first verifies the token
 * over the network). `watchPasswordRecovery` then recognises the recovery session by its access token,
 * whether or not PASSWORD_RECOVERY fired before it subscribed.
 */
export type RecoveryStatus = 'none' | 'pending' | 'recovery' | 'link-error' | 'done';

export interface RecoveryState {
  status: RecoveryStatus;
  errorCode?: string;
  errorDescription?: string;
  /** The access token the link carried (status 'pending'), to recognise the session it yields. */
  accessToken?: string;
}

export function parseRecoveryHash(hash: string): RecoveryState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  const errorCode = params.get('error_code');
  const errorDescription = params.get('error_description');
  if (error || errorCode || errorDescription) {
    return {
      status: 'link-error',
      errorCode: errorCode ?? error ?? undefined,
      errorDescription: errorDescription ?? undefined,
    };
  }
  const accessToken = params.get('access_token');
  // An invitation link (type=invite) opens the same kind of session: the invitee sets a password.
  const type = params.get('type');
  if (accessToken && (type === 'recovery' || type === 'invite')) return { status: 'pending', accessToken };
  return { status: 'none' };
}

let state: RecoveryState = parseRecoveryHash(typeof window === 'undefined' ? '' : window.location.hash);
const listeners = new Set<() => void>();

function setState(next: RecoveryState) {
  state = next;
  listeners.forEach((listener) => listener());
}

let watching = false;

/** Called once, right after the client is created (see api/auth-client.ts). */
export function watchPasswordRecovery(client: SupabaseClient) {
  if (watching) return;
  watching = true;
  client.auth.onAuthStateChange((event) => {
    // Only local state here: never call supabase inside this callback.
    if (event === 'PASSWORD_RECOVERY') setState({ status: 'recovery' });
    else if (event === 'SIGNED_OUT' && state.status === 'recovery') setState({ status: 'none' });
  });
  if (state.status === 'pending') {
    // getSession waits for auth-js to finish reading the URL. The client may have been created (and
    // PASSWORD_RECOVERY emitted) before this subscription, so recognise the session by its token.
    const expected = state.accessToken;
    void client.auth.getSession().then(({ data }) => {
      if (state.status !== 'pending') return;
      setState(data.session && data.session.access_token === expected ? { status: 'recovery' } : { status: 'none' });
    });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getRecoveryState(): RecoveryState {
  return state;
}

/** After the new password is saved the recovery session is an ordinary session. */
export function markPasswordRecoveryDone() {
  setState({ status: 'done' });
}

/** Test hook: restart from a given URL fragment. */
export function resetRecoveryState(hash: string) {
  setState(parseRecoveryHash(hash));
}

export function usePasswordRecovery(): RecoveryState {
  return useSyncExternalStore(subscribe, getRecoveryState, getRecoveryState);
}
