import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { thinkKeys } from './keys';
import type { KeyResultWithProgress } from './types';

/** Every key result of the company with its progress, risk and due check-in (view think_avance_resultados). */
export async function fetchKeyResults(signal: AbortSignal): Promise<KeyResultWithProgress[]> {
  const s = signal;
  const [rows, progress] = await Promise.all([
    supabase.from('think_resultados_clave').select('*').order('orden').order('creado_en').abortSignal(s),
    supabase.from('think_avance_resultados').select('*').abortSignal(s),
  ]);
  const byId = new Map(unwrap(progress).map((p) => [p.resultado_id, p]));
  return unwrap(rows).map((r) => {
    const p = byId.get(r.id);
    return {
      ...r,
      progreso: Number(p?.progreso ?? 0),
      en_riesgo: p?.en_riesgo ?? false,
      checkin_pendiente: p?.checkin_pendiente ?? false,
      ultimo_checkin: p?.ultimo_checkin ?? null,
    };
  });
}

export function useKeyResults() {
  return useQuery({ queryKey: thinkKeys.keyResults(), queryFn: ({ signal }) => fetchKeyResults(signal) });
}
