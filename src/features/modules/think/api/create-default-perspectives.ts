import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { DEFAULT_PERSPECTIVES } from '../lib/labels';
import { invalidateThink } from './keys';

/** The balanced scorecard's four perspectives, for a company that has none yet (admin_empresa). */
export async function createDefaultPerspectives() {
  return unwrap(
    await supabase
      .from('think_perspectivas')
      .insert(DEFAULT_PERSPECTIVES.map((p) => ({ ...p })))
      .select('id'),
  );
}

export function useCreateDefaultPerspectives(options: MutationConfig<typeof createDefaultPerspectives> = {}) {
  return useApiMutation(
    {
      mutationFn: createDefaultPerspectives,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Perspectivas del cuadro de mando creadas'),
      notifyError: errorToast('No se pudieron crear las perspectivas'),
    },
    options,
  );
}
