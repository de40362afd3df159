import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { fetchRelatedRows } from '@/lib/related-rows';
import { useModuleUser } from './module-user';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from './states';
import { useRelatedLists, type RelatedListEntry } from './related-lists';

/** How many rows a list shows at first, and adds with each 'Mostrar más'; the heading says the total. */
export const RELATED_ROWS = 10;

/**
 * The records related to one record (issue 37): for every module the user has, each list its
 * manifest declares `of` this table, read as the user. Nothing when no module declares one.
 */
export function RelatedRecords({ tabla, registroId }: { tabla: string; registroId: string }) {
  const lists = useRelatedLists();
  const user = useModuleUser();
  const mine = lists.filter((l) => l.of === tabla && (user.isSuperAdmin || user.modules.includes(l.module)));
  const id = useId();
  if (mine.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        Registros relacionados
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        {mine.map((l) => (
          <RelatedListCard key={`${l.module}:${l.table}:${l.column}`} list={l} registroId={registroId} />
        ))}
      </div>
    </section>
  );
}

function RelatedListCard({ list, registroId }: { list: RelatedListEntry; registroId: string }) {
  const id = useId();
  const query = useInfiniteQuery({
    // The module's own key first: its access guard drops these reads when the module is revoked.
    queryKey: [list.module, 'related', list.table, list.column, registroId] as const,
    queryFn: ({ signal, pageParam }) =>
      fetchRelatedRows({ ...list, limit: RELATED_ROWS, offset: pageParam }, registroId, signal),
    initialPageParam: 0,
    // The next page starts after the rows read so far, while the total says there are more.
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((n, p) => n + p.rows.length, 0);
      return last.rows.length > 0 && read < last.total ? read : undefined;
    },
  });
  const shown = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const more = Math.max(0, total - shown.length);
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-card p-3" role="region" aria-labelledby={id}>
      <h4 id={id} className="text-sm font-semibold">
        {list.title}
        {total > 0 && <span className="ml-1 font-normal text-muted-foreground">({total})</span>}
      </h4>
      {query.isPending ? (
        <LoadingState label="Cargando..." />
      ) : query.isError ? (
        <ErrorState
          title={`No se pudo cargar: ${list.title.toLowerCase()}`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{list.empty}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {shown.map((r, i) => {
            const { label, detail } = list.row(r);
            const rowId = typeof r.id === 'string' ? r.id : undefined;
            return (
              <li key={rowId ?? i} className="flex flex-col">
                {list.href && rowId ? (
                  <Link to={list.href(rowId)} className="text-primary underline-offset-2 hover:underline">
                    {label}
                  </Link>
                ) : (
                  <span>{label}</span>
                )}
                {detail && <span className="text-xs text-muted-foreground">{detail}</span>}
              </li>
            );
          })}
          {more > 0 && (
            <li className="flex items-center gap-2 text-xs text-muted-foreground">
              y {more} más
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0 text-xs"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Cargando...' : `Mostrar ${Math.min(more, RELATED_ROWS)} más`}
              </Button>
            </li>
          )}
          {query.isFetchNextPageError && (
            <li className="text-xs text-destructive" role="alert">
              No se pudieron cargar más. Vuelve a intentarlo.
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
