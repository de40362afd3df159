import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { financeKeys } from './keys';
import type { Category } from './types';

/** The income and expense categories (every user of the module reads them). */
export function useCategories() {
  return useQuery({
    queryKey: financeKeys.categories(),
    queryFn: async ({ signal }): Promise<Category[]> =>
      unwrapRows(
        await supabase
          .from('fin_categorias')
          .select('id, tipo, nombre, activo')
          .order('tipo')
          .order('nombre')
          .abortSignal(signal),
      ),
    staleTime: 60_000,
  });
}
