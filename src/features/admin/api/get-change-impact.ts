import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { supabase } from '@/lib/supabase';
import { adminKeys } from './keys';

/** What a change reaches, counted by Postgres (supabase/migrations/20261124130200_impacto_cambios.sql). */
export type ChangeImpactRequest =
  | { kind: 'quitar_modulo_plan'; planId: string; moduloId: string }
  | { kind: 'cambio_plan'; companyId: string; planId: string | null }
  | { kind: 'promover_super_admin'; usuarioId: string };

export interface ChangeImpact {
  usuarios: number;
  empresas: number;
  modulosPerdidos?: number;
}

export async function getChangeImpact(request: ChangeImpactRequest, signal?: AbortSignal): Promise<ChangeImpact> {
  const call =
    request.kind === 'quitar_modulo_plan'
      ? supabase.rpc('impacto_quitar_modulo_plan', { p_plan_id: request.planId, p_modulo_id: request.moduloId })
      : request.kind === 'cambio_plan'
        ? // The generated types cannot say a SQL argument may be null; the function treats null as "no plan".
          supabase.rpc('impacto_cambio_plan', { p_empresa_id: request.companyId, p_plan_id: request.planId as string })
        : supabase.rpc('impacto_promover_super_admin', { p_usuario_id: request.usuarioId });
  const rows = unwrap(await (signal ? call.abortSignal(signal) : call)) as unknown as Array<Record<string, unknown>>;
  const row = rows[0] ?? {};
  return {
    usuarios: Number(row.usuarios ?? 0),
    empresas: Number(row.empresas ?? 0),
    modulosPerdidos: row.modulos_perdidos === undefined ? undefined : Number(row.modulos_perdidos),
  };
}

export const changeImpactQueryOptions = (request: ChangeImpactRequest) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'impact', request] as const,
    queryFn: ({ signal }) => getChangeImpact(request, signal),
    staleTime: 0,
    gcTime: 0,
  });

/** Asked for while the confirm dialog is open. */
export function useChangeImpact(request: ChangeImpactRequest | null) {
  return useQuery({
    ...changeImpactQueryOptions(request ?? { kind: 'promover_super_admin', usuarioId: '' }),
    enabled: request !== null,
  });
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** 'Afecta a 37 usuarios de 4 empresas' (and the modules a plan change takes away). */
export function describeImpact(request: ChangeImpactRequest, impact: ChangeImpact): string {
  const who = `${plural(impact.usuarios, 'usuario', 'usuarios')} de ${plural(impact.empresas, 'empresa', 'empresas')}`;
  if (request.kind === 'promover_super_admin') return `Tendrá control sobre ${who}.`;
  const base = `Afecta a ${who}.`;
  if (request.kind === 'cambio_plan' && impact.modulosPerdidos) {
    return `${base} Pierden acceso a ${plural(impact.modulosPerdidos, 'módulo', 'módulos')}.`;
  }
  return base;
}
