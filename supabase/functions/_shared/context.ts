/**
 * Who calls and with which rights. The caller's JWT (the Authorization header functions-js sends)
 * is checked with the auth server (getUser: a valid token of a live session), then their platform
 * row says their role and company. Two clients: `asCaller` runs PostgREST calls under the caller's
 * own JWT, so row-level security and the account functions check the scope again in Postgres;
 * `adminAuth` and `serviceAuth` hold the service-role key, for GoTrue's admin API only (invite, delete an unaccepted
 * invitee) and never for data the caller could not touch.
 */
import { GoTrueAdminApi, GoTrueClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { FunctionError, errorResponse, forbidden, json, CORS_HEADERS } from './http.ts';
import type { MailTransport } from './mail/outbox.ts';

export interface FunctionEnv {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** fetch for the clients; default globalThis.fetch. */
  fetch?: typeof fetch;
  /** Where links in notice e-mails lead (send-mail). */
  siteUrl?: string;
  /** How send-mail delivers (SMTP on the Edge Runtime; server/'s own transport locally). */
  mail?: MailTransport;
}

/**
 * The caller's view of the API (their JWT: row-level security applies) and the service role's
 * auth admin API. Built from auth-js and postgrest-js rather than supabase-js's createClient, which
 * also builds a Realtime client these functions never use (it needs a WebSocket in Node 20).
 */
export interface Caller {
  id: string;
  email: string;
  rolId: string | null;
  empresaId: string | null;
  asCaller: PostgrestClient;
  /** GoTrue's admin API with the service-role key (invite, delete a user). */
  adminAuth: GoTrueAdminApi;
  /** GoTrue's public API with the service-role key (the recovery mail). */
  serviceAuth: GoTrueClient;
  /** Where links in e-mails should lead: the calling app's origin (GoTrue checks its allow list). */
  appOrigin: string | null;
}

function clients(env: FunctionEnv, token: string) {
  const fetchImpl = env.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const authUrl = `${env.supabaseUrl}/auth/v1`;
  const service = { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}` };
  return {
    callerAuth: new GoTrueClient({
      url: authUrl,
      headers: { apikey: env.anonKey },
      fetch: fetchImpl,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    }),
    asCaller: new PostgrestClient(`${env.supabaseUrl}/rest/v1`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${token}` },
      fetch: fetchImpl,
    }),
    adminAuth: new GoTrueAdminApi({ url: authUrl, headers: service, fetch: fetchImpl }),
    serviceAuth: new GoTrueClient({
      url: authUrl,
      headers: service,
      fetch: fetchImpl,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    }),
  };
}

export async function callerOf(env: FunctionEnv, req: Request): Promise<Caller> {
  const authorization = req.headers.get('authorization') ?? '';
  const token = /^bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token) throw new FunctionError(401, 'unauthorized', 'Inicia sesión para continuar.');
  const { callerAuth, asCaller, adminAuth, serviceAuth } = clients(env, token);
  const { data, error } = await callerAuth.getUser(token);
  if (error || !data.user)
    throw new FunctionError(401, 'unauthorized', 'Tu sesión no es válida. Vuelve a iniciar sesión.');
  // A user who enrolled a second factor acts only from a session that gave it (aal2), as the
  // database's policies demand (issue 30 item 4): say so, rather than a refusal that names no cause.
  const verifiedFactor = (data.user.factors ?? []).some((f) => f.status === 'verified');
  if (verifiedFactor && aalOf(token) !== 'aal2') {
    throw forbidden('Verifica tu segundo factor (código de autenticación) para continuar.');
  }
  const { data: vigente, error: vigenteError } = await asCaller.rpc('cuenta_vigente');
  if (vigenteError || vigente !== true) throw forbidden('Tu cuenta está desactivada. Contacta al administrador.');
  const { data: row, error: rowError } = await asCaller
    .from('usuarios_plataforma')
    .select('rol_id, empresa_id')
    .eq('id', data.user.id)
    .maybeSingle();
  if (rowError || !row) throw forbidden('No tienes permiso para esta acción.');
  const origin = req.headers.get('origin');
  return {
    id: data.user.id,
    email: data.user.email ?? '',
    rolId: (row as { rol_id: string | null }).rol_id,
    empresaId: (row as { empresa_id: string | null }).empresa_id,
    asCaller,
    adminAuth,
    serviceAuth,
    appOrigin: origin && /^https?:\/\/[^/\s]+$/i.test(origin) ? origin : null,
  };
}

/** The `aal` claim of a JWT already verified by the auth server (its payload, decoded). */
function aalOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown };
    return typeof json.aal === 'string' ? json.aal : null;
  } catch {
    return null;
  }
}

export const isSuperAdmin = (c: Caller) => c.rolId === 'super_admin';
export const isCompanyAdmin = (c: Caller) => c.rolId === 'admin_empresa';

/** May the caller administer accounts of this company? (Postgres: private.administra_empresa) */
export function requireCompanyScope(c: Caller, empresaId: string): void {
  if (isSuperAdmin(c)) return;
  if (isCompanyAdmin(c) && c.empresaId === empresaId) return;
  throw forbidden('No puedes administrar usuarios de esta empresa.');
}

/**
 * The function's request handling: OPTIONS (CORS preflight), POST only, errors as JSON.
 * `run` gets the checked caller and the request.
 */
export function accountFunction(
  env: FunctionEnv,
  run: (caller: Caller, req: Request) => Promise<unknown>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (req.method !== 'POST') return json({ code: 'method_not_allowed', message: 'Método no permitido.' }, 405);
    try {
      const caller = await callerOf(env, req);
      return json(await run(caller, req));
    } catch (e) {
      if (e instanceof FunctionError) return errorResponse(e);
      console.error('[functions] unexpected error', e);
      return json(
        { code: 'unexpected_failure', message: 'No se pudo completar la operación. Inténtalo de nuevo.' },
        500,
      );
    }
  };
}

/** The environment Supabase's Edge Runtime gives every function. */
export function envFromDeno(get: (name: string) => string | undefined): FunctionEnv {
  const need = (name: string) => {
    const v = get(name);
    if (!v) throw new Error(`${name} is not set`);
    return v;
  };
  return {
    supabaseUrl: need('SUPABASE_URL'),
    anonKey: need('SUPABASE_ANON_KEY'),
    serviceRoleKey: need('SUPABASE_SERVICE_ROLE_KEY'),
  };
}
