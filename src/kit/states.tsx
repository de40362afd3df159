import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useVerifyingAccess } from './access-check';

export { LoadingState };

/**
 * Nothing to show yet, said plainly, with the next step (e.g. a 'Nueva orden' button). While the
 * module's access is being checked again (an empty read may mean it was revoked), it says that.
 */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  const verifying = useVerifyingAccess();
  if (verifying) return <LoadingState label="Verificando tu acceso al módulo..." />;
  return (
    <div
      data-slot="empty-state"
      className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-8 text-center"
    >
      <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {children && <p className="text-sm text-muted-foreground">{children}</p>}
      {action}
    </div>
  );
}

/** A failed load with the server's reason and 'Reintentar'. */
export function ErrorState({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <RetryAlert title={title} onRetry={onRetry} retrying={retrying}>
      {error ? <p>{errorMessage(error)}</p> : null}
    </RetryAlert>
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * Two queries a view needs together, as one: loading until both have data, failed when either
 * failed (with the first error), and a retry that retries both.
 */
export function bothQueries<A, B>(a: QueryLike<A>, b: QueryLike<B>): QueryLike<[A, B]> {
  return {
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    isFetching: a.isFetching || b.isFetching,
    error: a.isError ? a.error : b.error,
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    refetch: () => Promise.all([a.refetch(), b.refetch()]),
  };
}

/**
 * The three states of a query in one place: loading (announced), error (with retry), and the data.
 * `isEmpty` decides when the empty state shows instead of the children.
 */
export function QueryState<T>({
  query,
  loadingLabel = 'Cargando...',
  errorTitle = 'No se pudieron cargar los datos',
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel?: string;
  errorTitle?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty?.(query.data) && empty) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
