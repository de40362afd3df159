import { addDays, dayNumber } from '@/lib/dates';
import type { Dependency, Task, TimeEntry } from '../api/types';

/** A task is overdue when it is not done and its due date is before today (a 'YYYY-MM-DD' day). */
export function isTaskOverdue(t: Pick<Task, 'estado' | 'fecha_vencimiento'>, today: string): boolean {
  return t.estado !== 'hecha' && !!t.fecha_vencimiento && t.fecha_vencimiento < today;
}

export interface ProjectFigures {
  tasks: number;
  done: number;
  /** Done tasks over all tasks, 0–100 (0 without tasks). */
  progress: number;
  estimated: number;
  logged: number;
  overdue: Task[];
  /** Logged hours by task id. */
  loggedByTask: Map<string, number>;
}

/**
 * A project's overview figures from its tasks and time entries. Hours are summed in hundredths
 * (numeric(5,2) in Postgres) so the total is exact, never 0.30000000000000004.
 */
export function projectFigures(tasks: readonly Task[], hours: readonly TimeEntry[], today: string): ProjectFigures {
  const cents = (n: number | string) => Math.round(Number(n) * 100);
  const loggedCents = new Map<string, number>();
  for (const h of hours) loggedCents.set(h.tarea_id, (loggedCents.get(h.tarea_id) ?? 0) + cents(h.horas));
  const done = tasks.filter((t) => t.estado === 'hecha').length;
  const estimated = tasks.reduce((s, t) => s + cents(t.estimacion_horas), 0);
  const logged = hours.reduce((s, h) => s + cents(h.horas), 0);
  return {
    tasks: tasks.length,
    done,
    progress: tasks.length ? Math.round((done / tasks.length) * 100) : 0,
    estimated: estimated / 100,
    logged: logged / 100,
    overdue: tasks
      .filter((t) => isTaskOverdue(t, today))
      .sort((a, b) => (a.fecha_vencimiento ?? '').localeCompare(b.fecha_vencimiento ?? '')),
    loggedByTask: new Map([...loggedCents].map(([k, v]) => [k, v / 100])),
  };
}

/** The tasks a task waits for, and whether any of them is not done yet. */
export function prerequisites(
  taskId: string,
  tasks: readonly Task[],
  deps: readonly Dependency[],
): { tasks: Task[]; blocked: boolean } {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const list = deps
    .filter((d) => d.tarea_id === taskId)
    .map((d) => byId.get(d.depende_de_id))
    .filter((t): t is Task => !!t);
  return { tasks: list, blocked: list.some((t) => t.estado !== 'hecha') };
}

/**
 * Tasks a task may be made to depend on: same project, not itself, not already a prerequisite, and
 * not one that already depends on it, directly or not (that would be a cycle, which Postgres
 * refuses anyway; the picker simply does not offer it).
 */
export function dependencyCandidates(taskId: string, tasks: readonly Task[], deps: readonly Dependency[]): Task[] {
  const dependents = new Set<string>([taskId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of deps) {
      if (dependents.has(d.depende_de_id) && !dependents.has(d.tarea_id)) {
        dependents.add(d.tarea_id);
        grew = true;
      }
    }
  }
  const already = new Set(deps.filter((d) => d.tarea_id === taskId).map((d) => d.depende_de_id));
  return tasks.filter((t) => !dependents.has(t.id) && !already.has(t.id));
}

const DAY_MS = 86_400_000;

export interface TimelineBar {
  task: Task;
  /** Left edge and width as percentages of the timeline's span. */
  left: number;
  width: number;
  start: string;
  end: string;
}

/**
 * Bars of a Gantt-style timeline: a task spans from its start (or its due date, or the project's
 * start) to its due date (or its start); tasks without any date are left out. The span covers the
 * project's dates and every task's.
 */
export function timelineBars(
  tasks: readonly Task[],
  projectStart: string,
  projectEnd: string | null,
): { bars: TimelineBar[]; from: string; to: string; undated: Task[] } {
  const dated = tasks.filter((t) => t.fecha_inicio || t.fecha_vencimiento);
  const undated = tasks.filter((t) => !t.fecha_inicio && !t.fecha_vencimiento);
  const ranges = dated.map((t) => {
    const start = t.fecha_inicio ?? t.fecha_vencimiento!;
    const end = t.fecha_vencimiento ?? t.fecha_inicio!;
    return { task: t, start, end };
  });
  const days = [projectStart, ...(projectEnd ? [projectEnd] : []), ...ranges.flatMap((r) => [r.start, r.end])].map(
    dayNumber,
  );
  const min = Math.min(...days);
  const max = Math.max(...days) + 1;
  const span = Math.max(1, max - min);
  const iso = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
  return {
    from: iso(min),
    to: iso(max - 1),
    undated,
    bars: ranges
      .sort((a, b) => a.start.localeCompare(b.start) || (a.task.posicion ?? 0) - (b.task.posicion ?? 0))
      .map((r) => ({
        task: r.task,
        start: r.start,
        end: r.end,
        left: ((dayNumber(r.start) - min) / span) * 100,
        width: ((dayNumber(r.end) + 1 - dayNumber(r.start)) / span) * 100,
      })),
  };
}

/** Where a date falls on the timeline (percent), or null outside it. */
export function timelinePosition(day: string, from: string, to: string): number | null {
  const min = dayNumber(from);
  const span = dayNumber(to) + 1 - min;
  const x = dayNumber(day) - min;
  return x < 0 || x > span ? null : (x / span) * 100;
}

/** A task scheduled to start before a task it waits for is due (it cannot start on time). */
export interface ScheduleConflict {
  task: Task;
  prerequisite: Task;
}

/**
 * The dependencies whose dates disagree: the waiting task starts on or before the day its
 * prerequisite is due (a due date is the last day of work, so the next task starts the day after
 * at the earliest). Tasks without those dates are not judged. A warning, not a rule: plans change.
 */
export function scheduleConflicts(tasks: readonly Task[], deps: readonly Dependency[]): ScheduleConflict[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const out: ScheduleConflict[] = [];
  for (const d of deps) {
    const task = byId.get(d.tarea_id);
    const prerequisite = byId.get(d.depende_de_id);
    if (!task?.fecha_inicio || !prerequisite?.fecha_vencimiento) continue;
    if (task.fecha_inicio <= prerequisite.fecha_vencimiento) out.push({ task, prerequisite });
  }
  return out;
}

/**
 * The timeline's date axis: a tick per day on a short span, per week (Mondays) up to about three
 * months, per month (the 1st) beyond; each at its place on the timeline (percent).
 */
export function timelineTicks(from: string, to: string): Array<{ day: string; left: number }> {
  const span = dayNumber(to) - dayNumber(from) + 1;
  const ticks: Array<{ day: string; left: number }> = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const keep = span <= 14 ? true : span <= 100 ? weekday === 1 : day.endsWith('-01');
    if (keep) ticks.push({ day, left: timelinePosition(day, from, to) ?? 0 });
  }
  return ticks;
}
