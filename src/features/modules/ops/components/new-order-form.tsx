import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useAssetOptions } from '@/features/modules/industrial/public';
import { field, FormActions, FormField, useZodForm } from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { toast } from '@/lib/toast';
import { useCreateOrder } from '../api/create-order';
import { useTechnicians } from '../api/get-technicians';
import { labelOptions as opts, PRIORITIES, PRIORITY_LABEL, TYPE_LABEL, TYPES } from '../lib/labels';
import { orderPath } from '../lib/paths';
import { CertificationWarning } from './certification-warning';

const orderSchema = z.object({
  tipo: field.choice(TYPES, { labels: TYPE_LABEL }),
  prioridad: field.choice(PRIORITIES, { labels: PRIORITY_LABEL }),
  tercero_id: field.optionalText(),
  activo_id: field.optionalText(),
  equipo_texto: field.optionalText(200),
  falla_reportada: field.requiredText(4000),
  tecnico_id: field.optionalText(),
  fecha_programada: field.day(),
});

/** The new work order's form ('Nueva orden'; orders-page.tsx loads it, with zod, when it is opened). */
export function NewOrderForm({ onDone }: { onDone: () => void }) {
  const create = useCreateOrder();
  const technicians = useTechnicians();
  const clients = useParties({ activeOnly: true });
  const assets = useAssetOptions();
  const navigate = useNavigate();
  const hasAssets = (assets.data?.length ?? 0) > 0;
  const form = useZodForm(orderSchema, {
    tipo: 'correctiva',
    prioridad: 'media',
    tercero_id: '',
    activo_id: '',
    equipo_texto: '',
    falla_reportada: '',
    tecnico_id: '',
    fecha_programada: '',
  });
  return (
    <form
      noValidate
      aria-label="Nueva orden de trabajo"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit((v) =>
        create.mutate(
          {
            tipo: v.tipo,
            prioridad: v.prioridad,
            tercero_id: v.tercero_id ?? null,
            activo_id: v.activo_id ?? null,
            equipo_texto: v.equipo_texto ?? null,
            falla_reportada: v.falla_reportada,
            tecnico_id: v.tecnico_id ?? null,
            fecha_programada: v.fecha_programada ?? null,
          },
          {
            onSuccess: (created) => {
              toast.success(`Orden ${created.codigo} creada`);
              onDone();
              void navigate(orderPath(created.id));
            },
          },
        ),
      )}
    >
      <FormField form={form} name="tipo" label="Tipo" required options={opts(TYPES, TYPE_LABEL)} />
      <FormField form={form} name="prioridad" label="Prioridad" required options={opts(PRIORITIES, PRIORITY_LABEL)} />
      <FormField
        form={form}
        name="tercero_id"
        label="Cliente"
        options={(clients.data ?? []).map((c) => ({ value: c.id, label: c.nombre }))}
      />
      {hasAssets ? (
        <FormField
          form={form}
          name="activo_id"
          label="Equipo"
          options={(assets.data ?? []).map((a) => ({ value: a.id, label: `${a.codigo} · ${a.nombre}` }))}
        />
      ) : (
        <FormField form={form} name="equipo_texto" label="Equipo" />
      )}
      <div className="sm:col-span-2">
        <FormField form={form} name="falla_reportada" label="Falla reportada" required multiline />
      </div>
      <FormField
        form={form}
        name="tecnico_id"
        label="Técnico"
        options={(technicians.data ?? []).map((t) => ({ value: t.id, label: t.nombre }))}
        hint={
          <>
            Con técnico, la orden nace asignada.
            <CertificationWarning
              tecnicoId={form.values.tecnico_id || null}
              activoId={form.values.activo_id || null}
              tipo={form.values.tipo || null}
            />
          </>
        }
      />
      <FormField form={form} name="fecha_programada" label="Fecha programada" type="date" />
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={create.isPending}
        onCancel={onDone}
        submitLabel="Crear orden"
        pendingLabel="Creando..."
      />
    </form>
  );
}
