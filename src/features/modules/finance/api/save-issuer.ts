import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { errorToast } from '@/lib/error-message';
import { invalidateFinance } from './keys';

export type IssuerInput = Omit<
  Database['public']['Tables']['fin_emisor']['Insert'],
  'empresa_id' | 'creado_en' | 'creado_por' | 'actualizado_en' | 'actualizado_por'
>;

/** The company's tax data, created or replaced (admin_empresa only: row-level security refuses the rest). */
export async function saveIssuer({ exists, values }: { exists: boolean; values: IssuerInput }) {
  const table = supabase.from('fin_emisor');
  return unwrap(
    exists
      ? await table.update(values).not('empresa_id', 'is', null).select('rut').single()
      : await table.insert(values).select('rut').single(),
  );
}

export function useSaveIssuer(options: MutationConfig<typeof saveIssuer> = {}) {
  return useApiMutation(
    {
      mutationFn: saveIssuer,
      invalidate: invalidateFinance,
      notifyError: errorToast('No se pudieron guardar los datos tributarios'),
    },
    options,
  );
}
