import { ApiError } from '@/lib/api-error';

/**
 * People's triggers refuse with a reason in Spanish ('Solo la jefatura directa...', 42501): keep
 * that reason for the person instead of the generic "no access" sentence of a bare 42501.
 */
export function withReason<T>(fn: () => Promise<T>): Promise<T> {
  return fn().catch((error: unknown) => {
    if (
      error instanceof ApiError &&
      error.code === '42501' &&
      /[áéíóúñ]|^(Solo|No puedes|Una solicitud|Tu cuenta)/.test(error.message)
    ) {
      throw new ApiError(error.message, {
        code: 'P0001',
        status: error.status,
        details: error.details,
        hint: error.hint,
        cause: error,
      });
    }
    throw error;
  });
}
