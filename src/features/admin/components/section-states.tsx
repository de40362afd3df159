import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';

/** A tab's empty state: a short sentence in a dashed box. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-1 rounded-lg border border-dashed p-8 text-center">
      <p className="font-medium">{title}</p>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}

/** A failed read: the message and a retry button (errors stay in the query layer, no toast). */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <RetryAlert title={title} onRetry={onRetry} retrying={retrying}>
      <p>{error instanceof Error ? error.message : 'Error desconocido'}</p>
    </RetryAlert>
  );
}
