import type * as AuthClient from '../api/auth-client';

type AuthClientModule = typeof AuthClient;

let pending: Promise<AuthClientModule> | undefined;

/** Loads supabase-js and the auth calls once; a failed load (e.g. offline) is retried next time. */
export function loadAuthClient(): Promise<AuthClientModule> {
  pending ??= import('../api/auth-client').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
