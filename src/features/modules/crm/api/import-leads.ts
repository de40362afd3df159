import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';
import type { LeadInsert } from './types';

/**
 * Imports leads in batches of 500 (one request each); a refused batch stops the import with the
 * reason, which the import panel reports (no toast).
 */
export async function importLeads(rows: LeadInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    unwrap(await supabase.from('crm_leads').insert(rows.slice(i, i + 500)));
  }
}

export function useImportLeads(options: MutationConfig<typeof importLeads> = {}) {
  return useApiMutation({ mutationFn: importLeads, invalidate: invalidateCrm }, options);
}
