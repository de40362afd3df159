import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A field's validation message; link it to its input with aria-describedby. */
function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-sm text-destructive', className)} {...props}>
      {children}
    </p>
  );
}

export { FieldError };
