import { replaceById, useOptimisticMutation } from '@/kit/optimistic';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { OrderState } from '../lib/labels';
import type { BoardData } from '../lib/order-list-spec';
import { opsKeys } from './keys';

export interface StateChange {
  id: string;
  estado: OrderState;
  /** Assigning an order without a technician assigns it to whoever moves it. */
  tecnico_id?: string;
  /** Required by Postgres when the order is cancelled. */
  motivo_cancelacion?: string;
}

export async function changeOrderState({ id, estado, tecnico_id, motivo_cancelacion }: StateChange) {
  const changes = {
    estado,
    ...(tecnico_id ? { tecnico_id } : {}),
    ...(estado === 'cancelada' ? { motivo_cancelacion } : {}),
  };
  return unwrap(await supabase.from('ops_ordenes').update(changes).eq('id', id).select('id').single());
}

/** A state change shown at once (board, detail) and rolled back, with the reason, if Postgres refuses it. */
export function useChangeOrderState() {
  return useOptimisticMutation<BoardData, StateChange>({
    queryKey: opsKeys.board(),
    mutationFn: changeOrderState,
    apply: (old, v) => {
      const from = old.orders.find((o) => o.id === v.id)?.estado as OrderState | undefined;
      const totals = { ...old.totals };
      if (from && from !== v.estado) {
        totals[from] -= 1;
        totals[v.estado] += 1;
      }
      return {
        orders: replaceById(
          old.orders,
          v.id,
          v.tecnico_id ? { estado: v.estado, tecnico_id: v.tecnico_id } : { estado: v.estado },
        ),
        totals,
      };
    },
    invalidate: [opsKeys.all],
    errorTitle: 'No se pudo cambiar el estado',
  });
}
