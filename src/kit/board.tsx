import { lazy, Suspense, useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { ColumnCardsProps } from './board-virtual';

const VirtualCards = lazy(() =>
  import('./board-virtual').then((m) => ({
    default: m.VirtualCards as (props: ColumnCardsProps<unknown>) => ReactNode,
  })),
);

export interface BoardColumn<T, K extends string> {
  key: K;
  label: string;
  cards: readonly T[];
  /** How many cards the column holds when the board shows only some (default: cards.length). */
  total?: number;
  /** `total` is an estimate (shown as '≈ N'), not a count. */
  approximate?: boolean;
  /** A line under the heading, e.g. the column's amount. */
  summary?: ReactNode;
  /** The list that shows the cards beyond the board (linked as 'y N más en la lista'). */
  moreHref?: string;
  /**
   * The column reads its cards page by page as it scrolls: it becomes a scroll area of its own,
   * and when its last card comes into view the next page is asked for (`load`), the progress or
   * the failure (with 'Reintentar') said at its end. Without it the column shows `cards` whole.
   */
  more?: BoardColumnMore;
}

/** A column's next page: an infinite query's state, in the board's words. */
export interface BoardColumnMore {
  hasMore: boolean;
  loading: boolean;
  /** The last attempt failed. */
  failed: boolean;
  load: () => unknown;
}

/** Asks for the column's next page when its end comes into view (within 200 px) in its own scroll area. */
function ColumnEnd({ more }: { more: BoardColumnMore }) {
  const ref = useRef<HTMLLIElement>(null);
  const { hasMore, loading, failed, load } = more;
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void load();
      },
      { root: el.closest('ul'), rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, load]);
  if (!hasMore && !loading && !failed) return null;
  return (
    <li ref={ref} className="px-1 py-2 text-center text-xs text-muted-foreground">
      {failed ? (
        <span role="alert">
          No se pudieron cargar más tarjetas.{' '}
          <button type="button" className="text-primary underline" onClick={() => void load()}>
            Reintentar
          </button>
        </span>
      ) : (
        <span role="status">{loading ? 'Cargando más...' : ''}</span>
      )}
    </li>
  );
}

/** A paged column renders only the cards in view (and a few around) once it holds this many. */
export const VIRTUALIZE_CARDS_FROM = 60;
/**
 * A paged column's cards: all of them while they are few; past VIRTUALIZE_CARDS_FROM only those in
 * the column's scroll area and a few around (./board-virtual.tsx, issue 33: a column scrolled to
 * 2,000 cards kept them all in the DOM). The virtualizer's code (TanStack Virtual, ~10 KB gzip) is
 * fetched when a column first gets that long, not with the board: until it is there the column
 * draws its cards as before.
 */
function ColumnCards<T>(props: ColumnCardsProps<T>) {
  const { cards, item, end, className } = props;
  const plain = (
    <ul className={className} data-cards={cards.length}>
      {cards.map((card) => item(card))}
      {end}
    </ul>
  );
  if (cards.length < VIRTUALIZE_CARDS_FROM) return plain;
  return (
    <Suspense fallback={plain}>
      <VirtualCards {...(props as ColumnCardsProps<unknown>)} />
    </Suspense>
  );
}

export interface BoardProps<T, K extends string> {
  /** The board's accessible name. */
  label: string;
  /** In order: ← and → on a focused card move it to the column before or after. */
  columns: readonly BoardColumn<T, K>[];
  cardId: (card: T) => string;
  columnOf: (card: T) => K;
  /** Whether a card may go to a column (a drop elsewhere is refused before it is made). */
  canMove: (card: T, to: K) => boolean;
  /** Moves the card (optimistically; the module's mutation rolls it back if Postgres refuses). */
  onMove: (card: T, to: K) => void;
  /** The focusable card's accessible name. */
  cardLabel: (card: T) => string;
  /** What is read out after a move (default: '<card>: <column>'). */
  describeMove?: (card: T, to: BoardColumn<T, K>) => string;
  renderCard: (card: T) => ReactNode;
  /** Cards shown per column (a column without `more`); the rest are counted and linked to the list. */
  cardsPerColumn?: number;
  /** The test id of a card (default: its id). */
  cardTestId?: (card: T) => string;
  /** Grid classes (how many columns at which width). */
  className?: string;
  headingLevel?: 'h2' | 'h3';
  /**
   * Draw at most this many cards per column in the board's first paint (about what a column's scroll
   * area shows), and the rest in the task after it; a column's end (its next page) waits for them.
   * Issue 33: the layout and paint of the Ops board's 120 first cards held its first paint 50-80 ms.
   */
  firstPaintCards?: number;
}

/** False until the frame after the first paint (always true when `defer` is off). */
function useAfterFirstPaint(defer: boolean): boolean {
  const [after, setAfter] = useState(!defer);
  useEffect(() => {
    if (after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [after]);
  return after;
}

/**
 * A board of cards by column (work orders by state, opportunities by stage, tasks by state): a
 * card moves by dragging it to another column, or from the keyboard, where ← and → on a focused
 * card move it to the column before or after (and the focus follows it). Only moves `canMove`
 * allows are offered; what a card offers beyond that (buttons, a 'Mover a' menu) is the module's.
 */
export function Board<T, K extends string>({
  label,
  columns,
  cardId,
  columnOf,
  canMove,
  onMove,
  cardLabel,
  describeMove = (card, to) => `${cardLabel(card)}: ${to.label}`,
  renderCard,
  cardsPerColumn = Infinity,
  cardTestId = cardId,
  className = 'md:grid-cols-3 xl:grid-cols-6',
  headingLevel: Heading = 'h2',
  firstPaintCards,
}: BoardProps<T, K>) {
  const allDrawn = useAfterFirstPaint(firstPaintCards !== undefined);
  const [dragging, setDragging] = useState<T | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move the card remounts in its new column: the focus follows it there.
  const focusTarget = useRef<{ id: string; column: K } | null>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    const el = document.querySelector<HTMLElement>(
      `[data-testid="columna-${target.column}"] [data-card-id="${target.id}"]`,
    );
    if (el) {
      el.focus();
      focusTarget.current = null;
    }
  });

  const move = (card: T, to: BoardColumn<T, K>) => {
    onMove(card, to.key);
    setAnnouncement(describeMove(card, to));
  };

  const onCardKey = (e: KeyboardEvent<HTMLElement>, card: T) => {
    if (e.target !== e.currentTarget) return;
    const direction = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!direction) return;
    e.preventDefault();
    const to = columns[columns.findIndex((c) => c.key === columnOf(card)) + direction];
    if (!to || !canMove(card, to.key)) return;
    focusTarget.current = { id: cardId(card), column: to.key };
    move(card, to);
  };

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className={cn('grid gap-3 overflow-x-auto pb-2', className)} aria-label={label}>
        {columns.map((column) => {
          const total = column.total ?? column.cards.length;
          const all = column.more ? column.cards : column.cards.slice(0, cardsPerColumn);
          const shown = allDrawn ? all : all.slice(0, firstPaintCards);
          const canDrop = dragging !== null && columnOf(dragging) !== column.key && canMove(dragging, column.key);
          return (
            <section
              key={column.key}
              aria-label={`${column.label} (${column.approximate ? 'aproximadamente ' : ''}${total})`}
              data-testid={`columna-${column.key}`}
              className={cn(
                'flex min-h-40 flex-col gap-2 rounded-lg border bg-muted/40 p-2',
                canDrop && 'border-primary bg-accent',
                dragging !== null && !canDrop && columnOf(dragging) !== column.key && 'opacity-60',
              )}
              onDragOver={(e: DragEvent) => {
                if (canDrop) e.preventDefault();
              }}
              onDrop={(e: DragEvent) => {
                e.preventDefault();
                if (dragging !== null && canDrop) move(dragging, column);
                setDragging(null);
              }}
            >
              <Heading className="flex items-center justify-between px-1 text-sm font-semibold">
                {column.label}
                <span
                  className="text-xs font-normal text-muted-foreground"
                  title={column.approximate ? 'Cantidad estimada' : undefined}
                >
                  {column.approximate ? `≈ ${formatNumber(total)}` : formatNumber(total)}
                </span>
              </Heading>
              {column.summary && <p className="px-1 text-xs text-muted-foreground">{column.summary}</p>}
              <ColumnCards
                cards={shown}
                cardKey={cardId}
                className={cn('flex flex-col gap-2', column.more && 'max-h-[70vh] overflow-y-auto')}
                end={column.more && allDrawn && <ColumnEnd more={column.more} />}
                item={(card, extra) => {
                  const movable = columns.some((c) => c.key !== columnOf(card) && canMove(card, c.key));
                  return (
                    <li
                      {...extra}
                      key={cardId(card)}
                      data-card-id={cardId(card)}
                      data-testid={`tarjeta-${cardTestId(card)}`}
                      tabIndex={0}
                      draggable={movable}
                      aria-label={cardLabel(card)}
                      aria-keyshortcuts={movable ? 'ArrowLeft ArrowRight' : undefined}
                      onKeyDown={(e) => onCardKey(e, card)}
                      onDragStart={(e) => {
                        e.dataTransfer.setData('text/plain', cardId(card));
                        e.dataTransfer.effectAllowed = 'move';
                        setDragging(card);
                      }}
                      onDragEnd={() => setDragging(null)}
                      className="shrink-0 rounded-md border bg-card p-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {renderCard(card)}
                    </li>
                  );
                }}
              />
              {!column.more && allDrawn && total > shown.length && column.moreHref && (
                <Link to={column.moreHref} className="px-1 text-xs text-primary underline">
                  y {formatNumber(total - shown.length)} más en la lista
                </Link>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
