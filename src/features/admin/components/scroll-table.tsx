import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export interface ScrollTableColumn {
  label: string;
  className?: string;
  /** Read by screen readers only (an actions column). */
  srOnly?: boolean;
}

/** The rows read so far and how to read more: an infinite query's state, in the table's words. */
export interface ScrollTableMore {
  /** The server has rows after the last one read. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last attempt to read the next page failed (shown at the end of the table, with a retry). */
  error: unknown;
  /** Reads the next page (a stable function: an infinite query's fetchNextPage). */
  load: () => unknown;
}

interface ScrollTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ScrollTableColumn[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The cells of a row (its <TableRow> is the table's). */
  renderCells: (row: T, index: number) => ReactNode;
  /** Every row's height in px: exact (its content truncated), so positions are known without measuring. */
  rowHeight: number;
  more: ScrollTableMore;
  /** How many rows the list has, when known exactly (aria-rowcount); otherwise unknown (-1). */
  total?: number;
  /** Rows left below the last one rendered when the next page is asked for. */
  prefetchRows?: number;
  testId?: string;
  /** A refresh is under way (the rows shown are the previous ones). */
  busy?: boolean;
}

/** Rows rendered beyond each edge of the visible area, for smooth scrolling. */
const OVERSCAN = 8;

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} className="p-0" />
    </tr>
  );
}

/**
 * One scrolling table for a list of any length (docs/product.md: no page buttons): a real table in
 * a 600 px scroll area whose body holds only the rows in view (and a few around them) between two
 * spacer rows, and which asks for the next page of the list as the last rows read come near. The
 * rows read so far stay; a failed read of the next page is said at the end of the table, with
 * 'Reintentar'. aria-rowcount and aria-rowindex tell assistive technology where each row sits.
 */
export function ScrollTable<T>({
  label,
  columns,
  rows,
  rowKey,
  renderCells,
  rowHeight,
  more,
  total,
  prefetchRows = 100,
  testId,
  busy,
}: ScrollTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The row after the last one read says what is happening down there: loading, or an error.
  const footer = more.hasMore || more.loading || more.error != null;
  const count = rows.length + (footer ? 1 : 0);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index) => (index < rows.length ? rowKey(rows[index]) : '__more__'),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length ? items[items.length - 1].index : -1;
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  // Near the end of what was read: ask for the next page (once at a time; not after a failure,
  // which waits for 'Reintentar').
  const wantMore = more.hasMore && !more.loading && more.error == null && lastIndex >= rows.length - prefetchRows;
  const { load } = more;
  useEffect(() => {
    if (wantMore) void load();
  }, [wantMore, load]);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${label} (desplazable)`}
      tabIndex={0}
      data-testid={testId}
      className="max-h-[600px] overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table
        aria-label={label}
        aria-rowcount={total === undefined ? -1 : total + 1}
        aria-busy={busy || undefined}
        className="w-full table-fixed text-sm"
      >
        <TableHeader className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--border)]">
          <TableRow aria-rowindex={1} className="hover:bg-transparent">
            {columns.map((c) => (
              <TableHead key={c.label} scope="col" className={cn(c.className)}>
                {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <Spacer height={before} columns={columns.length} />
          {items.map((item) =>
            item.index < rows.length ? (
              <TableRow key={item.key} aria-rowindex={item.index + 2} style={{ height: rowHeight }}>
                {renderCells(rows[item.index], item.index)}
              </TableRow>
            ) : (
              <tr key={item.key} style={{ height: rowHeight }}>
                <td colSpan={columns.length} className="px-3 py-2 text-center text-sm text-muted-foreground">
                  {more.error != null ? (
                    <span role="alert" className="inline-flex items-center gap-3">
                      No se pudieron cargar más filas.
                      <Button size="sm" variant="outline" onClick={() => void more.load()}>
                        Reintentar
                      </Button>
                    </span>
                  ) : (
                    <span role="status" className="inline-flex items-center gap-2">
                      <Spinner className="size-4" />
                      Cargando más...
                    </span>
                  )}
                </td>
              </tr>
            ),
          )}
          <Spacer height={after} columns={columns.length} />
        </TableBody>
      </table>
    </div>
  );
}

/** The `more` of an infinite query (TanStack Query's useInfiniteQuery result). */
export function moreOf(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}): ScrollTableMore {
  return {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    error: query.isFetchNextPageError ? query.error : null,
    load: query.fetchNextPage,
  };
}
