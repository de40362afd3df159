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

type ProfileRead = ReturnType<AuthClientModule['getUserProfile']>;

/**
 * The session's reads started by the route before the AuthProvider ran (startSessionReads); `true`
 * once the provider's start-up has taken them (takeProfileHeadStart): the session is its from then on.
 */
let headStart: { userId: string; profile: ProfileRead; at: number } | true | undefined;
/** The AuthProvider is mounted: a loader that runs after it (a later navigation, a sign-in) starts nothing. */
let providerStarted = false;
/** A head start older than this is not used (the provider reads for itself). */
const HEAD_START_MS = 10_000;

/**
 * Issue 33: on a signed-in page's first load, the route's loader (src/app/routes/workspace.tsx)
 * calls this as soon as its code has loaded, before React renders anything: auth-js reads the stored
 * session, then the profile's reads (getUserProfile) and `onUser`'s (the user's modules) go out
 * together, with the screen's own preloads, in one round. The AuthProvider then takes the profile's
 * read (takeProfileHeadStart) instead of asking again. Does nothing when the provider was mounted
 * before the loader ran (a later navigation) or without a session. Once started, it gives up only
 * if the provider's start-up has taken the session's reads, not because it has mounted meanwhile:
 * under a slow CPU React mounts it while auth-js is still loading, both wait for that load, and this
 * reads the session first. (It gave up there: the provider read the profile, and the user's modules
 * were asked only on the render after it, in a later task, once the profile had answered; issue 33.)
 */
export async function startSessionReads(onUser: (userId: string) => void): Promise<void> {
  if (providerStarted || headStart) return;
  const client = await loadAuthClient();
  const { data } = await client.supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId || headStart) return;
  const profile = client.getUserProfile({ userId });
  // Its failure is the provider's to handle when it takes it.
  profile.catch(() => {});
  headStart = { userId, profile, at: Date.now() };
  onUser(userId);
}

/** The AuthProvider's start-up: the profile read a route started for this user, if fresh (once). */
export function takeProfileHeadStart(userId: string): ProfileRead | undefined {
  const h = headStart;
  headStart = true;
  return h !== true && h?.userId === userId && Date.now() - h.at < HEAD_START_MS ? h.profile : undefined;
}

/**
 * The AuthProvider is mounted (true) or gone (false; tests mount it many times in one page): while
 * it is, the session's reads are its own.
 */
export function setAuthProviderMounted(mounted: boolean): void {
  providerStarted = mounted;
  if (!mounted) headStart = undefined;
}
