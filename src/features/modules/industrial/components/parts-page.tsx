import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { orderPath, WorkOrderPicker } from '@/features/modules/ops/public';
import { formatCLP, formatDateTime, formatNumber } from '@/lib/format';
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
  useHasModule,
  useListParams,
  useZodForm,
  type ListColumn,
  useModuleUser,
} from '@/kit';
import { useAddMove } from '../api/add-move';
import { useMoves } from '../api/get-moves';
import { useParts } from '../api/get-parts';
import { useImportParts } from '../api/import-parts';
import { useSavePart } from '../api/save-part';
import type { Part } from '../api/types';
import { label, MOVE_LABEL, MOVE_TYPES, options, UNIT_LABEL, UNITS } from '../lib/labels';
import { PART_IMPORT_COLUMNS, partSchema } from '../lib/part-schema';
import { partPath } from '../lib/paths';

export const moveSchema = z
  .object({
    tipo: field.choice(MOVE_TYPES, { labels: MOVE_LABEL }),
    cantidad: field.number(),
    motivo: field.requiredText(300),
    orden_id: field.optionalText(),
  })
  .refine((m) => (m.tipo === 'ajuste' ? m.cantidad !== 0 : m.cantidad > 0), {
    path: ['cantidad'],
    message: 'Debe ser mayor que 0 (en un ajuste, distinta de 0)',
  });

const isLow = (p: Part) => Number(p.stock) <= Number(p.stock_minimo);

export function PartForm({ part, onDone }: { part: Part | null; onDone: () => void }) {
  const save = useSavePart({
    onSuccess: () => {
      toast.success(part ? 'Repuesto actualizado' : 'Repuesto creado');
      onDone();
    },
  });
  const form = useZodForm(partSchema, {
    sku: part?.sku ?? '',
    nombre: part?.nombre ?? '',
    unidad: part?.unidad ?? 'unidad',
    stock: part ? String(part.stock) : '0',
    stock_minimo: part ? String(part.stock_minimo) : '0',
    ubicacion_bodega: part?.ubicacion_bodega ?? '',
    costo_unitario: part ? String(part.costo_unitario) : '0',
  });
  return (
    <form
      noValidate
      aria-label={part ? `Editar repuesto ${part.sku}` : 'Nuevo repuesto'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit((v) =>
        save.mutate({ id: part?.id, values: { ...v, ubicacion_bodega: v.ubicacion_bodega ?? null } }),
      )}
    >
      <FormField form={form} name="sku" label="SKU" required />
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="unidad" label="Unidad" required options={options(UNITS, UNIT_LABEL)} />
      {!part && <FormField form={form} name="stock" label="Stock inicial" type="quantity" required />}
      <FormField form={form} name="stock_minimo" label="Stock mínimo" type="quantity" required />
      <FormField form={form} name="ubicacion_bodega" label="Ubicación en bodega" />
      <FormField form={form} name="costo_unitario" label="Costo unitario (CLP)" type="amount" required />
      <FormActions className="flex items-end gap-2" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** Stock moves of one part, and the form to add one (the database refuses a negative stock). */
export function PartMoves({ part, onClose }: { part: Part; onClose?: () => void }) {
  const hasOps = useHasModule('ops');
  const moves = useMoves(part.id);
  const form = useZodForm(moveSchema, { tipo: 'entrada', cantidad: '', motivo: '', orden_id: '' });
  const add = useAddMove({
    onSuccess: (_data, v) => {
      toast.success('Movimiento registrado');
      form.setValues({ tipo: v.tipo ?? 'entrada', cantidad: '', motivo: '', orden_id: '' });
    },
  });
  return (
    <section aria-label={`Movimientos de ${part.sku}`} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">
          Movimientos de {part.sku} · stock {formatNumber(part.stock)} {label(UNIT_LABEL, part.unidad).toLowerCase()}
        </h2>
        {onClose && (
          <Button variant="outline" size="sm" onClick={onClose}>
            Cerrar
          </Button>
        )}
      </div>
      <form
        noValidate
        aria-label="Nuevo movimiento"
        className="grid gap-3 sm:grid-cols-4"
        onSubmit={form.handleSubmit((v) =>
          // The order only with Ops (Postgres refuses a link from a caller without it).
          add.mutate({
            repuesto_id: part.id,
            tipo: v.tipo,
            cantidad: v.cantidad,
            motivo: v.motivo,
            ...(hasOps && v.orden_id ? { orden_id: v.orden_id } : {}),
          }),
        )}
      >
        <FormField form={form} name="tipo" label="Tipo" required options={options(MOVE_TYPES, MOVE_LABEL)} />
        <FormField
          form={form}
          name="cantidad"
          label="Cantidad"
          type="quantity"
          required
          hint="En un ajuste, negativa para restar."
        />
        <FormField form={form} name="motivo" label="Motivo" required />
        {hasOps && (
          <WorkOrderPicker
            value={form.values.orden_id ?? ''}
            onChange={(id) => form.set('orden_id', id)}
            hint="Opcional: la orden a la que corresponde el movimiento."
          />
        )}
        <div className="flex items-end">
          <Button type="submit" disabled={add.isPending}>
            Registrar
          </Button>
        </div>
      </form>
      <QueryState
        query={moves}
        loadingLabel="Cargando movimientos..."
        isEmpty={(m) => m.length === 0}
        empty={<p className="text-sm text-muted-foreground">Sin movimientos.</p>}
      >
        {(rows) => (
          <ul className="divide-y text-sm" aria-label="Historial de movimientos">
            {rows.map((m) => (
              <li key={m.id} className="flex flex-wrap gap-x-4 py-1.5">
                <span className="w-36 text-muted-foreground">{formatDateTime(m.creado_en)}</span>
                <span className="w-20">{label(MOVE_LABEL, m.tipo)}</span>
                <span className="w-20 tabular-nums">
                  {formatNumber(m.tipo === 'salida' ? -m.cantidad : m.cantidad)}
                </span>
                <span className="flex-1">{m.motivo}</span>
                {m.orden && (
                  <Link
                    to={orderPath(m.orden.id)}
                    className="font-mono text-xs text-primary underline-offset-2 hover:underline"
                    aria-label={`Orden de trabajo ${m.orden.codigo}`}
                  >
                    {m.orden.codigo}
                  </Link>
                )}
                <span className="tabular-nums text-muted-foreground">queda {formatNumber(m.stock_resultante)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

export function PartsPage() {
  const query = useParts();
  const importParts = useImportParts();
  const list = useListParams(['unidad', 'stock'], { key: 'sku', dir: 'asc' });
  const [editing, setEditing] = useState<Part | 'new' | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const parts = useMemo(() => query.data ?? [], [query.data]);
  const { isCompanyAdmin } = useModuleUser();
  const attachments = useAttachmentCounts(
    'industrial_repuestos',
    parts.map((p) => p.id),
    { whole: true },
  );
  const rows = useMemo(
    () =>
      applyListParams(parts, list, {
        searchText: (p) => `${p.sku} ${p.nombre} ${p.ubicacion_bodega ?? ''}`,
        filterValue: { unidad: (p) => p.unidad, stock: (p) => (isLow(p) ? 'bajo' : 'ok') },
        sortValue: {
          sku: (p) => p.sku,
          nombre: (p) => p.nombre,
          stock: (p) => Number(p.stock),
          costo_unitario: (p) => Number(p.costo_unitario),
        },
      }),
    [parts, list],
  );
  const columns: ListColumn<Part>[] = [
    {
      key: 'sku',
      header: 'SKU',
      cell: (p) => (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          {/* The record's page (its moves, files, history); a click elsewhere edits the row. */}
          <Link
            to={partPath(p.id)}
            className="font-mono text-xs text-primary underline-offset-2 hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {p.sku}
          </Link>
          <AttachmentCount count={attachments[p.id]} />
        </span>
      ),
      csv: (p) => p.sku,
      sortable: true,
    },
    { key: 'nombre', header: 'Nombre', cell: (p) => p.nombre, csv: (p) => p.nombre, sortable: true },
    {
      key: 'unidad',
      header: 'Unidad',
      cell: (p) => label(UNIT_LABEL, p.unidad),
      csv: (p) => label(UNIT_LABEL, p.unidad),
    },
    {
      key: 'stock',
      header: 'Stock',
      cell: (p) => (
        <span className="inline-flex items-center gap-2 tabular-nums">
          {formatNumber(p.stock)}
          {isLow(p) && <Badge variant="destructive">Bajo mínimo</Badge>}
        </span>
      ),
      csv: (p) => Number(p.stock),
      sortable: true,
    },
    {
      key: 'stock_minimo',
      header: 'Stock mínimo',
      cell: (p) => formatNumber(p.stock_minimo),
      csv: (p) => Number(p.stock_minimo),
    },
    { key: 'ubicacion_bodega', header: 'Ubicación', cell: (p) => p.ubicacion_bodega, csv: (p) => p.ubicacion_bodega },
    {
      key: 'costo_unitario',
      header: 'Costo unitario',
      cell: (p) => formatCLP(p.costo_unitario),
      csv: (p) => Number(p.costo_unitario),
      sortable: true,
    },
    {
      key: 'acciones',
      header: 'Acciones',
      cell: (p) => (
        <Button
          variant="outline"
          size="sm"
          onClick={(e) => {
            e.stopPropagation();
            setMoving(p.id);
          }}
        >
          Movimientos
        </Button>
      ),
    },
  ];
  const movingPart = parts.find((p) => p.id === moving);
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar repuestos"
        filters={[
          {
            name: 'stock',
            label: 'Stock',
            options: [
              { value: 'bajo', label: 'Bajo mínimo' },
              { value: 'ok', label: 'Sobre mínimo' },
            ],
          },
          { name: 'unidad', label: 'Unidad', options: options(UNITS, UNIT_LABEL) },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton rows={rows} columns={columns} fileName="repuestos.csv" />
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" />
          Importar CSV
        </Button>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Nuevo repuesto
        </Button>
      </ListToolbar>
      {importing && (
        <CsvImportPanel
          title="Importar repuestos"
          columns={PART_IMPORT_COLUMNS}
          schema={partSchema}
          uniqueField="sku"
          onImport={(r) =>
            importParts.mutateAsync(r.map((p) => ({ ...p, ubicacion_bodega: p.ubicacion_bodega ?? null })))
          }
          onClose={() => setImporting(false)}
        />
      )}
      {editing && (
        <PartForm
          key={editing === 'new' ? 'new' : editing.id}
          part={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {editing && editing !== 'new' && (
        <AttachmentsPanel
          key={`adjuntos-${editing.id}`}
          target={{ companyId: editing.empresa_id, table: 'industrial_repuestos', recordId: editing.id }}
          title={`Adjuntos de ${editing.sku} (fichas técnicas, fotos)`}
          canDelete={isCompanyAdmin}
        />
      )}
      {movingPart && <PartMoves key={movingPart.id} part={movingPart} onClose={() => setMoving(null)} />}
      <QueryState query={query} loadingLabel="Cargando repuestos..." errorTitle="No se pudieron cargar los repuestos">
        {() => (
          <DataList
            label="Repuestos"
            rows={rows}
            total={parts.length}
            columns={columns}
            rowKey={(p) => p.id}
            sort={list.sort}
            onSort={list.toggleSort}
            onRowOpen={(p) => setEditing(p)}
            empty={
              <EmptyState title={parts.length ? 'Ningún repuesto coincide con la búsqueda' : 'Aún no hay repuestos'}>
                {parts.length ? 'Prueba con otros filtros.' : 'Crea el primero o impórtalos desde un CSV.'}
              </EmptyState>
            }
          />
        )}
      </QueryState>
    </div>
  );
}
