import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateOps } from './keys';

type Tables = Database['public']['Tables'];

/** Checks or unchecks a checklist item. */
export async function toggleOrderTask({ id, hecha }: { id: string; hecha: boolean }) {
  return unwrap(
    await supabase
      .from('ops_tareas')
      .update({ hecha } satisfies Tables['ops_tareas']['Update'])
      .eq('id', id)
      .select('id')
      .single(),
  );
}

export function useToggleOrderTask(options: MutationConfig<typeof toggleOrderTask> = {}) {
  return useApiMutation(
    { mutationFn: toggleOrderTask, invalidate: invalidateOps, notifyError: errorToast('No se pudo marcar la tarea') },
    options,
  );
}
