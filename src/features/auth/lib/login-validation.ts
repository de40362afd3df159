export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

export const LOGIN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  shortPassword: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  emailNotConfirmed: 'Your account has not been confirmed. Please check your email.',
  generic: 'Login error. Please try again.',
  recoveryUnavailable: 'Password recovery not available. Contact administrator.',
  // What 'Contact administrator' means since admins can send recovery links (docs/design.md §10).
  recoveryHow: "Your company's administrator can send you a password recovery link from the admin panel (Cuentas).",
  recoveryFor: (email: string) => `Ask them to send it to ${email}.`,
} as const;

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!EMAIL_PATTERN.test(email.trim())) errors.email = LOGIN_MESSAGES.invalidEmail;
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = LOGIN_MESSAGES.shortPassword;
  return errors;
}

/** docs/product.md §8: the sign-in screen's wording for the server's error. */
export function mapLoginError(error: unknown): string {
  const message =
    typeof error === 'string'
      ? error
      : error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
        ? error.message
        : '';
  const normalized = message.toLowerCase();
  if (normalized.includes('invalid login credentials')) return LOGIN_MESSAGES.invalidCredentials;
  if (normalized.includes('email not confirmed')) return LOGIN_MESSAGES.emailNotConfirmed;
  return LOGIN_MESSAGES.generic;
}
