import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateIndustrial } from './keys';
import type { MoveValues } from './types';

/** A stock move (entrada, salida, ajuste); Postgres refuses a negative stock. */
export async function addMove(values: MoveValues) {
  return unwrap(await supabase.from('industrial_movimientos').insert(values).select().single());
}

export function useAddMove(options: MutationConfig<typeof addMove> = {}) {
  return useApiMutation(
    {
      mutationFn: addMove,
      invalidate: invalidateIndustrial,
      notifyError: errorToast('No se pudo registrar el movimiento'),
    },
    options,
  );
}
