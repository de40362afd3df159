import { CheckIcon, ChevronDownIcon, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import type { CompanyOption } from '../api/get-effective-access-options';
import { ALL } from '../lib/effective-access-filters';
import { normalizeText } from '@/lib/text';
import { formatNumber } from '@/lib/format';

/** Options listed at once; the search narrows the rest (thousands of companies at scale). */
export const MAX_LISTED_COMPANIES = 50;
export const ALL_COMPANIES_LABEL = 'Todas las empresas';

interface CompanyPickerProps {
  /** A company id, ALL, or null (nothing chosen yet). */
  value: string | null;
  onChange: (companyId: string) => void;
  empresas: readonly CompanyOption[];
  disabled?: boolean;
  /** Id of the visible label. */
  labelId: string;
  /** The first choice, meaning every company (value ALL); null offers no such choice. */
  allLabel?: string | null;
  /** Shown while nothing is chosen (with no 'all' choice). */
  placeholder?: string;
}

interface Choice {
  id: string;
  nombre: string;
}

/**
 * A company picker: a button that opens a searchable list (the 'Accesos Efectivos' filter, and the
 * company choice of 'Permisos por Usuario' and 'Historial'). A plain select renders every option,
 * which with 2,000 companies froze the page for seconds on opening; this lists the first
 * MAX_LISTED_COMPANIES matches of what is typed (case and accents ignored). Keyboard: arrows move,
 * Enter chooses, Escape closes (the ARIA combobox pattern, the search field owning the list).
 */
export function CompanyPicker({
  value,
  onChange,
  empresas,
  disabled,
  labelId,
  allLabel = ALL_COMPANIES_LABEL,
  placeholder = ALL_COMPANIES_LABEL,
}: CompanyPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const indexed = useMemo(() => empresas.map((e) => ({ ...e, key: normalizeText(e.nombre) })), [empresas]);
  const selected = value === ALL || value === null ? null : empresas.find((e) => e.id === value);
  const needle = normalizeText(search.trim());
  const matches = useMemo(() => (needle ? indexed.filter((e) => e.key.includes(needle)) : indexed), [indexed, needle]);
  const choices: Choice[] = useMemo(
    () => [
      ...(needle || allLabel === null ? [] : [{ id: ALL, nombre: allLabel }]),
      ...matches.slice(0, MAX_LISTED_COMPANIES),
    ],
    [matches, needle, allLabel],
  );
  const hidden = matches.length - Math.min(matches.length, MAX_LISTED_COMPANIES);

  // Close on a press outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = () => {
    setSearch('');
    setActive(0);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const pick = (choice: Choice) => {
    close(true);
    if (choice.id !== value) onChange(choice.id);
  };

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, choices.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Home') {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      setActive(Math.max(choices.length - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const choice = choices[active];
      if (choice) pick(choice);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  const activeId = choices[active] ? `${id}-opt-${active}` : undefined;
  useEffect(() => {
    if (open && activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeId]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(e) => {
          if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
            e.preventDefault();
            show();
          }
        }}
        className={cn(
          'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-sm whitespace-nowrap shadow-xs',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
        )}
      >
        <span className={cn('truncate', !selected && allLabel === null && 'text-muted-foreground')}>
          {selected?.nombre ?? (value === ALL && allLabel !== null ? allLabel : placeholder)}
        </span>
        <ChevronDownIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
      </button>
      {open && (
        <div className="absolute top-full left-0 z-50 mt-1 w-full min-w-[18rem] rounded-md border bg-popover text-popover-foreground shadow-md">
          <div className="relative border-b border-white/10 p-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 opacity-60"
              aria-hidden="true"
            />
            <input
              // The field takes the focus as the list opens, as a select's list does.
              autoFocus
              type="text"
              role="combobox"
              aria-label="Buscar empresa"
              aria-autocomplete="list"
              aria-expanded
              aria-controls={listId}
              aria-activedescendant={activeId}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
              placeholder="Buscar empresa..."
              autoComplete="off"
              className="h-8 w-full rounded-sm bg-transparent pr-2 pl-8 text-sm outline-none placeholder:text-popover-foreground/60"
            />
          </div>
          {choices.length > 0 ? (
            <ul id={listId} role="listbox" aria-labelledby={labelId} className="max-h-72 overflow-y-auto p-1">
              {choices.map((choice, i) => {
                const isSelected = choice.id === value;
                return (
                  <li
                    key={choice.id}
                    id={`${id}-opt-${i}`}
                    role="option"
                    aria-selected={isSelected}
                    onPointerDown={(e) => e.preventDefault()}
                    onPointerMove={() => setActive(i)}
                    onClick={() => pick(choice)}
                    className={cn(
                      'relative flex cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm select-none',
                      i === active && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <span className="truncate">{choice.nombre}</span>
                    {isSelected && <CheckIcon className="absolute right-2 size-4" aria-hidden="true" />}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p id={listId} role="status" className="px-3 py-2 text-sm opacity-70">
              Ninguna empresa coincide con «{search.trim()}»
            </p>
          )}
          {hidden > 0 && (
            <p className="border-t border-white/10 px-3 py-1.5 text-xs opacity-70">
              {formatNumber(hidden)} empresas más: escribe para acotar la lista.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
