import { useMemo, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { normalizeText } from '@/lib/text';
import type { CompanyOption } from '../api/get-effective-access-options';
import { ALL } from '../lib/effective-access-filters';
import { SearchPicker } from './search-picker';

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

/**
 * A company picker (the 'Accesos Efectivos' filter, and the company choice of 'Permisos por Usuario'
 * and 'Historial'). A plain select renders every option, which with 2,000 companies froze the page for
 * seconds on opening; this lists the first MAX_LISTED_COMPANIES matches of what is typed (case and
 * accents ignored).
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
  const [search, setSearch] = useState('');
  const indexed = useMemo(() => empresas.map((e) => ({ ...e, key: normalizeText(e.nombre) })), [empresas]);
  const needle = normalizeText(search.trim());
  const matches = useMemo(() => (needle ? indexed.filter((e) => e.key.includes(needle)) : indexed), [indexed, needle]);
  const listed = useMemo(() => matches.slice(0, MAX_LISTED_COMPANIES), [matches]);
  const hidden = matches.length - listed.length;
  const selected = value === ALL || value === null ? undefined : empresas.find((e) => e.id === value);
  return (
    <SearchPicker
      value={value}
      onChange={onChange}
      matches={listed}
      selectedLabel={selected?.nombre ?? null}
      search={search}
      onSearchChange={setSearch}
      disabled={disabled}
      labelId={labelId}
      allLabel={allLabel}
      placeholder={placeholder}
      searchLabel="Buscar empresa"
      noMatch={(text) => `Ninguna empresa coincide con «${text}»`}
      footer={hidden > 0 ? `${formatNumber(hidden)} empresas más: escribe para acotar la lista.` : null}
    />
  );
}
