import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';
import type { KpiInput } from './types';

/** Creates (no id) or edits (id) el indicador. */
export async function saveKpi({ id, values }: { id?: string; values: KpiInput }) {
  if (id) return unwrap(await supabase.from('think_kpis').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('think_kpis').insert(values).select('id').single());
}

export function useSaveKpi(options: MutationConfig<typeof saveKpi> = {}) {
  return useApiMutation(
    {
      mutationFn: saveKpi,
      invalidate: invalidateThink,
      notifySuccess: (_d, v) => toast.success(v.id ? 'Indicador actualizado' : `Indicador «${v.values.nombre}» creado`),
      notifyError: errorToast('No se pudo guardar el indicador'),
    },
    options,
  );
}
