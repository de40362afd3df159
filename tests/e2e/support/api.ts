/**
 * Direct HTTP calls to the local server for what a test must arrange or check outside the
 * browser: the seed's names, a user's id, recovery mail, a company and accounts of a test's own.
 */
import { DEMO_PASSWORD } from '../../../server/demo-accounts.ts';
import type { MailMessage } from '../../../server/mailbox.ts';
import { anonKey, baseUrl, serviceRoleKey } from './server.ts';

export { DEMO, DEMO_PASSWORD } from '../../../server/demo-accounts.ts';
export type { MailMessage };

function api(path: string): string {
  return new URL(path, baseUrl()).toString();
}

function serviceHeaders(): Record<string, string> {
  const key = serviceRoleKey();
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
}

async function failure(res: Response, what: string): Promise<Error> {
  return new Error(`${what} failed: HTTP ${res.status} ${await res.text().catch(() => '')}`);
}

export interface TokenResponse {
  access_token: string;
  user: { id: string; email: string };
}

/** POST /auth/v1/token?grant_type=password with the anon key. */
export async function apiSignIn(email: string, password: string): Promise<Response> {
  return fetch(api('/auth/v1/token?grant_type=password'), {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** The auth user id of an account (signs in through the API). */
export async function userIdOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await apiSignIn(email, password);
  if (!res.ok) throw await failure(res, `API sign-in of ${email}`);
  return ((await res.json()) as TokenResponse).user.id;
}

interface PlatformUser {
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string | null;
}

/** nombre completo as docs/product.md §3 defines it, read from usuarios_plataforma with the service role. */
export async function fullNameOf(email: string): Promise<string> {
  const id = await userIdOf(email);
  const res = await fetch(
    api(`/rest/v1/usuarios_plataforma?select=nombre,apellido_paterno,apellido_materno&id=eq.${id}`),
    { headers: serviceHeaders() },
  );
  if (!res.ok) throw await failure(res, `reading usuarios_plataforma of ${email}`);
  const rows = (await res.json()) as PlatformUser[];
  if (rows.length !== 1) throw new Error(`expected one usuarios_plataforma row for ${email}, got ${rows.length}`);
  const [u] = rows;
  return [u.nombre, u.apellido_paterno, u.apellido_materno ?? ''].join(' ').replace(/\s+/g, ' ').trim();
}

/** POST /auth/v1/recover with a redirect to the SPA's /reset-password. */
export async function requestRecovery(email: string): Promise<void> {
  const redirect = api('/reset-password');
  const res = await fetch(api(`/auth/v1/recover?redirect_to=${encodeURIComponent(redirect)}`), {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw await failure(res, `recovery request for ${email}`);
}

/** The local mailbox, newest first. */
export async function mailTo(email: string): Promise<MailMessage[]> {
  const res = await fetch(api(`/mailbox/api/messages?to=${encodeURIComponent(email)}`));
  if (!res.ok) throw await failure(res, `reading the mailbox of ${email}`);
  return (await res.json()) as MailMessage[];
}

/** A /rest/v1 call with the service-role key (bypasses RLS): arranging and checking test data. */
export async function serviceRest<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; prefer?: string } = {},
): Promise<T> {
  const res = await fetch(api(`/rest/v1/${path}`), {
    method: init.method ?? 'GET',
    headers: { ...serviceHeaders(), prefer: init.prefer ?? 'return=representation' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw await failure(res, `${init.method ?? 'GET'} /rest/v1/${path}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A company of the test's own (docs/testing.md rule 2), on the enterprise plan; its id. */
export async function createCompany(name: string): Promise<string> {
  const [plan] = await serviceRest<Array<{ id: string }>>('planes_disponibles?select=id&clave=eq.enterprise');
  const [company] = await serviceRest<Array<{ id: string }>>('empresas', { method: 'POST', body: { nombre: name } });
  await serviceRest('planes_empresa', {
    method: 'POST',
    body: { empresa_id: company.id, plan_id: plan.id, fecha_inicio: '2026-01-01', activo: true },
  });
  return company.id;
}

/**
 * An account of the test's own in `empresaId`, e-mail confirmed (GoTrue's admin API); its id. A
 * journey that changes an account (its password, its sessions) uses one nobody else signs in as.
 */
export async function createUser(
  email: string,
  password: string,
  empresaId: string,
  rol: 'usuario' | 'admin_empresa' = 'usuario',
): Promise<string> {
  const res = await fetch(api('/auth/v1/admin/users'), {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { nombre: 'Temporal', apellido_paterno: email.split('@')[0] },
      app_metadata: { rol, empresa_id: empresaId },
    }),
  });
  if (res.status !== 200) throw await failure(res, `creating the account ${email}`);
  return ((await res.json()) as { id: string }).id;
}
