import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { adminKeys } from './keys';

export interface PlanOption {
  clave: string;
  nombre: string;
  activo: boolean;
}

export interface EffectiveAccessOptions {
  planes: PlanOption[];
}

/**
 * The plan choices of the 'Accesos Efectivos' filters. docs/product.md §7 reads them as the distinct
 * values of the view; that scans every user x module row (500,000 at scale) to find a few names, so
 * they come from `planes_disponibles` instead (inactive plans too: a company may still be on one).
 * The company filter searches the companies on the server (CompanyPicker, public.empresas_opciones).
 */
export async function getEffectiveAccessOptions({
  signal,
  client = supabase,
}: { signal?: AbortSignal; client?: SupabaseClient } = {}): Promise<EffectiveAccessOptions> {
  let planesQuery = client.from('planes_disponibles').select('clave, nombre, activo').order('nombre');
  if (signal) planesQuery = planesQuery.abortSignal(signal);
  return { planes: unwrapRows(await planesQuery) };
}

export const effectiveAccessOptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.effectiveAccessOptions(),
    queryFn: ({ signal }) => getEffectiveAccessOptions({ signal }),
  });

export function useEffectiveAccessOptions(options: QueryConfig<typeof effectiveAccessOptionsQueryOptions> = {}) {
  return useQuery({ ...effectiveAccessOptionsQueryOptions(), ...options });
}
