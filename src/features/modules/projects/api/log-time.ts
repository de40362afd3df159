import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';
import type { TimeEntryInput } from './types';
/** The caller's own time on a task (admin_empresa may log anyone's). */
export async function logTime(values: TimeEntryInput) {
  return unwrap(await supabase.from('proy_horas').insert(values).select('id').single());
}

export function useLogTime(options: MutationConfig<typeof logTime> = {}) {
  return useApiMutation(
    {
      mutationFn: logTime,
      invalidate: invalidateProjects,
      notifyError: errorToast('No se pudieron registrar las horas'),
    },
    options,
  );
}
