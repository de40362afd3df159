import { unwrapRows } from '@/lib/api-error';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { assetImportRounds, type AssetImportRow } from '../lib/asset-import';
import { invalidateIndustrial } from './keys';
import type { Asset } from './types';

/**
 * Imports assets round by round (parents first, lib/asset-import.ts), in batches of 500. The parent
 * is given by code: known codes (existing or earlier in the file) become ids. The codes are read
 * now, not from the list's cache, so an asset made since then is known too. The import panel
 * reports a refusal itself (no toast).
 */
export async function importAssets(rows: AssetImportRow[]): Promise<void> {
  const existing = await fetchAllRows<Pick<Asset, 'id' | 'codigo'>>((from, to) =>
    supabase.from('industrial_activos').select('id, codigo').order('id').range(from, to),
  );
  const byCode = new Map(existing.map((a) => [a.codigo.toLowerCase(), a.id]));
  for (const round of assetImportRounds(rows, byCode.keys())) {
    const values = round.map(({ padre_codigo, ...r }) =>
      padre_codigo ? { ...r, padre_id: byCode.get(padre_codigo.toLowerCase()) } : r,
    );
    for (let i = 0; i < values.length; i += 500) {
      const saved = unwrapRows(
        await supabase
          .from('industrial_activos')
          .insert(values.slice(i, i + 500))
          .select('id, codigo'),
      );
      for (const a of saved) byCode.set(a.codigo.toLowerCase(), a.id);
    }
  }
}

export function useImportAssets(options: MutationConfig<typeof importAssets> = {}) {
  return useApiMutation({ mutationFn: importAssets, invalidate: invalidateIndustrial }, options);
}
