import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { field, FormField, useZodForm } from '@/kit';
import { addDays, todayInChile } from '@/lib/dates';
import { formatPesos } from '@/lib/money';
import { useParties } from '@/lib/parties/get-parties';
import { toast } from '@/lib/toast';
import { useCategories } from '../api/get-categories';
import { usePartyDocuments } from '../api/get-party-documents';
import { DraftLinesError, useSaveDocument } from '../api/save-document';
import type { DocumentRow, LineRow } from '../api/types';
import {
  DIRECTION_LABEL,
  DIRECTIONS,
  DOC_TYPE_LABEL,
  DOC_TYPE_OPTION_LABEL,
  DOC_TYPES,
  documentTitle,
  isNoteType,
  opts,
  REFERENCEABLE_TYPES,
  type Direction,
  type DocType,
} from '../lib/labels';
import { emptyLine, exemptType, lineFromRow, readLines, type LineDraft } from '../lib/lines';
import { documentPath } from '../lib/paths';
import { errorMessage } from '@/lib/error-message';
import { LineEditor } from './line-editor';
import { PartyQuickAdd } from './party-quick-add';

export const documentSchema = z
  .object({
    direccion: field.choice(DIRECTIONS, { labels: DIRECTION_LABEL }),
    tipo: field.choice(DOC_TYPES, { labels: DOC_TYPE_OPTION_LABEL }),
    folio: field.optionalText(18),
    tercero_id: field.requiredText(),
    categoria_id: field.optionalText(),
    documento_referencia_id: field.optionalText(),
    descripcion: field.optionalText(500),
    fecha_emision: field.requiredDay(),
    fecha_vencimiento: field.requiredDay(),
  })
  .superRefine((v, ctx) => {
    if (v.fecha_vencimiento < v.fecha_emision)
      ctx.addIssue({
        code: 'custom',
        path: ['fecha_vencimiento'],
        message: 'El vencimiento no puede ser anterior a la emisión',
      });
    if (v.direccion === 'recibido' && !v.folio)
      ctx.addIssue({ code: 'custom', path: ['folio'], message: 'Indica el folio del documento del proveedor' });
    if (v.folio && !/^\d+$/.test(v.folio))
      ctx.addIssue({ code: 'custom', path: ['folio'], message: 'El folio es un número' });
    if (isNoteType(v.tipo) && !v.documento_referencia_id)
      ctx.addIssue({
        code: 'custom',
        path: ['documento_referencia_id'],
        message: 'Una nota indica el documento que corrige',
      });
  });

const REFERENCE_STATES = ['emitida', 'pagada_parcial', 'pagada'] as const;

/** What a new document starts with (a note from its document's page: its party, side and reference). */
export interface DocumentStart {
  direccion: Direction;
  tipo?: string;
  tercero_id?: string;
  documento_referencia_id?: string;
}

/**
 * Create a document or edit a draft: its header and its lines (line-editor.tsx). 'Emitir' saves and
 * issues it (Postgres gives the folio and checks every rule); a refused issue keeps the draft and says
 * the server's reason. An issued document is never offered this form (document-detail.tsx).
 */
export function DocumentForm({
  doc,
  lines: savedLines,
  start,
  defaultDirection = 'emitido',
  onDone,
}: {
  /** The draft being edited. */
  doc?: DocumentRow;
  lines?: LineRow[];
  start?: DocumentStart;
  defaultDirection?: Direction;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  // A new document whose lines were refused after its draft was created: saved again onto that draft.
  const [draftId, setDraftId] = useState<string | undefined>(undefined);
  const save = useSaveDocument({
    onError: (error) => {
      if (error instanceof DraftLinesError) setDraftId(error.draftId);
      toast.error('No se pudo guardar el documento', { description: errorMessage(error) });
    },
    onSuccess: (saved) => {
      if (saved.issueError) {
        toast.error(`${DOC_TYPE_LABEL[saved.tipo as DocType] ?? saved.tipo} guardada como borrador, sin emitir`, {
          description: errorMessage(saved.issueError),
        });
      } else {
        toast.success(saved.estado === 'borrador' ? 'Borrador guardado' : `${documentTitle(saved)} registrada`);
      }
      onDone();
      if (!doc) void navigate(documentPath(saved.id));
    },
  });
  const parties = useParties({ activeOnly: true });
  const categories = useCategories();
  const today = todayInChile();
  const form = useZodForm(documentSchema, {
    direccion: doc?.direccion ?? start?.direccion ?? defaultDirection,
    tipo: doc?.tipo ?? start?.tipo ?? 'factura',
    folio: doc?.folio != null && doc.direccion === 'recibido' ? String(doc.folio) : '',
    tercero_id: doc?.tercero_id ?? start?.tercero_id ?? '',
    categoria_id: doc?.categoria_id ?? '',
    documento_referencia_id: doc?.documento_referencia_id ?? start?.documento_referencia_id ?? '',
    descripcion: doc?.descripcion ?? '',
    fecha_emision: doc?.fecha_emision ?? today,
    fecha_vencimiento: doc?.fecha_vencimiento ?? addDays(today, 30),
  });
  const tipo = form.values.tipo ?? 'factura';
  const [lines, setLines] = useState<LineDraft[]>(() =>
    savedLines && savedLines.length > 0 ? savedLines.map(lineFromRow) : [emptyLine(exemptType(tipo))],
  );
  const [showLineErrors, setShowLineErrors] = useState(false);
  const read = readLines(lines, tipo);
  const direction = form.values.direccion as Direction;
  const note = isNoteType(tipo);
  // A note's reference: the party's issued invoices and boletas of the same side, with their balance.
  const documents = usePartyDocuments(note ? (form.values.tercero_id ?? '') : '', direction, REFERENCE_STATES);
  const categoryOptions = (categories.data ?? [])
    .filter((c) => c.activo && c.tipo === (direction === 'emitido' ? 'ingreso' : 'gasto'))
    .map((c) => ({ value: c.id, label: c.nombre }));
  const partyOptions = (parties.data ?? []).map((p) => ({
    value: p.id,
    label: p.rut ? `${p.nombre} (${p.rut})` : p.nombre,
  }));
  const referenceOptions = useMemo(
    () =>
      (documents.data ?? [])
        .filter((d) => REFERENCEABLE_TYPES.includes(d.tipo) && d.id !== doc?.id)
        .map((d) => ({ value: d.id, label: `${documentTitle(d)} · saldo ${formatPesos(d.saldo)}` })),
    [documents.data, doc?.id],
  );
  const editing = !!doc;
  const pending = save.isPending;

  return (
    <form
      noValidate
      aria-label={editing ? 'Editar documento' : 'Nuevo documento'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // Which button sent the form: 'Emitir' issues the document, 'Guardar borrador' keeps a draft.
        const issue =
          direction === 'recibido' ||
          ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'emitir';
        setShowLineErrors(true);
        return form.handleSubmit((v) => {
          if (!read.inputs) return;
          save.mutate({
            id: doc?.id ?? draftId,
            issue,
            lines: read.inputs,
            header: {
              direccion: v.direccion,
              tipo: v.tipo,
              folio: v.direccion === 'recibido' && v.folio ? Number(v.folio) : null,
              tercero_id: v.tercero_id,
              categoria_id: v.categoria_id ?? null,
              documento_referencia_id: isNoteType(v.tipo) ? (v.documento_referencia_id ?? null) : null,
              descripcion: v.descripcion ?? null,
              fecha_emision: v.fecha_emision,
              fecha_vencimiento: v.fecha_vencimiento,
            },
          });
        })(event);
      }}
    >
      {!editing && !start && (
        <FormField
          form={form}
          name="direccion"
          label="Documento"
          required
          options={[
            { value: 'emitido', label: 'Emitido (a un cliente)' },
            { value: 'recibido', label: 'Recibido (de un proveedor)' },
          ]}
        />
      )}
      <FormField
        form={form}
        name="tipo"
        label="Tipo"
        required
        options={opts(DOC_TYPES, DOC_TYPE_OPTION_LABEL)}
        hint="Con su código del SII."
      />
      {direction === 'recibido' && <FormField form={form} name="folio" label="Folio del proveedor" required />}
      <div className="flex flex-col gap-1">
        <FormField
          form={form}
          name="tercero_id"
          label={direction === 'emitido' ? 'Cliente' : 'Proveedor'}
          required
          options={partyOptions}
          hint="Del directorio compartido; su RUT se verifica al emitir."
        />
        <PartyQuickAdd
          tipo={direction === 'emitido' ? 'cliente' : 'proveedor'}
          onCreated={(id) => form.set('tercero_id', id)}
        />
      </div>
      <FormField
        form={form}
        name="categoria_id"
        label={direction === 'emitido' ? 'Categoría de ingreso' : 'Categoría de gasto'}
        options={categoryOptions}
      />
      {note && (
        <FormField
          form={form}
          name="documento_referencia_id"
          label="Documento que corrige"
          required
          options={referenceOptions}
          hint={
            !form.values.tercero_id
              ? 'Elija primero el cliente o proveedor.'
              : documents.isSuccess && referenceOptions.length === 0
                ? 'Este cliente o proveedor no tiene facturas ni boletas emitidas.'
                : tipo === 'nota_credito'
                  ? 'Una nota de crédito rebaja a lo más el saldo del documento.'
                  : undefined
          }
        />
      )}
      <FormField form={form} name="fecha_emision" label="Fecha de emisión" type="date" required />
      <FormField form={form} name="fecha_vencimiento" label="Fecha de vencimiento" type="date" required />
      <div className="sm:col-span-2 lg:col-span-2">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <LineEditor
        lines={lines}
        tipo={tipo}
        errors={showLineErrors ? read.errors : {}}
        onChange={(next) => setLines(next)}
      />
      {showLineErrors && !read.inputs && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-4">
          Revise las líneas marcadas: cada una necesita descripción, cantidad y precio.
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        {direction === 'emitido' ? (
          <>
            <Button type="submit" name="accion" value="emitir" disabled={pending}>
              {pending ? 'Guardando...' : 'Emitir'}
            </Button>
            <Button type="submit" name="accion" value="borrador" variant="secondary" disabled={pending}>
              Guardar borrador
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={pending}>
            {pending ? 'Guardando...' : 'Registrar documento'}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
