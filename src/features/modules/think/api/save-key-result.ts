import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';
import type { KeyResultInput } from './types';

/** Creates (no id) or edits (id) el resultado clave. */
export async function saveKeyResult({ id, values }: { id?: string; values: KeyResultInput }) {
  if (id)
    return unwrap(await supabase.from('think_resultados_clave').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('think_resultados_clave').insert(values).select('id').single());
}

export function useSaveKeyResult(options: MutationConfig<typeof saveKeyResult> = {}) {
  return useApiMutation(
    {
      mutationFn: saveKeyResult,
      invalidate: invalidateThink,
      notifySuccess: (_d, v) =>
        toast.success(v.id ? 'Resultado clave actualizado' : `Resultado clave «${v.values.titulo}» agregado`),
      notifyError: errorToast('No se pudo guardar el resultado clave'),
    },
    options,
  );
}
