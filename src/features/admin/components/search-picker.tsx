import { CheckIcon, ChevronDownIcon, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { ALL } from '../lib/effective-access-filters';

export interface PickerChoice {
  id: string;
  nombre: string;
}

interface SearchPickerProps {
  /** An id, ALL, or null (nothing chosen yet). */
  value: string | null;
  /** The chosen id, and its choice (its label, for a caller that keeps it). */
  onChange: (id: string, choice: PickerChoice) => void;
  /** The matches of `search` to list (at most a few dozen), without the 'all' choice. */
  matches: readonly PickerChoice[];
  /** The chosen value's label (it need not be among `matches`). */
  selectedLabel: string | null;
  search: string;
  onSearchChange: (search: string) => void;
  disabled?: boolean;
  /** Id of the visible label. */
  labelId: string;
  /** The first choice, meaning everything (value ALL), offered while nothing is typed; null: none. */
  allLabel: string | null;
  /** Shown while nothing is chosen (with no 'all' choice). */
  placeholder: string;
  /** The search field's label ('Buscar empresa'); its placeholder adds '...'. */
  searchLabel: string;
  /** Shown when nothing matches what is typed. */
  noMatch: (search: string) => string;
  /** A line under the list (more matches than listed; an error). */
  footer?: ReactNode;
  /** The matches are being read (the server search): the list says so instead of 'no match'. */
  loading?: boolean;
}

/**
 * A searchable picker: a button that opens a search field owning a list (the ARIA combobox pattern).
 * The caller finds the matches of what is typed (in the browser, or asking the server for the first
 * few); keyboard: arrows move, Home/End, Enter chooses, Escape closes, Tab leaves.
 */
export function SearchPicker({
  value,
  onChange,
  matches,
  selectedLabel,
  search,
  onSearchChange,
  disabled,
  labelId,
  allLabel,
  placeholder,
  searchLabel,
  noMatch,
  footer,
  loading,
}: SearchPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const typed = search.trim() !== '';
  const choices: PickerChoice[] = useMemo(
    () => [...(typed || allLabel === null ? [] : [{ id: ALL, nombre: allLabel }]), ...matches],
    [matches, typed, allLabel],
  );
  const selected = value === ALL || value === null ? null : selectedLabel;

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
    onSearchChange('');
    setActive(0);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const pick = (choice: PickerChoice) => {
    close(true);
    if (choice.id !== value) onChange(choice.id, choice);
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
          {selected ?? (value === ALL && allLabel !== null ? allLabel : placeholder)}
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
              aria-label={searchLabel}
              aria-autocomplete="list"
              aria-expanded
              aria-controls={listId}
              aria-activedescendant={activeId}
              value={search}
              onChange={(e) => {
                onSearchChange(e.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
              placeholder={`${searchLabel}...`}
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
              {loading ? 'Buscando...' : noMatch(search.trim())}
            </p>
          )}
          {footer && <p className="border-t border-white/10 px-3 py-1.5 text-xs opacity-70">{footer}</p>}
        </div>
      )}
    </div>
  );
}
