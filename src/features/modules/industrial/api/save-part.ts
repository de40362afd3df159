import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateIndustrial } from './keys';
import type { PartValues } from './types';

/** A new spare part, or changes to one (`id`: its stock changes only through moves). */
export async function savePart({ id, values }: { id?: string; values: PartValues }) {
  if (id) {
    const { stock: _stock, ...editable } = values;
    return unwrap(await supabase.from('industrial_repuestos').update(editable).eq('id', id).select().single());
  }
  return unwrap(await supabase.from('industrial_repuestos').insert(values).select().single());
}

export function useSavePart(options: MutationConfig<typeof savePart> = {}) {
  return useApiMutation(
    {
      mutationFn: savePart,
      invalidate: invalidateIndustrial,
      notifyError: errorToast('No se pudo guardar el repuesto'),
    },
    options,
  );
}
