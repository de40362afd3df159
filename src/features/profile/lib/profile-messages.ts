/** Spanish texts of Mi Perfil and the mapping of auth and database errors to them. */
export const PROFILE_MESSAGES = {
  saved: 'Tus datos se guardaron.',
  nameRequired: 'Escribe tu nombre.',
  nameTooLong: 'Cada nombre puede tener hasta 100 caracteres.',
  phoneInvalid: 'Escribe un teléfono válido, por ejemplo +56 9 1234 5678.',
  passwordChanged: 'Tu contraseña se cambió. Cerramos tus otras sesiones.',
  currentRequired: 'Escribe tu contraseña actual.',
  currentWrong: 'La contraseña actual no es correcta.',
  weak: 'La nueva contraseña debe tener al menos 6 caracteres.',
  same: 'La nueva contraseña debe ser distinta de la actual.',
  mismatch: 'Las contraseñas nuevas no coinciden.',
  tooMany: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
  failure: 'No se pudo completar la operación. Inténtalo de nuevo.',
  signedOutEverywhere: 'Cerraste la sesión en todos los dispositivos.',
  mfaEnabled: 'La verificación en dos pasos quedó activada.',
  mfaRemoved: 'Quitaste la verificación en dos pasos.',
  mfaNeedsAal2: 'Para quitar la verificación en dos pasos, inicia sesión de nuevo usando tu código.',
} as const;

export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,29}$/;

export function passwordErrorMessage(error: unknown): string {
  const e = error as { code?: string; status?: number } | null;
  switch (e?.code) {
    case 'current_password_required':
      return PROFILE_MESSAGES.currentRequired;
    case 'current_password_mismatch':
      return PROFILE_MESSAGES.currentWrong;
    case 'weak_password':
      return PROFILE_MESSAGES.weak;
    case 'same_password':
      return PROFILE_MESSAGES.same;
    case 'over_request_rate_limit':
      return PROFILE_MESSAGES.tooMany;
  }
  return e?.status === 429 ? PROFILE_MESSAGES.tooMany : PROFILE_MESSAGES.failure;
}
