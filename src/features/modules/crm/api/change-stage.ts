import { replaceById, useOptimisticMutation } from '@/kit/optimistic';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { STAGE_PROBABILITY, type Stage } from '../lib/labels';
import { crmKeys } from './keys';
import type { OpportunitySummary } from './types';

export interface StageChange {
  id: string;
  etapa: Stage;
  /** Required by Postgres when the stage is 'perdida'. */
  motivo_perdida?: string;
}

export async function changeStage({ id, etapa, motivo_perdida }: StageChange) {
  return unwrap(
    await supabase
      .from('crm_oportunidades')
      .update(etapa === 'perdida' ? { etapa, motivo_perdida } : { etapa })
      .eq('id', id)
      .select('id')
      .single(),
  );
}

/** A stage change shown at once (board) and rolled back, with Postgres's reason, if refused. */
export function useChangeStage() {
  return useOptimisticMutation<OpportunitySummary[], StageChange>({
    queryKey: crmKeys.opportunities(),
    mutationFn: changeStage,
    apply: (old, v) =>
      replaceById(old, v.id, {
        etapa: v.etapa,
        probabilidad: STAGE_PROBABILITY[v.etapa],
        motivo_perdida: v.etapa === 'perdida' ? (v.motivo_perdida ?? null) : null,
      }),
    invalidate: [crmKeys.all],
    errorTitle: 'No se pudo cambiar la etapa',
  });
}
