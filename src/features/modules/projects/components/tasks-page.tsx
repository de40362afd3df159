import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { RecordHistorySection } from '@/components/record-timeline/record-timeline';
import { Plus, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { orderPath, useOrderChoice, WorkOrderPicker } from '@/features/modules/ops/public';
import { ApiError } from '@/lib/api-error';
import { todayInChile } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  DataList,
  EmptyState,
  ExportCsvButton,
  field,
  FormActions,
  FormField,
  QueryState,
  useHasModule,
  useModuleUser,
  useZodForm,
  type ListColumn,
} from '@/kit';
import { useAddDependency } from '../api/add-dependency';
import { useCreateTask } from '../api/create-task';
import { useDeleteTask } from '../api/delete-task';
import { useProjectDependencies } from '../api/get-project-dependencies';
import { useProjectHours } from '../api/get-project-hours';
import { useProjectTasks } from '../api/get-project-tasks';
import { useProjectUsers } from '../api/get-project-users';
import { useRemoveDependency } from '../api/remove-dependency';
import { useUpdateTask } from '../api/update-task';
import type { Dependency, Project, Task, TaskInput } from '../api/types';
import { TASK_STATE_LABEL, TASK_STATES, type TaskState } from '../lib/labels';
import { dependencyCandidates, isTaskOverdue, prerequisites, projectFigures, scheduleConflicts } from '../lib/progress';
import { TimeEntryForm } from './hours-page';
import { ConflictWarning } from './schedule-warning';

export const taskSchema = z
  .object({
    titulo: field.requiredText(200),
    descripcion: field.optionalText(4000),
    responsable_id: field.optionalText(),
    fecha_inicio: field.day(),
    fecha_vencimiento: field.day(),
    estimacion_horas: field.number({ min: 0, max: 10000 }),
    estado: field.choice(TASK_STATES, { labels: TASK_STATE_LABEL }),
    orden_id: field.optionalText(),
    depende_de: field.optionalText(),
  })
  .refine((v) => !v.fecha_inicio || !v.fecha_vencimiento || v.fecha_vencimiento >= v.fecha_inicio, {
    path: ['fecha_vencimiento'],
    message: 'El vencimiento no puede ser anterior al inicio',
  });

export function TaskStateBadge({ estado }: { estado: string }) {
  const variant =
    estado === 'hecha'
      ? 'success'
      : estado === 'en_curso'
        ? 'default'
        : estado === 'en_revision'
          ? 'outline'
          : 'secondary';
  return <Badge variant={variant}>{TASK_STATE_LABEL[estado as TaskState] ?? estado}</Badge>;
}

const initialFrom = (t?: Task) => ({
  titulo: t?.titulo ?? '',
  descripcion: t?.descripcion ?? '',
  responsable_id: t?.responsable_id ?? '',
  fecha_inicio: t?.fecha_inicio ?? '',
  fecha_vencimiento: t?.fecha_vencimiento ?? '',
  estimacion_horas: t ? String(t.estimacion_horas) : '0',
  estado: t?.estado ?? 'por_hacer',
  orden_id: t?.orden_id ?? '',
  depende_de: '',
});

/**
 * Create or edit a task. The Ops work order is offered only when the user has Axel Ops (Postgres
 * refuses a new link otherwise); a new task may name the task it waits for.
 */
function TaskForm({
  project,
  task,
  tasks,
  onDone,
}: {
  project: Project;
  task?: Task;
  tasks: readonly Task[];
  onDone: (id?: string) => void;
}) {
  const hasOps = useHasModule('ops');
  const users = useProjectUsers();
  const create = useCreateTask();
  const update = useUpdateTask();
  // Creating a task and its prerequisite are two writes: the second's failure is said apart.
  const addDependency = useAddDependency({
    onError: (e) => toast.error('La tarea se creó, pero no su dependencia', { description: errorMessage(e) }),
  });
  const form = useZodForm(taskSchema, initialFrom(task));
  // The linked order stays listed even when it is not among the recent ones (saving keeps it).
  const linked = useOrderChoice(task?.orden_id ?? null, hasOps);
  return (
    <form
      noValidate
      aria-label={task ? 'Editar tarea' : 'Nueva tarea'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit(async (v) => {
        const values: TaskInput = {
          titulo: v.titulo,
          descripcion: v.descripcion ?? null,
          responsable_id: v.responsable_id ?? null,
          fecha_inicio: v.fecha_inicio ?? null,
          fecha_vencimiento: v.fecha_vencimiento ?? null,
          estimacion_horas: v.estimacion_horas,
          estado: v.estado,
          ...(hasOps ? { orden_id: v.orden_id ?? null } : {}),
        };
        try {
          if (task) {
            await update.mutateAsync({ id: task.id, values });
            toast.success('Tarea actualizada');
            onDone(task.id);
            return;
          }
          const created = await create.mutateAsync({ ...values, proyecto_id: project.id, posicion: tasks.length });
          if (v.depende_de)
            await addDependency.mutateAsync({ taskId: created.id, dependsOn: v.depende_de }).catch(() => {});
          toast.success(`Tarea «${created.titulo}» creada`);
          onDone(created.id);
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="titulo" label="Título" required />
      </div>
      <FormField
        form={form}
        name="responsable_id"
        label="Responsable"
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.nombre }))}
      />
      <FormField
        form={form}
        name="estado"
        label="Estado"
        required
        options={TASK_STATES.map((s) => ({ value: s, label: TASK_STATE_LABEL[s] }))}
      />
      <FormField form={form} name="fecha_inicio" label="Inicio" type="date" />
      <FormField form={form} name="fecha_vencimiento" label="Vencimiento" type="date" />
      <FormField
        form={form}
        name="estimacion_horas"
        label="Estimación (horas)"
        type="hours"
        required
        hint="Admite decimales, p. ej. 2,5"
      />
      {hasOps && (
        <WorkOrderPicker
          value={form.values.orden_id ?? ''}
          onChange={(id) => form.set('orden_id', id)}
          current={linked.data}
          hint="Opcional: la orden de Axel Ops que esta tarea sigue."
        />
      )}
      {!task && tasks.length > 0 && (
        <FormField
          form={form}
          name="depende_de"
          label="Depende de"
          options={tasks.map((t) => ({ value: t.id, label: t.titulo }))}
          hint="La tarea que debe terminar antes."
        />
      )}
      <div className="sm:col-span-2 lg:col-span-4">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={create.isPending || update.isPending}
        onCancel={() => onDone(task?.id)}
        submitLabel={task ? 'Guardar tarea' : 'Crear tarea'}
        pendingLabel="Guardando..."
      />
    </form>
  );
}

/** A task's details: edit, its prerequisites (add, remove), its time entries and 'Registrar horas'. */
function TaskPanel({
  project,
  task,
  tasks,
  deps,
  onClose,
}: {
  project: Project;
  task: Task;
  tasks: readonly Task[];
  deps: readonly Dependency[];
  onClose: () => void;
}) {
  const addDependency = useAddDependency({ onSuccess: () => setCandidate('') });
  const removeDependency = useRemoveDependency();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteTask({
    onSuccess: () => {
      toast.success('Tarea eliminada');
      onClose();
    },
    onError: (e) =>
      toast.error('No se pudo eliminar la tarea', {
        description:
          e instanceof ApiError && e.code === 'PGRST116'
            ? 'Solo el jefe del proyecto o el administrador de la empresa eliminan tareas.'
            : errorMessage(e),
      }),
    onSettled: () => setDeleting(false),
  });
  const { userId, isCompanyAdmin } = useModuleUser();
  // Tasks are deleted by admin_empresa or the project's manager (they carry other people's hours).
  const canDelete = isCompanyAdmin || (!!userId && userId === project.gerente_id);
  const hasOps = useHasModule('ops');
  const order = useOrderChoice(task.orden_id, hasOps);
  const hours = useProjectHours(project.id);
  const users = useProjectUsers();
  const [editing, setEditing] = useState(false);
  const [candidate, setCandidate] = useState('');
  const userName = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.nombre])), [users.data]);
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const mine = deps.filter((d) => d.tarea_id === task.id);
  const dependents = deps
    .filter((d) => d.depende_de_id === task.id)
    .map((d) => byId.get(d.tarea_id)?.titulo)
    .filter(Boolean);
  const candidates = dependencyCandidates(task.id, tasks, deps);
  const entries = (hours.data ?? []).filter((h) => h.tarea_id === task.id);
  const logged = entries.reduce((s, h) => s + Math.round(Number(h.horas) * 100), 0) / 100;

  const conflicts = scheduleConflicts(tasks, deps).filter((c) => c.task.id === task.id);

  return (
    <section aria-label={`Tarea ${task.titulo}`} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{task.titulo}</h3>
        <TaskStateBadge estado={task.estado} />
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            Editar tarea
          </Button>
          {canDelete && (
            <Button size="sm" variant="outline" onClick={() => setDeleting(true)} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              Eliminar
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onClose} aria-label="Cerrar la tarea">
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={deleting}
        title={`Eliminar la tarea «${task.titulo}»`}
        description="Se eliminan también sus horas registradas y sus dependencias. No se puede deshacer."
        confirmLabel="Eliminar tarea"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(task.id)}
      />
      {conflicts.length > 0 && <ConflictWarning conflicts={conflicts} />}
      {editing ? (
        <TaskForm
          key={task.actualizado_en}
          project={project}
          task={task}
          tasks={tasks}
          onDone={() => setEditing(false)}
        />
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Responsable</dt>
          <dd>{task.responsable_id ? (userName.get(task.responsable_id) ?? 'Otro usuario') : 'Sin responsable'}</dd>
          <dt className="text-muted-foreground">Fechas</dt>
          <dd>
            {formatDate(task.fecha_inicio)} – {formatDate(task.fecha_vencimiento)}
          </dd>
          <dt className="text-muted-foreground">Horas</dt>
          <dd>
            {formatNumber(logged)} de {formatNumber(Number(task.estimacion_horas))} estimadas
          </dd>
          {task.orden_id && (
            <>
              <dt className="text-muted-foreground">Orden de trabajo</dt>
              <dd>
                {order.data ? (
                  <Link to={orderPath(order.data.id)} className="text-primary underline-offset-2 hover:underline">
                    {order.data.codigo}
                  </Link>
                ) : (
                  'Vinculada a una orden de Axel Ops'
                )}
              </dd>
            </>
          )}
          {dependents.length > 0 && (
            <>
              <dt className="text-muted-foreground">La esperan</dt>
              <dd>{dependents.join(', ')}</dd>
            </>
          )}
          {task.descripcion && (
            <>
              <dt className="text-muted-foreground">Descripción</dt>
              <dd className="whitespace-pre-line">{task.descripcion}</dd>
            </>
          )}
        </dl>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">Depende de</h4>
          {mine.length === 0 ? (
            <p className="text-sm text-muted-foreground">No depende de otras tareas.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {mine.map((d) => {
                const pre = byId.get(d.depende_de_id);
                return (
                  <li key={d.id} className="flex items-center gap-2">
                    <span>{pre?.titulo ?? 'Tarea'}</span>
                    {pre && <TaskStateBadge estado={pre.estado} />}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="h-6 px-1"
                      aria-label={`Quitar la dependencia de ${pre?.titulo ?? 'la tarea'}`}
                      onClick={() => removeDependency.mutate(d.id)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <form
            className="flex flex-wrap items-end gap-2"
            aria-label="Agregar dependencia"
            onSubmit={(e) => {
              e.preventDefault();
              if (!candidate) return;
              addDependency.mutate({ taskId: task.id, dependsOn: candidate });
            }}
          >
            <label className="flex flex-col gap-1 text-sm">
              <span>Agregar tarea previa</span>
              <select
                className="h-9 rounded-md border border-input bg-card px-2 text-sm"
                value={candidate}
                onChange={(e) => setCandidate(e.target.value)}
              >
                <option value="">Selecciona...</option>
                {candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.titulo}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="sm" disabled={!candidate || addDependency.isPending}>
              Agregar
            </Button>
          </form>
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">Registrar horas</h4>
          <TimeEntryForm tasks={[task]} fixedTask={task.id} />
          {entries.length > 0 && (
            <ul className="text-sm">
              {entries.slice(0, 10).map((h) => (
                <li key={h.id}>
                  {formatDate(h.fecha)} · {formatNumber(Number(h.horas))} h ·{' '}
                  {userName.get(h.usuario_id) ?? 'Otro usuario'}
                  {h.nota && ` · ${h.nota}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <AttachmentsPanel
        target={{ companyId: task.empresa_id, table: 'proy_tareas', recordId: task.id }}
        title="Adjuntos de la tarea"
        canDelete={canDelete}
      />
      <RecordHistorySection key={task.id} tabla="proy_tareas" registroId={task.id} />
    </section>
  );
}

/** A project's tasks: the list (with what each waits for), 'Nueva tarea', and the open task's panel (?tarea=). */
export function TasksPage({ project }: { project: Project }) {
  const query = useProjectTasks(project.id);
  const deps = useProjectDependencies(project.id);
  const hours = useProjectHours(project.id);
  const users = useProjectUsers();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const userName = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.nombre])), [users.data]);
  const today = todayInChile();
  const open = params.get('tarea');
  const attachments = useAttachmentCounts(
    'proy_tareas',
    (query.data ?? []).map((t) => t.id),
    { whole: true },
  );
  const setOpen = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('tarea', id);
        else next.delete('tarea');
        return next;
      },
      { replace: true },
    );

  return (
    <QueryState query={query} loadingLabel="Cargando tareas..." errorTitle="No se pudieron cargar las tareas">
      {(tasks) => {
        const allDeps = deps.data ?? [];
        const figures = projectFigures(tasks, hours.data ?? [], today);
        const columns: ListColumn<Task>[] = [
          {
            key: 'titulo',
            header: 'Tarea',
            cell: (t) => (
              <span className="inline-flex items-center gap-1.5">
                <span className="font-medium">{t.titulo}</span>
                <AttachmentCount count={attachments[t.id]} />
              </span>
            ),
            csv: (t) => t.titulo,
          },
          {
            key: 'estado',
            header: 'Estado',
            cell: (t) => <TaskStateBadge estado={t.estado} />,
            csv: (t) => TASK_STATE_LABEL[t.estado as TaskState],
          },
          {
            key: 'responsable',
            header: 'Responsable',
            cell: (t) => (t.responsable_id ? (userName.get(t.responsable_id) ?? '—') : '—'),
            csv: (t) => (t.responsable_id ? (userName.get(t.responsable_id) ?? '') : ''),
          },
          {
            key: 'vence',
            header: 'Vence',
            cell: (t) => (
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                {formatDate(t.fecha_vencimiento)}
                {isTaskOverdue(t, today) && <Badge variant="destructive">Vencida</Badge>}
              </span>
            ),
            csv: (t) => t.fecha_vencimiento,
          },
          {
            key: 'estimacion',
            header: 'Estimación (h)',
            cell: (t) => formatNumber(Number(t.estimacion_horas)),
            csv: (t) => Number(t.estimacion_horas),
          },
          {
            key: 'registradas',
            header: 'Registradas (h)',
            cell: (t) => formatNumber(figures.loggedByTask.get(t.id) ?? 0),
            csv: (t) => figures.loggedByTask.get(t.id) ?? 0,
          },
          {
            key: 'depende',
            header: 'Depende de',
            cell: (t) =>
              prerequisites(t.id, tasks, allDeps)
                .tasks.map((p) => p.titulo)
                .join(', ') || '—',
            csv: (t) =>
              prerequisites(t.id, tasks, allDeps)
                .tasks.map((p) => p.titulo)
                .join(', '),
          },
        ];
        const openTask = open ? tasks.find((t) => t.id === open) : undefined;
        return (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap justify-end gap-2">
              <ExportCsvButton rows={tasks} columns={columns} fileName="tareas.csv" />
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                Nueva tarea
              </Button>
            </div>
            {creating && (
              <TaskForm
                project={project}
                tasks={tasks}
                onDone={(id) => {
                  setCreating(false);
                  if (id) setOpen(id);
                }}
              />
            )}
            {openTask && (
              <TaskPanel
                key={openTask.id}
                project={project}
                task={openTask}
                tasks={tasks}
                deps={allDeps}
                onClose={() => setOpen(null)}
              />
            )}
            <DataList
              label="Tareas del proyecto"
              rows={tasks}
              columns={columns}
              rowKey={(t) => t.id}
              onRowOpen={(t) => setOpen(t.id)}
              empty={<EmptyState title="Aún no hay tareas">Crea la primera con «Nueva tarea».</EmptyState>}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
