/** A failed admin read or write, with the PostgREST/Postgres code when there is one. */
export class AdminRequestError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'AdminRequestError';
    this.code = code;
  }
}

export function throwIfError(error: { message: string; code?: string } | null): void {
  if (error) throw new AdminRequestError(error.message, error.code);
}

/** data of a supabase-js answer, or a thrown AdminRequestError. */
export function unwrap<T>({ data, error }: { data: T | null; error: { message: string; code?: string } | null }): T {
  throwIfError(error);
  if (data === null) throw new AdminRequestError('Respuesta inesperada del servidor');
  return data;
}
