import { unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateIndustrial } from './keys';
import type { PartValues } from './types';

/**
 * Imports spare parts in batches of 500 (one request each); a refused batch stops the import with
 * the reason, which the import panel reports (no toast).
 */
export async function importParts(rows: PartValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    unwrap(await supabase.from('industrial_repuestos').insert(rows.slice(i, i + 500)));
  }
}

export function useImportParts(options: MutationConfig<typeof importParts> = {}) {
  return useApiMutation({ mutationFn: importParts, invalidate: invalidateIndustrial }, options);
}
