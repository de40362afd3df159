import { toast } from '@/lib/toast';
import { CsvImportPanel, field, FormActions, FormField, useZodForm } from '@/kit';
import { z } from 'zod';
import { useImportAssets } from '../api/import-assets';
import { useSaveAsset } from '../api/save-asset';
import type { Asset } from '../api/types';
import { ASSET_STATE_LABEL, ASSET_STATES, CRITICALITIES, LEVEL_LABEL, LEVELS, options } from '../lib/labels';

/**
 * An asset's form and the assets' CSV import (zod and the import panel), a chunk of their own: the
 * list loads them when a button opens them (issue 33).
 */

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

/** 'Importar CSV' of the asset list. */
export function AssetImport({ onClose }: { onClose: () => void }) {
  const importAssets = useImportAssets();
  return (
    <CsvImportPanel
      title="Importar activos"
      columns={IMPORT_COLUMNS}
      schema={importSchema}
      uniqueField="codigo"
      onImport={(r) => importAssets.mutateAsync(r.map((row) => importValues({ ...row, padre_id: undefined })))}
      onClose={onClose}
    />
  );
}
