import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';

/** A column's cards and how to draw each (src/kit/board.tsx). */
export interface ColumnCardsProps<T> {
  cards: readonly T[];
  cardKey: (card: T) => string;
  item: (card: T, props?: HTMLAttributes<HTMLLIElement> & { ref?: Ref<HTMLLIElement> }) => ReactNode;
  end: ReactNode;
  className: string;
}

/** A card's height before it is measured (a code, two lines of text, its buttons). */
const CARD_HEIGHT_ESTIMATE = 118;
/** The gap between cards (the list's gap-2). */
const CARD_GAP = 8;

/**
 * A long column's cards (src/kit/board.tsx): only those in the column's scroll area and a few
 * around, between two spacers, each measured once drawn (cards differ in height).
 */
export function VirtualCards<T>({ cards, cardKey, item, end, className }: ColumnCardsProps<T>) {
  const scrollRef = useRef<HTMLUListElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT_ESTIMATE,
    getItemKey: (i) => cardKey(cards[i]),
    gap: CARD_GAP,
    overscan: 6,
    // Before the column is measured (its first render): about its 70vh, so cards draw at once.
    initialRect: { width: 0, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <ul ref={scrollRef} className={className} data-cards={cards.length} data-virtual="">
      {before > 0 && <li aria-hidden="true" style={{ height: before - CARD_GAP, flexShrink: 0 }} />}
      {items.map((v) =>
        item(cards[v.index], {
          ref: virtualizer.measureElement,
          'data-index': v.index,
        } as HTMLAttributes<HTMLLIElement>),
      )}
      {after > 0 && <li aria-hidden="true" style={{ height: after - CARD_GAP, flexShrink: 0 }} />}
      {end}
    </ul>
  );
}
