import { Lock } from 'lucide-react';
import { useMemo, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { formatDate, formatNumber, todayIsoDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { QueryState } from '../kit';
import { useMoveTask, useProjectDependencies, useProjectTasks, useProjectUsers, type Project, type Task } from '../api/projects';
import { TASK_STATE_LABEL, TASK_STATES, type TaskState } from './labels';
import { isTaskOverdue, prerequisites } from './progress';
import { projectPath } from './projects-page';

/**
 * A project's board by task state: drag a card to another column, or use the card's buttons (the
 * keyboard's way: 'Mover … a En curso'). The move shows at once and goes back, with the reason, if
 * Postgres refuses it. A card whose prerequisites are not done shows a lock.
 */
export function BoardPage({ project }: { project: Project }) {
  const query = useProjectTasks(project.id);
  const deps = useProjectDependencies(project.id);
  const users = useProjectUsers();
  const move = useMoveTask(project.id);
  const [dragging, setDragging] = useState<Task | null>(null);
  const userName = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.nombre])), [users.data]);
  const today = todayIsoDate();

  return (
    <QueryState query={query} loadingLabel="Cargando tablero..." errorTitle="No se pudo cargar el tablero">
      {(tasks) => (
        <div className="flex flex-col gap-2">
          {tasks.length === 0 && (
            <p className="text-sm text-muted-foreground">
              Este proyecto aún no tiene tareas. <Link to={projectPath(project.id, 'tareas')} className="text-primary underline">Agrega la primera</Link>.
            </p>
          )}
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4" aria-label="Tablero de tareas por estado">
            {TASK_STATES.map((estado, col) => {
              const cards = tasks.filter((t) => t.estado === estado);
              const canDrop = !!dragging && dragging.estado !== estado;
              return (
                <section
                  key={estado}
                  aria-label={`${TASK_STATE_LABEL[estado]} (${cards.length})`}
                  data-testid={`columna-${estado}`}
                  className={cn('flex min-h-40 flex-col gap-2 rounded-lg border bg-muted/40 p-2', canDrop && 'border-primary bg-accent')}
                  onDragOver={(e: DragEvent) => {
                    if (canDrop) e.preventDefault();
                  }}
                  onDrop={(e: DragEvent) => {
                    e.preventDefault();
                    if (dragging && canDrop) move.mutate({ id: dragging.id, estado });
                    setDragging(null);
                  }}
                >
                  <h3 className="flex items-center justify-between px-1 text-sm font-semibold">
                    {TASK_STATE_LABEL[estado]}
                    <span className="text-xs font-normal text-muted-foreground">{formatNumber(cards.length)}</span>
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {cards.map((t) => {
                      const pre = prerequisites(t.id, tasks, deps.data ?? []);
                      const targets = [TASK_STATES[col - 1], TASK_STATES[col + 1]].filter((s): s is TaskState => !!s);
                      return (
                        <li
                          key={t.id}
                          draggable
                          onDragStart={(e) => {
                            e.dataTransfer.setData('text/plain', t.id);
                            e.dataTransfer.effectAllowed = 'move';
                            setDragging(t);
                          }}
                          onDragEnd={() => setDragging(null)}
                          className="rounded-md border bg-card p-2 text-sm shadow-xs"
                          data-testid={`tarjeta-${t.titulo}`}
                        >
                          <div className="flex items-start justify-between gap-2">
                            <Link to={`${projectPath(project.id, 'tareas')}?tarea=${t.id}`} className="font-medium underline-offset-2 hover:underline">
                              {t.titulo}
                            </Link>
                            {pre.blocked && t.estado !== 'hecha' && (
                              <span title={`Espera a: ${pre.tasks.filter((p) => p.estado !== 'hecha').map((p) => p.titulo).join(', ')}`} className="text-amber-700">
                                <Lock aria-hidden="true" className="size-4" />
                                <span className="sr-only">Bloqueada: espera a {pre.tasks.filter((p) => p.estado !== 'hecha').map((p) => p.titulo).join(', ')}</span>
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
                              <Button key={to} size="sm" variant="outline" className="h-6 px-2 text-xs" onClick={() => move.mutate({ id: t.id, estado: to })} aria-label={`Mover ${t.titulo} a ${TASK_STATE_LABEL[to]}`}>
                                {TASK_STATES.indexOf(to) < col ? `← ${TASK_STATE_LABEL[to]}` : `${TASK_STATE_LABEL[to]} →`}
                              </Button>
                            ))}
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })}
          </div>
        </div>
      )}
    </QueryState>
  );
}
