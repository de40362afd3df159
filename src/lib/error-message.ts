import { ApiError, INSUFFICIENT_PRIVILEGE, NETWORK_ERROR } from './api-error';
import { localizeNumbers } from './format';
import { toast } from './toast';

/**
 * Postgres's own wording (English, the server's defaults). Anything else a Postgres error carries was
 * written by our functions and triggers for the person reading it ("Factura N° 113 ya fue emitida y
 * no se modifica...", "Stock insuficiente..."), whatever its SQLSTATE (23514, 23505, 23503, 42501,
 * P0001...).
 */
const POSTGRES_DEFAULT =
  /violates|permission denied|duplicate key|null value in column|value too long|invalid input|out of range|does not exist|syntax error|canceling statement|deadlock|could not|row-level security/i;

/** A Postgres SQLSTATE (5 characters), not a PostgREST (PGRST…), auth or client code. */
const isSqlState = (code: string | undefined) => !!code && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('PGRST');

/**
 * What a person reads when a module's request fails: the server's own message when one of our
 * functions or triggers wrote it (its numbers in es-CL: '$2380000' → '$2.380.000'), else a plain
 * sentence for the generic Postgres, PostgREST and network failures.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Ocurrió un error inesperado.';
  const code = error instanceof ApiError ? error.code : undefined;
  if (isSqlState(code) && error.message.trim() !== '' && !POSTGRES_DEFAULT.test(error.message))
    return localizeNumbers(error.message);
  if (code === INSUFFICIENT_PRIVILEGE || code === 'PGRST301')
    return 'No tienes acceso a estos datos o tu acceso al módulo fue retirado.';
  if (code === NETWORK_ERROR || error.message === 'Failed to fetch')
    return 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.';
  if (code === '23505') return 'Ya existe un registro con ese código.';
  if (code === '23503') return 'El registro está en uso o hace referencia a uno que no existe.';
  // Our own raises (P0001, 23514 from named checks with Spanish text) read well as they are, with
  // their numbers in the suite's voice ('63.00 días' → '63 días', '$150000' → '$150.000').
  if (code === 'P0001' || /[áéíóúñ¿]|no permitid|insuficiente|obligatori/i.test(error.message))
    return localizeNumbers(error.message);
  if (code === '23514') return 'Un valor no cumple las reglas del registro.';
  return error.message || 'Ocurrió un error inesperado.';
}

/**
 * The default failure feedback of a module's write (useApiMutation's notifyError): a toast with
 * what failed and why, e.g. errorToast('No se pudo guardar el repuesto').
 */
export function errorToast(title: string) {
  return (error: unknown) => {
    toast.error(title, { description: errorMessage(error) });
  };
}
