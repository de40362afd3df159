/**
 * The accounts of a company and the account actions (docs/design.md §10). Reads go through
 * PostgREST (RLS and the scope-checked functions cuentas_empresa); actions through the Edge
 * Functions (supabase/functions) with functions.invoke, which check the caller again.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, handleError, unexpectedResponse, unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { ListCount } from './list-count';

export interface AccountRow {
  id: string;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string | null;
  correo: string | null;
  rol_id: string | null;
  estado: string;
  ultimo_ingreso: string | null;
  segundo_factor: boolean;
}

export interface InvitationRow {
  id: string;
  correo: string;
  nombre: string;
  rol_id: string;
  estado: string;
  enviada_en: string;
  envios: number;
}

export interface CompanyRow {
  id: string;
  nombre: string;
  estado: string;
}

export const accountKeys = {
  all: ['accounts'] as const,
  company: (companyId: string) => [...accountKeys.all, 'company', companyId] as const,
  companies: () => [...accountKeys.all, 'companies'] as const,
};

export async function getCompanyAccounts(companyId: string): Promise<AccountRow[]> {
  return unwrap(await supabase.rpc('cuentas_empresa', { p_empresa_id: companyId })) as AccountRow[];
}

export async function getPendingInvitations(companyId: string): Promise<InvitationRow[]> {
  return unwrap(
    await supabase
      .from('invitaciones')
      .select('id, correo, nombre, rol_id, estado, enviada_en, envios')
      .eq('empresa_id', companyId)
      .eq('estado', 'pendiente')
      .order('creada_en', { ascending: false }),
  );
}

/** Companies per page as the 'Empresas' table scrolls. */
export const COMPANIES_PAGE_SIZE = 100;

/**
 * One page of the companies the caller may see, by name (unique), after the name `after`
 * (public.empresas_pagina: a keyset page, so a deep page costs what the first does).
 */
export async function getCompanyPage({
  after,
  signal,
}: {
  after: string | null;
  signal?: AbortSignal;
}): Promise<CompanyRow[]> {
  let query = supabase.rpc('empresas_pagina', { p_despues: after ?? undefined, p_limite: COMPANIES_PAGE_SIZE });
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

/** How many companies the caller may see (PostgREST's exact count, without their rows). */
export async function getCompanyCount({ signal }: { signal?: AbortSignal } = {}): Promise<ListCount> {
  let query = supabase.from('empresas').select('id', { count: 'exact', head: true });
  if (signal) query = query.abortSignal(signal);
  const { error, status, count } = await query;
  if (error) handleError(error, status);
  if (count === null) throw unexpectedResponse(status);
  return { total: count, exact: true };
}

export const companyPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...accountKeys.companies(), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getCompanyPage({ after: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: CompanyRow[]) =>
      page.length < COMPANIES_PAGE_SIZE ? undefined : (page[page.length - 1]?.nombre ?? undefined),
  });

export const companyCountQueryOptions = () =>
  queryOptions({
    queryKey: [...accountKeys.companies(), 'count'] as const,
    queryFn: ({ signal }) => getCompanyCount({ signal }),
  });

/** Name or state of a company (super_admin; RLS and the triggers decide). */
export async function updateCompany(
  id: string,
  changes: Partial<Pick<CompanyRow, 'nombre' | 'estado'>>,
): Promise<void> {
  const rows = unwrap(await supabase.from('empresas').update(changes).eq('id', id).select('id'));
  if (rows.length !== 1) throw new ApiError('No tienes permiso para cambiar esta empresa.', { code: '42501' });
}

/** Calls an account function; a refusal becomes an ApiError with the function's Spanish message. */
export async function invokeAccountFunction<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await supabase.functions.invoke(name, { body });
  if (!error) return data as T;
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    let payload: { code?: string; message?: string } = {};
    try {
      payload = (await context.json()) as typeof payload;
    } catch {
      // not JSON: the generic message below
    }
    throw new ApiError(payload.message ?? 'No se pudo completar la operación.', {
      code: payload.code,
      status: context.status,
    });
  }
  throw new ApiError('No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.', {
    code: 'network_error',
  });
}

export const inviteUser = (p: { empresa_id: string; correo: string; nombre: string; rol: string }) =>
  invokeAccountFunction<InvitationRow>('invite-user', p);
export const resendInvitation = (invitacionId: string) =>
  invokeAccountFunction<InvitationRow>('resend-invitation', { invitacion_id: invitacionId });
export const revokeInvitation = (invitacionId: string) =>
  invokeAccountFunction<InvitationRow>('revoke-invitation', { invitacion_id: invitacionId });
export const setUserState = (usuarioId: string, estado: 'activo' | 'inactivo') =>
  invokeAccountFunction<{ estado: string }>('set-user-state', { usuario_id: usuarioId, estado });
export const sendRecoveryLink = (usuarioId: string) =>
  invokeAccountFunction<{ correo: string }>('send-recovery-link', { usuario_id: usuarioId });
export const createCompany = (p: { nombre: string; plan: string; admin_correo: string; admin_nombre: string }) =>
  invokeAccountFunction<{ empresa_id: string }>('create-company', p);
