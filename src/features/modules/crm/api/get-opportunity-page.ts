import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useKeysetList } from '@/kit/keyset-list';
import { unwrap, unwrapRows } from '@/lib/api-error';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import {
  OPPORTUNITY_LIST_SELECT,
  opportunityFilterArgs,
  opportunityKeyOf,
  opportunityPageArgs,
  type OpportunityKey,
  type OpportunityListQuery,
  type OpportunityListRow,
} from '../lib/opportunity-list-spec';
import { crmKeys } from './keys';

/**
 * One page of the opportunity list, searched, filtered and sorted by Postgres
 * (public.crm_oportunidades_pagina: keyset pages over an index per order).
 */
export async function fetchOpportunityPage(
  query: OpportunityListQuery,
  after: OpportunityKey | null,
  limit: number,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<OpportunityListRow[]> {
  const request = client
    .rpc('crm_oportunidades_pagina', opportunityPageArgs(query, after, limit))
    .select(OPPORTUNITY_LIST_SELECT);
  return unwrapRows(await (signal ? request.abortSignal(signal) : request)) as unknown as OpportunityListRow[];
}

/** The opportunity list, page by page as it scrolls; `fetchAll` reads the whole filtered set (CSV). */
export function useOpportunityList(query: OpportunityListQuery) {
  const fetchPage = useCallback(
    (after: OpportunityKey | null, limit: number, signal?: AbortSignal) =>
      fetchOpportunityPage(query, after, limit, signal),
    [query],
  );
  const keyOf = useMemo(() => opportunityKeyOf(query.sort), [query.sort]);
  return useKeysetList({ queryKey: crmKeys.opportunityList(query), fetchPage, keyOf });
}

/** How many opportunities the filtered list has and their exact amount (text), from Postgres. */
export function useOpportunityTotals(query: OpportunityListQuery) {
  return useQuery({
    queryKey: crmKeys.opportunityTotals(query),
    queryFn: async ({ signal }) =>
      unwrap(
        await supabase.rpc('crm_oportunidades_totales', opportunityFilterArgs(query)).abortSignal(signal),
      ) as unknown as { oportunidades: number; monto: string },
    placeholderData: keepPreviousData,
  });
}
