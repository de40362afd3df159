import { MIN_PASSWORD_LENGTH } from './login-validation';

export const RESET_MESSAGES = {
  tooShort: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  confirmRequired: 'Confirma tu nueva contraseña',
  mismatch: 'Las contraseñas no coinciden',
  success: 'Contraseña actualizada correctamente',
  failure: 'No se pudo actualizar la contraseña',
} as const;

export interface ResetPasswordErrors {
  password?: string;
  confirmation?: string;
}

export function validateNewPassword(password: string, confirmation: string): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = RESET_MESSAGES.tooShort;
  if (!confirmation) errors.confirmation = RESET_MESSAGES.confirmRequired;
  else if (password !== confirmation) errors.confirmation = RESET_MESSAGES.mismatch;
  return errors;
}
