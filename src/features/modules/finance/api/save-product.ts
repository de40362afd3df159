import { unwrap } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { errorToast } from '@/lib/error-message';
import { invalidateFinance } from './keys';

export type ProductInput = Pick<
  Database['public']['Tables']['fin_productos']['Insert'],
  'codigo' | 'nombre' | 'unidad' | 'precio' | 'exento' | 'activo'
>;

/**
 * A product or service of the catalogue, new or changed (any user of the module; Postgres checks the
 * name, the unit, the price's decimals and a repeated code). `precio` is decimal text, never a float.
 */
export async function saveProduct({ id, values }: { id?: string; values: Partial<ProductInput> }) {
  const table = supabase.from('fin_productos');
  return unwrap(
    id
      ? await table.update(values).eq('id', id).select('id, nombre').single()
      : await table
          .insert(values as ProductInput)
          .select('id, nombre')
          .single(),
  );
}

export function useSaveProduct(options: MutationConfig<typeof saveProduct> = {}) {
  return useApiMutation(
    {
      mutationFn: saveProduct,
      invalidate: invalidateFinance,
      notifyError: errorToast('No se pudo guardar el producto'),
    },
    options,
  );
}
