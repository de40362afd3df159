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
  useModuleUser,
  useZodForm,
  type ListColumn,
} from '@/kit';
import { useDeleteTimeEntry } from '../api/delete-time-entry';
import { useProjectHours } from '../api/get-project-hours';
import { useProjectTasks } from '../api/get-project-tasks';
import { useProjectUsers } from '../api/get-project-users';
import { useLogTime } from '../api/log-time';
import type { Project, Task, TimeEntry } from '../api/types';

export const timeEntrySchema = z.object({
  tarea_id: field.requiredText(),
  fecha: field.requiredDay(),
  horas: field.number({ min: 0.25, max: 24 }),
  nota: field.optionalText(500),
});

/** 'Registrar horas': the caller's own time on a task (fixedTask: the task is given, not chosen). */
export function TimeEntryForm({ tasks, fixedTask }: { tasks: readonly Task[]; fixedTask?: string }) {
  const form = useZodForm(timeEntrySchema, { tarea_id: fixedTask ?? '', fecha: todayInChile(), horas: '', nota: '' });
  const log = useLogTime({
    onSuccess: (_r, v) => {
      toast.success(`${formatNumber(v.horas)} h registradas`);
      form.setValues((old) => ({ ...old, horas: '', nota: '' }));
    },
  });
  return (
    <form
      noValidate
      aria-label="Registrar horas"
      className="grid gap-2 sm:grid-cols-2"
      onSubmit={form.handleSubmit((v) => {
        if (v.fecha > todayInChile()) {
          form.setErrors({ fecha: 'No se registran horas en días futuros' });
          return;
        }
        log.mutate({ tarea_id: v.tarea_id, fecha: v.fecha, horas: v.horas, nota: v.nota ?? null });
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
      <FormField form={form} name="horas" label="Horas" type="hours" required hint="Entre 0,25 y 24" />
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
  const { userId, isCompanyAdmin } = useModuleUser();
  const remove = useDeleteTimeEntry({
    onSuccess: () => toast.success('Horas eliminadas'),
    onError: (err) =>
      toast.error('No se pudieron eliminar las horas', {
        description:
          err instanceof ApiError && err.code === 'PGRST116'
            ? 'Solo puedes eliminar tus propias horas.'
            : errorMessage(err),
      }),
  });
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
      // A time entry is its user's; admin_empresa may remove anyone's: nobody else is offered it.
      cell: (h) =>
        isCompanyAdmin || h.usuario_id === userId ? (
          <Button
            size="sm"
            variant="ghost"
            className="h-7 px-2"
            aria-label={`Eliminar ${formatNumber(Number(h.horas))} h del ${formatDate(h.fecha)}`}
            disabled={remove.isPending}
            onClick={(e) => {
              e.stopPropagation();
              remove.mutate(h.id);
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null,
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
