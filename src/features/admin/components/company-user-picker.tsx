import { useState } from 'react';
import { fullName } from '@/lib/person-name';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { COMPANY_USER_MATCHES, useCompanyUsers } from '../api/get-company-users';
import { ALL } from '../lib/effective-access-filters';
import { SearchPicker } from './search-picker';

export const ALL_USERS_LABEL = 'Todos los usuarios';

interface CompanyUserPickerProps {
  companyId: string | null;
  /** A user id, or null for every user. */
  value: string | null;
  onChange: (userId: string | null) => void;
  /** Id of the visible label. */
  labelId: string;
}

/**
 * 'Historial''s user filter: one company's users, searched on the server as they are typed (the first
 * COMPANY_USER_MATCHES matches by name; the company's users are never read whole). The chosen user's
 * label is kept from the choice, so it shows without the set.
 */
export function CompanyUserPicker({ companyId, value, onChange, labelId }: CompanyUserPickerProps) {
  const [search, setSearch] = useState('');
  const [label, setLabel] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useCompanyUsers(companyId, debounced);
  const matches = (users.data ?? []).map((u) => ({ id: u.id, nombre: fullName(u) || u.correo || u.id }));
  const searching = users.isFetching || debounced !== search.trim();
  return (
    <SearchPicker
      value={value ?? ALL}
      onChange={(id, choice) => {
        setLabel(id === ALL ? null : choice.nombre);
        onChange(id === ALL ? null : id);
      }}
      matches={matches}
      selectedLabel={label}
      search={search}
      onSearchChange={setSearch}
      disabled={!companyId}
      labelId={labelId}
      allLabel={ALL_USERS_LABEL}
      placeholder={ALL_USERS_LABEL}
      searchLabel="Buscar usuario"
      noMatch={(text) => (text ? `Ningún usuario coincide con «${text}»` : 'Esta empresa no tiene usuarios')}
      loading={users.isPending || (searching && matches.length === 0)}
      footer={
        users.isError
          ? 'No se pudieron cargar los usuarios: escribe de nuevo para reintentar.'
          : matches.length >= COMPANY_USER_MATCHES
            ? `Se muestran los primeros ${COMPANY_USER_MATCHES} usuarios: escribe para acotar la lista.`
            : null
      }
    />
  );
}
