import { todayInChile } from '@/lib/dates';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { modulePath } from '@/config/product';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { EmptyState, errorMessage, field, FormField, QueryState, useZodForm, useModuleUser } from '@/kit';
import {
  useAddChild,
  useChangeState,
  useOrderDetail,
  usePartOptions,
  useRemoveChild,
  useTechnicians,
  useToggleTask,
  useUpdateOrder,
} from '../api/ops';
import { PRIORITIES, PRIORITY_LABEL, STATE_LABEL, TRANSITIONS, TYPE_LABEL, type OrderState } from '../lib/labels';
import { StateBadge } from './orders-page';

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
  const query = useOrderDetail(id);
  const technicians = useTechnicians();
  const parts = usePartOptions();
  const changeState = useChangeState();
  const update = useUpdateOrder(id);
  const addTask = useAddChild('ops_tareas', id);
  const toggleTask = useToggleTask();
  const removeTask = useRemoveChild('ops_tareas');
  const addPart = useAddChild('ops_repuestos_usados', id);
  const removePart = useRemoveChild('ops_repuestos_usados');
  const addHours = useAddChild('ops_horas', id);
  const addComment = useAddChild('ops_comentarios', id);
  const { userId } = useModuleUser();
  const [task, setTask] = useState('');
  const [comment, setComment] = useState('');
  const techName = useMemo(() => new Map((technicians.data ?? []).map((t) => [t.id, t.nombre])), [technicians.data]);
  const partForm = useZodForm(partSchema, { repuesto_id: '', descripcion: '', cantidad: '1' });
  const hoursForm = useZodForm(hoursSchema, { fecha: todayInChile(), horas: '', nota: '' });
  const run = async (p: Promise<unknown>, ok: string, fail: string) => {
    try {
      await p;
      toast.success(ok);
      return true;
    } catch (e) {
      toast.error(fail, { description: errorMessage(e) });
      return false;
    }
  };

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
            <Link to={`${modulePath('ops')}/ordenes`} className="text-primary underline">
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
        const totalHours = order.ops_horas.reduce((s, h) => s + Number(h.horas), 0);
        return (
          <div className="flex flex-col gap-4">
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
                    disabled={changeState.isPending}
                    onClick={() =>
                      changeState.mutate({
                        id: order.id,
                        estado: to,
                        tecnico_id: to === 'asignada' && !order.tecnico_id ? userId : undefined,
                      })
                    }
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
              </Section>
              {!closed && (
                <Section title="Editar">
                  <EditOrder
                    key={order.actualizado_en}
                    order={order}
                    technicians={technicians.data ?? []}
                    onSave={(v) => run(update.mutateAsync(v), 'Orden actualizada', 'No se pudo guardar la orden')}
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
                          disabled={closed}
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
                    onSubmit={async (e) => {
                      e.preventDefault();
                      if (!task.trim()) return;
                      if (
                        await run(
                          addTask.mutateAsync({ descripcion: task.trim(), posicion: order.ops_tareas.length }),
                          'Tarea agregada',
                          'No se pudo agregar la tarea',
                        )
                      )
                        setTask('');
                    }}
                  >
                    <Input
                      aria-label="Nueva tarea"
                      placeholder="Nueva tarea..."
                      value={task}
                      onChange={(e) => setTask(e.target.value)}
                    />
                    <Button type="submit">Agregar</Button>
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
                          onClick={() =>
                            void run(
                              removePart.mutateAsync(u.id),
                              'Repuesto quitado y stock devuelto',
                              'No se pudo quitar el repuesto',
                            )
                          }
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
                    onSubmit={partForm.handleSubmit(async (v) => {
                      if (
                        await run(
                          addPart.mutateAsync({
                            repuesto_id: v.repuesto_id ?? null,
                            descripcion: v.descripcion ?? null,
                            cantidad: v.cantidad,
                          }),
                          'Repuesto registrado',
                          'No se pudo registrar el repuesto',
                        )
                      )
                        partForm.setValues({ repuesto_id: '', descripcion: '', cantidad: '1' });
                    })}
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
                      <Button type="submit">Registrar</Button>
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
                    onSubmit={hoursForm.handleSubmit(async (v) => {
                      if (
                        await run(
                          addHours.mutateAsync({ ...v, nota: v.nota ?? null }),
                          'Horas registradas',
                          'No se pudieron registrar las horas',
                        )
                      )
                        hoursForm.setValues({ fecha: v.fecha, horas: '', nota: '' });
                    })}
                  >
                    <FormField form={hoursForm} name="fecha" label="Fecha" type="date" required />
                    <FormField form={hoursForm} name="horas" label="Horas" type="hours" required />
                    <FormField form={hoursForm} name="nota" label="Nota" />
                    <div className="flex items-end">
                      <Button type="submit">Registrar</Button>
                    </div>
                  </form>
                )}
              </Section>
              <Section title="Comentarios">
                <ol className="flex flex-col gap-2 text-sm">
                  {[...order.ops_comentarios]
                    .sort((a, b) => a.creado_en.localeCompare(b.creado_en))
                    .map((c) => (
                      <li key={c.id} className="rounded-md bg-muted/50 p-2">
                        <p className="text-xs text-muted-foreground">
                          {(c.creado_por && techName.get(c.creado_por)) ?? 'Usuario'} · {formatDateTime(c.creado_en)}
                        </p>
                        <p className="whitespace-pre-line">{c.texto}</p>
                      </li>
                    ))}
                </ol>
                <form
                  className="flex gap-2"
                  onSubmit={async (e) => {
                    e.preventDefault();
                    if (!comment.trim()) return;
                    if (
                      await run(
                        addComment.mutateAsync({ texto: comment.trim() }),
                        'Comentario agregado',
                        'No se pudo agregar el comentario',
                      )
                    )
                      setComment('');
                  }}
                >
                  <Input
                    aria-label="Nuevo comentario"
                    placeholder="Escribe un comentario..."
                    value={comment}
                    onChange={(e) => setComment(e.target.value)}
                  />
                  <Button type="submit">Comentar</Button>
                </form>
              </Section>
            </div>
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
}: {
  order: { prioridad: string; tecnico_id: string | null; fecha_programada: string | null };
  technicians: Array<{ id: string; nombre: string }>;
  onSave: (v: { prioridad: string; tecnico_id: string | null; fecha_programada: string | null }) => Promise<boolean>;
}) {
  const form = useZodForm(editSchema, {
    prioridad: order.prioridad,
    tecnico_id: order.tecnico_id ?? '',
    fecha_programada: order.fecha_programada ?? '',
  });
  return (
    <form
      noValidate
      aria-label="Editar orden"
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit(
        (v) =>
          void onSave({
            prioridad: v.prioridad,
            tecnico_id: v.tecnico_id ?? null,
            fecha_programada: v.fecha_programada ?? null,
          }),
      )}
    >
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
      />
      <FormField form={form} name="fecha_programada" label="Fecha programada" type="date" />
      <Button type="submit" className="self-start">
        Guardar cambios
      </Button>
    </form>
  );
}
