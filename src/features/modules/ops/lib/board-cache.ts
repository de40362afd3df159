import type { InfiniteData } from '@tanstack/react-query';
import type { OrderState } from './labels';
import {
  BOARD_FIRST_CARDS,
  BOARD_PAGE_CARDS,
  boardColumnQuery,
  boardKeyOf,
  type BoardCard,
  type BoardColumnPage,
  type OrderKey,
} from './order-list-spec';

/**
 * A board column's cached pages (api/get-board-column.ts) and the edits the board makes to them
 * without a request: a local move (api/change-order-state.ts) and another person's change
 * (live-merge.ts). Pure, so both share one notion of a column's order and count.
 */
export type BoardColumnData = InfiniteData<BoardColumnPage, OrderKey | null>;

/** Whether `card` sorts before `other` in `estado`'s column. */
export function sortsBefore(estado: OrderState, card: BoardCard, other: BoardCard): boolean {
  const query = boardColumnQuery(estado);
  const [a, b] = [boardKeyOf(query, card), boardKeyOf(query, other)];
  const cmp = (a[0] as number) - (b[0] as number) || a[1] - b[1];
  return query.descending ? cmp > 0 : cmp < 0;
}

/** Whether every card of the column is read (its last page came short: there is no next page). */
export function isComplete(data: BoardColumnData): boolean {
  const last = data.pages.at(-1);
  return !last || last.cards.length < (data.pages.length === 1 ? BOARD_FIRST_CARDS : BOARD_PAGE_CARDS);
}

export function findCard(data: BoardColumnData, id: unknown): BoardCard | undefined {
  for (const page of data.pages) {
    const card = page.cards.find((c) => c.id === id);
    if (card) return card;
  }
  return undefined;
}

/** The column's count (on its first page) moved by `by`. */
const counted = (page: BoardColumnPage, i: number, by: number) =>
  i === 0 && page.total !== null ? Math.max(0, page.total + by) : page.total;

/** The column without card `id`, its count `by` less (1: the card left the column). */
export function withoutCard(data: BoardColumnData, id: unknown, by = 1): BoardColumnData {
  return {
    ...data,
    pages: data.pages.map((p, i) => ({ ...p, cards: p.cards.filter((c) => c.id !== id), total: counted(p, i, -by) })),
  };
}

/**
 * The column with `card` where it sorts among the cards read so far, its count `by` more (1: the
 * card entered the column). `placed` is false when it sorts after them all and more are still to
 * be read: then it is left out (the column's scrolling brings it).
 */
export function withCard(
  estado: OrderState,
  data: BoardColumnData,
  card: BoardCard,
  by = 1,
): { data: BoardColumnData; placed: boolean } {
  const complete = isComplete(data);
  let placed = false;
  const pages = data.pages.map((p, i) => {
    let cards = p.cards;
    if (!placed) {
      const at = cards.findIndex((c) => sortsBefore(estado, card, c));
      if (at >= 0) {
        cards = [...cards.slice(0, at), card, ...cards.slice(at)];
        placed = true;
      } else if (i === data.pages.length - 1 && complete) {
        cards = [...cards, card];
        placed = true;
      }
    }
    return { ...p, cards, total: counted(p, i, by) };
  });
  return { data: { ...data, pages }, placed };
}
