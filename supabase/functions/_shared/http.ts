/**
 * What every account function shares: CORS, JSON answers, errors in one shape
 * `{ code, message }` (message in Spanish, shown as is by the SPA), and Postgres / GoTrue errors
 * mapped to HTTP statuses. Runtime-neutral: only the web platform's Request and Response, so the
 * same code runs in Supabase's Edge Runtime (Deno) and in server/ (Node).
 */

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

export function errorResponse(err: FunctionError): Response {
  return json({ code: err.code, message: err.message }, err.status);
}

export const badRequest = (message: string, code = 'invalid_input') => new FunctionError(400, code, message);
export const forbidden = (message: string) => new FunctionError(403, 'forbidden', message);

/** A PostgREST error (as supabase-js returns it) as a FunctionError, keeping the database's message. */
export function fromPostgrest(error: { code?: string; message?: string }): FunctionError {
  const message = error.message || 'No se pudo completar la operación';
  switch (error.code) {
    case '42501':
      return new FunctionError(403, 'forbidden', message);
    case '23505':
      return new FunctionError(409, 'conflict', message);
    case '22023':
    case '22004':
    case '23514':
    case '22P02':
      return new FunctionError(400, 'invalid_input', message);
    case 'P0002':
      return new FunctionError(404, 'not_found', message);
    case 'PGRST301':
    case 'PGRST302':
      return new FunctionError(401, 'unauthorized', 'Tu sesión no es válida. Vuelve a iniciar sesión.');
    default:
      return new FunctionError(500, 'unexpected_failure', 'No se pudo completar la operación. Inténtalo de nuevo.');
  }
}

/** Reads a JSON object body; anything else is 400. */
export async function readJson(req: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw badRequest('El cuerpo de la solicitud debe ser JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('El cuerpo de la solicitud debe ser un objeto JSON.');
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, key: string, max = 254): string {
  const v = body[key];
  if (typeof v !== 'string') return '';
  // Postgres' text holds no NUL (it would answer 22021, a 500 for the caller's own mistake).
  if (v.includes('\u0000')) throw badRequest(`${key}: el texto contiene un carácter no permitido.`);
  return v.trim().slice(0, max + 1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function uuidField(body: Record<string, unknown>, key: string, label: string): string {
  const v = body[key];
  if (typeof v !== 'string' || !UUID.test(v)) throw badRequest(`Falta ${label} o no es válido.`);
  return v.toLowerCase();
}

/** The same rule as the database's (invitaciones_correo_check) and the SPA's. */
export function validEmail(email: string): boolean {
  return email.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
}
