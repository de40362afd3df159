import { Bot } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export const LAUNCHER_LABEL = 'Abrir Axel, asistente técnico';

/**
 * The round floating button at bottom right that opens the drawer (docs/product.md §2). It is hidden while the
 * drawer is open (the drawer covers that corner) and takes the focus back when the drawer closes.
 */
export function AssistantLauncher({ className, ...props }: Omit<React.ComponentProps<'button'>, 'children'>) {
  return (
    <button
      type="button"
      aria-label={LAUNCHER_LABEL}
      title={LAUNCHER_LABEL}
      aria-haspopup="dialog"
      data-slot="assistant-launcher"
      className={cn(
        'fixed right-4 bottom-4 z-40 inline-flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform outline-none hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 motion-reduce:transition-none motion-reduce:hover:scale-100 sm:right-6 sm:bottom-6',
        className,
      )}
      {...props}
    >
      <Bot className="size-7" aria-hidden="true" />
    </button>
  );
}
