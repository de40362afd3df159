import type { RowChange } from '@/lib/live-table';
import { findCard, isComplete, withCard, withoutCard, type BoardColumnData } from './board-cache';
import { ORDER_STATES, TRANSITIONS, type OrderState } from './labels';
import { BOARD_CARD_COLUMNS, type BoardCard, type OrderSummary } from './order-list-spec';

/**
 * How a committed change of `ops_ordenes` (Realtime, docs/realtime.md) lands on the board's cached
 * columns (api/get-board-column.ts) without a reload. Pure, so the tests and the board share it.
 */

const CARD_FIELDS = BOARD_CARD_COLUMNS.split(',').map((c) => c.trim()) as (keyof BoardCard)[];
const isState = (v: unknown): v is OrderState =>
  typeof v === 'string' && (ORDER_STATES as readonly string[]).includes(v);

/** The card's fields of a change's record (it carries every column the user may read). */
function cardFields(record: Partial<OrderSummary>): Partial<BoardCard> {
  return Object.fromEntries(CARD_FIELDS.filter((f) => f in record).map((f) => [f, record[f]]));
}

/** One loaded column of the board: its state and its cached pages. */
export interface BoardColumnEntry {
  estado: OrderState;
  data: BoardColumnData;
}

/**
 * The board's loaded columns after a change, in the order given; undefined for a column that
 * must be read again. Where the card is among the cards read, nothing is read: an insert adds it
 * to its column where it sorts (counted), an update rewrites it, or moves it to the column of its
 * new state (both counts follow), a delete removes it (its column's count too). What cannot be
 * known from the cards read makes only the columns concerned read again:
 * - a card entering a column that is not read up to its place (a closed column beyond its first
 *   page): that column;
 * - an update of a card no column holds (it was beyond the cards read): the column of its new
 *   state, unless every card of it is read (then it enters there, counted), and each column not
 *   wholly read it may have come from (Postgres' transitions into its state), whose count changed;
 * - a delete of a card no column holds: every column not wholly read (its state is not sent);
 * - a record without the card's columns or a state: every column.
 * A card that stays in its column but now sorts after the cards read is left out, its count kept
 * (the column's scrolling brings it).
 */
export function mergeBoardChange(
  columns: readonly BoardColumnEntry[],
  change: RowChange<OrderSummary>,
): Array<BoardColumnData | undefined> {
  const id = change.new.id ?? change.old.id;
  const holders = columns.flatMap((c, i) => (findCard(c.data, id) ? [i] : []));
  const held = holders.length > 0 ? findCard(columns[holders[0]].data, id) : undefined;
  const next: Array<BoardColumnData | undefined> = columns.map((c) => c.data);
  const readAgain = (which: (c: BoardColumnEntry) => boolean) =>
    columns.forEach((c, i) => {
      if (which(c) && !isComplete(c.data)) next[i] = undefined;
    });

  if (change.eventType === 'DELETE') {
    if (held) for (const i of holders) next[i] = withoutCard(columns[i].data, id);
    else readAgain(() => true);
    return next;
  }
  const estado = change.new.estado;
  const card = { ...held, ...cardFields(change.new) } as BoardCard;
  if (!isState(estado) || CARD_FIELDS.some((f) => !(f in card))) return columns.map(() => undefined);

  for (const i of holders) if (columns[i].estado !== estado) next[i] = withoutCard(columns[i].data, id);
  if (!held && change.eventType === 'UPDATE')
    readAgain((c) => c.estado !== estado && TRANSITIONS[c.estado].includes(estado));

  const to = columns.findIndex((c) => c.estado === estado);
  if (to < 0) return next; // not loaded: its first read has the change
  const column = columns[to];
  if (holders.includes(to)) {
    // Rewritten where it now sorts (a new priority moves it), its count kept.
    next[to] = withCard(estado, withoutCard(column.data, id, 0), card, 0).data;
  } else if (held || change.eventType === 'INSERT' || isComplete(column.data)) {
    // It enters the column: placed and counted, or the column read again when its place is beyond the cards read.
    const entered = withCard(estado, column.data, card);
    next[to] = entered.placed ? entered.data : undefined;
  } else {
    // No column holds it and this one is not wholly read: whether it was already in it (beyond the
    // cards read) is not known, nor its count.
    next[to] = undefined;
  }
  return next;
}
