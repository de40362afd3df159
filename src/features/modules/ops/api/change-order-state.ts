import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { ORDER_STATES, type OrderState } from '../lib/labels';
import {
  BOARD_FIRST_CARDS,
  BOARD_PAGE_CARDS,
  boardColumnQuery,
  type BoardCard,
  type BoardColumnPage,
  type OrderKey,
} from '../lib/order-list-spec';
import { boardKeyOf } from './get-board-column';
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

type ColumnData = InfiniteData<BoardColumnPage, OrderKey | null>;

/** Whether `card` sorts before `other` in `estado`'s column. */
function sortsBefore(estado: OrderState, card: BoardCard, other: BoardCard): boolean {
  const query = boardColumnQuery(estado);
  const [a, b] = [boardKeyOf(query, card), boardKeyOf(query, other)];
  const cmp = (a[0] as number) - (b[0] as number) || a[1] - b[1];
  return query.descending ? cmp > 0 : cmp < 0;
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
    queryClient.setQueryData<ColumnData>(opsKeys.boardColumn(from), (data) => {
      if (!data) return data;
      const found = data.pages.flatMap((p) => p.cards).find((c) => c.id === id);
      if (!found || from === estado) return data;
      card = found;
      return {
        ...data,
        pages: data.pages.map((p, i) => ({
          cards: p.cards.filter((c) => c.id !== id),
          total: i === 0 && p.total !== null ? p.total - 1 : p.total,
        })),
      };
    });
  }
  if (!card) return;
  const moved: BoardCard = { ...card, ...patch, estado };
  queryClient.setQueryData<ColumnData>(opsKeys.boardColumn(estado), (data) => {
    if (!data) return data;
    const last = data.pages.at(-1)!;
    // Every card of the column is read: a card sorting after them all goes last.
    const complete = last.cards.length < (data.pages.length === 1 ? BOARD_FIRST_CARDS : BOARD_PAGE_CARDS);
    let placed = false;
    const pages = data.pages.map((p, i) => {
      let cards = p.cards;
      if (!placed) {
        const at = cards.findIndex((c) => sortsBefore(estado, moved, c));
        if (at >= 0) {
          cards = [...cards.slice(0, at), moved, ...cards.slice(at)];
          placed = true;
        } else if (i === data.pages.length - 1 && complete) {
          cards = [...cards, moved];
          placed = true;
        }
      }
      return { cards, total: i === 0 && p.total !== null ? p.total + 1 : p.total };
    });
    return { ...data, pages };
  });
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
