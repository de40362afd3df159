import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/api-error';
import { containsFilter } from '@/lib/like-pattern';
import type { QueryConfig } from '@/lib/query-config';
import { adminKeys } from './keys';

/** docs/product.md §9: the plan admin lists at most 10 companies. */
export const COMPANY_PLANS_LIMIT = 10;

export interface CompanyPlan {
  id: string;
  nombre: string;
  /** The active plan, or null when the company has none. */
  plan: { plan_id: string; fecha_inicio: string; nombre: string; clave: string } | null;
}

/**
 * docs/product.md §7: empresas with their (active) planes_empresa and the plan's name, at most 10, by name.
 * `search` narrows the ten by company name, so every company stays reachable.
 */
export async function getCompanyPlans({ search = '', signal }: { search?: string; signal?: AbortSignal } = {}): Promise<
  CompanyPlan[]
> {
  let query = supabase
    .from('empresas')
    .select('id, nombre, planes_empresa(plan_id, fecha_inicio, activo, planes_disponibles(nombre, clave))')
    .eq('planes_empresa.activo', true)
    .order('nombre')
    .limit(COMPANY_PLANS_LIMIT);
  const filter = containsFilter(search.trim(), { caseInsensitive: true });
  if (filter) query = query.filter('nombre', filter.op, filter.value);
  if (signal) query = query.abortSignal(signal);
  const rows = unwrap(await query);
  return rows.map((row) => {
    const active = row.planes_empresa.find((p) => p.activo) ?? null;
    return {
      id: row.id,
      nombre: row.nombre,
      plan:
        active && active.planes_disponibles
          ? {
              plan_id: active.plan_id,
              fecha_inicio: active.fecha_inicio,
              nombre: active.planes_disponibles.nombre,
              clave: active.planes_disponibles.clave,
            }
          : null,
    };
  });
}

export const companyPlansQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminKeys.companyPlansSearch(search.trim()),
    queryFn: ({ signal }) => getCompanyPlans({ search, signal }),
  });

/** While a new search loads, the previous list stays on screen (unless the caller says otherwise). */
export function useCompanyPlans(search: string, options: QueryConfig<typeof companyPlansQueryOptions> = {}) {
  return useQuery({ ...companyPlansQueryOptions(search), placeholderData: (previous) => previous, ...options });
}
