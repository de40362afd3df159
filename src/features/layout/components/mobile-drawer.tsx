import { DismissableLayer } from '@radix-ui/react-dismissable-layer';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The side menu as a modal drawer below `lg` (app-layout.tsx loads it when first opened): focus
 * trapped inside, Esc or a tap outside closes it.
 */
export function MobileDrawer({
  id,
  title,
  menu,
  onClose,
}: {
  id: string;
  title: string;
  menu: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <DismissableLayer
      asChild
      onEscapeKeyDown={() => onClose()}
      onPointerDownOutside={() => onClose()}
      onFocusOutside={(event) => event.preventDefault()}
    >
      <FocusScope asChild loop trapped>
        <div
          id={id}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-sidebar text-sidebar-foreground shadow-xl"
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-sidebar-border px-3">
            <p id={titleId} className="font-semibold">
              {title}
            </p>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onClose()}
              aria-label="Cerrar menú"
              className="text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
            >
              <X />
            </Button>
          </div>
          {menu}
        </div>
      </FocusScope>
    </DismissableLayer>
  );
}
