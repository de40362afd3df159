import type { QueryClient } from '@tanstack/react-query';
import type { OrderState } from '../lib/labels';
import type { OrderListQuery } from '../lib/order-list-spec';

/** Axel Ops' query keys, broad to narrow (docs/naming.md: English segments). */
export const opsKeys = {
  all: ['ops'] as const,
  orderList: (query: OrderListQuery) => [...opsKeys.all, 'order-list', query] as const,
  /** Not under orderList: the board's optimistic state change rewrites this key's data. */
  board: () => [...opsKeys.all, 'board'] as const,
  /** One board column's pages (get-board-column.ts). */
  boardColumn: (estado: OrderState) => [...opsKeys.board(), estado] as const,
  order: (id: string) => [...opsKeys.all, 'order', id] as const,
  orderChoices: (search: string) => [...opsKeys.all, 'order-choices', search] as const,
  planOrders: () => [...opsKeys.all, 'plan-orders'] as const,
  technicians: () => [...opsKeys.all, 'technicians'] as const,
  summary: () => [...opsKeys.all, 'summary'] as const,
};

/** After a write: every Ops read may have changed (lists, board, order, figures). */
export const invalidateOps = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: opsKeys.all });
