import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

function Spinner({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <LoaderCircle data-slot="spinner" aria-hidden="true" className={cn('size-5 animate-spin', className)} {...props} />
  );
}

/** Full-area loading state with a visible, announced label. */
function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="loading-state"
      className={cn('flex min-h-40 flex-col items-center justify-center gap-3 text-muted-foreground', className)}
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm">{label}</p>
    </div>
  );
}

export { LoadingState, Spinner };
