import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import {
  applyListParams,
  DataList,
  EmptyState,
  ExportCsvButton,
  ListToolbar,
  onDemand,
  QueryState,
  useListParams,
  useOnDemandPrefetch,
  type ListColumn,
  useModuleUser,
} from '@/kit';
import { useAssets } from '../api/get-assets';
import type { Asset } from '../api/types';
import { assetPath } from '../lib/paths';
import { ASSET_STATE_LABEL, ASSET_STATES, CRITICALITIES, label, LEVEL_LABEL, LEVELS, options } from '../lib/labels';

/** The form and the CSV import (zod) are not part of the list's first load (issue 33). */
const AssetForm = onDemand(() => import('./asset-form').then((m) => m.AssetForm), 'Cargando el formulario...');
const AssetImport = onDemand(() => import('./asset-form').then((m) => m.AssetImport), 'Cargando...');
/** An asset's files, under its form (the storage client's code loads when a row is opened). */
const AttachmentsPanel = onDemand(
  () => import('@/components/attachments/attachments-panel').then((m) => m.AttachmentsPanel),
  'Cargando adjuntos...',
);

export function AssetsPage() {
  const query = useAssets();
  useOnDemandPrefetch(true, AssetForm, AssetImport);
  const list = useListParams(['estado', 'criticidad', 'nivel'], { key: 'codigo', dir: 'asc' });
  const [editing, setEditing] = useState<Asset | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const assets = useMemo(() => query.data ?? [], [query.data]);
  const byId = useMemo(() => new Map(assets.map((a) => [a.id, a])), [assets]);
  const { isCompanyAdmin } = useModuleUser();
  const attachments = useAttachmentCounts(
    'industrial_activos',
    assets.map((a) => a.id),
    { whole: true },
  );
  const rows = useMemo(
    () =>
      applyListParams(assets, list, {
        searchText: (a) =>
          [a.codigo, a.nombre, a.categoria, a.ubicacion, a.fabricante, a.modelo, a.numero_serie].join(' '),
        filterValue: { estado: (a) => a.estado, criticidad: (a) => a.criticidad, nivel: (a) => a.nivel },
        sortValue: {
          codigo: (a) => a.codigo,
          nombre: (a) => a.nombre,
          criticidad: (a) => a.criticidad,
          fecha_instalacion: (a) => a.fecha_instalacion,
        },
      }),
    [assets, list],
  );
  const columns: ListColumn<Asset>[] = [
    {
      key: 'codigo',
      header: 'Código',
      cell: (a) => (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          {/* The record's page (its orders, plans, files, history); a click elsewhere edits the row. */}
          <Link
            to={assetPath(a.id)}
            className="font-mono text-xs text-primary underline-offset-2 hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {a.codigo}
          </Link>
          <AttachmentCount count={attachments[a.id]} />
        </span>
      ),
      csv: (a) => a.codigo,
      sortable: true,
    },
    { key: 'nombre', header: 'Nombre', cell: (a) => a.nombre, csv: (a) => a.nombre, sortable: true },
    {
      key: 'nivel',
      header: 'Nivel',
      cell: (a) => label(LEVEL_LABEL, a.nivel),
      csv: (a) => label(LEVEL_LABEL, a.nivel),
    },
    {
      key: 'padre',
      header: 'Padre',
      cell: (a) => (a.padre_id ? byId.get(a.padre_id)?.codigo : ''),
      csv: (a) => (a.padre_id ? byId.get(a.padre_id)?.codigo : ''),
    },
    { key: 'categoria', header: 'Categoría', cell: (a) => a.categoria, csv: (a) => a.categoria },
    { key: 'ubicacion', header: 'Ubicación', cell: (a) => a.ubicacion, csv: (a) => a.ubicacion },
    { key: 'fabricante', header: 'Fabricante', cell: (a) => a.fabricante, csv: (a) => a.fabricante },
    { key: 'modelo', header: 'Modelo', cell: (a) => a.modelo, csv: (a) => a.modelo },
    { key: 'numero_serie', header: 'N° de serie', cell: (a) => a.numero_serie, csv: (a) => a.numero_serie },
    {
      key: 'fecha_instalacion',
      header: 'Instalación',
      cell: (a) => formatDate(a.fecha_instalacion),
      csv: (a) => a.fecha_instalacion,
      sortable: true,
    },
    {
      key: 'criticidad',
      header: 'Criticidad',
      cell: (a) => <Badge variant={a.criticidad === 'A' ? 'destructive' : 'secondary'}>{a.criticidad}</Badge>,
      csv: (a) => a.criticidad,
      sortable: true,
    },
    {
      key: 'estado',
      header: 'Estado',
      cell: (a) => label(ASSET_STATE_LABEL, a.estado),
      csv: (a) => label(ASSET_STATE_LABEL, a.estado),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar activos"
        filters={[
          { name: 'estado', label: 'Estado', options: options(ASSET_STATES, ASSET_STATE_LABEL) },
          { name: 'criticidad', label: 'Criticidad', options: options(CRITICALITIES) },
          { name: 'nivel', label: 'Nivel', options: options(LEVELS, LEVEL_LABEL) },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton rows={rows} columns={columns} fileName="activos.csv" />
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" />
          Importar CSV
        </Button>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Nuevo activo
        </Button>
      </ListToolbar>
      {importing && <AssetImport onClose={() => setImporting(false)} />}
      {editing && (
        <AssetForm
          key={editing === 'new' ? 'new' : editing.id}
          asset={editing === 'new' ? null : editing}
          assets={assets}
          onDone={() => setEditing(null)}
        />
      )}
      {editing && editing !== 'new' && (
        <AttachmentsPanel
          key={`adjuntos-${editing.id}`}
          target={{ companyId: editing.empresa_id, table: 'industrial_activos', recordId: editing.id }}
          title={`Adjuntos de ${editing.codigo} (manuales, fotos)`}
          canDelete={isCompanyAdmin}
        />
      )}
      <QueryState query={query} loadingLabel="Cargando activos..." errorTitle="No se pudieron cargar los activos">
        {() => (
          <DataList
            label="Activos"
            rows={rows}
            total={assets.length}
            columns={columns}
            rowKey={(a) => a.id}
            sort={list.sort}
            onSort={list.toggleSort}
            onRowOpen={(a) => setEditing(a)}
            empty={
              <EmptyState title={assets.length ? 'Ningún activo coincide con la búsqueda' : 'Aún no hay activos'}>
                {assets.length ? 'Prueba con otros filtros.' : 'Crea el primero o impórtalos desde un CSV.'}
              </EmptyState>
            }
          />
        )}
      </QueryState>
    </div>
  );
}
