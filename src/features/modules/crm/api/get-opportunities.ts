import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { OPPORTUNITY_SUMMARY_SELECT } from '../lib/board-model';
import { crmKeys } from './keys';
import type { OpportunitySummary } from './types';

/** Every opportunity of the company (the list and the board): paged, ordered by a unique column. */
export const opportunitiesQuery = () =>
  queryOptions({
    queryKey: crmKeys.opportunities(),
    queryFn: ({ signal }) =>
      fetchAllRows<OpportunitySummary>(
        (from, to) =>
          supabase
            .from('crm_oportunidades')
            .select(OPPORTUNITY_SUMMARY_SELECT)
            .order('creado_en', { ascending: false })
            .order('id')
            .range(from, to)
            .abortSignal(signal),
        { signal },
      ),
  });
export const useOpportunities = () => useQuery(opportunitiesQuery());
