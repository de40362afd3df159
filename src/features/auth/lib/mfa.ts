import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token, read locally (auth-js decodes it the same way). */
export function accessTokenAal(accessToken: string): string | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown };
    return typeof json.aal === 'string' ? json.aal : null;
  } catch {
    return null;
  }
}

/** A verified TOTP factor of the session's user, if any. */
export function verifiedTotpFactor(session: Session | null): { id: string } | null {
  const factor = session?.user.factors?.find((f) => f.status === 'verified' && f.factor_type === 'totp');
  return factor ? { id: factor.id } : null;
}

/**
 * The session still owes its second factor: the user has a verified factor and the session is
 * aal1 (auth-js's getAuthenticatorAssuranceLevel: currentLevel aal1, nextLevel aal2).
 */
export function needsSecondFactor(session: Session | null): boolean {
  return !!session && verifiedTotpFactor(session) !== null && accessTokenAal(session.access_token) !== 'aal2';
}

export { MFA_MESSAGES, mfaErrorMessage } from '@/lib/mfa-messages';
