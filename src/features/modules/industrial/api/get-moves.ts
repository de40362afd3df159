import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';
import type { Move } from './types';

/** A part's latest 50 stock moves, with their work order's number when Ops lets it be read. */
export function useMoves(partId: string | null) {
  return useQuery({
    queryKey: industrialKeys.moves(partId ?? ''),
    enabled: !!partId,
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase
          .from('industrial_movimientos')
          .select('*, orden:ops_ordenes(id, codigo)')
          .eq('repuesto_id', partId!)
          .order('creado_en', { ascending: false })
          .limit(50)
          .abortSignal(signal),
      ) as Move[],
  });
}
