import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateProjects } from './keys';

export async function removeDependency(id: string) {
  return unwrap(await supabase.from('proy_dependencias').delete().eq('id', id).select('id').single());
}

export function useRemoveDependency(options: MutationConfig<typeof removeDependency> = {}) {
  return useApiMutation(
    {
      mutationFn: removeDependency,
      invalidate: invalidateProjects,
      notifyError: errorToast('No se pudo quitar la dependencia'),
    },
    options,
  );
}
