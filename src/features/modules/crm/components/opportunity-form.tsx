import { FormActions, FormField, useZodForm, type FormValues } from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { useContacts } from '../api/get-contacts';
import { useOwners } from '../api/get-owners';
import type { OpportunityInsert } from '../api/types';
import { opts, STAGE_LABEL, STAGE_PROBABILITY, STAGES, isStage } from '../lib/labels';
import { opportunitySchema, type OpportunityValues } from '../lib/opportunity-schema';

export function toInsert(v: OpportunityValues): OpportunityInsert {
  return {
    nombre: v.nombre,
    tercero_id: v.tercero_id,
    etapa: v.etapa,
    monto: v.monto,
    probabilidad: v.probabilidad,
    fecha_cierre_estimada: v.fecha_cierre_estimada ?? null,
    responsable_id: v.responsable_id ?? null,
    contacto_id: v.contacto_id ?? null,
    motivo_perdida: v.etapa === 'perdida' ? (v.motivo_perdida ?? null) : null,
    descripcion: v.descripcion ?? null,
  };
}

/**
 * New and edit form of an opportunity. Changing the stage proposes its usual probability; 'Perdida'
 * shows the reason field (required). Postgres keeps the same rules and has the last word.
 */
export function OpportunityForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  label,
}: {
  initial: FormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: OpportunityInsert) => Promise<unknown>;
  onCancel: () => void;
  label: string;
}) {
  const accounts = useParties();
  const owners = useOwners();
  const contacts = useContacts();
  const form = useZodForm(opportunitySchema, initial);
  const accountContacts = (contacts.data ?? []).filter((c) => c.tercero_id === form.values.tercero_id);
  const set = form.set;
  const setStage = (value: string) => {
    set('etapa', value);
    if (isStage(value)) set('probabilidad', String(STAGE_PROBABILITY[value]));
  };
  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSubmit(toInsert(v));
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="nombre" label="Nombre de la oportunidad" required />
      </div>
      <FormField
        form={{ ...form, set: (n, v) => (set(n, v), set('contacto_id', '')) }}
        name="tercero_id"
        label="Cuenta"
        required
        options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.nombre }))}
        hint={accounts.data?.length === 0 ? 'Crea primero una cuenta en la sección Cuentas.' : undefined}
      />
      <FormField
        form={form}
        name="contacto_id"
        label="Contacto"
        options={accountContacts.map((c) => ({ value: c.id, label: c.nombre }))}
      />
      <FormField
        form={{ ...form, set: (_n, v) => setStage(v) }}
        name="etapa"
        label="Etapa"
        required
        options={opts(STAGES, STAGE_LABEL)}
      />
      <FormField
        form={form}
        name="monto"
        label="Monto (CLP)"
        type="amount"
        required
        hint="Pesos, sin decimales (ej. 1.500.000)"
      />
      <FormField form={form} name="probabilidad" label="Probabilidad (%)" type="quantity" required />
      <FormField form={form} name="fecha_cierre_estimada" label="Cierre estimado" type="date" />
      <FormField
        form={form}
        name="responsable_id"
        label="Responsable"
        options={(owners.data ?? []).map((o) => ({ value: o.id, label: o.nombre }))}
      />
      {form.values.etapa === 'perdida' && (
        <FormField form={form} name="motivo_perdida" label="Motivo de la pérdida" required />
      )}
      <div className="sm:col-span-2 lg:col-span-4">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={pending}
        onCancel={onCancel}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
      />
    </form>
  );
}
