/** What a person typing a TOTP code reads (the login's code step and Mi Perfil's enrolment). */
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
