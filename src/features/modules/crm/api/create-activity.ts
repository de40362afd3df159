import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';
import type { ActivityInsert } from './types';
export async function createActivity(values: ActivityInsert) {
  return unwrap(await supabase.from('crm_actividades').insert(values).select('id').single());
}

export function useCreateActivity(options: MutationConfig<typeof createActivity> = {}) {
  return useApiMutation(
    { mutationFn: createActivity, invalidate: invalidateCrm, notifyError: errorToast('No se pudo crear la actividad') },
    options,
  );
}
