import { replaceById, useOptimisticMutation } from '@/kit/optimistic';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { crmKeys } from './keys';
import type { Activity } from './types';

export async function toggleActivity({ id, completada }: { id: string; completada: boolean }) {
  return unwrap(await supabase.from('crm_actividades').update({ completada }).eq('id', id).select('id').single());
}

/** Marking an activity done, shown at once and rolled back if Postgres refuses it. */
export function useToggleActivity() {
  return useOptimisticMutation<Activity[], { id: string; completada: boolean }>({
    queryKey: crmKeys.activities(),
    mutationFn: toggleActivity,
    apply: (old, v) => replaceById(old, v.id, { completada: v.completada }),
    invalidate: [crmKeys.all],
    errorTitle: 'No se pudo actualizar la actividad',
  });
}
