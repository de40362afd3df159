import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import {
  DataList,
  EmptyState,
  errorMessage,
  ExportCsvButton,
  ListToolbar,
  onDemand,
  QueryState,
  useListParams,
  useOnDemandPrefetch,
  type ListColumn,
} from '@/kit';
import { useDocumentList, useDocumentTotals } from '../api/get-document-page';
import type { DocumentRow } from '../api/types';
import { documentPath } from '../lib/paths';
import { documentListQuery } from '../lib/document-list-spec';
import {
  DIRECTION_LABEL,
  DIRECTIONS,
  DOC_STATE_LABEL,
  DOC_STATES,
  DOC_TYPE_LABEL,
  DOC_TYPES,
  documentTitle,
  opts,
  type DocState,
  type DocType,
} from '../lib/labels';
import { formatPesos, toPesos } from '@/lib/money';
import { DocStateBadge } from './state-badge';

/** The columns of the list, and of the accountant's CSV (amounts as whole pesos, no format). */
/** 'Nuevo documento''s form (and zod) is not part of the list's first load (issue 33). */
const DocumentForm = onDemand(() => import('./document-form').then((m) => m.DocumentForm), 'Cargando el formulario...');

export const documentColumns: ListColumn<DocumentRow>[] = [
  {
    key: 'folio',
    header: 'Documento',
    cell: (d) => <span className="whitespace-nowrap font-medium">{documentTitle(d)}</span>,
    csv: (d) => DOC_TYPE_LABEL[d.tipo as DocType] ?? d.tipo,
    sortable: true,
  },
  { key: 'numero', header: 'Folio', cell: () => null, csv: (d) => d.folio ?? '' },
  {
    key: 'direccion',
    header: 'Emitido / recibido',
    cell: (d) => DIRECTION_LABEL[d.direccion],
    csv: (d) => DIRECTION_LABEL[d.direccion],
  },
  { key: 'rut', header: 'RUT', cell: () => null, csv: (d) => d.tercero_rut ?? '' },
  {
    key: 'tercero',
    header: 'Cliente o proveedor',
    cell: (d) => d.tercero_nombre,
    csv: (d) => d.tercero_nombre,
    sortable: true,
  },
  { key: 'categoria', header: 'Categoría', cell: () => null, csv: (d) => d.categoria_nombre ?? '' },
  {
    key: 'descripcion',
    header: 'Descripción',
    cell: (d) => <span className="line-clamp-1">{d.descripcion}</span>,
    csv: (d) => d.descripcion ?? '',
    className: 'max-w-xs',
  },
  {
    key: 'fecha_emision',
    header: 'Emisión',
    cell: (d) => <span className="whitespace-nowrap">{formatDate(d.fecha_emision)}</span>,
    csv: (d) => d.fecha_emision,
    sortable: true,
  },
  {
    key: 'fecha_vencimiento',
    header: 'Vencimiento',
    cell: (d) => <span className="whitespace-nowrap">{formatDate(d.fecha_vencimiento)}</span>,
    csv: (d) => d.fecha_vencimiento,
    sortable: true,
  },
  { key: 'neto', header: 'Neto', cell: () => null, csv: (d) => toPesos(d.neto).toString() },
  { key: 'iva', header: 'IVA', cell: () => null, csv: (d) => toPesos(d.iva).toString() },
  {
    key: 'total',
    header: 'Total',
    cell: (d) => <span className="whitespace-nowrap tabular-nums">{formatPesos(d.total)}</span>,
    csv: (d) => toPesos(d.total).toString(),
    sortable: true,
    className: 'text-right',
  },
  { key: 'pagado', header: 'Pagado', cell: () => null, csv: (d) => toPesos(d.monto_pagado).toString() },
  {
    key: 'saldo',
    header: 'Saldo',
    cell: (d) => <span className="whitespace-nowrap tabular-nums">{formatPesos(d.saldo)}</span>,
    csv: (d) => toPesos(d.saldo).toString(),
    sortable: true,
    className: 'text-right',
  },
  {
    key: 'estado',
    header: 'Estado',
    cell: (d) => <DocStateBadge estado={d.estado_actual} />,
    csv: (d) => DOC_STATE_LABEL[d.estado_actual as DocState] ?? d.estado_actual,
  },
];
/** The columns only the CSV has (the accountant's file is wider than the screen's table). */
const CSV_ONLY = new Set(['numero', 'rut', 'categoria', 'neto', 'iva', 'pagado']);
const VISIBLE = documentColumns.filter((c) => !CSV_ONLY.has(c.key));

/**
 * The document list. Postgres searches, filters, sorts and pages it (useDocumentList): the first
 * page paints at once whatever the company's size, the next ones load as the list scrolls, and the
 * accountant's CSV reads the whole filtered set page by page. The totals are the whole filtered
 * set's, summed by Postgres as exact numerics.
 */
export function DocumentsPage() {
  const navigate = useNavigate();
  useOnDemandPrefetch(true, DocumentForm);
  const list = useListParams(['direccion', 'estado', 'tipo'], { key: 'fecha_emision', dir: 'desc' });
  const { search, filters, sort } = list;
  const listQuery = useMemo(() => documentListQuery({ search, filters, sort }), [search, filters, sort]);
  const documents = useDocumentList(listQuery);
  const attachments = useAttachmentCounts(
    'fin_documentos',
    documents.rows.map((d) => d.id),
  );
  // The paperclip beside the document's title.
  const columns = VISIBLE.map((c) =>
    c.key === 'folio'
      ? {
          ...c,
          cell: (d: DocumentRow) => (
            <span className="inline-flex items-center gap-1.5">
              {c.cell(d)}
              <AttachmentCount count={attachments[d.id]} />
            </span>
          ),
        }
      : c,
  );
  const totals = useDocumentTotals(listQuery);
  const [creating, setCreating] = useState(false);
  const filtered = listQuery.search !== '' || !!(listQuery.direction || listQuery.state || listQuery.type);
  const figure = (value: string | undefined) => (value === undefined ? '…' : formatPesos(value));
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar documentos"
        filters={[
          { name: 'direccion', label: 'Emitido / recibido', options: opts(DIRECTIONS, DIRECTION_LABEL) },
          { name: 'estado', label: 'Estado', options: opts(DOC_STATES, DOC_STATE_LABEL) },
          { name: 'tipo', label: 'Tipo', options: opts(DOC_TYPES, DOC_TYPE_LABEL) },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton
          rows={documents.rows}
          columns={documentColumns}
          fileName="documentos-finanzas.csv"
          loadRows={() => documents.fetchAll()}
        />
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nuevo documento
        </Button>
      </ListToolbar>
      {creating && (
        <DocumentForm
          defaultDirection={list.filters.direccion === 'recibido' ? 'recibido' : 'emitido'}
          onDone={() => setCreating(false)}
        />
      )}
      <QueryState
        query={documents.query}
        loadingLabel="Cargando documentos..."
        errorTitle="No se pudieron cargar los documentos"
      >
        {() => (
          <div
            className={documents.refreshing ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={documents.refreshing}
          >
            {totals.isError ? (
              <p role="alert" className="text-sm text-destructive">
                No se pudieron calcular los totales: {errorMessage(totals.error)}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Total de la lista (sin borradores ni anulados; las notas de crédito restan):{' '}
                <span className="font-medium text-foreground" data-testid="total-lista">
                  {figure(totals.data?.total)}
                </span>{' '}
                · Saldo:{' '}
                <span className="font-medium text-foreground" data-testid="saldo-lista">
                  {figure(totals.data?.saldo)}
                </span>
              </p>
            )}
            <DataList
              label="Documentos"
              rows={documents.rows}
              columns={columns}
              rowKey={(d) => d.id}
              sort={list.sort}
              onSort={list.toggleSort}
              onRowOpen={(d) => void navigate(documentPath(d.id))}
              hasMore={documents.hasMore}
              onLoadMore={documents.loadMore}
              loadingMore={documents.loadingMore}
              empty={
                <EmptyState title={filtered ? 'Ningún documento coincide con la búsqueda' : 'Aún no hay documentos'} />
              }
            />
            {documents.loadMoreError !== null && (
              <p role="alert" className="mt-2 text-sm text-destructive">
                No se pudieron cargar más documentos: {errorMessage(documents.loadMoreError)}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
