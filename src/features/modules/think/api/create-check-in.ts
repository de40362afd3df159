import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';
import type { CheckInInput } from './types';

/** A check-in: the database makes it the key result's current value and confidence (trigger c_aplicar). */
export async function createCheckIn(values: CheckInInput) {
  return unwrap(await supabase.from('think_checkins').insert(values).select('id').single());
}

export function useCreateCheckIn(options: MutationConfig<typeof createCheckIn> = {}) {
  return useApiMutation(
    {
      mutationFn: createCheckIn,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Avance registrado'),
      notifyError: errorToast('No se pudo registrar el avance'),
    },
    options,
  );
}
