import { todayInChile } from '@/lib/dates';
import { Fragment, useId, useMemo } from 'react';
import { formatDate, formatDayMonth } from '@/lib/format';
import { cn } from '@/lib/utils';
import { QueryState } from '@/kit';
import { useProjectDependencies } from '../api/get-project-dependencies';
import { useProjectTasks } from '../api/get-project-tasks';
import type { Dependency, Project } from '../api/types';
import { TASK_STATE_LABEL, type TaskState } from '../lib/labels';
import { isTaskOverdue, scheduleConflicts, timelineBars, timelinePosition, timelineTicks } from '../lib/progress';
import { ConflictWarning } from './schedule-warning';

const ROW = 36;
/** Height of the date axis above the bars. */
const AXIS = 22;
const BAR_COLOR: Record<string, string> = {
  por_hacer: 'bg-slate-400',
  en_curso: 'bg-primary',
  en_revision: 'bg-amber-500',
  hecha: 'bg-emerald-600',
};

/**
 * The project's timeline: a date axis, one bar per dated task from its start to its due date,
 * coloured by state, with arrows from each prerequisite's end to the dependent task's start and a
 * line at today; above it, a warning for each task scheduled to start before a task it waits for
 * ends. The drawing is for the eye; the table under it holds the same facts for everyone (screen
 * readers, keyboard, print).
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
  deps: readonly Dependency[];
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
  const ticks = useMemo(() => timelineTicks(from, to), [from, to]);
  const conflicts = useMemo(() => scheduleConflicts(tasks, deps), [tasks, deps]);
  // An id an SVG url() can name (React's ids carry characters it would need escaped).
  const arrowId = `gantt-arrow-${useId().replace(/[^\w-]/g, '')}`;
  if (tasks.length === 0) return <p className="text-sm text-muted-foreground">Este proyecto aún no tiene tareas.</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Del {formatDate(from)} al {formatDate(to)}. Las flechas van de cada tarea a las que la esperan.
      </p>
      {conflicts.length > 0 && <ConflictWarning conflicts={conflicts} />}
      <div
        aria-hidden="true"
        className="grid grid-cols-[12rem_minmax(0,1fr)] gap-x-2 overflow-x-auto rounded-lg border bg-card p-3"
        data-testid="gantt"
      >
        <div className="flex flex-col">
          <div style={{ height: AXIS }} />
          {bars.map((b) => (
            <div key={b.task.id} className="truncate text-sm leading-9" style={{ height: ROW }}>
              {b.task.titulo}
            </div>
          ))}
        </div>
        <div className="relative min-w-[32rem]" style={{ height: height + AXIS }} data-testid="gantt-chart">
          <div className="absolute inset-x-0 top-0 border-b text-xs text-muted-foreground" style={{ height: AXIS }}>
            {ticks.map((t) => (
              <span
                key={t.day}
                className="absolute top-0 -translate-x-1/2 whitespace-nowrap"
                style={{ left: `${t.left}%` }}
                data-testid="gantt-tick"
              >
                {formatDayMonth(t.day)}
              </span>
            ))}
          </div>
          {ticks.map((t) => (
            <div key={t.day} className="absolute w-px bg-border" style={{ left: `${t.left}%`, top: AXIS, bottom: 0 }} />
          ))}
          <div className="absolute inset-x-0 bottom-0" style={{ top: AXIS }}>
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
            {/* Pixel coordinates vertically, percentages across: the arrowheads keep their shape at any width. */}
            <svg className="pointer-events-none absolute inset-0 h-full w-full overflow-visible text-muted-foreground">
              <defs>
                <marker
                  id={arrowId}
                  viewBox="0 0 10 10"
                  refX="9"
                  refY="5"
                  markerWidth="7"
                  markerHeight="7"
                  orient="auto-start-reverse"
                >
                  <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
                </marker>
              </defs>
              {deps.map((d) => {
                const a = byId.get(d.depende_de_id);
                const b = byId.get(d.tarea_id);
                if (!a || !b) return null;
                const x1 = a.left + a.width;
                const y1 = row.get(a.task.id)! * ROW + 18;
                const x2 = b.left;
                const y2 = row.get(b.task.id)! * ROW + 18;
                const mid = Math.max(x1, Math.min(x2, x1 + 1));
                const line = { stroke: 'currentColor', strokeWidth: 1.5 };
                return (
                  <Fragment key={d.id}>
                    <line x1={`${x1}%`} y1={y1} x2={`${mid}%`} y2={y1} {...line} />
                    <line x1={`${mid}%`} y1={y1} x2={`${mid}%`} y2={y2} {...line} />
                    <line
                      x1={`${mid}%`}
                      y1={y2}
                      x2={`${x2}%`}
                      y2={y2}
                      {...line}
                      markerEnd={`url(#${arrowId})`}
                      data-testid="gantt-arrow"
                    />
                  </Fragment>
                );
              })}
            </svg>
          </div>
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
