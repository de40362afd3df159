import { todayInChile } from '@/lib/dates';
import { Lock } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { Board, QueryState } from '@/kit';
import { useProjectDependencies } from '../api/get-project-dependencies';
import { useProjectTasks } from '../api/get-project-tasks';
import { useProjectUsers } from '../api/get-project-users';
import { useMoveTask } from '../api/move-task';
import type { Project } from '../api/types';
import { TASK_STATE_LABEL, TASK_STATES, type TaskState } from '../lib/labels';
import { isTaskOverdue, prerequisites } from '../lib/progress';
import { projectPath } from '../lib/paths';

/**
 * A project's board by task state (the kit's Board): drag a card to another column, press ← → on
 * it, or use its buttons ('Mover … a En curso'). The move shows at once and goes back, with the
 * reason, if Postgres refuses it (a task is done only after its prerequisites: the card shows a
 * lock until then).
 */
export function BoardPage({ project }: { project: Project }) {
  const query = useProjectTasks(project.id);
  const deps = useProjectDependencies(project.id);
  const users = useProjectUsers();
  const move = useMoveTask(project.id);
  const userName = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.nombre])), [users.data]);
  const today = todayInChile();

  return (
    <QueryState query={query} loadingLabel="Cargando tablero..." errorTitle="No se pudo cargar el tablero">
      {(tasks) => (
        <div className="flex flex-col gap-2">
          {tasks.length === 0 && (
            <p className="text-sm text-muted-foreground">
              Este proyecto aún no tiene tareas.{' '}
              <Link to={projectPath(project.id, 'tareas')} className="text-primary underline">
                Agrega la primera
              </Link>
              .
            </p>
          )}
          <Board
            label="Tablero de tareas por estado"
            headingLevel="h3"
            className="md:grid-cols-2 xl:grid-cols-4"
            columns={TASK_STATES.map((estado) => ({
              key: estado,
              label: TASK_STATE_LABEL[estado],
              cards: tasks.filter((t) => t.estado === estado),
            }))}
            cardId={(t) => t.id}
            cardTestId={(t) => t.titulo}
            columnOf={(t) => t.estado as TaskState}
            canMove={(t, to) => t.estado !== to}
            onMove={(t, to) => move.mutate({ id: t.id, estado: to })}
            cardLabel={(t) => `${t.titulo}, ${TASK_STATE_LABEL[t.estado as TaskState]}`}
            renderCard={(t) => {
              const col = TASK_STATES.indexOf(t.estado as TaskState);
              const pre = prerequisites(t.id, tasks, deps.data ?? []);
              const waiting = pre.tasks
                .filter((p) => p.estado !== 'hecha')
                .map((p) => p.titulo)
                .join(', ');
              const targets = [TASK_STATES[col - 1], TASK_STATES[col + 1]].filter((s): s is TaskState => !!s);
              return (
                <>
                  <div className="flex items-start justify-between gap-2">
                    <Link
                      to={`${projectPath(project.id, 'tareas')}?tarea=${t.id}`}
                      className="font-medium underline-offset-2 hover:underline"
                    >
                      {t.titulo}
                    </Link>
                    {pre.blocked && t.estado !== 'hecha' && (
                      <span title={`Espera a: ${waiting}`} className="text-amber-700">
                        <Lock aria-hidden="true" className="size-4" />
                        <span className="sr-only">Bloqueada: espera a {waiting}</span>
                      </span>
                    )}
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t.responsable_id ? (userName.get(t.responsable_id) ?? 'Otro usuario') : 'Sin responsable'}
                    {t.fecha_vencimiento && ` · vence ${formatDate(t.fecha_vencimiento)}`}
                    {isTaskOverdue(t, today) && <span className="text-destructive"> · vencida</span>}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-1" role="group" aria-label={`Mover ${t.titulo}`}>
                    {targets.map((to) => (
                      <Button
                        key={to}
                        size="sm"
                        variant="outline"
                        className="h-6 px-2 text-xs"
                        onClick={() => move.mutate({ id: t.id, estado: to })}
                        aria-label={`Mover ${t.titulo} a ${TASK_STATE_LABEL[to]}`}
                      >
                        {TASK_STATES.indexOf(to) < col ? `← ${TASK_STATE_LABEL[to]}` : `${TASK_STATE_LABEL[to]} →`}
                      </Button>
                    ))}
                  </div>
                </>
              );
            }}
          />
        </div>
      )}
    </QueryState>
  );
}
