import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';
import type { Asset } from './types';

export const assetsQuery = () =>
  queryOptions({
    queryKey: industrialKeys.assets(),
    queryFn: ({ signal }) =>
      fetchAllRows<Asset>(
        (from, to) =>
          supabase
            .from('industrial_activos')
            .select('*')
            .order('codigo')
            .order('id')
            .range(from, to)
            .abortSignal(signal),
        { signal },
      ),
  });

/** Every asset of the company (plants, lines, equipment), by code. */
export const useAssets = () => useQuery(assetsQuery());
