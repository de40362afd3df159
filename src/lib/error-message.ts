import { ApiError, INSUFFICIENT_PRIVILEGE, NETWORK_ERROR } from './api-error';
import { localizeNumbers } from './format';
import { toast } from './toast';

/**
 * What a person reads when a module's request fails. The module functions and triggers raise their
 * refusals in Spanish (stock insuficiente, transición no permitida...), so those messages are shown
 * as they are; the generic Postgres and network failures get a plain sentence instead.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Ocurrió un error inesperado.';
  const code = error instanceof ApiError ? error.code : undefined;
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
