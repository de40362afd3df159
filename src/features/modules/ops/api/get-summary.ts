import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { opsKeys } from './keys';

/** public.ops_resumen()'s figures (a jsonb the function builds). */
export interface OpsSummary {
  abiertas_por_prioridad: Record<string, number>;
  vencidas: number;
  mediana_horas_cierre: number | null;
  por_semana: Array<{ semana: string; creadas: number; cerradas: number }>;
}

export function useOpsSummary() {
  return useQuery({
    queryKey: opsKeys.summary(),
    queryFn: async ({ signal }) =>
      unwrap(await supabase.rpc('ops_resumen').abortSignal(signal)) as unknown as OpsSummary,
  });
}
