import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { RecordHistorySection } from '@/components/record-timeline/record-timeline';
import { todayInChile } from '@/lib/dates';
import { Link } from 'react-router-dom';
import { formatCLP, formatDate, formatNumber } from '@/lib/format';
import { ChartCard, FigureCard, OverviewGrid, QueryState, useModuleUser } from '@/kit';
import { useProjectHours } from '../api/get-project-hours';
import { useProjectTasks } from '../api/get-project-tasks';
import { useProjectUsers } from '../api/get-project-users';
import type { Project } from '../api/types';
import { projectFigures } from '../lib/progress';
import { projectPath } from '../lib/paths';

/** A project's overview: progress, hours against the estimate, overdue tasks, hours per task. */
export function ProjectOverview({ project }: { project: Project }) {
  const tasks = useProjectTasks(project.id);
  const hours = useProjectHours(project.id);
  const users = useProjectUsers();
  const { isCompanyAdmin } = useModuleUser();
  const today = todayInChile();
  const userName = new Map((users.data ?? []).map((u) => [u.id, u.nombre]));
  return (
    <QueryState query={tasks} loadingLabel="Cargando resumen..." errorTitle="No se pudo cargar el resumen del proyecto">
      {(list) => {
        const f = projectFigures(list, hours.data ?? [], today);
        const over = f.estimated > 0 && f.logged > f.estimated;
        return (
          <div className="flex flex-col gap-4">
            <OverviewGrid>
              <FigureCard
                label="Avance"
                value={`${formatNumber(f.progress)} %`}
                hint={`${formatNumber(f.done)} de ${formatNumber(f.tasks)} tareas hechas`}
              />
              <FigureCard
                label="Horas registradas"
                value={formatNumber(f.logged)}
                tone={over ? 'warning' : 'default'}
                hint={
                  f.estimated
                    ? `de ${formatNumber(f.estimated)} estimadas (${formatNumber(Math.round((f.logged / f.estimated) * 100))} %)`
                    : 'Sin estimación'
                }
              />
              <FigureCard
                label="Tareas vencidas"
                value={formatNumber(f.overdue.length)}
                tone={f.overdue.length ? 'danger' : 'default'}
                hint="No hechas, con vencimiento pasado"
              />
              <FigureCard
                label="Presupuesto"
                value={formatCLP(project.presupuesto)}
                hint={project.fecha_fin ? `Término ${formatDate(project.fecha_fin)}` : 'Sin fecha de término'}
              />
            </OverviewGrid>
            <div className="grid gap-4 lg:grid-cols-2">
              <section aria-label="Tareas vencidas" className="rounded-lg border bg-card p-4">
                <h3 className="mb-2 font-semibold">Tareas vencidas</h3>
                {f.overdue.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No hay tareas vencidas.</p>
                ) : (
                  <ul className="flex flex-col gap-1 text-sm">
                    {f.overdue.map((t) => (
                      <li key={t.id}>
                        <Link
                          to={`${projectPath(project.id, 'tareas')}?tarea=${t.id}`}
                          className="text-primary underline-offset-2 hover:underline"
                        >
                          {t.titulo}
                        </Link>{' '}
                        · venció el {formatDate(t.fecha_vencimiento)} ·{' '}
                        {t.responsable_id ? (userName.get(t.responsable_id) ?? 'otro usuario') : 'sin responsable'}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {list.length > 0 ? (
                <ChartCard
                  title="Horas por tarea: estimadas y registradas"
                  kind="bar"
                  xKey="tarea"
                  xLabel="Tarea"
                  data={list.map((t) => ({
                    tarea: t.titulo,
                    estimadas: Number(t.estimacion_horas),
                    registradas: f.loggedByTask.get(t.id) ?? 0,
                  }))}
                  series={[
                    { key: 'estimadas', label: 'Estimadas' },
                    { key: 'registradas', label: 'Registradas' },
                  ]}
                />
              ) : (
                <p className="text-sm text-muted-foreground">
                  Sin tareas todavía.{' '}
                  <Link to={projectPath(project.id, 'tareas')} className="text-primary underline">
                    Agrega la primera
                  </Link>
                  .
                </p>
              )}
            </div>
            <AttachmentsPanel
              target={{ companyId: project.empresa_id, table: 'proy_proyectos', recordId: project.id }}
              title="Documentos del proyecto"
              canDelete={isCompanyAdmin}
            />
            <RecordHistorySection tabla="proy_proyectos" registroId={project.id} />
          </div>
        );
      }}
    </QueryState>
  );
}
