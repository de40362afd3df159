import { todayInChile } from '@/lib/dates';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import { RecordTimeline } from '@/components/record-timeline/record-timeline';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePartOptions } from '@/features/modules/industrial/public';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { EmptyState, field, FormField, QueryState, useZodForm } from '@/kit';
import { RemoteChangeNotice, useRemoteValues } from '@/kit/remote-values';
import { toast } from '@/lib/toast';
import { useAddOrderHours } from '../api/add-order-hours';
import { useAddOrderPart } from '../api/add-order-part';
import { useAddOrderTask } from '../api/add-order-task';
import { useOrder } from '../api/get-order';
import { useTechnicians } from '../api/get-technicians';
import { useRemoveOrderPart } from '../api/remove-order-part';
import { useRemoveOrderTask } from '../api/remove-order-task';
import { useToggleOrderTask } from '../api/toggle-order-task';
import { useUpdateOrder } from '../api/update-order';
import { PRIORITIES, PRIORITY_LABEL, STATE_LABEL, TRANSITIONS, TYPE_LABEL, type OrderState } from '../lib/labels';
import { ordersPath } from '../lib/paths';
import { CertificationWarning } from './certification-warning';
import { OrderFiles } from './order-report';
import { StateBadge } from './orders-page';
import { useOrderStateChange } from './state-change';

const partSchema = z
  .object({
    repuesto_id: field.optionalText(),
    descripcion: field.optionalText(200),
    cantidad: field.number({ min: 0.01 }),
  })
  .refine((v) => v.repuesto_id || v.descripcion, {
    path: ['descripcion'],
    message: 'Elige un repuesto o describe el material',
  });
const hoursSchema = z.object({
  fecha: field.requiredDay(),
  horas: field.number({ min: 0.25, max: 24 }),
  nota: field.optionalText(500),
});
const editSchema = z.object({
  prioridad: field.choice(PRIORITIES, { labels: PRIORITY_LABEL }),
  tecnico_id: field.optionalText(),
  fecha_programada: field.day(),
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function OrderDetail() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const technicians = useTechnicians();
  const parts = usePartOptions();
  const stateChange = useOrderStateChange();
  const update = useUpdateOrder({ onSuccess: () => toast.success('Orden actualizada') });
  const addTask = useAddOrderTask({ onSuccess: () => setTask('') });
  const toggleTask = useToggleOrderTask();
  const removeTask = useRemoveOrderTask();
  const addPart = useAddOrderPart({
    onSuccess: () => {
      toast.success('Repuesto registrado');
      partForm.setValues({ repuesto_id: '', descripcion: '', cantidad: '1' });
    },
  });
  const removePart = useRemoveOrderPart({ onSuccess: () => toast.success('Repuesto quitado y stock devuelto') });
  const addHours = useAddOrderHours({
    onSuccess: (_data, v) => {
      toast.success('Horas registradas');
      hoursForm.setValues({ fecha: v.fecha ?? todayInChile(), horas: '', nota: '' });
    },
  });
  const [task, setTask] = useState('');
  const techName = useMemo(() => new Map((technicians.data ?? []).map((t) => [t.id, t.nombre])), [technicians.data]);
  const partForm = useZodForm(partSchema, { repuesto_id: '', descripcion: '', cantidad: '1' });
  const hoursForm = useZodForm(hoursSchema, { fecha: todayInChile(), horas: '', nota: '' });

  return (
    <QueryState
      query={query}
      loadingLabel="Cargando orden..."
      errorTitle="No se pudo cargar la orden"
      isEmpty={(o) => !o}
      empty={
        <EmptyState
          title="La orden no existe o no tienes acceso a ella"
          action={
            <Link to={ordersPath()} className="text-primary underline">
              Volver a las órdenes
            </Link>
          }
        />
      }
    >
      {(o) => {
        const order = o!;
        const estado = order.estado as OrderState;
        const closed = estado === 'cerrada' || estado === 'cancelada';
        const totalHours = order.ops_horas.reduce((s, h) => s + Math.round(Number(h.horas) * 100), 0) / 100;
        const openTasks = order.ops_tareas.filter((t) => !t.hecha).length;
        return (
          <div className="flex flex-col gap-4">
            {stateChange.dialog}
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="font-mono text-xl font-semibold">{order.codigo}</h2>
              <StateBadge estado={order.estado} />
              <span className="text-sm text-muted-foreground">
                {TYPE_LABEL[order.tipo as keyof typeof TYPE_LABEL]} · prioridad{' '}
                {PRIORITY_LABEL[order.prioridad as keyof typeof PRIORITY_LABEL].toLowerCase()}
              </span>
              <div className="ml-auto flex flex-wrap gap-2" role="group" aria-label="Cambiar estado">
                {TRANSITIONS[estado].map((to) => (
                  <Button
                    key={to}
                    variant={to === 'cancelada' ? 'outline' : 'default'}
                    size="sm"
                    disabled={stateChange.pending}
                    onClick={() => stateChange.request(order, to, openTasks)}
                  >
                    {to === 'cancelada' ? 'Cancelar orden' : `Pasar a ${STATE_LABEL[to].toLowerCase()}`}
                  </Button>
                ))}
              </div>
            </div>
            <div className="grid gap-4 lg:grid-cols-3">
              <Section title="Datos">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Cliente</dt>
                  <dd>{order.terceros?.nombre ?? '—'}</dd>
                  <dt className="text-muted-foreground">Equipo</dt>
                  <dd>
                    {order.industrial_activos
                      ? `${order.industrial_activos.codigo} · ${order.industrial_activos.nombre}`
                      : (order.equipo_texto ?? '—')}
                  </dd>
                  <dt className="text-muted-foreground">Técnico</dt>
                  <dd>{order.tecnico_id ? techName.get(order.tecnico_id) : 'Sin asignar'}</dd>
                  <dt className="text-muted-foreground">Programada</dt>
                  <dd>{formatDate(order.fecha_programada) || '—'}</dd>
                  <dt className="text-muted-foreground">Horas</dt>
                  <dd>{formatNumber(totalHours)}</dd>
                </dl>
                <p className="mt-2 text-sm whitespace-pre-line">{order.falla_reportada}</p>
                {order.motivo_cancelacion && (
                  <p className="mt-2 text-sm">
                    <span className="font-medium">Motivo de la cancelación:</span> {order.motivo_cancelacion}
                  </p>
                )}
              </Section>
              {!closed && (
                <Section title="Editar">
                  <EditOrder
                    key={order.id}
                    order={order}
                    technicians={technicians.data ?? []}
                    pending={update.isPending}
                    onSave={(values) => update.mutate({ id: order.id, values })}
                  />
                </Section>
              )}
              <Section title="Historial de estados">
                <ol className="text-sm">
                  {[...order.ops_transiciones]
                    .sort((a, b) => a.id - b.id)
                    .map((t) => (
                      <li key={t.id}>
                        {formatDateTime(t.realizado_en)} · {t.desde ? `${STATE_LABEL[t.desde as OrderState]} → ` : ''}
                        {STATE_LABEL[t.hacia as OrderState]}
                        {t.realizado_por && ` · ${techName.get(t.realizado_por) ?? 'otro usuario'}`}
                      </li>
                    ))}
                </ol>
              </Section>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <Section title="Checklist">
                <ul className="flex flex-col gap-1">
                  {[...order.ops_tareas]
                    .sort((a, b) => a.posicion - b.posicion || a.creado_en.localeCompare(b.creado_en))
                    .map((t) => (
                      <li key={t.id} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          id={`t-${t.id}`}
                          checked={t.hecha}
                          disabled={closed || toggleTask.isPending}
                          onChange={(e) => toggleTask.mutate({ id: t.id, hecha: e.target.checked })}
                        />
                        <label htmlFor={`t-${t.id}`} className={t.hecha ? 'line-through' : ''}>
                          {t.descripcion}
                        </label>
                        {!closed && (
                          <Button
                            variant="ghost"
                            size="icon"
                            className="ml-auto size-7"
                            aria-label={`Quitar tarea ${t.descripcion}`}
                            disabled={removeTask.isPending}
                            onClick={() => removeTask.mutate(t.id)}
                          >
                            <Trash2 />
                          </Button>
                        )}
                      </li>
                    ))}
                </ul>
                {!closed && (
                  <form
                    className="flex gap-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (!task.trim()) return;
                      addTask.mutate({
                        orden_id: order.id,
                        descripcion: task.trim(),
                        posicion: order.ops_tareas.length,
                      });
                    }}
                  >
                    <Input
                      aria-label="Nueva tarea"
                      placeholder="Nueva tarea..."
                      value={task}
                      onChange={(e) => setTask(e.target.value)}
                    />
                    <Button type="submit" disabled={addTask.isPending}>
                      Agregar
                    </Button>
                  </form>
                )}
              </Section>
              <Section title="Repuestos usados">
                <ul className="text-sm">
                  {order.ops_repuestos_usados.map((u) => (
                    <li key={u.id} className="flex items-center gap-2">
                      <span className="flex-1">
                        {u.industrial_repuestos
                          ? `${u.industrial_repuestos.sku} · ${u.industrial_repuestos.nombre}`
                          : u.descripcion}
                      </span>
                      <span className="tabular-nums">{formatNumber(u.cantidad)}</span>
                      {!closed && (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-7"
                          aria-label="Quitar repuesto (devuelve el stock)"
                          disabled={removePart.isPending}
                          onClick={() => removePart.mutate(u.id)}
                        >
                          <Trash2 />
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
                {!closed && (
                  <form
                    noValidate
                    aria-label="Agregar repuesto"
                    className="grid gap-2 sm:grid-cols-3"
                    onSubmit={partForm.handleSubmit((v) =>
                      addPart.mutate({
                        orden_id: order.id,
                        repuesto_id: v.repuesto_id ?? null,
                        descripcion: v.descripcion ?? null,
                        cantidad: v.cantidad,
                      }),
                    )}
                  >
                    {(parts.data?.length ?? 0) > 0 ? (
                      <FormField
                        form={partForm}
                        name="repuesto_id"
                        label="Repuesto"
                        options={(parts.data ?? []).map((p) => ({
                          value: p.id,
                          label: `${p.sku} · ${p.nombre} (stock ${formatNumber(p.stock)})`,
                        }))}
                      />
                    ) : (
                      <FormField form={partForm} name="descripcion" label="Material" />
                    )}
                    <FormField form={partForm} name="cantidad" label="Cantidad" type="quantity" required />
                    <div className="flex items-end">
                      <Button type="submit" disabled={addPart.isPending}>
                        Registrar
                      </Button>
                    </div>
                  </form>
                )}
              </Section>
              <Section title="Horas trabajadas">
                <ul className="text-sm">
                  {order.ops_horas.map((h) => (
                    <li key={h.id}>
                      {formatDate(h.fecha)} · {formatNumber(h.horas)} h
                      {h.creado_por && ` · ${techName.get(h.creado_por) ?? ''}`}
                      {h.nota && ` · ${h.nota}`}
                    </li>
                  ))}
                </ul>
                {!closed && (
                  <form
                    noValidate
                    aria-label="Registrar horas"
                    className="grid gap-2 sm:grid-cols-4"
                    onSubmit={hoursForm.handleSubmit((v) =>
                      addHours.mutate({ orden_id: order.id, fecha: v.fecha, horas: v.horas, nota: v.nota ?? null }),
                    )}
                  >
                    <FormField form={hoursForm} name="fecha" label="Fecha" type="date" required />
                    <FormField form={hoursForm} name="horas" label="Horas" type="hours" required />
                    <FormField form={hoursForm} name="nota" label="Nota" />
                    <div className="flex items-end">
                      <Button type="submit" disabled={addHours.isPending}>
                        Registrar
                      </Button>
                    </div>
                  </form>
                )}
              </Section>
              <Section title="Historial y comentarios">
                <RecordTimeline tabla="ops_ordenes" registroId={order.id} />
              </Section>
            </div>
            <OrderFiles order={order} technicianName={(tid) => (tid ? (techName.get(tid) ?? '—') : 'Sin asignar')} />
          </div>
        );
      }}
    </QueryState>
  );
}

function EditOrder({
  order,
  technicians,
  onSave,
  pending,
}: {
  order: {
    prioridad: string;
    tecnico_id: string | null;
    fecha_programada: string | null;
    activo_id?: string | null;
    tipo?: string;
  };
  technicians: Array<{ id: string; nombre: string }>;
  onSave: (v: { prioridad: string; tecnico_id: string | null; fecha_programada: string | null }) => void;
  pending: boolean;
}) {
  const current = {
    prioridad: order.prioridad,
    tecnico_id: order.tecnico_id ?? '',
    fecha_programada: order.fecha_programada ?? '',
  };
  const form = useZodForm(editSchema, current);
  // The order may change elsewhere while this form is open (the page is live): edits stay.
  const remote = useRemoteValues(form, current);
  return (
    <form
      noValidate
      aria-label="Editar orden"
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit((v) =>
        onSave({
          prioridad: v.prioridad,
          tecnico_id: v.tecnico_id ?? null,
          fecha_programada: v.fecha_programada ?? null,
        }),
      )}
    >
      <RemoteChangeNotice guard={remote} what="esta orden" />
      <FormField
        form={form}
        name="prioridad"
        label="Prioridad"
        required
        options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABEL[p] }))}
      />
      <FormField
        form={form}
        name="tecnico_id"
        label="Técnico"
        options={technicians.map((t) => ({ value: t.id, label: t.nombre }))}
        hint={
          <CertificationWarning
            tecnicoId={form.values.tecnico_id || null}
            activoId={order.activo_id ?? null}
            tipo={order.tipo ?? null}
          />
        }
      />
      <FormField form={form} name="fecha_programada" label="Fecha programada" type="date" />
      <Button type="submit" className="self-start" disabled={pending}>
        {pending ? 'Guardando...' : 'Guardar cambios'}
      </Button>
    </form>
  );
}
