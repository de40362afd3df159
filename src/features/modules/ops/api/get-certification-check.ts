import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { opsKeys } from './keys';

/** What an assignment lacks: the company's mode and the certifications required and not in force. */
export interface CertificationCheck {
  modo: 'advertir' | 'rechazar';
  faltantes: { tipo_id: string; nombre: string; vencida_el: string | null }[];
}

/**
 * Asks Postgres whether the technician holds in force the certifications the order's equipment
 * category or type requires (public.skills_verificar_asignacion: Axel Skills' rules, answered to Ops
 * users whether or not they have Skills; docs/skills.md). Only a hint for the form: in refuse mode
 * Postgres refuses the assignment itself.
 */
export async function fetchCertificationCheck(
  tecnicoId: string,
  activoId: string | null,
  tipo: string | null,
  signal: AbortSignal,
): Promise<CertificationCheck> {
  const data = unwrap(
    await supabase
      .rpc('skills_verificar_asignacion', {
        p_tecnico: tecnicoId,
        ...(activoId ? { p_activo: activoId } : {}),
        ...(tipo ? { p_tipo_orden: tipo } : {}),
      })
      .abortSignal(signal),
  ) as unknown as CertificationCheck;
  return { modo: data?.modo === 'rechazar' ? 'rechazar' : 'advertir', faltantes: data?.faltantes ?? [] };
}

export function useCertificationCheck(tecnicoId: string | null, activoId: string | null, tipo: string | null) {
  return useQuery({
    queryKey: [...opsKeys.all, 'certification-check', tecnicoId, activoId, tipo] as const,
    queryFn: ({ signal }) => fetchCertificationCheck(tecnicoId!, activoId, tipo, signal),
    enabled: !!tecnicoId,
    staleTime: 30_000,
    retry: false,
  });
}
