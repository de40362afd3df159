import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';
import type { OpportunityInsert } from './types';
export async function updateOpportunity({ id, values }: { id: string; values: Partial<OpportunityInsert> }) {
  return unwrap(await supabase.from('crm_oportunidades').update(values).eq('id', id).select('id').single());
}

export function useUpdateOpportunity(options: MutationConfig<typeof updateOpportunity> = {}) {
  return useApiMutation(
    {
      mutationFn: updateOpportunity,
      invalidate: invalidateCrm,
      notifyError: errorToast('No se pudo guardar la oportunidad'),
    },
    options,
  );
}
