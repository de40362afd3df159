import { useCallback, useMemo } from 'react';
import { useKeysetList } from '@/kit/keyset-list';
import { unwrapRows } from '@/lib/api-error';
import { supabase, type SupabaseClient } from '@/lib/supabase';
import { paymentKeyOf, paymentPageArgs, type PaymentKey, type PaymentListQuery } from '../lib/payment-list-spec';
import { financeKeys } from './keys';
import { PAYMENT_COLUMNS, type PaymentRow } from './types';

/** One page of the payment list (public.fin_pagos_pagina), with each payment's party. */
export async function fetchPaymentPage(
  query: PaymentListQuery,
  after: PaymentKey | null,
  limit: number,
  signal?: AbortSignal,
  client: SupabaseClient = supabase,
): Promise<PaymentRow[]> {
  const request = client.rpc('fin_pagos_pagina', paymentPageArgs(query, after, limit)).select(PAYMENT_COLUMNS);
  return unwrapRows(await (signal ? request.abortSignal(signal) : request)) as unknown as PaymentRow[];
}

/** The payment list, page by page as it scrolls; `fetchAll` reads the whole filtered set (CSV). */
export function usePaymentList(query: PaymentListQuery) {
  const fetchPage = useCallback(
    (after: PaymentKey | null, limit: number, signal?: AbortSignal) => fetchPaymentPage(query, after, limit, signal),
    [query],
  );
  const keyOf = useMemo(() => paymentKeyOf(query.sort), [query.sort]);
  return useKeysetList({ queryKey: financeKeys.paymentList(query), fetchPage, keyOf });
}
