import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';
import type { Part } from './types';

export const partsQuery = () =>
  queryOptions({
    queryKey: industrialKeys.parts(),
    queryFn: ({ signal }) =>
      fetchAllRows<Part>(
        (from, to) =>
          supabase
            .from('industrial_repuestos')
            .select('*')
            .order('sku')
            .order('id')
            .range(from, to)
            .abortSignal(signal),
        { signal },
      ),
  });

/** Every spare part of the company with its stock, by SKU. */
export const useParts = () => useQuery(partsQuery());
