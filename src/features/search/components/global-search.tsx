import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { afterScreenPainted } from '@/lib/after-screen';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/** Ctrl+K (Cmd+K on a Mac) opens or closes the search from anywhere in the workspace. */
function isSearchShortcut(e: KeyboardEvent): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
}

/**
 * The search box of the top bar (issue 37, docs/search.md): a button, and Ctrl/Cmd+K, open a
 * dialog that searches every module the user may read (public.buscar) as they type (debounced;
 * a stale request is cancelled), shows the results grouped by kind, moves with the arrow keys and
 * opens the chosen record. With nothing typed it offers the user's recent searches.
 *
 * The dialog's code (search-dialog.tsx: Radix's dialog, cmdk) is not part of the screen's first
 * load (issue 33): it loads once the screen is painted, or at once when the search is opened first.
 */
export function GlobalSearch({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  // The dialog stays mounted once opened (Radix closes it with its animation and focus return).
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  // The shortcut is listened for from the commit that paints the button (a layout effect): a passive
  // effect runs later, and on a busy machine a Ctrl+K pressed as soon as the button shows was lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setWanted(true);
      setOpen((o) => !o);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    let live = true;
    void afterScreenPainted().then(() => {
      if (live)
        void loadDialog().catch(() => {
          // Opening the search asks again (React.lazy) and shows the failure.
        });
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        className="gap-2 text-muted-foreground"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" />
        <span className="hidden sm:inline">Buscar</span>
        <span className="sr-only sm:hidden">Buscar</span>
        <kbd className="hidden rounded border bg-muted px-1.5 text-[0.7rem] font-medium md:inline">Ctrl K</kbd>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog id={dialogId} open={open} onOpenChange={setOpen} userId={userId} returnFocus={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
