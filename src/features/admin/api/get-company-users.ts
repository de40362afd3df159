import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '@/lib/query-config';
import { getUsers } from './get-users';
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
 * A company's users by name (docs/product.md §7 reads them from permisos_usuario_modulo deduplicated per user;
 * usuarios_autenticados has one row per user already).
 */
export async function getCompanyUsers({
  companyId,
  signal,
}: {
  companyId: string;
  signal?: AbortSignal;
}): Promise<CompanyUser[]> {
  const rows = await getUsers({ companyId, signal });
  return rows.flatMap((r) => (r.id ? [{ ...r, id: r.id }] : []));
}

export const companyUsersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: adminKeys.companyUsers(companyId),
    queryFn: ({ signal }) => getCompanyUsers({ companyId, signal }),
  });

/** Runs only when a company is selected (docs/product.md §5). */
export function useCompanyUsers(
  companyId: string | null,
  options: Omit<QueryConfig<typeof companyUsersQueryOptions>, 'enabled'> = {},
) {
  return useQuery({ ...companyUsersQueryOptions(companyId ?? ''), ...options, enabled: Boolean(companyId) });
}
