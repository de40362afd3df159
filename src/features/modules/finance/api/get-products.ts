import { useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { financeKeys } from './keys';
import type { ProductRow } from './types';

/**
 * The company's products and services (public.fin_productos), by name: the active ones for the line
 * editor's picker, all of them for the catalogue page.
 */
export function useProducts({ activeOnly = true }: { activeOnly?: boolean } = {}) {
  return useQuery({
    queryKey: financeKeys.products(activeOnly),
    queryFn: ({ signal }) =>
      fetchAllRows<ProductRow>(
        async (from, to) => {
          const { data, error, status } = await supabase
            .from('fin_productos')
            .select('id, codigo, nombre, descripcion, unidad, precio, exento, activo')
            .in('activo', activeOnly ? [true] : [true, false])
            .order('nombre')
            .order('id')
            .range(from, to)
            .abortSignal(signal);
          return { data: data as ProductRow[] | null, error, status };
        },
        { signal },
      ),
  });
}
