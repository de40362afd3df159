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

export const MFA_MESSAGES = {
  invalidCode: 'El código debe tener 6 dígitos.',
  wrongCode: 'Código incorrecto o ya usado. Espera el siguiente código de tu aplicación e inténtalo de nuevo.',
  tooMany: 'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.',
  failure: 'No se pudo verificar el código. Inténtalo de nuevo.',
} as const;

/** GoTrue's MFA errors in words for the person typing the code. */
export function mfaErrorMessage(error: unknown): string {
  const e = error as { code?: string; status?: number } | null;
  if (e?.status === 429 || e?.code === 'over_request_rate_limit') return MFA_MESSAGES.tooMany;
  if (e?.code === 'mfa_verification_failed' || e?.code === 'mfa_challenge_expired') return MFA_MESSAGES.wrongCode;
  if (e?.code === 'validation_failed') return MFA_MESSAGES.invalidCode;
  return MFA_MESSAGES.failure;
}
