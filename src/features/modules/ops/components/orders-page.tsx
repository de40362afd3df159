import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import {
  DataList,
  EmptyState,
  onDemand,
  useOnDemandPrefetch,
  errorMessage,
  ExportCsvButton,
  ListToolbar,
  QueryState,
  useListParams,
  type ListColumn,
  useModuleUser,
} from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { useOrderList } from '../api/get-order-page';
import { useTechnicians } from '../api/get-technicians';
import {
  labelOptions as opts,
  ORDER_STATES,
  PRIORITIES,
  PRIORITY_LABEL,
  STATE_LABEL,
  TYPE_LABEL,
  TYPES,
} from '../lib/labels';
import { isOverdue, orderListQuery, type OrderSummary } from '../lib/order-list-spec';
import { orderPath } from '../lib/paths';

/** 'Nueva orden''s form (and zod) is not part of the list's first load (issue 33). */
const NewOrderForm = onDemand(
  () => import('./new-order-form').then((m) => m.NewOrderForm),
  'Cargando el formulario...',
);

export function StateBadge({ estado }: { estado: string }) {
  const variant =
    estado === 'cancelada'
      ? 'outline'
      : estado === 'cerrada' || estado === 'completada'
        ? 'success'
        : estado === 'en_curso'
          ? 'default'
          : 'secondary';
  return <Badge variant={variant}>{STATE_LABEL[estado as keyof typeof STATE_LABEL] ?? estado}</Badge>;
}

const DEFAULT_SORT = { key: 'numero', dir: 'desc' } as const;

/**
 * The work-order list; `mine` shows only the signed-in technician's orders ('Mis órdenes').
 * Postgres searches, filters, sorts and pages it (useOrderList): the first page paints at once
 * whatever the company's size, the next ones load as the list scrolls, and 'Exportar CSV' reads
 * the whole filtered set page by page.
 */
export function OrdersPage({ mine = false }: { mine?: boolean }) {
  const technicians = useTechnicians();
  const clients = useParties({ activeOnly: true });
  const { userId } = useModuleUser();
  const navigate = useNavigate();
  useOnDemandPrefetch(!mine, NewOrderForm);
  const list = useListParams(['estado', 'prioridad', 'tipo'], DEFAULT_SORT);
  const { search, filters, sort } = list;
  const listQuery = useMemo(
    () => orderListQuery({ search, filters, sort }, mine ? userId : null),
    [search, filters, sort, mine, userId],
  );
  // 'Mis órdenes' waits for who is signed in (never all the company's orders meanwhile).
  const orders = useOrderList(listQuery, { enabled: !mine || !!userId });
  const rows = orders.rows;
  const attachments = useAttachmentCounts(
    'ops_ordenes',
    rows.map((o) => o.id),
  );
  const [creating, setCreating] = useState(false);
  const techName = useMemo(() => new Map((technicians.data ?? []).map((t) => [t.id, t.nombre])), [technicians.data]);
  const clientName = useMemo(() => new Map((clients.data ?? []).map((c) => [c.id, c.nombre])), [clients.data]);
  const filtered = listQuery.search.trim() !== '' || !!(listQuery.state || listQuery.priority || listQuery.type);
  const columns: ListColumn<OrderSummary>[] = [
    {
      key: 'numero',
      header: 'N°',
      cell: (o) => (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <span className="font-mono text-xs">{o.codigo}</span>
          <AttachmentCount count={attachments[o.id]} />
        </span>
      ),
      csv: (o) => o.codigo,
      sortable: true,
    },
    {
      key: 'falla',
      header: 'Falla reportada',
      cell: (o) => <span className="line-clamp-1">{o.falla_reportada}</span>,
      csv: (o) => o.falla_reportada,
      className: 'max-w-xs',
    },
    {
      key: 'cliente',
      header: 'Cliente',
      cell: (o) => (o.tercero_id ? clientName.get(o.tercero_id) : ''),
      csv: (o) => (o.tercero_id ? clientName.get(o.tercero_id) : ''),
    },
    {
      key: 'tipo',
      header: 'Tipo',
      cell: (o) => TYPE_LABEL[o.tipo as keyof typeof TYPE_LABEL],
      csv: (o) => TYPE_LABEL[o.tipo as keyof typeof TYPE_LABEL],
    },
    {
      key: 'prioridad',
      header: 'Prioridad',
      cell: (o) => (
        <Badge variant={o.prioridad === 'critica' ? 'destructive' : 'outline'}>
          {PRIORITY_LABEL[o.prioridad as keyof typeof PRIORITY_LABEL]}
        </Badge>
      ),
      csv: (o) => PRIORITY_LABEL[o.prioridad as keyof typeof PRIORITY_LABEL],
      sortable: true,
    },
    {
      key: 'estado',
      header: 'Estado',
      cell: (o) => <StateBadge estado={o.estado} />,
      csv: (o) => STATE_LABEL[o.estado as keyof typeof STATE_LABEL],
    },
    {
      key: 'tecnico',
      header: 'Técnico',
      cell: (o) => (o.tecnico_id ? techName.get(o.tecnico_id) : 'Sin asignar'),
      csv: (o) => (o.tecnico_id ? techName.get(o.tecnico_id) : ''),
    },
    {
      key: 'fecha_programada',
      header: 'Programada',
      cell: (o) => (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          {formatDate(o.fecha_programada)}
          {isOverdue(o) && <Badge variant="destructive">Vencida</Badge>}
        </span>
      ),
      csv: (o) => o.fecha_programada,
      sortable: true,
    },
    {
      key: 'creado_en',
      header: 'Creada',
      cell: (o) => <span className="whitespace-nowrap">{formatDate(o.creado_en)}</span>,
      csv: (o) => o.creado_en,
      sortable: true,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar órdenes"
        filters={[
          { name: 'estado', label: 'Estado', options: opts(ORDER_STATES, STATE_LABEL) },
          { name: 'prioridad', label: 'Prioridad', options: opts(PRIORITIES, PRIORITY_LABEL) },
          { name: 'tipo', label: 'Tipo', options: opts(TYPES, TYPE_LABEL) },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton
          rows={rows}
          columns={columns}
          fileName={mine ? 'mis-ordenes.csv' : 'ordenes-de-trabajo.csv'}
          loadRows={() => orders.fetchAll()}
        />
        {!mine && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nueva orden
          </Button>
        )}
      </ListToolbar>
      {creating && <NewOrderForm onDone={() => setCreating(false)} />}
      <QueryState
        query={orders.query}
        loadingLabel="Cargando órdenes..."
        errorTitle="No se pudieron cargar las órdenes"
      >
        {() => (
          <div
            className={orders.refreshing ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={orders.refreshing}
          >
            <DataList
              label={mine ? 'Mis órdenes' : 'Órdenes de trabajo'}
              rows={rows}
              columns={columns}
              rowKey={(o) => o.id}
              sort={list.sort}
              onSort={list.toggleSort}
              onRowOpen={(o) => void navigate(orderPath(o.id))}
              hasMore={orders.hasMore}
              onLoadMore={orders.loadMore}
              loadingMore={orders.loadingMore}
              empty={
                <EmptyState
                  title={
                    filtered
                      ? 'Ninguna orden coincide con la búsqueda'
                      : mine
                        ? 'No tienes órdenes asignadas'
                        : 'Aún no hay órdenes de trabajo'
                  }
                />
              }
            />
            {orders.loadMoreError !== null && (
              <p role="alert" className="mt-2 text-sm text-destructive">
                No se pudieron cargar más órdenes: {errorMessage(orders.loadMoreError)}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
