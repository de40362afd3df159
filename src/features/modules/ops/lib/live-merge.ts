import type { RowChange } from '@/lib/live-table';
import { ORDER_STATES, type OrderState } from './labels';
import { ORDER_SUMMARY_COLUMNS, type BoardData, type OrderSummary } from './order-list-spec';

/**
 * How a committed change of `ops_ordenes` (Realtime, docs/realtime.md) lands on the board's cached
 * data without a reload. Pure, so the component tests and the board's page share it.
 */

const SUMMARY_FIELDS = ORDER_SUMMARY_COLUMNS.split(',').map((c) => c.trim()) as (keyof OrderSummary)[];
const isState = (v: unknown): v is OrderState =>
  typeof v === 'string' && (ORDER_STATES as readonly string[]).includes(v);

function summaryOf(record: Partial<OrderSummary>): OrderSummary | undefined {
  if (!SUMMARY_FIELDS.every((f) => f in record)) return undefined;
  return Object.fromEntries(SUMMARY_FIELDS.map((f) => [f, record[f]])) as OrderSummary;
}

/**
 * The board after a change: an insert adds the card (and counts it), an update moves or rewrites
 * it (the counts follow a change of state), a delete removes it. Undefined (the board is then
 * refetched) when the change cannot be placed: a card the board does not hold going to a closed
 * column, of which only the latest are loaded, or a record without the board's columns.
 */
export function mergeBoardChange(data: BoardData, change: RowChange<OrderSummary>): BoardData | undefined {
  const id = change.new.id ?? change.old.id;
  const at = data.orders.findIndex((o) => o.id === id);
  const current = at >= 0 ? data.orders[at] : undefined;
  const totals = { ...data.totals };
  if (change.eventType === 'DELETE') {
    if (!current) return data;
    totals[current.estado as OrderState] = Math.max(0, totals[current.estado as OrderState] - 1);
    return { orders: data.orders.filter((_, i) => i !== at), totals };
  }
  if (!isState(change.new.estado)) return undefined;
  const estado = change.new.estado;
  if (current) {
    const next = { ...current };
    for (const f of SUMMARY_FIELDS) if (f in change.new) (next as Record<string, unknown>)[f] = change.new[f];
    if (current.estado !== estado) {
      totals[current.estado as OrderState] = Math.max(0, totals[current.estado as OrderState] - 1);
      totals[estado] += 1;
    }
    const orders = [...data.orders];
    orders[at] = next;
    return { orders, totals };
  }
  const card = summaryOf(change.new);
  if (!card || (change.eventType === 'UPDATE' && (estado === 'cerrada' || estado === 'cancelada'))) return undefined;
  totals[estado] += 1;
  return { orders: [...data.orders, card], totals };
}
