import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';
import type { PerspectiveInput } from './types';

/** Creates (no id) or edits (id) la perspectiva. */
export async function savePerspective({ id, values }: { id?: string; values: PerspectiveInput }) {
  if (id) return unwrap(await supabase.from('think_perspectivas').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('think_perspectivas').insert(values).select('id').single());
}

export function useSavePerspective(options: MutationConfig<typeof savePerspective> = {}) {
  return useApiMutation(
    {
      mutationFn: savePerspective,
      invalidate: invalidateThink,
      notifySuccess: (_d, v) =>
        toast.success(v.id ? 'Perspectiva actualizada' : `Perspectiva «${v.values.nombre}» creada`),
      notifyError: errorToast('No se pudo guardar la perspectiva'),
    },
    options,
  );
}
