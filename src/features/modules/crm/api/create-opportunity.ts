import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';
import type { OpportunityInsert } from './types';
export async function createOpportunity(values: OpportunityInsert) {
  return unwrap(await supabase.from('crm_oportunidades').insert(values).select('id').single());
}

export function useCreateOpportunity(options: MutationConfig<typeof createOpportunity> = {}) {
  return useApiMutation(
    {
      mutationFn: createOpportunity,
      invalidate: invalidateCrm,
      notifyError: errorToast('No se pudo crear la oportunidad'),
    },
    options,
  );
}
