import { z } from 'zod';
import { field, FormActions, FormField, useZodForm } from '@/kit';
import { useThinkUsers } from '../api/get-users';
import type { CheckInInput, KeyResult, KeyResultInput } from '../api/types';
import { CONFIDENCE_LABEL, CONFIDENCES, KR_TYPE_LABEL, KR_TYPES, krTypeLabel } from '../lib/labels';

const opts = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

const keyResultSchema = z
  .object({
    titulo: field.requiredText(200),
    tipo: field.choice(KR_TYPES, { labels: KR_TYPE_LABEL }),
    inicio: field.optionalNumber(),
    meta: field.optionalNumber(),
    unidad: field.optionalText(20),
    responsable_id: field.optionalText(),
  })
  .refine((v) => v.tipo !== 'numerico' || v.meta !== undefined, { path: ['meta'], message: 'Es obligatorio' })
  .refine((v) => v.tipo !== 'numerico' || v.meta !== (v.inicio ?? 0), {
    path: ['meta'],
    message: 'La meta debe ser distinta del valor de inicio',
  });

/** The scale of each kind: a number from a start to a target; a percentage 0-100; yes/no as 0-1. */
function scaleOf(tipo: KeyResult['tipo'] | string, inicio?: number, meta?: number) {
  if (tipo === 'binario') return { inicio: 0, meta: 1 };
  if (tipo === 'porcentaje') return { inicio: 0, meta: 100 };
  return { inicio: inicio ?? 0, meta: meta ?? 0 };
}

/** Create or edit a key result (its kind is fixed once created: its check-ins are on that scale). */
export function KeyResultForm({
  objectiveId,
  keyResult,
  onSave,
  onDone,
  pending,
}: {
  objectiveId: string;
  keyResult?: KeyResult;
  onSave: (v: KeyResultInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const users = useThinkUsers();
  const form = useZodForm(keyResultSchema, {
    titulo: keyResult?.titulo ?? '',
    tipo: keyResult?.tipo ?? 'numerico',
    inicio: keyResult ? String(keyResult.inicio) : '0',
    meta: keyResult ? String(keyResult.meta) : '',
    unidad: keyResult?.unidad ?? '',
    responsable_id: keyResult?.responsable_id ?? '',
  });
  const numeric = form.values.tipo === 'numerico';
  return (
    <form
      noValidate
      aria-label={keyResult ? `Editar ${keyResult.titulo}` : 'Nuevo resultado clave'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        const scale = scaleOf(v.tipo, v.inicio, v.meta);
        try {
          await onSave({
            objetivo_id: objectiveId,
            titulo: v.titulo,
            tipo: v.tipo,
            ...scale,
            // A new key result starts at its start; an edited one keeps its value (set by check-ins).
            ...(keyResult ? {} : { actual: scale.inicio }),
            unidad: v.tipo === 'porcentaje' ? '%' : (v.unidad ?? ''),
            responsable_id: v.responsable_id ?? null,
          });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="titulo" label="Resultado clave" required />
      </div>
      {keyResult ? (
        <p className="self-end text-sm text-muted-foreground">Tipo: {krTypeLabel(keyResult.tipo)}</p>
      ) : (
        <FormField form={form} name="tipo" label="Tipo" required options={opts(KR_TYPES, KR_TYPE_LABEL)} />
      )}
      {numeric && (
        <>
          <FormField form={form} name="inicio" label="Valor de inicio" type="quantity" />
          <FormField
            form={form}
            name="meta"
            label="Meta"
            type="quantity"
            required
            hint="Si la meta es menor que el inicio, menos es mejor."
          />
          <FormField form={form} name="unidad" label="Unidad" hint="P. ej. h, clientes, MM$" />
        </>
      )}
      <FormField
        form={form}
        name="responsable_id"
        label="Responsable"
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nombre }))}
      />
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-3"
        pending={pending}
        onCancel={onDone}
        submitLabel={keyResult ? 'Guardar resultado clave' : 'Agregar resultado clave'}
      />
    </form>
  );
}

const checkInSchema = (keyResult: KeyResult) =>
  z.object({
    valor:
      keyResult.tipo === 'porcentaje'
        ? field.number({ min: 0, max: 100 })
        : keyResult.tipo === 'binario'
          ? field.choice(['0', '1'] as const)
          : field.number(),
    confianza: field.choice(CONFIDENCES, { labels: CONFIDENCE_LABEL }),
    comentario: field.optionalText(1000),
  });

/** The weekly check-in: the new value, the owner's confidence and a comment. */
export function CheckInForm({
  keyResult,
  onSave,
  onDone,
  pending,
}: {
  keyResult: KeyResult;
  onSave: (v: CheckInInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const form = useZodForm(checkInSchema(keyResult), {
    valor: keyResult.tipo === 'binario' ? String(Number(keyResult.actual)) : '',
    confianza: keyResult.confianza,
    comentario: '',
  });
  return (
    <form
      noValidate
      aria-label={`Registrar avance de ${keyResult.titulo}`}
      className="grid gap-3 rounded-md border bg-muted/30 p-3 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSave({
            resultado_id: keyResult.id,
            valor: Number(v.valor),
            confianza: v.confianza,
            comentario: v.comentario ?? null,
          });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      {keyResult.tipo === 'binario' ? (
        <FormField
          form={form}
          name="valor"
          label="Estado"
          required
          options={[
            { value: '0', label: 'Pendiente' },
            { value: '1', label: 'Logrado' },
          ]}
        />
      ) : (
        <FormField
          form={form}
          name="valor"
          label={
            keyResult.tipo === 'porcentaje'
              ? 'Nuevo valor (%)'
              : `Nuevo valor${keyResult.unidad ? ` (${keyResult.unidad})` : ''}`
          }
          type="quantity"
          required
        />
      )}
      <FormField
        form={form}
        name="confianza"
        label="Confianza"
        required
        options={opts(CONFIDENCES, CONFIDENCE_LABEL)}
      />
      <FormField form={form} name="comentario" label="Comentario" />
      <FormActions
        className="flex gap-2 sm:col-span-3"
        pending={pending}
        onCancel={onDone}
        submitLabel="Registrar avance"
        pendingLabel="Registrando..."
      />
    </form>
  );
}
