import type { InfiniteData } from '@tanstack/react-query';
import {
  liveTarget,
  mergeInfiniteRows,
  useLiveTable,
  type LiveStatus,
  type LiveTarget,
  type TableSubscriber,
} from '@/lib/live-table';
import { historyKeys } from '@/lib/record-history-keys';
import type { BoardColumnData } from '../lib/board-cache';
import type { OrderState } from '../lib/labels';
import { mergeBoardChange } from '../lib/live-merge';
import type { OrderSummary } from '../lib/order-list-spec';
import { opsKeys } from './keys';

type CachedOrder = { id: string } | null;

/**
 * What a change of an order does to Ops' cached reads, wherever it is seen from: the board's
 * columns move the card and their counts (a merge over the loaded columns, no request where the
 * card is among the cards read; lib/live-merge.ts), a work-order list patches the row and then refetches in the
 * background (where an inserted or updated order falls in its filter and order is the server's
 * call), an open order's page refetches (its checklist, parts and history come with it), the
 * overview's figures refetch.
 */
const ORDER_TARGETS: LiveTarget[] = [
  liveTarget<BoardColumnData, OrderSummary>({
    queryKey: opsKeys.board(),
    // Each column's key is opsKeys.boardColumn(estado): its state is the key's last segment.
    mergeQueries: (queries, change) =>
      mergeBoardChange(
        queries.map(({ queryKey, data }) => ({ estado: queryKey.at(-1) as OrderState, data })),
        change,
      ),
  }),
  liveTarget<InfiniteData<OrderSummary[], unknown>>({
    queryKey: [...opsKeys.all, 'order-list'],
    merge: mergeInfiniteRows,
    refetch: (c) => c.eventType !== 'DELETE',
  }),
  liveTarget<CachedOrder>({
    queryKey: [...opsKeys.all, 'order'],
    merge: (order, change) => (order && order.id === (change.new.id ?? change.old.id) ? undefined : order),
  }),
  { queryKey: opsKeys.summary() },
];

/**
 * Keeps Ops' screens current while they are open (docs/realtime.md "Live screens"): the board and
 * the lists follow every order of the company the user may read; an order's page (`orderId`)
 * follows that order and its comments. Answers the connection's state (LiveStatusNotice).
 */
export function useLiveOrders({
  orderId,
  subscribe,
}: { orderId?: string; subscribe?: TableSubscriber } = {}): LiveStatus {
  const orders = useLiveTable({
    watch: {
      channel: orderId ? `ops-orden:${orderId}` : 'ops-ordenes',
      table: 'ops_ordenes',
      ...(orderId ? { filter: `id=eq.${orderId}` } : {}),
    },
    targets: ORDER_TARGETS,
    subscribe,
  });
  const comments = useLiveTable({
    watch: { channel: `ops-comentarios:${orderId}`, table: 'ops_comentarios', filter: `orden_id=eq.${orderId}` },
    // The order's comments show in its record timeline (src/lib/record-history.ts).
    targets: orderId
      ? [{ queryKey: opsKeys.order(orderId) }, { queryKey: historyKeys.events('ops_ordenes', orderId) }]
      : [],
    enabled: !!orderId,
    subscribe,
  });
  if (orderId && comments === 'offline') return 'offline';
  return orders;
}
