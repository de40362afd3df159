import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';
import type { PlanValues } from './types';

/** A new preventive plan, or changes to one (`id`). */
export async function savePlan({ id, values }: { id?: string; values: PlanValues }) {
  const q = id
    ? supabase.from('industrial_planes').update(values).eq('id', id)
    : supabase.from('industrial_planes').insert(values);
  return unwrap(await q.select().single());
}

export function useSavePlan(options: MutationConfig<typeof savePlan> = {}) {
  return useApiMutation(
    {
      mutationFn: savePlan,
      invalidate: (qc) => qc.invalidateQueries({ queryKey: industrialKeys.plans() }),
      notifyError: errorToast('No se pudo guardar el plan'),
    },
    options,
  );
}
