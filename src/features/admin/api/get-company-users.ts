import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { adminKeys } from './keys';

export interface CompanyUser {
  id: string;
  nombre: string | null;
  apellido_paterno: string | null;
  apellido_materno: string | null;
  correo: string | null;
  empresa_id: string | null;
  empresa_nombre: string | null;
  rol_id: string | null;
  estado: string | null;
}

/**
 * A company's users by name (SPEC §7 reads them from permisos_usuario_modulo deduplicated per user;
 * usuarios_autenticados has one row per user already).
 */
export async function getCompanyUsers({ empresaId, signal }: { empresaId: string; signal?: AbortSignal }): Promise<CompanyUser[]> {
  const rows = await fetchAllRows(
    (from, to) => {
      let query = supabase
        .from('usuarios_autenticados')
        .select('id, nombre, apellido_paterno, apellido_materno, correo, empresa_id, empresa_nombre, rol_id, estado')
        .eq('empresa_id', empresaId)
        .order('nombre')
        .order('apellido_paterno')
        .order('id')
        .range(from, to);
      if (signal) query = query.abortSignal(signal);
      return query;
    },
    { signal },
  );
  return rows.flatMap((r) => (r.id ? [{ ...r, id: r.id }] : []));
}

export const companyUsersQueryOptions = (empresaId: string) =>
  queryOptions({ queryKey: adminKeys.companyUsers(empresaId), queryFn: ({ signal }) => getCompanyUsers({ empresaId, signal }) });

/** Runs only when a company is selected (SPEC §5). */
export function useCompanyUsers(empresaId: string | null) {
  return useQuery({ ...companyUsersQueryOptions(empresaId ?? ''), enabled: Boolean(empresaId) });
}
