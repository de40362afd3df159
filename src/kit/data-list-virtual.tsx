import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, type ReactNode, type RefObject } from 'react';

/** The rows a list draws: their indexes and positions, and the space left above and below them. */
export interface ListWindow {
  items: ReadonlyArray<{ index: number; start: number; end: number }>;
  before: number;
  after: number;
}

/**
 * The rows of a long list in view in `scrollRef` (TanStack Virtual). data-list.tsx loads it when a
 * list first reaches VIRTUALIZE_FROM rows, so a screen whose list starts shorter does not download
 * the virtualiser before it is usable (issue 33).
 */
export function VirtualWindow({
  count,
  rowHeight,
  scrollRef,
  onLastInView,
  children,
}: {
  count: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The index of the last row drawn, whenever it changes. */
  onLastInView: (index: number) => void;
  children: (window: ListWindow) => ReactNode;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.length ? items[items.length - 1].index : -1;
  useEffect(() => onLastInView(last), [onLastInView, last]);
  return children({
    items,
    before: items.length ? items[0].start : 0,
    after: items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0,
  });
}
