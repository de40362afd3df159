import { useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import type { Direction } from '../lib/labels';
import { financeKeys } from './keys';
import { DOC_COLUMNS, type DocumentRow } from './types';

/**
 * One party's documents of one direction in the given states (a payment's open documents, a
 * credit note's reference), newest first: a party's, not the company's, so it stays small.
 */
export function usePartyDocuments(partyId: string, direction: Direction, states: readonly string[]) {
  return useQuery({
    queryKey: financeKeys.partyDocuments(partyId, direction, states),
    enabled: partyId !== '',
    queryFn: ({ signal }) =>
      fetchAllRows<DocumentRow>(
        async (from, to) => {
          const { data, error, status } = await supabase
            .from('fin_documentos_vista')
            .select(DOC_COLUMNS)
            .eq('tercero_id', partyId)
            .eq('direccion', direction)
            .in('estado', [...states])
            .order('fecha_emision', { ascending: false })
            .order('id')
            .range(from, to)
            .abortSignal(signal);
          return { data: data as DocumentRow[] | null, error, status };
        },
        { signal },
      ),
  });
}
