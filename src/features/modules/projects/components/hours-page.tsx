import { todayInChile } from '@/lib/dates';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { formatDate, formatNumber } from '@/lib/format';
import {
  DataList,
  EmptyState,
  errorMessage,
  ExportCsvButton,
  field,
  FormField,
  QueryState,
  useZodForm,
  type ListColumn,
} from '@/kit';
import {
  useDeleteTimeEntry,
  useLogTime,
  useProjectHours,
  useProjectTasks,
  useProjectUsers,
  type Project,
  type Task,
  type TimeEntry,
} from '../api/projects';

export const timeEntrySchema = z.object({
  tarea_id: field.requiredText(),
  fecha: field.requiredDay(),
  horas: field.number({ min: 0.25, max: 24 }),
  nota: field.optionalText(500),
});

/** 'Registrar horas': the caller's own time on a task (fixedTask: the task is given, not chosen). */
export function TimeEntryForm({ tasks, fixedTask }: { tasks: readonly Task[]; fixedTask?: string }) {
  const log = useLogTime();
  const form = useZodForm(timeEntrySchema, { tarea_id: fixedTask ?? '', fecha: todayInChile(), horas: '', nota: '' });
  return (
    <form
      noValidate
      aria-label="Registrar horas"
      className="grid gap-2 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (v) => {
        if (v.fecha > todayInChile()) {
          form.setErrors({ fecha: 'No se registran horas en días futuros' });
          return;
        }
        try {
          await log.mutateAsync({ tarea_id: v.tarea_id, fecha: v.fecha, horas: v.horas, nota: v.nota ?? null });
          toast.success(`${formatNumber(v.horas)} h registradas`);
          form.setValues((old) => ({ ...old, horas: '', nota: '' }));
        } catch (e) {
          toast.error('No se pudieron registrar las horas', { description: errorMessage(e) });
        }
      })}
    >
      {!fixedTask && (
        <div className="sm:col-span-2">
          <FormField
            form={form}
            name="tarea_id"
            label="Tarea"
            required
            options={tasks.map((t) => ({ value: t.id, label: t.titulo }))}
          />
        </div>
      )}
      <FormField form={form} name="fecha" label="Fecha" type="date" required />
      <FormField form={form} name="horas" label="Horas" required hint="Entre 0,25 y 24" />
      <div className="sm:col-span-2">
        <FormField form={form} name="nota" label="Nota" />
      </div>
      <div>
        <Button type="submit" disabled={log.isPending}>
          {log.isPending ? 'Registrando...' : 'Registrar horas'}
        </Button>
      </div>
    </form>
  );
}

/** A project's time entries: log time, the list by date (export), totals per person. */
export function HoursPage({ project }: { project: Project }) {
  const query = useProjectHours(project.id);
  const tasks = useProjectTasks(project.id);
  const users = useProjectUsers();
  const remove = useDeleteTimeEntry();
  const userName = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.nombre])), [users.data]);
  const taskName = useMemo(() => new Map((tasks.data ?? []).map((t) => [t.id, t.titulo])), [tasks.data]);
  const columns: ListColumn<TimeEntry>[] = [
    {
      key: 'fecha',
      header: 'Fecha',
      cell: (h) => <span className="whitespace-nowrap">{formatDate(h.fecha)}</span>,
      csv: (h) => h.fecha,
    },
    {
      key: 'tarea',
      header: 'Tarea',
      cell: (h) => taskName.get(h.tarea_id) ?? '—',
      csv: (h) => taskName.get(h.tarea_id) ?? '',
    },
    {
      key: 'usuario',
      header: 'Persona',
      cell: (h) => userName.get(h.usuario_id) ?? 'Otro usuario',
      csv: (h) => userName.get(h.usuario_id) ?? '',
    },
    {
      key: 'horas',
      header: 'Horas',
      cell: (h) => <span className="tabular-nums">{formatNumber(Number(h.horas))}</span>,
      csv: (h) => Number(h.horas),
    },
    { key: 'nota', header: 'Nota', cell: (h) => h.nota ?? '', csv: (h) => h.nota ?? '' },
    {
      key: 'acciones',
      header: 'Acciones',
      cell: (h) => (
        <Button
          size="sm"
          variant="ghost"
          className="h-7 px-2"
          aria-label={`Eliminar ${formatNumber(Number(h.horas))} h del ${formatDate(h.fecha)}`}
          onClick={(e) => {
            e.stopPropagation();
            remove.mutate(h.id, {
              onSuccess: () => toast.success('Horas eliminadas'),
              onError: (err) =>
                toast.error('No se pudieron eliminar las horas', {
                  description:
                    err instanceof ApiError && err.code === 'PGRST116'
                      ? 'Solo puedes eliminar tus propias horas.'
                      : errorMessage(err),
                }),
            });
          }}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    },
  ];
  return (
    <QueryState query={query} loadingLabel="Cargando horas..." errorTitle="No se pudieron cargar las horas">
      {(entries) => {
        const perUser = new Map<string, number>();
        for (const h of entries)
          perUser.set(h.usuario_id, (perUser.get(h.usuario_id) ?? 0) + Math.round(Number(h.horas) * 100));
        return (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex flex-col gap-2">
              <div className="flex justify-end">
                <ExportCsvButton rows={entries} columns={columns} fileName="horas-del-proyecto.csv" />
              </div>
              <DataList
                label="Horas registradas"
                rows={entries}
                columns={columns}
                rowKey={(h) => h.id}
                empty={<EmptyState title="Aún no hay horas registradas en este proyecto" />}
              />
            </div>
            <div className="flex flex-col gap-4">
              <section aria-label="Registrar horas" className="rounded-lg border bg-card p-4">
                <h3 className="mb-2 font-semibold">Registrar horas</h3>
                {(tasks.data ?? []).length ? (
                  <TimeEntryForm tasks={tasks.data ?? []} />
                ) : (
                  <p className="text-sm text-muted-foreground">Crea una tarea para registrar horas en ella.</p>
                )}
              </section>
              <section aria-label="Horas por persona" className="rounded-lg border bg-card p-4">
                <h3 className="mb-2 font-semibold">Horas por persona</h3>
                <ul className="text-sm">
                  {[...perUser]
                    .sort((a, b) => b[1] - a[1])
                    .map(([u, cents]) => (
                      <li key={u} className="flex justify-between">
                        <span>{userName.get(u) ?? 'Otro usuario'}</span>
                        <span className="tabular-nums">{formatNumber(cents / 100)} h</span>
                      </li>
                    ))}
                </ul>
              </section>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
