import { todayInChile } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { field, FormActions, FormField, useModuleUser, useZodForm } from '@/kit';
import { useCreateActivity } from '../api/create-activity';
import { useOwners } from '../api/get-owners';
import { ACTIVITY_LABEL, ACTIVITY_TYPES, opts } from '../lib/labels';

const activitySchema = z.object({
  tipo: field.choice(ACTIVITY_TYPES, { labels: ACTIVITY_LABEL }),
  asunto: field.requiredText(200),
  fecha_vencimiento: field.requiredDay(),
  responsable_id: field.optionalText(),
  descripcion: field.optionalText(4000),
});

/** A new call, meeting, e-mail or task, on an opportunity or an account. */
export function ActivityForm({
  opportunityId,
  accountId,
  onDone,
}: {
  opportunityId?: string;
  accountId?: string;
  onDone: () => void;
}) {
  const create = useCreateActivity({
    onSuccess: () => {
      toast.success('Actividad creada');
      onDone();
    },
  });
  const owners = useOwners();
  const { userId } = useModuleUser();
  const form = useZodForm(activitySchema, {
    tipo: 'llamada',
    asunto: '',
    fecha_vencimiento: todayInChile(),
    responsable_id: userId ?? '',
    descripcion: '',
  });
  return (
    <form
      noValidate
      aria-label="Nueva actividad"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit((v) =>
        create.mutate({
          tipo: v.tipo,
          asunto: v.asunto,
          fecha_vencimiento: v.fecha_vencimiento,
          responsable_id: v.responsable_id ?? null,
          descripcion: v.descripcion ?? null,
          oportunidad_id: opportunityId ?? null,
          tercero_id: opportunityId ? null : (accountId ?? null),
        }),
      )}
    >
      <FormField form={form} name="tipo" label="Tipo" required options={opts(ACTIVITY_TYPES, ACTIVITY_LABEL)} />
      <div className="sm:col-span-2">
        <FormField form={form} name="asunto" label="Asunto" required />
      </div>
      <FormField form={form} name="fecha_vencimiento" label="Vence" type="date" required />
      <FormField
        form={form}
        name="responsable_id"
        label="Responsable"
        options={(owners.data ?? []).map((o) => ({ value: o.id, label: o.nombre }))}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <FormField form={form} name="descripcion" label="Detalle" />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={create.isPending}
        onCancel={onDone}
        submitLabel="Crear actividad"
        pendingLabel="Creando..."
      />
    </form>
  );
}
