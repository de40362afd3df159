import { todayInChile } from '@/lib/dates';
import { useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { field, FormField, useZodForm } from '@/kit';
import { addDays } from '@/lib/dates';
import { formatPesos, parsePesosInput, previewIva, toPesos } from '@/lib/money';
import { useParties } from '@/lib/parties/get-parties';
import { toast } from '@/lib/toast';
import { useCreateDocument } from '../api/create-document';
import { useCategories } from '../api/get-categories';
import { usePartyDocuments } from '../api/get-party-documents';
import type { DocumentRow } from '../api/types';
import { useUpdateDocument } from '../api/update-document';
import {
  DIRECTION_LABEL,
  DIRECTIONS,
  DOC_TYPE_LABEL,
  DOC_TYPES,
  documentTitle,
  opts,
  type Direction,
} from '../lib/labels';
import { documentPath } from '../lib/paths';
import { PartyQuickAdd } from './party-quick-add';

export const documentSchema = z
  .object({
    direccion: field.choice(DIRECTIONS, { labels: DIRECTION_LABEL }),
    tipo: field.choice(DOC_TYPES, { labels: DOC_TYPE_LABEL }),
    folio: field.optionalText(18),
    tercero_id: field.requiredText(),
    categoria_id: field.optionalText(),
    documento_referencia_id: field.optionalText(),
    descripcion: field.optionalText(500),
    fecha_emision: field.requiredDay(),
    fecha_vencimiento: field.requiredDay(),
    neto: field.pesos({ maxDigits: 12 }),
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
  });

const REFERENCE_STATES = ['emitida', 'pagada_parcial', 'pagada', 'anulada'] as const;

/** Create (direction chosen here) or edit a document. The database has the last word on every rule. */
export function DocumentForm({
  doc,
  defaultDirection = 'emitido',
  onDone,
}: {
  doc?: DocumentRow;
  defaultDirection?: Direction;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateDocument({
    onSuccess: (created, v) => {
      toast.success(v.estado === 'borrador' ? 'Borrador guardado' : `${documentTitle(created)} registrada`);
      onDone();
      void navigate(documentPath(created.id));
    },
  });
  const update = useUpdateDocument({
    onSuccess: (saved) => {
      toast.success(saved ? 'Documento guardado' : 'Sin cambios');
      onDone();
    },
  });
  const parties = useParties({ activeOnly: true });
  const categories = useCategories();
  const today = todayInChile();
  const form = useZodForm(documentSchema, {
    direccion: doc?.direccion ?? defaultDirection,
    tipo: doc?.tipo ?? 'factura',
    folio: doc?.folio != null && doc.direccion === 'recibido' ? String(doc.folio) : '',
    tercero_id: doc?.tercero_id ?? '',
    categoria_id: doc?.categoria_id ?? '',
    documento_referencia_id: doc?.documento_referencia_id ?? '',
    descripcion: doc?.descripcion ?? '',
    fecha_emision: doc?.fecha_emision ?? today,
    fecha_vencimiento: doc?.fecha_vencimiento ?? addDays(today, 30),
    neto: doc ? toPesos(doc.neto).toString() : '',
  });
  const direction = form.values.direccion as Direction;
  // A credit note's reference: the party's issued (or received) documents, never a draft.
  const documents = usePartyDocuments(form.values.tercero_id ?? '', direction, REFERENCE_STATES);
  const netoText = parsePesosInput(form.values.neto ?? '');
  const preview = netoText ? { neto: BigInt(netoText), iva: previewIva(BigInt(netoText)) } : null;
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
        .filter((d) => d.tipo !== 'nota_credito' && d.id !== doc?.id)
        .map((d) => ({ value: d.id, label: documentTitle(d) })),
    [documents.data, doc?.id],
  );
  const editing = !!doc;
  const isDraft = !doc || doc.estado === 'borrador';
  const pending = create.isPending || update.isPending;

  return (
    <form
      noValidate
      aria-label={editing ? 'Editar documento' : 'Nuevo documento'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // Which button sent the form: 'Emitir' issues the document, 'Guardar borrador' keeps a draft.
        const issue = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'emitir';
        return form.handleSubmit((v) => {
          const body = {
            tipo: v.tipo,
            folio: v.direccion === 'recibido' && v.folio ? Number(v.folio) : null,
            tercero_id: v.tercero_id,
            categoria_id: v.categoria_id ?? null,
            documento_referencia_id: v.tipo === 'nota_credito' ? (v.documento_referencia_id ?? null) : null,
            descripcion: v.descripcion ?? null,
            fecha_emision: v.fecha_emision,
            fecha_vencimiento: v.fecha_vencimiento,
            // Whole pesos of at most 12 digits: exact as a number (the schema refuses more).
            neto: Number(v.neto),
          };
          if (doc) {
            update.mutate({ id: doc.id, values: doc.direccion === 'emitido' ? { ...body, folio: undefined } : body });
          } else {
            const estado = v.direccion === 'recibido' || issue ? 'emitida' : 'borrador';
            create.mutate({ ...body, direccion: v.direccion, estado });
          }
        })(event);
      }}
    >
      {!editing && (
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
      {isDraft && <FormField form={form} name="tipo" label="Tipo" required options={opts(DOC_TYPES, DOC_TYPE_LABEL)} />}
      {direction === 'recibido' && <FormField form={form} name="folio" label="Folio del proveedor" required />}
      <div className="flex flex-col gap-1">
        <FormField
          form={form}
          name="tercero_id"
          label={direction === 'emitido' ? 'Cliente' : 'Proveedor'}
          required
          options={partyOptions}
          hint="Del directorio compartido de clientes y proveedores."
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
      {form.values.tipo === 'nota_credito' && (
        <FormField
          form={form}
          name="documento_referencia_id"
          label="Documento que corrige"
          options={referenceOptions}
        />
      )}
      <FormField form={form} name="fecha_emision" label="Fecha de emisión" type="date" required />
      <FormField form={form} name="fecha_vencimiento" label="Fecha de vencimiento" type="date" required />
      <FormField
        form={form}
        name="neto"
        label="Monto neto (CLP)"
        type="amount"
        required
        hint="Pesos enteros; el IVA (19 %) y el total los calcula el sistema."
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <dl
        className="grid grid-cols-3 gap-2 rounded-md bg-muted/50 p-3 text-sm sm:col-span-2 lg:col-span-4"
        aria-label="Vista previa de montos"
      >
        <div>
          <dt className="text-muted-foreground">Neto</dt>
          <dd>{preview ? formatPesos(preview.neto) : '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">IVA 19 %</dt>
          <dd>{preview ? formatPesos(preview.iva) : '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="font-semibold">{preview ? formatPesos(preview.neto + preview.iva) : '—'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        {!editing && direction === 'emitido' ? (
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
            {pending ? 'Guardando...' : editing ? 'Guardar cambios' : 'Registrar documento'}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
