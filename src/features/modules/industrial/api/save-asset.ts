import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateIndustrial } from './keys';
import type { AssetValues } from './types';

/** A new asset, or changes to one (`id`). */
export async function saveAsset({ id, values }: { id?: string; values: AssetValues }) {
  const q = id
    ? supabase.from('industrial_activos').update(values).eq('id', id)
    : supabase.from('industrial_activos').insert(values);
  return unwrap(await q.select().single());
}

export function useSaveAsset(options: MutationConfig<typeof saveAsset> = {}) {
  return useApiMutation(
    {
      mutationFn: saveAsset,
      invalidate: invalidateIndustrial,
      notifyError: errorToast('No se pudo guardar el activo'),
    },
    options,
  );
}
