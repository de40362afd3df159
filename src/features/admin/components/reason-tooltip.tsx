import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * Tells why a control is unavailable. The control stays focusable and is marked aria-disabled
 * (a disabled element gets no hover or focus, so its tooltip would never show); the caller renders
 * it with `aria-disabled` and ignores activation.
 */
export function ReasonTooltip({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}

/** Classes for a control that is aria-disabled rather than disabled. */
export const ARIA_DISABLED_CLASS = 'cursor-not-allowed opacity-50 aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed';
