import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { localizeNumbers } from '@/lib/format';
import { toast } from '@/lib/toast';

/**
 * Postgres's own wording (English, the server's defaults): these are replaced by the suite's plain
 * sentence (lib/error-message.ts). Anything else a Postgres error carries was written by Finance's
 * functions and triggers for the person reading it ("Factura N° 113 ya fue emitida y no se modifica
 * (el monto neto)...", "La nota de crédito ($2380000) supera el saldo...", "El RUT ... no es
 * válido"), whatever its SQLSTATE (23514, 23505, 23503, 42501, P0001...).
 */
const POSTGRES_DEFAULT =
  /violates|permission denied|duplicate key|null value in column|value too long|invalid input|out of range|does not exist|syntax error|canceling statement|deadlock|could not|row-level security/i;

/** A Postgres SQLSTATE (5 characters), not a PostgREST (PGRST…), auth or client code. */
const isSqlState = (code: string | undefined) => !!code && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('PGRST');

/**
 * What a person reads when a Finance write is refused: the server's own Spanish message when it
 * wrote one (its numbers in es-CL: '$2380000' → '$2.380.000'), else the suite's generic sentence.
 */
export function serverMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    isSqlState(error.code) &&
    error.message.trim() !== '' &&
    !POSTGRES_DEFAULT.test(error.message)
  )
    return localizeNumbers(error.message);
  return errorMessage(error);
}

/** Every Finance write's failure feedback (useApiMutation's notifyError): what failed, and the server's why. */
export function serverErrorToast(title: string) {
  return (error: unknown) => {
    toast.error(title, { description: serverMessage(error) });
  };
}
