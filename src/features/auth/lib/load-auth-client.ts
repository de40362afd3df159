import type * as AuthClient from '../api/auth-client';

type AuthClientModule = typeof AuthClient;

let pending: Promise<AuthClientModule> | undefined;
let loaded: AuthClientModule | undefined;
const listeners = new Set<(client: AuthClientModule) => void>();

/**
 * Loads supabase-js and the auth calls once; a failed load (e.g. offline) is retried next time.
 * Whoever waits for onAuthClientLoad hears of the client before any caller of this gets it, so a
 * subscription made there is in place before, say, the first sign-in request.
 */
export function loadAuthClient(): Promise<AuthClientModule> {
  pending ??= import('../api/auth-client').then(
    (client) => {
      loaded = client;
      for (const listener of [...listeners]) listener(client);
      return client;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Calls `listener` when the auth client has loaded (at once if it has); returns a function to stop waiting. */
export function onAuthClientLoad(listener: (client: AuthClientModule) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
