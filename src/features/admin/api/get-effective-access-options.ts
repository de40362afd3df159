import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { getCompanies, type CompanyOption } from './get-companies';
import { adminKeys } from './keys';

export type { CompanyOption };

export interface PlanOption {
  clave: string;
  nombre: string;
  activo: boolean;
}

export interface EffectiveAccessOptions {
  empresas: CompanyOption[];
  planes: PlanOption[];
}

/**
 * The company and plan choices of the 'Accesos Efectivos' filters. docs/product.md §7 reads them as the
 * distinct values of the view; that scans every user x module row (500,000 at scale) to find a few
 * thousand names, so they come from their own tables instead: `empresas` through getCompanies (the
 * same paged read as the other tabs; row-level security leaves an admin_empresa their own company)
 * and `planes_disponibles` (inactive plans too: a company may still be on one).
 */
export async function getEffectiveAccessOptions({
  signal,
  client = supabase,
}: { signal?: AbortSignal; client?: SupabaseClient } = {}): Promise<EffectiveAccessOptions> {
  const empresasRead = getCompanies({ signal, client });
  let planesQuery = client.from('planes_disponibles').select('clave, nombre, activo').order('nombre');
  if (signal) planesQuery = planesQuery.abortSignal(signal);
  const [empresas, planes] = await Promise.all([empresasRead, planesQuery]);
  return { empresas, planes: unwrapRows(planes) };
}

export const effectiveAccessOptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.effectiveAccessOptions(),
    queryFn: ({ signal }) => getEffectiveAccessOptions({ signal }),
  });

export function useEffectiveAccessOptions(options: QueryConfig<typeof effectiveAccessOptionsQueryOptions> = {}) {
  return useQuery({ ...effectiveAccessOptionsQueryOptions(), ...options });
}
