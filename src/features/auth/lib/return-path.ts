import { paths } from '@/config/paths';

/** Router state that RequireAuth hands to /login: where the user was going. */
export interface LoginRedirectState {
  from?: unknown;
}

/**
 * Where to go after signing in: the in-app path the user asked for, or the dashboard.
 *
 * Only a same-origin path is accepted (it starts with one '/', never '//' or '/\', no scheme), so a
 * crafted value can never send a fresh session to another site (open redirect). /login itself and
 * the public reset page would loop or make no sense, so they fall back to the dashboard too.
 */
export function safeReturnPath(value: unknown): string {
  const fallback = paths.app.dashboard.getHref();
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters or whitespace could be read by a browser as something else.
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\' || /\s/.test(ch)) return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, 'http://in-app.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://in-app.invalid') return fallback;
  if (url.pathname === paths.login.path || url.pathname === paths.resetPassword.path) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path carried in /login's router state, made safe. */
export function returnPathFromState(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as LoginRedirectState).from : undefined;
  return safeReturnPath(from);
}
