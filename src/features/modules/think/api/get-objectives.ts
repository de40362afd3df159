import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { thinkKeys } from './keys';
import type { ObjectiveWithProgress } from './types';

/** Every objective of the company with its rolled-up progress (view think_avance_objetivos). */
export async function fetchObjectives(signal: AbortSignal): Promise<ObjectiveWithProgress[]> {
  const [objectives, progress] = await Promise.all([
    supabase
      .from('think_objetivos')
      .select('*')
      .order('periodo', { ascending: false })
      .order('titulo')
      .abortSignal(signal),
    supabase.from('think_avance_objetivos').select('*').abortSignal(signal),
  ]);
  const byId = new Map(unwrap(progress).map((p) => [p.objetivo_id, p]));
  return unwrap(objectives).map((o) => {
    const p = byId.get(o.id);
    return {
      ...o,
      progreso: Number(p?.progreso ?? 0),
      resultados: p?.resultados ?? 0,
      en_riesgo: p?.en_riesgo ?? 0,
      estado: p?.estado ?? 'sin_resultados',
    };
  });
}

export function useObjectives() {
  return useQuery({ queryKey: thinkKeys.objectives(), queryFn: ({ signal }) => fetchObjectives(signal) });
}
