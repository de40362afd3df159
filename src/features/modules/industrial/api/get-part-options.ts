import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';

/** The spare parts another module uses, with their stock (Ops' parts of an order); none without Industrial. */
export function usePartOptions() {
  return useQuery({
    queryKey: industrialKeys.partOptions(),
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase
          .from('industrial_repuestos')
          .select('id, sku, nombre, stock, unidad')
          .order('sku')
          .abortSignal(signal),
      ),
    staleTime: 10_000,
  });
}
