import { useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { financeKeys } from './keys';
import type { ProductRow } from './types';

/** The company's active products and services (public.fin_productos), by name: the line editor's picker. */
export function useProducts() {
  return useQuery({
    queryKey: financeKeys.products(),
    queryFn: ({ signal }) =>
      fetchAllRows<ProductRow>(
        async (from, to) => {
          const { data, error, status } = await supabase
            .from('fin_productos')
            .select('id, codigo, nombre, descripcion, unidad, precio, exento')
            .eq('activo', true)
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
