import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';
import type { ObjectiveInput } from './types';

/** Creates (no id) or edits (id) el objetivo. */
export async function saveObjective({ id, values }: { id?: string; values: ObjectiveInput }) {
  if (id) return unwrap(await supabase.from('think_objetivos').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('think_objetivos').insert(values).select('id').single());
}

export function useSaveObjective(options: MutationConfig<typeof saveObjective> = {}) {
  return useApiMutation(
    {
      mutationFn: saveObjective,
      invalidate: invalidateThink,
      notifySuccess: (_d, v) => toast.success(v.id ? 'Objetivo actualizado' : `Objetivo «${v.values.titulo}» creado`),
      notifyError: errorToast('No se pudo guardar el objetivo'),
    },
    options,
  );
}
