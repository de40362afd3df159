/**
 * Where auth-js keeps the session in localStorage: supabase-js's default key, `sb-<first label of
 * the API's host>-auth-token` (src/lib/supabase.ts passes it to auth-js).
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this page may start with a session: one stored by auth-js, or one arriving in the URL
 * (a recovery or sign-in link's #access_token=..., or its #error=...). When neither, nobody is signed
 * in, and the pages need not wait for auth-js to load to know it.
 */
export function mayHaveSession(supabaseUrl: string): boolean {
  try {
    if (/(^#|&)(access_token|error|error_description)=/.test(window.location.hash)) return true;
    return window.localStorage.getItem(authStorageKey(supabaseUrl)) !== null;
  } catch {
    // No window (prerendering) or no storage: wait for auth-js.
    return true;
  }
}
