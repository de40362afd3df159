import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { Clock, Search, X } from 'lucide-react';
import { useCallback, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearch, type SearchHit } from '../api/search';
import { groupHits, isAppPath, searchableText } from '../lib/kinds';
import { addRecent, clearRecent, loadRecent } from '../lib/recent';

/**
 * The search's dialog (Radix's dialog and cmdk), loaded by global-search.tsx when the search is
 * first opened, or once the screen is painted (issue 33: not in a screen's JavaScript until usable).
 * Closed, focus returns to the top bar's button (`returnFocus`).
 */
export function SearchDialog({
  id,
  open,
  onOpenChange,
  userId,
  returnFocus,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          id={id}
          className="fixed top-[10vh] left-1/2 z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-card text-card-foreground shadow-lg"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">Buscar en Axel</Dialog.Title>
          {open && <SearchPanel userId={userId} onClose={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SearchPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(() => loadRecent(userId));
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const typed = searchableText(text);
  const query = useSearch(userId, debounced);
  // Results of an older text stay visible (placeholderData) while the new ones come.
  const waiting = typed && (debounced !== text.trim() || query.isFetching);
  const hits = typed && searchableText(debounced) ? (query.data ?? []) : [];

  const open = useCallback(
    (hit: SearchHit) => {
      if (!isAppPath(hit.ruta)) return;
      setRecent(addRecent(userId, text));
      onClose();
      void navigate(hit.ruta);
    },
    [navigate, onClose, text, userId],
  );

  return (
    <Command shouldFilter={false} loop label="Buscar en Axel" className="flex max-h-[70vh] flex-col">
      <div className="flex items-center gap-2 border-b px-3">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <Command.Input
          value={text}
          onValueChange={setText}
          maxLength={200}
          placeholder="Nombre, RUT, folio, N° de orden, código, correo…"
          className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label="Cerrar búsqueda">
            <X />
          </Button>
        </Dialog.Close>
      </div>
      <Command.List className="overflow-y-auto p-2" aria-busy={waiting || undefined}>
        {!typed && recent.length > 0 && (
          <Command.Group heading="Búsquedas recientes" className={GROUP}>
            {recent.map((r) => (
              <Command.Item key={r} value={`reciente:${r}`} onSelect={() => setText(r)} className={ITEM}>
                <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="truncate">{r}</span>
              </Command.Item>
            ))}
            <Command.Item
              value="reciente:borrar"
              onSelect={() => {
                clearRecent(userId);
                setRecent([]);
              }}
              className={`${ITEM} text-muted-foreground`}
            >
              Borrar búsquedas recientes
            </Command.Item>
          </Command.Group>
        )}
        {!typed && recent.length === 0 && (
          <p className={NOTE}>Escribe al menos dos letras para buscar en todos tus módulos.</p>
        )}
        {typed && query.isError && (
          <div role="alert" className={NOTE}>
            <p>No se pudo buscar: {errorMessage(query.error)}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          </div>
        )}
        {typed && waiting && hits.length === 0 && !query.isError && (
          <Command.Loading>
            <p className={NOTE}>Buscando…</p>
          </Command.Loading>
        )}
        {typed && !waiting && !query.isError && query.isSuccess && hits.length === 0 && (
          <p role="status" className={NOTE}>
            Sin resultados para «{text.trim()}».
          </p>
        )}
        {typed &&
          groupHits(hits).map((g) => (
            <Command.Group key={g.tipo} heading={g.label} className={GROUP}>
              {g.hits.map((h) => (
                <Command.Item
                  key={`${h.tipo}:${h.id}`}
                  value={`${h.tipo}:${h.id}`}
                  onSelect={() => open(h)}
                  className={ITEM}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{h.titulo}</span>
                    {h.detalle && <span className="block truncate text-xs text-muted-foreground">{h.detalle}</span>}
                  </span>
                </Command.Item>
              ))}
            </Command.Group>
          ))}
      </Command.List>
      {typed && waiting && hits.length > 0 && (
        <p className="sr-only" role="status">
          Buscando…
        </p>
      )}
    </Command>
  );
}

const GROUP =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';
const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';
const NOTE = 'px-3 py-6 text-center text-sm text-muted-foreground';
