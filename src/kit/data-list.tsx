import { ArrowDown, ArrowUp, ArrowUpDown, Download, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CsvColumn, CsvValue } from '@/lib/csv';
import { afterScreenPainted } from '@/lib/after-screen';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { ListWindow } from './data-list-virtual';
import type { SortState } from './list-params';

/**
 * The virtualiser's code (TanStack Virtual, ~10 KB gzip) loads once the screen is painted (issue
 * 33: a server-paged list's first page is 100 rows, which reached VIRTUALIZE_FROM at once and
 * fetched it before the rows were shown); until then the first VIRTUALIZE_FROM rows are drawn.
 */
const VirtualWindow = lazy(() =>
  afterScreenPainted()
    .then(() => import('./data-list-virtual'))
    .then((m) => ({ default: m.VirtualWindow })),
);

export interface ListColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column's value in the CSV export; columns without it are left out of the file. */
  csv?: (row: T) => CsvValue;
  /** Whether the header sorts (the list's owner applies the sort). */
  sortable?: boolean;
  className?: string;
}

export interface ListFilter {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** Rows up to this many render as a plain table; more render virtualised (only the rows in view). */
export const VIRTUALIZE_FROM = 100;
export const LIST_ROW_HEIGHT = 44;

interface ToolbarProps {
  search: string;
  onSearch: (q: string) => void;
  searchLabel?: string;
  filters?: readonly ListFilter[];
  filterValues?: Record<string, string>;
  onFilter?: (name: string, value: string) => void;
  children?: ReactNode;
}

/** Search box, filter selects and the list's actions (export, import, new). */
export function ListToolbar({
  search,
  onSearch,
  searchLabel = 'Buscar',
  filters = [],
  filterValues = {},
  onFilter,
  children,
}: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      <label className="relative min-w-56 flex-1">
        <span className="sr-only">{searchLabel}</span>
        <Search aria-hidden="true" className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
        <Input
          type="search"
          value={search}
          placeholder={`${searchLabel}...`}
          onChange={(e) => onSearch(e.target.value)}
          className="pl-8"
        />
      </label>
      {filters.map((f) => (
        <label key={f.name} className="flex flex-col gap-1 text-xs text-muted-foreground">
          {f.label}
          <select
            className="h-9 rounded-md border border-input bg-card px-2 text-sm text-foreground"
            value={filterValues[f.name] ?? ''}
            onChange={(e) => onFilter?.(f.name, e.target.value)}
          >
            <option value="">Todos</option>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className="ml-auto flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/**
 * 'Exportar CSV' of the rows as shown (filters applied), by the project's CSV rules (src/lib/csv.ts,
 * loaded when the button is pressed: issue 33, a list's first load does not need it).
 * A server-driven list passes `loadRows` (e.g. useKeysetList's fetchAll): the whole filtered set is
 * read page by page when the button is pressed, not only the pages on screen.
 */
export function ExportCsvButton<T>({
  rows,
  columns,
  fileName,
  loadRows,
}: {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  fileName: string;
  loadRows?: () => Promise<readonly T[]>;
}) {
  const [busy, setBusy] = useState(false);
  const csvColumns: CsvColumn<T>[] = columns.filter((c) => c.csv).map((c) => ({ header: c.header, value: c.csv! }));
  async function run() {
    setBusy(true);
    try {
      const [{ buildCsvBlob, downloadBlob }, all] = await Promise.all([
        import('@/lib/csv'),
        loadRows ? loadRows() : rows,
      ]);
      downloadBlob(await buildCsvBlob(all, csvColumns), fileName);
    } catch {
      toast.error('No se pudo generar el archivo CSV');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy || rows.length === 0}>
      <Download aria-hidden="true" />
      {busy && loadRows ? 'Exportando...' : 'Exportar CSV'}
    </Button>
  );
}

interface DataListProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  sort?: SortState | null;
  onSort?: (key: string) => void;
  onRowOpen?: (row: T) => void;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Total before filters, for the "N de M" count. */
  total?: number;
  /**
   * A server-driven list (useKeysetList) with more pages: they load as the list scrolls near its
   * end, and a 'Cargar más' button below the table does the same by click or keyboard.
   */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

/** How close to the last loaded row (in rows) the next page is asked for. */
const LOAD_MORE_AHEAD = 20;

function SortIcon({ active, dir }: { active: boolean; dir?: 'asc' | 'desc' }) {
  if (!active) return <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />;
  return dir === 'desc' ? (
    <ArrowDown aria-hidden="true" className="size-3.5" />
  ) : (
    <ArrowUp aria-hidden="true" className="size-3.5" />
  );
}

/**
 * The module list: a real table with sortable headers; past VIRTUALIZE_FROM rows only the rows in
 * view are rendered (between two spacer rows), so 100,000 rows cost what 30 do.
 */
export function DataList<T>({
  label,
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  onRowOpen,
  empty,
  total,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
}: DataListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALIZE_FROM;
  const [lastInView, setLastInView] = useState(-1);
  useEffect(() => {
    if (virtual && hasMore && !loadingMore && onLoadMore && lastInView >= rows.length - LOAD_MORE_AHEAD) onLoadMore();
  }, [virtual, hasMore, loadingMore, onLoadMore, lastInView, rows.length]);

  if (rows.length === 0 && empty) return <>{empty}</>;

  /** The first `n` rows, all drawn (a short list, or a long one while the virtualiser loads). */
  const allOf = (n: number): ListWindow => ({
    items: rows.slice(0, n).map((_, index) => ({ index, start: 0, end: 0 })),
    before: 0,
    after: 0,
  });
  const table = ({ items, before, after }: ListWindow) => (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${label} (desplazable)`}
      tabIndex={0}
      className={cn(
        'overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        virtual && 'max-h-[640px]',
      )}
    >
      <table aria-label={label} aria-rowcount={rows.length + 1} className="w-full text-sm">
        <TableHeader className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--border)]">
          <TableRow aria-rowindex={1} className="hover:bg-transparent">
            {columns.map((c) => {
              const active = sort?.key === c.key;
              return (
                <TableHead
                  key={c.key}
                  scope="col"
                  className={c.className}
                  aria-sort={active ? (sort!.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sortable && onSort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 font-medium"
                      onClick={() => onSort(c.key)}
                    >
                      {c.header}
                      <SortIcon active={active} dir={sort?.dir} />
                    </button>
                  ) : (
                    c.header
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {before > 0 && (
            <tr aria-hidden="true" style={{ height: before }}>
              <td colSpan={columns.length} className="p-0" />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <TableRow
                key={rowKey(row)}
                aria-rowindex={item.index + 2}
                style={virtual ? { height: LIST_ROW_HEIGHT } : undefined}
                className={
                  onRowOpen
                    ? 'cursor-pointer focus-visible:outline focus-visible:outline-2 focus-visible:outline-ring'
                    : undefined
                }
                onClick={onRowOpen ? () => onRowOpen(row) : undefined}
                // Keyboard users open a row with Enter, like the click does.
                tabIndex={onRowOpen ? 0 : undefined}
                onKeyDown={
                  onRowOpen
                    ? (e) => {
                        if (e.key === 'Enter' && e.target === e.currentTarget) onRowOpen(row);
                      }
                    : undefined
                }
              >
                {columns.map((c) => (
                  <TableCell key={c.key} className={cn('py-2', c.className)}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true" style={{ height: after }}>
              <td colSpan={columns.length} className="p-0" />
            </tr>
          )}
        </TableBody>
      </table>
    </div>
  );

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {hasMore
          ? `${formatNumber(rows.length)} registros cargados; hay más`
          : total !== undefined && total !== rows.length
            ? `${formatNumber(rows.length)} de ${formatNumber(total)} registros`
            : `${formatNumber(rows.length)} registros`}
      </p>
      {virtual ? (
        <Suspense fallback={table(allOf(VIRTUALIZE_FROM))}>
          <VirtualWindow
            count={rows.length}
            rowHeight={LIST_ROW_HEIGHT}
            scrollRef={scrollRef}
            onLastInView={setLastInView}
          >
            {table}
          </VirtualWindow>
        </Suspense>
      ) : (
        table(allOf(rows.length))
      )}
      {hasMore && onLoadMore && (
        <Button variant="outline" className="self-center" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Cargando más...' : 'Cargar más'}
        </Button>
      )}
    </div>
  );
}
