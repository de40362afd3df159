import { ApiError, INSUFFICIENT_PRIVILEGE } from '@/lib/api-error';

/** Postgres's check_violation: a CHECK constraint refused the value. */
const CHECK_VIOLATION = '23514';

/** What the admin reads under a failure toast: plain words for the refusals we know. */
export function describeConfigError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === INSUFFICIENT_PRIVILEGE) return 'No tienes permiso para modificar la configuración del sistema.';
    if (error.code === CHECK_VIOLATION) return 'El servidor rechazó el valor: no es válido.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Error desconocido';
}
