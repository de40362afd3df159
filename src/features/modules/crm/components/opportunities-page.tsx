import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { todayInChile } from '@/lib/dates';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCLP, formatDate, formatNumber } from '@/lib/format';
import {
  DataList,
  EmptyState,
  errorMessage,
  ExportCsvButton,
  ListToolbar,
  QueryState,
  useListParams,
  onDemand,
  useModuleUser,
  useOnDemandPrefetch,
  type ListColumn,
} from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { useCreateOpportunity } from '../api/create-opportunity';
import { useOpportunityList, useOpportunityTotals } from '../api/get-opportunity-page';
import { useOwners } from '../api/get-owners';
import { isOpenStage, opts, STAGE_LABEL, STAGES, type Stage } from '../lib/labels';
import { opportunityListQuery, type OpportunityListRow } from '../lib/opportunity-list-spec';
import { opportunityPath } from '../lib/paths';

/** 'Nueva oportunidad''s form (and zod) is not part of the list's first load (issue 33). */
const OpportunityForm = onDemand(
  () => import('./opportunity-form').then((m) => m.OpportunityForm),
  'Cargando el formulario...',
);

export function StageBadge({ etapa }: { etapa: string }) {
  const variant =
    etapa === 'ganada'
      ? 'success'
      : etapa === 'perdida'
        ? 'outline'
        : etapa === 'negociacion'
          ? 'default'
          : 'secondary';
  return <Badge variant={variant}>{STAGE_LABEL[etapa as Stage] ?? etapa}</Badge>;
}

/**
 * The opportunities list: search, filters and sort in the URL; Postgres searches (name, account,
 * owner), filters, sorts and pages it (useOpportunityList), and sums the whole filtered set's
 * amounts; the CSV reads the whole filtered set page by page; 'Nueva oportunidad'.
 */
export default function OpportunitiesPage() {
  const accounts = useParties();
  const owners = useOwners();
  const create = useCreateOpportunity();
  const { userId } = useModuleUser();
  const navigate = useNavigate();
  const list = useListParams(['etapa', 'responsable'], { key: 'creado_en', dir: 'desc' });
  const { search, filters, sort } = list;
  const listQuery = useMemo(() => opportunityListQuery({ search, filters, sort }), [search, filters, sort]);
  const opportunities = useOpportunityList(listQuery);
  const totals = useOpportunityTotals(listQuery);
  const rows = opportunities.rows;
  const attachments = useAttachmentCounts(
    'crm_oportunidades',
    rows.map((o) => o.id),
  );
  const filtered = listQuery.search !== '' || !!(listQuery.stage || listQuery.ownerId);
  const [creating, setCreating] = useState(false);
  useOnDemandPrefetch(true, OpportunityForm);
  const accountName = useMemo(() => new Map((accounts.data ?? []).map((a) => [a.id, a.nombre])), [accounts.data]);
  const ownerName = useMemo(() => new Map((owners.data ?? []).map((o) => [o.id, o.nombre])), [owners.data]);
  const today = todayInChile();
  const columns: ListColumn<OpportunityListRow>[] = [
    {
      key: 'nombre',
      header: 'Oportunidad',
      cell: (o) => (
        <span className="inline-flex items-center gap-1.5">
          <span className="font-medium">{o.nombre}</span>
          <AttachmentCount count={attachments[o.id]} />
        </span>
      ),
      csv: (o) => o.nombre,
      sortable: true,
    },
    {
      key: 'cuenta',
      header: 'Cuenta',
      cell: (o) => accountName.get(o.tercero_id) ?? '',
      csv: (o) => accountName.get(o.tercero_id) ?? '',
    },
    {
      key: 'etapa',
      header: 'Etapa',
      cell: (o) => <StageBadge etapa={o.etapa} />,
      csv: (o) => STAGE_LABEL[o.etapa as Stage] ?? o.etapa,
    },
    {
      key: 'monto',
      header: 'Monto (CLP)',
      cell: (o) => <span className="whitespace-nowrap tabular-nums">{formatCLP(o.monto)}</span>,
      csv: (o) => String(o.monto),
      sortable: true,
      className: 'text-right',
    },
    {
      key: 'probabilidad',
      header: 'Probabilidad',
      cell: (o) => `${formatNumber(o.probabilidad)} %`,
      csv: (o) => o.probabilidad,
      sortable: true,
    },
    {
      key: 'fecha_cierre_estimada',
      header: 'Cierre estimado',
      cell: (o) => (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          {formatDate(o.fecha_cierre_estimada)}
          {isOpenStage(o.etapa) && o.fecha_cierre_estimada && o.fecha_cierre_estimada < today && (
            <Badge variant="destructive">Atrasada</Badge>
          )}
        </span>
      ),
      csv: (o) => o.fecha_cierre_estimada,
      sortable: true,
    },
    {
      key: 'responsable',
      header: 'Responsable',
      cell: (o) => (o.responsable_id ? (ownerName.get(o.responsable_id) ?? '') : 'Sin responsable'),
      csv: (o) => (o.responsable_id ? (ownerName.get(o.responsable_id) ?? '') : ''),
    },
    {
      key: 'motivo',
      header: 'Motivo de pérdida',
      cell: (o) => o.motivo_perdida ?? '',
      csv: (o) => o.motivo_perdida ?? '',
      className: 'max-w-48 truncate',
    },
    {
      key: 'creado_en',
      header: 'Creada',
      cell: (o) => <span className="whitespace-nowrap">{formatDate(o.creado_en)}</span>,
      csv: (o) => o.creado_en.slice(0, 10),
      sortable: true,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar oportunidades"
        filters={[
          { name: 'etapa', label: 'Etapa', options: opts(STAGES, STAGE_LABEL) },
          {
            name: 'responsable',
            label: 'Responsable',
            options: (owners.data ?? []).map((o) => ({
              value: o.id,
              label: o.id === userId ? `${o.nombre} (yo)` : o.nombre,
            })),
          },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton
          rows={rows}
          columns={columns}
          fileName="oportunidades.csv"
          loadRows={() => opportunities.fetchAll()}
        />
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nueva oportunidad
        </Button>
      </ListToolbar>
      {creating && (
        <OpportunityForm
          label="Nueva oportunidad"
          initial={{
            nombre: '',
            tercero_id: '',
            contacto_id: '',
            etapa: 'prospecto',
            monto: '',
            probabilidad: '10',
            fecha_cierre_estimada: '',
            responsable_id: userId ?? '',
            motivo_perdida: '',
            descripcion: '',
          }}
          submitLabel="Crear oportunidad"
          pendingLabel="Creando..."
          pending={create.isPending}
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const created = await create.mutateAsync(values);
            toast.success('Oportunidad creada');
            setCreating(false);
            void navigate(opportunityPath(created.id));
          }}
        />
      )}
      <QueryState
        query={opportunities.query}
        loadingLabel="Cargando oportunidades..."
        errorTitle="No se pudieron cargar las oportunidades"
      >
        {() => (
          <div
            className={opportunities.refreshing ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={opportunities.refreshing}
          >
            <DataList
              label="Oportunidades"
              rows={rows}
              columns={columns}
              rowKey={(o) => o.id}
              sort={list.sort}
              onSort={list.toggleSort}
              onRowOpen={(o) => void navigate(opportunityPath(o.id))}
              hasMore={opportunities.hasMore}
              onLoadMore={opportunities.loadMore}
              loadingMore={opportunities.loadingMore}
              empty={
                <EmptyState
                  title={filtered ? 'Ninguna oportunidad coincide con la búsqueda' : 'Aún no hay oportunidades'}
                >
                  {filtered ? null : 'Crea la primera con «Nueva oportunidad» o convierte un lead.'}
                </EmptyState>
              }
            />
            {opportunities.loadMoreError !== null && (
              <p role="alert" className="mt-2 text-sm text-destructive">
                No se pudieron cargar más oportunidades: {errorMessage(opportunities.loadMoreError)}
              </p>
            )}
            {rows.length > 0 && totals.data && (
              <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
                Monto de las {formatNumber(totals.data.oportunidades)} oportunidades de la lista:{' '}
                {formatCLP(totals.data.monto)}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
