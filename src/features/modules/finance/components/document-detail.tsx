import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { ArrowLeft, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState, QueryState, useModuleUser } from '@/kit';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteDocument } from '../api/delete-document';
import { useDocument } from '../api/get-document';
import { useDocumentLines } from '../api/get-document-lines';
import { getPrintedDocument } from '../api/get-printed-document';
import type { DocumentRow } from '../api/types';
import { useUpdateDocument } from '../api/update-document';
import { documentPath, documentsPath } from '../lib/paths';
import { DocumentForm } from './document-form';
import {
  DIRECTION_LABEL,
  DOC_TYPE_CODE,
  documentTitle,
  PAYMENT_METHOD_LABEL,
  REFERENCEABLE_TYPES,
  type DocType,
  type PaymentMethod,
} from '../lib/labels';
import { formatPesos, toPesos } from '@/lib/money';
import { errorMessage } from '@/lib/error-message';
import { invoiceFileName, toInvoicePdf } from '../lib/sii/printable';
import { LinesTable } from './line-editor';
import { PaymentForm } from './payment-form';
import { DocStateBadge } from './state-badge';
import { RecordHistorySection } from '@/components/record-timeline/record-timeline';

export function DocumentDetail() {
  const { id = '' } = useParams();
  const query = useDocument(id);
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={documentsPath}
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Documentos
      </Link>
      <QueryState query={query} loadingLabel="Cargando documento..." errorTitle="No se pudo cargar el documento">
        {(data) =>
          data ? (
            <>
              <DocumentView doc={data.doc} applications={data.applications} />
              <RecordHistorySection tabla="fin_documentos" registroId={data.doc.id} />
            </>
          ) : (
            <EmptyState title="El documento no existe o no tienes acceso" />
          )
        }
      </QueryState>
    </div>
  );
}

/**
 * What can be done with a document in its state (the database refuses the rest anyway): only a
 * draft is edited; an issued document is corrected with a note or annulled.
 */
export function documentActions(
  doc: Pick<DocumentRow, 'estado' | 'direccion' | 'monto_pagado' | 'tipo'> & { origen?: string },
  isAdmin: boolean,
) {
  const open = doc.estado === 'emitida' || doc.estado === 'pagada_parcial' || doc.estado === 'pagada';
  return {
    edit: doc.estado === 'borrador',
    issue: doc.estado === 'borrador' && doc.direccion === 'emitido',
    pay: (doc.estado === 'emitida' || doc.estado === 'pagada_parcial') && REFERENCEABLE_TYPES.includes(doc.tipo),
    note: open && REFERENCEABLE_TYPES.includes(doc.tipo),
    annul:
      isAdmin &&
      doc.estado !== 'anulada' &&
      doc.estado !== 'borrador' &&
      toPesos(doc.monto_pagado) === 0n &&
      (doc.origen ?? 'manual') === 'manual',
    remove: isAdmin && doc.estado === 'borrador',
    print: doc.estado !== 'borrador',
  };
}

/**
 * 'Descargar PDF' (an issued document) or 'Vista previa' (a draft): fin_documento_impreso, then
 * jsPDF loaded on demand (a separate chunk) and the file saved; the button says so meanwhile.
 */
function PdfButton({ id, draft }: { id: string; draft: boolean }) {
  const [busy, setBusy] = useState(false);
  const label = draft ? 'Vista previa PDF' : 'Descargar PDF';
  return (
    <Button
      variant="outline"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          const printed = await getPrintedDocument(id);
          const [{ buildInvoicePdf }, { downloadPdf }] = await Promise.all([
            import('@/lib/pdf/invoice'),
            import('@/lib/pdf/download'),
          ]);
          downloadPdf(await buildInvoicePdf(toInvoicePdf(printed)), invoiceFileName(printed));
        } catch (error) {
          toast.error('No se pudo generar el PDF', { description: errorMessage(error) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <FileDown aria-hidden="true" className="size-4" />
      {busy ? 'Generando PDF...' : label}
    </Button>
  );
}

function DocumentView({
  doc,
  applications,
}: {
  doc: DocumentRow;
  applications: NonNullable<ReturnType<typeof useDocument>['data']>['applications'];
}) {
  const { isCompanyAdmin: isAdmin, companyId } = useModuleUser();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'view' | 'edit' | 'pay' | 'annul' | 'delete' | 'nota_credito' | 'nota_debito'>(
    'view',
  );
  const lines = useDocumentLines(doc.id);
  const update = useUpdateDocument({
    onSuccess: (_r, v) => {
      toast.success(v.values.estado === 'anulada' ? 'Documento anulado' : 'Documento emitido');
      setMode('view');
    },
  });
  const remove = useDeleteDocument({
    onSuccess: () => {
      toast.success('Borrador eliminado');
      void navigate(documentsPath);
    },
  });
  const can = documentActions(doc, isAdmin);

  const changeState = (estado: 'emitida' | 'anulada') => update.mutate({ id: doc.id, values: { estado } });

  return (
    <article className="flex flex-col gap-4" aria-labelledby="doc-title">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="doc-title" className="flex items-center gap-2 text-xl font-semibold">
            {documentTitle(doc)} <DocStateBadge estado={doc.estado_actual} />
          </h2>
          <p className="text-sm text-muted-foreground">
            {DIRECTION_LABEL[doc.direccion]} · SII {doc.codigo_sii ?? DOC_TYPE_CODE[doc.tipo as DocType]}
            {doc.origen && doc.origen !== 'manual' ? ` · leído del SII (${doc.origen.toUpperCase()})` : ''} ·{' '}
            {doc.direccion === 'emitido' ? 'Cliente' : 'Proveedor'}: {doc.tercero_nombre}
            {doc.tercero_rut ? ` (${doc.tercero_rut})` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can.pay && mode === 'view' && <Button onClick={() => setMode('pay')}>Registrar pago</Button>}
          {can.issue && mode === 'view' && (
            <Button disabled={update.isPending} onClick={() => changeState('emitida')}>
              Emitir
            </Button>
          )}
          {can.edit && mode === 'view' && (
            <Button variant="outline" disabled={!lines.isSuccess} onClick={() => setMode('edit')}>
              Editar
            </Button>
          )}
          {can.note && mode === 'view' && (
            <>
              <Button variant="outline" onClick={() => setMode('nota_credito')}>
                Nota de crédito
              </Button>
              <Button variant="outline" onClick={() => setMode('nota_debito')}>
                Nota de débito
              </Button>
            </>
          )}
          {mode === 'view' && <PdfButton id={doc.id} draft={!can.print} />}
          {can.annul && mode === 'view' && (
            <Button variant="outline" onClick={() => setMode('annul')}>
              Anular
            </Button>
          )}
          {can.remove && mode === 'view' && (
            <Button variant="outline" disabled={remove.isPending} onClick={() => setMode('delete')}>
              Eliminar borrador
            </Button>
          )}
        </div>
      </header>

      <ConfirmDialog
        open={mode === 'annul'}
        title={`Anular ${documentTitle(doc)}`}
        description="Un documento anulado no se puede editar ni volver atrás."
        confirmLabel="Sí, anular"
        destructive
        pending={update.isPending}
        onCancel={() => setMode('view')}
        onConfirm={() => changeState('anulada')}
      />
      <ConfirmDialog
        open={mode === 'delete'}
        title={`Eliminar ${documentTitle(doc)}`}
        description="El borrador se elimina; no tiene folio, así que ninguno queda sin usar."
        confirmLabel="Eliminar borrador"
        destructive
        pending={remove.isPending}
        onCancel={() => setMode('view')}
        onConfirm={() => remove.mutate(doc.id)}
      />
      {mode === 'edit' && <DocumentForm doc={doc} lines={lines.data} onDone={() => setMode('view')} />}
      {(mode === 'nota_credito' || mode === 'nota_debito') && (
        <DocumentForm
          start={{
            direccion: doc.direccion,
            tipo: mode,
            tercero_id: doc.tercero_id,
            documento_referencia_id: doc.id,
          }}
          onDone={() => setMode('view')}
        />
      )}
      {mode === 'pay' && <PaymentForm doc={doc} onDone={() => setMode('view')} />}
      {!can.edit && (
        <p className="text-sm text-muted-foreground" data-testid="documento-cerrado">
          {doc.estado === 'anulada'
            ? `Documento anulado el ${formatDateTime(doc.anulado_en)}: no se modifica.`
            : `${documentTitle(doc)} ya fue ${doc.direccion === 'emitido' ? 'emitida' : 'registrada'} y no se modifica: corríjala con una nota de crédito o de débito, o anúlela.`}
        </p>
      )}

      <dl
        className="grid gap-3 rounded-lg border bg-card p-4 text-sm sm:grid-cols-4 lg:grid-cols-7"
        aria-label="Montos del documento"
      >
        {(
          [
            ['Neto', formatPesos(doc.neto)],
            ['Exento', formatPesos(doc.exento)],
            ['IVA 19 %', formatPesos(doc.iva)],
            ['Total', formatPesos(doc.total)],
            ['Pagado', formatPesos(doc.monto_pagado)],
            ['Saldo', formatPesos(doc.saldo)],
            [
              'Vencimiento',
              `${formatDate(doc.fecha_vencimiento)}${doc.dias_vencido > 0 ? ` (${doc.dias_vencido} días vencido)` : ''}`,
            ],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="font-medium tabular-nums" data-testid={`monto-${k}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Emisión</dt>
          <dd>{formatDate(doc.fecha_emision)}</dd>
        </div>
        {doc.documento_referencia_id && (
          <div>
            <dt className="text-muted-foreground">Corrige</dt>
            <dd>
              <Link
                className="text-primary underline-offset-4 hover:underline"
                to={documentPath(doc.documento_referencia_id)}
              >
                Ver el documento que corrige
              </Link>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-muted-foreground">Categoría</dt>
          <dd>{doc.categoria_nombre ?? 'Sin categoría'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Descripción</dt>
          <dd className="whitespace-pre-line">{doc.descripcion || '—'}</dd>
        </div>
      </dl>

      <section aria-labelledby="lineas-title" className="flex flex-col gap-2">
        <h3 id="lineas-title" className="font-semibold">
          Líneas
        </h3>
        {lines.isPending ? (
          <p className="text-sm text-muted-foreground">Cargando líneas...</p>
        ) : lines.isError ? (
          <p className="text-sm text-destructive">No se pudieron cargar las líneas: {errorMessage(lines.error)}</p>
        ) : (
          <LinesTable lines={lines.data} />
        )}
      </section>

      <section aria-labelledby="pagos-title" className="flex flex-col gap-2">
        <h3 id="pagos-title" className="font-semibold">
          Pagos aplicados
        </h3>
        {applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin pagos registrados.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1 font-medium">Pago</th>
                <th className="py-1 font-medium">Fecha</th>
                <th className="py-1 font-medium">Medio</th>
                <th className="py-1 font-medium">Referencia</th>
                <th className="py-1 text-right font-medium">Monto</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((a) => (
                <tr key={a.id} className="border-t">
                  <td className="py-1">N° {a.fin_pagos?.numero}</td>
                  <td className="py-1">{formatDate(a.fin_pagos?.fecha)}</td>
                  <td className="py-1">
                    {PAYMENT_METHOD_LABEL[a.fin_pagos?.medio as PaymentMethod] ?? a.fin_pagos?.medio}
                  </td>
                  <td className="py-1">{a.fin_pagos?.referencia ?? '—'}</td>
                  <td className="py-1 text-right tabular-nums">{formatPesos(a.monto)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {companyId && (
        <AttachmentsPanel
          target={{ companyId, table: 'fin_documentos', recordId: doc.id }}
          title="Respaldo del documento"
          canDelete={isAdmin}
        />
      )}
    </article>
  );
}
