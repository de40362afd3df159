import { todayInChile } from '@/lib/dates';
import { Fragment, useMemo } from 'react';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { QueryState } from '@/kit';
import { useProjectDependencies, useProjectTasks, type Project } from '../api/projects';
import { TASK_STATE_LABEL, type TaskState } from '../lib/labels';
import { isTaskOverdue, timelineBars, timelinePosition } from '../lib/progress';

const ROW = 36;
const BAR_COLOR: Record<string, string> = {
  por_hacer: 'bg-slate-400',
  en_curso: 'bg-primary',
  en_revision: 'bg-amber-500',
  hecha: 'bg-emerald-600',
};

/**
 * The project's timeline: one bar per dated task from its start to its due date, coloured by state,
 * with lines from each prerequisite's end to the dependent task's start and a line at today. The
 * drawing is for the eye; the table under it holds the same facts for everyone (screen readers,
 * keyboard, print).
 */
export function TimelinePage({ project }: { project: Project }) {
  const tasks = useProjectTasks(project.id);
  const deps = useProjectDependencies(project.id);
  const today = todayInChile();
  return (
    <QueryState query={tasks} loadingLabel="Cargando cronograma..." errorTitle="No se pudo cargar el cronograma">
      {(list) => <Timeline project={project} tasks={list} deps={deps.data ?? []} today={today} />}
    </QueryState>
  );
}

function Timeline({
  project,
  tasks,
  deps,
  today,
}: {
  project: Project;
  tasks: Parameters<typeof timelineBars>[0];
  deps: ReadonlyArray<{ id: string; tarea_id: string; depende_de_id: string }>;
  today: string;
}) {
  const { bars, from, to, undated } = useMemo(
    () => timelineBars(tasks, project.fecha_inicio, project.fecha_fin),
    [tasks, project.fecha_inicio, project.fecha_fin],
  );
  const row = new Map(bars.map((b, i) => [b.task.id, i]));
  const byId = new Map(bars.map((b) => [b.task.id, b]));
  const todayX = timelinePosition(today, from, to);
  const height = Math.max(1, bars.length) * ROW;
  const names = new Map(tasks.map((t) => [t.id, t.titulo]));
  if (tasks.length === 0) return <p className="text-sm text-muted-foreground">Este proyecto aún no tiene tareas.</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Del {formatDate(from)} al {formatDate(to)}. Las líneas unen cada tarea con las que debe esperar.
      </p>
      <div
        aria-hidden="true"
        className="grid grid-cols-[12rem_minmax(0,1fr)] gap-x-2 overflow-x-auto rounded-lg border bg-card p-3"
        data-testid="gantt"
      >
        <div className="flex flex-col">
          {bars.map((b) => (
            <div key={b.task.id} className="truncate text-sm leading-9" style={{ height: ROW }}>
              {b.task.titulo}
            </div>
          ))}
        </div>
        <div className="relative min-w-[32rem]" style={{ height }}>
          {todayX !== null && (
            <div
              className="absolute inset-y-0 w-px bg-destructive"
              style={{ left: `${todayX}%` }}
              title={`Hoy, ${formatDate(today)}`}
            />
          )}
          {bars.map((b, i) => (
            <div
              key={b.task.id}
              className={cn(
                'absolute h-5 rounded',
                BAR_COLOR[b.task.estado] ?? 'bg-slate-400',
                isTaskOverdue(b.task, today) && 'ring-2 ring-destructive',
              )}
              style={{ top: i * ROW + 8, left: `${b.left}%`, width: `max(${b.width}%, 4px)` }}
              title={`${b.task.titulo}: ${formatDate(b.start)} – ${formatDate(b.end)}`}
            />
          ))}
          <svg
            className="pointer-events-none absolute inset-0 h-full w-full"
            viewBox={`0 0 100 ${height}`}
            preserveAspectRatio="none"
          >
            {deps.map((d) => {
              const a = byId.get(d.depende_de_id);
              const b = byId.get(d.tarea_id);
              if (!a || !b) return null;
              const x1 = a.left + a.width;
              const y1 = row.get(a.task.id)! * ROW + 18;
              const x2 = b.left;
              const y2 = row.get(b.task.id)! * ROW + 18;
              const mid = Math.max(x1, Math.min(x2, x1 + 1));
              return (
                <Fragment key={d.id}>
                  <polyline
                    points={`${x1},${y1} ${mid},${y1} ${mid},${y2} ${x2},${y2}`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.5}
                    vectorEffect="non-scaling-stroke"
                    className="text-muted-foreground"
                  />
                  <circle cx={x2} cy={y2} r={2.5} className="fill-foreground" vectorEffect="non-scaling-stroke" />
                </Fragment>
              );
            })}
          </svg>
        </div>
      </div>
      <table className="w-full text-sm" aria-label="Cronograma del proyecto">
        <caption className="mb-1 text-left font-semibold">Cronograma en tabla</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-1 pr-2">
              Tarea
            </th>
            <th scope="col" className="py-1 pr-2">
              Inicio
            </th>
            <th scope="col" className="py-1 pr-2">
              Vence
            </th>
            <th scope="col" className="py-1 pr-2">
              Estado
            </th>
            <th scope="col" className="py-1">
              Depende de
            </th>
          </tr>
        </thead>
        <tbody>
          {[...bars.map((b) => b.task), ...undated].map((t) => (
            <tr key={t.id} className="border-b last:border-0">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {t.titulo}
              </th>
              <td className="py-1 pr-2 whitespace-nowrap">{formatDate(t.fecha_inicio)}</td>
              <td className="py-1 pr-2 whitespace-nowrap">
                {formatDate(t.fecha_vencimiento)}
                {isTaskOverdue(t, today) && <span className="text-destructive"> (vencida)</span>}
              </td>
              <td className="py-1 pr-2">{TASK_STATE_LABEL[t.estado as TaskState] ?? t.estado}</td>
              <td className="py-1">
                {deps
                  .filter((d) => d.tarea_id === t.id)
                  .map((d) => names.get(d.depende_de_id))
                  .filter(Boolean)
                  .join(', ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {undated.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Sin fechas (fuera del gráfico): {undated.map((t) => t.titulo).join(', ')}.
        </p>
      )}
    </div>
  );
}
