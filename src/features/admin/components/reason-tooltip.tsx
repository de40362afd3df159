import { cloneElement, useId, type ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * Tells why a control is unavailable. The control stays focusable and is marked aria-disabled
 * (a disabled element gets no hover or focus, so its tooltip would never show); the caller renders
 * it with `aria-disabled` and ignores activation. The reason is shown on hover and focus, and is the
 * control's accessible description. The tooltip hangs on a wrapper, so its data-state never
 * overwrites the control's own (a switch's checked state).
 */
export function ReasonTooltip({
  reason,
  children,
}: {
  reason: string | null;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  if (!reason) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className="inline-flex">
          {cloneElement(children, { 'aria-describedby': id })}
          <span id={id} className="sr-only">
            {reason}
          </span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}

/** Classes for a control that is aria-disabled rather than disabled. */
export const ARIA_DISABLED_CLASS =
  'cursor-not-allowed opacity-50 aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed';
