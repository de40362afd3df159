import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { thinkKeys } from './keys';
import type { CheckIn } from './types';

/** A key result's check-ins, oldest first (the history's line). */
export function useCheckIns(keyResultId: string) {
  return useQuery({
    queryKey: thinkKeys.checkIns(keyResultId),
    queryFn: async ({ signal }): Promise<CheckIn[]> =>
      unwrap(
        await supabase
          .from('think_checkins')
          .select('*')
          .eq('resultado_id', keyResultId)
          .order('fecha')
          .order('secuencia')
          .abortSignal(signal),
      ),
  });
}
