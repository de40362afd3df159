import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { COMPANY_MATCHES, useCompanyMatches, useCompanyOption } from '../api/get-companies';
import { ALL } from '../lib/effective-access-filters';
import { SearchPicker } from './search-picker';

export const ALL_COMPANIES_LABEL = 'Todas las empresas';

interface CompanyPickerProps {
  /** A company id, ALL, or null (nothing chosen yet). */
  value: string | null;
  onChange: (companyId: string) => void;
  disabled?: boolean;
  /** Id of the visible label. */
  labelId: string;
  /** The first choice, meaning every company (value ALL); null offers no such choice. */
  allLabel?: string | null;
  /** Shown while nothing is chosen (with no 'all' choice). */
  placeholder?: string;
}

/**
 * A company picker (the 'Accesos Efectivos' filter, and the company choice of 'Permisos por Usuario',
 * 'Historial' and 'Cuentas'): the first COMPANY_MATCHES companies by name matching what is typed,
 * searched on the server (case and accents ignored; the companies are never read whole). The chosen
 * company's name is kept from the choice; a value it did not choose (a link, an admin_empresa's own
 * company) is named by one read of that company.
 */
export function CompanyPicker({
  value,
  onChange,
  disabled,
  labelId,
  allLabel = ALL_COMPANIES_LABEL,
  placeholder = ALL_COMPANIES_LABEL,
}: CompanyPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: string; nombre: string } | null>(null);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useCompanyMatches(debounced);
  const id = value === ALL || value === null ? null : value;
  const named = useCompanyOption(id, { enabled: chosen?.id !== id });
  const selectedLabel = id === null ? null : chosen?.id === id ? chosen.nombre : (named.data?.nombre ?? null);
  const listed = matches.data?.companies ?? [];
  const searching = matches.isFetching || debounced !== search.trim();
  return (
    <SearchPicker
      value={value}
      onChange={(picked, choice) => {
        setChosen(picked === ALL ? null : { id: picked, nombre: choice.nombre });
        onChange(picked);
      }}
      matches={listed}
      selectedLabel={selectedLabel}
      search={search}
      onSearchChange={setSearch}
      disabled={disabled}
      labelId={labelId}
      allLabel={allLabel}
      placeholder={placeholder}
      searchLabel="Buscar empresa"
      noMatch={(text) => (text ? `Ninguna empresa coincide con «${text}»` : 'No hay empresas')}
      loading={matches.isPending || (searching && listed.length === 0)}
      footer={
        matches.isError
          ? 'No se pudieron cargar las empresas: escribe de nuevo para reintentar.'
          : matches.data?.more
            ? `Se muestran las primeras ${COMPANY_MATCHES} empresas: escribe para acotar la lista.`
            : null
      }
    />
  );
}
