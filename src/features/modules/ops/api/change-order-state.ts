import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { findCard, withCard, withoutCard, type BoardColumnData } from '../lib/board-cache';
import { ORDER_STATES, type OrderState } from '../lib/labels';
import type { BoardCard } from '../lib/order-list-spec';
import { invalidateOps, opsKeys } from './keys';

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

/**
 * A card moved in the cached board columns (get-board-column.ts): out of the column it was in,
 * into its new column where it sorts among the cards read so far (left out when it sorts after
 * them and more are still to be read: the column's scrolling brings it), each column's count
 * moved with it.
 */
function moveCard(queryClient: QueryClient, id: string, estado: OrderState, patch: Partial<BoardCard>): void {
  let card: BoardCard | undefined;
  for (const from of ORDER_STATES) {
    if (from === estado) continue;
    queryClient.setQueryData<BoardColumnData>(opsKeys.boardColumn(from), (data) => {
      const found = data && findCard(data, id);
      if (!found) return data;
      card = found;
      return withoutCard(data, id);
    });
  }
  if (!card) return;
  const moved: BoardCard = { ...card, ...patch, estado };
  queryClient.setQueryData<BoardColumnData>(
    opsKeys.boardColumn(estado),
    (data) => data && withCard(estado, data, moved).data,
  );
}

/**
 * A state change (board, detail) shown at once in the board's columns, and rolled back, with the
 * reason, if Postgres refuses it; every Ops read is refreshed afterwards either way.
 */
export function useChangeOrderState() {
  const queryClient = useQueryClient();
  const notifyError = errorToast('No se pudo cambiar el estado');
  return useApiMutation<unknown, StateChange, { previous: Array<[QueryKey, unknown]> }>(
    { mutationFn: changeOrderState, notifyError },
    {
      onMutate: async ({ id, estado, tecnico_id }) => {
        await queryClient.cancelQueries({ queryKey: opsKeys.board() });
        const previous: Array<[QueryKey, unknown]> = queryClient.getQueriesData({ queryKey: opsKeys.board() });
        moveCard(queryClient, id, estado, tecnico_id ? { tecnico_id } : {});
        return { previous };
      },
      onError: (error, _vars, context) => {
        for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
        notifyError(error);
      },
      onSettled: () => invalidateOps(queryClient),
    },
  );
}
