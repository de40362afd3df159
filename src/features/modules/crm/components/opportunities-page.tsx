import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCLP, formatDate, formatNumber, todayIsoDate } from '@/lib/format';
import { applyListParams, DataList, EmptyState, ExportCsvButton, ListToolbar, QueryState, useListParams, useModuleUser, type ClientFilterSpec, type ListColumn } from '../../kit';
import { useAccounts, useCreateOpportunity, useOpportunities, useOwners, type OpportunitySummary } from '../api/crm';
import { pesos } from '../lib/board-model';
import { isOpenStage, opts, STAGE_LABEL, STAGES, type Stage } from '../lib/labels';
import { opportunityPath } from '../lib/paths';
import { OpportunityForm } from './opportunity-form';

export function StageBadge({ etapa }: { etapa: string }) {
  const variant = etapa === 'ganada' ? 'success' : etapa === 'perdida' ? 'outline' : etapa === 'negociacion' ? 'default' : 'secondary';
  return <Badge variant={variant}>{STAGE_LABEL[etapa as Stage] ?? etapa}</Badge>;
}

function opportunitySpec(accountName: ReadonlyMap<string, string>, ownerName: ReadonlyMap<string, string>): ClientFilterSpec<OpportunitySummary> {
  return {
    searchText: (o) => `${o.nombre} ${accountName.get(o.tercero_id) ?? ''} ${o.responsable_id ? (ownerName.get(o.responsable_id) ?? '') : ''}`,
    filterValue: { etapa: (o) => o.etapa, responsable: (o) => o.responsable_id },
    sortValue: {
      nombre: (o) => o.nombre,
      monto: (o) => Number(o.monto),
      probabilidad: (o) => o.probabilidad,
      fecha_cierre_estimada: (o) => o.fecha_cierre_estimada,
      creado_en: (o) => o.creado_en,
    },
  };
}

/** The opportunities list: search, filters and sort in the URL, CSV export, 'Nueva oportunidad'. */
export default function OpportunitiesPage() {
  const query = useOpportunities();
  const accounts = useAccounts();
  const owners = useOwners();
  const create = useCreateOpportunity();
  const { userId } = useModuleUser();
  const navigate = useNavigate();
  const list = useListParams(['etapa', 'responsable'], { key: 'creado_en', dir: 'desc' });
  const [creating, setCreating] = useState(false);
  const accountName = useMemo(() => new Map((accounts.data ?? []).map((a) => [a.id, a.nombre])), [accounts.data]);
  const ownerName = useMemo(() => new Map((owners.data ?? []).map((o) => [o.id, o.nombre])), [owners.data]);
  const spec = useMemo(() => opportunitySpec(accountName, ownerName), [accountName, ownerName]);
  const all = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(() => applyListParams(all, list, spec), [all, list, spec]);
  const shownTotal = useMemo(() => rows.reduce((sum, o) => sum + pesos(o.monto), 0n), [rows]);
  const today = todayIsoDate();
  const columns: ListColumn<OpportunitySummary>[] = [
    { key: 'nombre', header: 'Oportunidad', cell: (o) => <span className="font-medium">{o.nombre}</span>, csv: (o) => o.nombre, sortable: true },
    { key: 'cuenta', header: 'Cuenta', cell: (o) => accountName.get(o.tercero_id) ?? '', csv: (o) => accountName.get(o.tercero_id) ?? '' },
    { key: 'etapa', header: 'Etapa', cell: (o) => <StageBadge etapa={o.etapa} />, csv: (o) => STAGE_LABEL[o.etapa as Stage] ?? o.etapa },
    { key: 'monto', header: 'Monto (CLP)', cell: (o) => <span className="whitespace-nowrap tabular-nums">{formatCLP(o.monto)}</span>, csv: (o) => String(o.monto), sortable: true, className: 'text-right' },
    { key: 'probabilidad', header: 'Probabilidad', cell: (o) => `${formatNumber(o.probabilidad)} %`, csv: (o) => o.probabilidad, sortable: true },
    {
      key: 'fecha_cierre_estimada',
      header: 'Cierre estimado',
      cell: (o) => (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          {formatDate(o.fecha_cierre_estimada)}
          {isOpenStage(o.etapa) && o.fecha_cierre_estimada && o.fecha_cierre_estimada < today && <Badge variant="destructive">Atrasada</Badge>}
        </span>
      ),
      csv: (o) => o.fecha_cierre_estimada,
      sortable: true,
    },
    { key: 'responsable', header: 'Responsable', cell: (o) => (o.responsable_id ? (ownerName.get(o.responsable_id) ?? '') : 'Sin responsable'), csv: (o) => (o.responsable_id ? (ownerName.get(o.responsable_id) ?? '') : '') },
    { key: 'motivo', header: 'Motivo de pérdida', cell: (o) => o.motivo_perdida ?? '', csv: (o) => o.motivo_perdida ?? '', className: 'max-w-48 truncate' },
    { key: 'creado_en', header: 'Creada', cell: (o) => <span className="whitespace-nowrap">{formatDate(o.creado_en)}</span>, csv: (o) => o.creado_en.slice(0, 10), sortable: true },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar oportunidades"
        filters={[
          { name: 'etapa', label: 'Etapa', options: opts(STAGES, STAGE_LABEL) },
          { name: 'responsable', label: 'Responsable', options: (owners.data ?? []).map((o) => ({ value: o.id, label: o.id === userId ? `${o.nombre} (yo)` : o.nombre })) },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton rows={rows} columns={columns} fileName="oportunidades.csv" />
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nueva oportunidad
        </Button>
      </ListToolbar>
      {creating && (
        <OpportunityForm
          label="Nueva oportunidad"
          initial={{ nombre: '', tercero_id: '', contacto_id: '', etapa: 'prospecto', monto: '', probabilidad: '10', fecha_cierre_estimada: '', responsable_id: userId ?? '', motivo_perdida: '', descripcion: '' }}
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
      <QueryState query={query} loadingLabel="Cargando oportunidades..." errorTitle="No se pudieron cargar las oportunidades">
        {() => (
          <>
            <DataList
              label="Oportunidades"
              rows={rows}
              total={all.length}
              columns={columns}
              rowKey={(o) => o.id}
              sort={list.sort}
              onSort={list.toggleSort}
              onRowOpen={(o) => void navigate(opportunityPath(o.id))}
              empty={<EmptyState title={all.length ? 'Ninguna oportunidad coincide con la búsqueda' : 'Aún no hay oportunidades'}>{all.length ? null : 'Crea la primera con «Nueva oportunidad» o convierte un lead.'}</EmptyState>}
            />
            {rows.length > 0 && <p className="text-sm text-muted-foreground">Monto de las oportunidades mostradas: {formatCLP(shownTotal.toString())}</p>}
          </>
        )}
      </QueryState>
    </div>
  );
}
