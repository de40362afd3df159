/** A failed configuration call: the server's message and its code (PostgREST / Postgres SQLSTATE). */
export class ConfigError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ConfigError';
    this.code = code;
  }
}

/** Code of a value refused before it was sent (the screen's own check). */
export const INVALID_VALUE = 'invalid_value';

/** What the admin reads under a failure toast: plain words for the refusals we know. */
export function describeConfigError(error: unknown): string {
  if (error instanceof ConfigError) {
    if (error.code === '42501') return 'No tienes permiso para modificar la configuración del sistema.';
    if (error.code === '23514') return 'El servidor rechazó el valor: no es válido.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Error desconocido';
}
