import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { OPEN_STATES } from '../lib/labels';
import { opsKeys } from './keys';

/** A work order as a picker offers it (Industrial's stock move, a Projects task). */
export type OrderChoice = Pick<
  Database['public']['Tables']['ops_ordenes']['Row'],
  'id' | 'codigo' | 'numero' | 'estado' | 'falla_reportada'
>;

/** How many work orders a picker lists at a time. */
export const ORDER_CHOICES = 20;
const ORDER_CHOICE_COLUMNS = 'id, codigo, numero, estado, falla_reportada';

/**
 * The work orders a picker offers, never the whole list (a company may have 100,000): with no
 * search, the latest open ones plus the latest ones of any state; with a search (number, fault,
 * equipment or client), the first matches of the list's server-driven search
 * (public.ops_ordenes_pagina). Without Ops, row-level security shows no order.
 */
export async function fetchOrderChoices(search: string, signal?: AbortSignal): Promise<OrderChoice[]> {
  const text = search.trim();
  if (text) {
    const request = supabase
      .rpc('ops_ordenes_pagina', { p_busqueda: text, p_orden: 'numero', p_descendente: true, p_limite: ORDER_CHOICES })
      .select(ORDER_CHOICE_COLUMNS);
    return unwrapRows(await (signal ? request.abortSignal(signal) : request)) as OrderChoice[];
  }
  const latest = (open: boolean) => {
    let q = supabase.from('ops_ordenes').select(ORDER_CHOICE_COLUMNS);
    if (open) q = q.in('estado', [...OPEN_STATES]);
    q = q.order('numero', { ascending: false }).limit(ORDER_CHOICES);
    return signal ? q.abortSignal(signal) : q;
  };
  const [open, recent] = await Promise.all([latest(true), latest(false)]);
  const byId = new Map<string, OrderChoice>();
  for (const o of [...unwrapRows(open), ...unwrapRows(recent)]) byId.set(o.id, o);
  return [...byId.values()].sort((a, b) => Number(b.numero) - Number(a.numero));
}

export function useOrderChoices(search: string, enabled: boolean) {
  return useQuery<OrderChoice[]>({
    queryKey: opsKeys.orderChoices(search.trim()),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchOrderChoices(search, signal),
  });
}

/** One work order as a picker shows it (a task's linked order), null when it cannot be read. */
export function useOrderChoice(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...opsKeys.orderChoices(''), 'one', id],
    enabled: enabled && !!id,
    queryFn: async ({ signal }) => {
      const q = supabase.from('ops_ordenes').select(ORDER_CHOICE_COLUMNS).eq('id', id!).abortSignal(signal);
      return unwrapRows(await q)[0] ?? null;
    },
  });
}
