import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  applyListParams,
  CsvImportPanel,
  DataList,
  EmptyState,
  ExportCsvButton,
  field,
  FormActions,
  FormField,
  ListToolbar,
  QueryState,
  useListParams,
  useZodForm,
  type ListColumn,
  useModuleUser,
} from '@/kit';
import { useAssets } from '../api/get-assets';
import { useImportAssets } from '../api/import-assets';
import { useSaveAsset } from '../api/save-asset';
import type { Asset } from '../api/types';
import { assetPath } from '../lib/paths';
import { ASSET_STATE_LABEL, ASSET_STATES, CRITICALITIES, label, LEVEL_LABEL, LEVELS, options } from '../lib/labels';

const assetSchema = z.object({
  codigo: field.requiredText(40),
  nombre: field.requiredText(200),
  nivel: field.choice(LEVELS, { labels: LEVEL_LABEL }),
  padre_id: field.optionalText(),
  categoria: field.optionalText(100),
  ubicacion: field.optionalText(200),
  fabricante: field.optionalText(100),
  modelo: field.optionalText(100),
  numero_serie: field.optionalText(100),
  fecha_instalacion: field.day(),
  criticidad: field.choice(CRITICALITIES),
  estado: field.choice(ASSET_STATES, { labels: ASSET_STATE_LABEL }),
});

/** The CSV columns: the export's headers, so an exported file imports back. The parent goes by code. */
const importSchema = assetSchema.omit({ padre_id: true }).extend({ padre_codigo: field.optionalText(40) });
const IMPORT_COLUMNS = [
  { header: 'Código', field: 'codigo', required: true },
  { header: 'Nombre', field: 'nombre', required: true },
  { header: 'Nivel', field: 'nivel', required: true },
  { header: 'Padre', field: 'padre_codigo' },
  { header: 'Categoría', field: 'categoria' },
  { header: 'Ubicación', field: 'ubicacion' },
  { header: 'Fabricante', field: 'fabricante' },
  { header: 'Modelo', field: 'modelo' },
  { header: 'N° de serie', field: 'numero_serie' },
  { header: 'Instalación', field: 'fecha_instalacion' },
  { header: 'Criticidad', field: 'criticidad', required: true },
  { header: 'Estado', field: 'estado', required: true },
];

type AssetForm = z.output<typeof assetSchema>;
/** The form's optional fields, left empty, are written as null (cleared), never omitted. */
const assetValues = (v: AssetForm) => ({
  ...v,
  padre_id: v.padre_id ?? null,
  categoria: v.categoria ?? null,
  ubicacion: v.ubicacion ?? null,
  fabricante: v.fabricante ?? null,
  modelo: v.modelo ?? null,
  numero_serie: v.numero_serie ?? null,
  fecha_instalacion: v.fecha_instalacion ?? null,
});
const importValues = ({ padre_id: _none, ...v }: AssetForm & { padre_codigo?: string }) => ({
  ...assetValues(v),
  padre_id: null,
  padre_codigo: v.padre_codigo ?? null,
});

export function AssetForm({ asset, assets, onDone }: { asset: Asset | null; assets: Asset[]; onDone: () => void }) {
  const save = useSaveAsset({
    onSuccess: () => {
      toast.success(asset ? 'Activo actualizado' : 'Activo creado');
      onDone();
    },
  });
  const form = useZodForm(assetSchema, {
    codigo: asset?.codigo ?? '',
    nombre: asset?.nombre ?? '',
    nivel: asset?.nivel ?? 'equipo',
    padre_id: asset?.padre_id ?? '',
    categoria: asset?.categoria ?? '',
    ubicacion: asset?.ubicacion ?? '',
    fabricante: asset?.fabricante ?? '',
    modelo: asset?.modelo ?? '',
    numero_serie: asset?.numero_serie ?? '',
    fecha_instalacion: asset?.fecha_instalacion ?? '',
    criticidad: asset?.criticidad ?? 'B',
    estado: asset?.estado ?? 'operativo',
  });
  const parents = assets
    .filter((a) => a.id !== asset?.id && a.nivel !== 'equipo')
    .map((a) => ({ value: a.id, label: `${a.codigo} · ${a.nombre}` }));
  return (
    <form
      noValidate
      aria-label={asset ? `Editar activo ${asset.codigo}` : 'Nuevo activo'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={form.handleSubmit((values) => save.mutate({ id: asset?.id, values: assetValues(values) }))}
    >
      <FormField form={form} name="codigo" label="Código" required />
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="nivel" label="Nivel" required options={options(LEVELS, LEVEL_LABEL)} />
      <FormField form={form} name="padre_id" label="Depende de" options={parents} />
      <FormField form={form} name="categoria" label="Categoría" />
      <FormField form={form} name="ubicacion" label="Ubicación" />
      <FormField form={form} name="fabricante" label="Fabricante" />
      <FormField form={form} name="modelo" label="Modelo" />
      <FormField form={form} name="numero_serie" label="N° de serie" />
      <FormField form={form} name="fecha_instalacion" label="Fecha de instalación" type="date" />
      <FormField form={form} name="criticidad" label="Criticidad" required options={options(CRITICALITIES)} />
      <FormField form={form} name="estado" label="Estado" required options={options(ASSET_STATES, ASSET_STATE_LABEL)} />
      <FormActions className="flex gap-2 sm:col-span-2 lg:col-span-3" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

export function AssetsPage() {
  const query = useAssets();
  const importAssets = useImportAssets();
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
      {importing && (
        <CsvImportPanel
          title="Importar activos"
          columns={IMPORT_COLUMNS}
          schema={importSchema}
          uniqueField="codigo"
          onImport={(r) => importAssets.mutateAsync(r.map((row) => importValues({ ...row, padre_id: undefined })))}
          onClose={() => setImporting(false)}
        />
      )}
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
