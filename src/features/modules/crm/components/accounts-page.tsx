import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCLP, formatNumber } from '@/lib/format';
import {
  applyListParams,
  DataList,
  EmptyState,
  ExportCsvButton,
  ListToolbar,
  QueryState,
  useListParams,
  type ClientFilterSpec,
  type ListColumn,
} from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { PARTY_TYPE_LABEL, type Party, type PartyType } from '@/lib/parties/types';
import { useContacts } from '../api/get-contacts';
import { useOpportunities } from '../api/get-opportunities';
import { pesos } from '../lib/board-model';
import { isOpenStage } from '../lib/labels';
import { accountPath } from '../lib/paths';
import { ACCOUNT_TYPES, AccountForm } from './account-form';

type AccountRow = Party & { contacts: number; open: number; openAmount: bigint };

const ACCOUNT_STATES = [
  { value: 'activa', label: 'Activa' },
  { value: 'inactiva', label: 'Inactiva' },
] as const;

const spec: ClientFilterSpec<AccountRow> = {
  searchText: (a) => `${a.nombre} ${a.rut ?? ''} ${a.correo ?? ''} ${a.direccion ?? ''}`,
  filterValue: { tipo: (a) => a.tipo, estado: (a) => (a.activo ? 'activa' : 'inactiva') },
  sortValue: { nombre: (a) => a.nombre, open: (a) => a.open, contacts: (a) => a.contacts },
};

/** Accounts: the company's shared directory of third parties (terceros), with their CRM figures. */
export default function AccountsPage() {
  const query = useParties();
  const contacts = useContacts();
  const opportunities = useOpportunities();
  const navigate = useNavigate();
  const list = useListParams(['tipo', 'estado'], { key: 'nombre', dir: 'asc' });
  const [creating, setCreating] = useState(false);
  const all = useMemo<AccountRow[]>(() => {
    const contactCount = new Map<string, number>();
    for (const c of contacts.data ?? []) contactCount.set(c.tercero_id, (contactCount.get(c.tercero_id) ?? 0) + 1);
    const open = new Map<string, { n: number; amount: bigint }>();
    for (const o of opportunities.data ?? []) {
      if (!isOpenStage(o.etapa)) continue;
      const cur = open.get(o.tercero_id) ?? { n: 0, amount: 0n };
      open.set(o.tercero_id, { n: cur.n + 1, amount: cur.amount + pesos(o.monto) });
    }
    return (query.data ?? []).map((a) => ({
      ...a,
      contacts: contactCount.get(a.id) ?? 0,
      open: open.get(a.id)?.n ?? 0,
      openAmount: open.get(a.id)?.amount ?? 0n,
    }));
  }, [query.data, contacts.data, opportunities.data]);
  const rows = useMemo(() => applyListParams(all, list, spec), [all, list]);
  const attachments = useAttachmentCounts(
    'terceros',
    all.map((a) => a.id),
    { whole: true },
  );
  const columns: ListColumn<AccountRow>[] = [
    {
      key: 'nombre',
      header: 'Cuenta',
      cell: (a) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{a.nombre}</span>
          {!a.activo && <Badge variant="outline">Inactiva</Badge>}
          <AttachmentCount count={attachments[a.id]} />
        </span>
      ),
      csv: (a) => a.nombre,
      sortable: true,
    },
    { key: 'rut', header: 'RUT', cell: (a) => a.rut ?? '', csv: (a) => a.rut ?? '' },
    {
      key: 'tipo',
      header: 'Tipo',
      cell: (a) => PARTY_TYPE_LABEL[a.tipo as PartyType] ?? a.tipo,
      csv: (a) => PARTY_TYPE_LABEL[a.tipo as PartyType] ?? a.tipo,
    },
    {
      key: 'contacts',
      header: 'Contactos',
      cell: (a) => formatNumber(a.contacts),
      csv: (a) => a.contacts,
      sortable: true,
    },
    {
      key: 'open',
      header: 'Oportunidades abiertas',
      cell: (a) => formatNumber(a.open),
      csv: (a) => a.open,
      sortable: true,
    },
    {
      key: 'monto',
      header: 'Monto abierto (CLP)',
      cell: (a) => formatCLP(a.openAmount.toString()),
      csv: (a) => a.openAmount.toString(),
    },
    { key: 'correo', header: 'Correo', cell: (a) => a.correo ?? '', csv: (a) => a.correo ?? '' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar cuentas"
        filters={[
          { name: 'tipo', label: 'Tipo', options: ACCOUNT_TYPES },
          { name: 'estado', label: 'Estado', options: ACCOUNT_STATES },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton rows={rows} columns={columns} fileName="cuentas.csv" />
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nueva cuenta
        </Button>
      </ListToolbar>
      {creating && (
        <AccountForm
          onDone={(id) => {
            setCreating(false);
            if (id) void navigate(accountPath(id));
          }}
        />
      )}
      <QueryState query={query} loadingLabel="Cargando cuentas..." errorTitle="No se pudieron cargar las cuentas">
        {() => (
          <DataList
            label="Cuentas"
            rows={rows}
            total={all.length}
            columns={columns}
            rowKey={(a) => a.id}
            sort={list.sort}
            onSort={list.toggleSort}
            onRowOpen={(a) => void navigate(accountPath(a.id))}
            empty={<EmptyState title={all.length ? 'Ninguna cuenta coincide con la búsqueda' : 'Aún no hay cuentas'} />}
          />
        )}
      </QueryState>
    </div>
  );
}
