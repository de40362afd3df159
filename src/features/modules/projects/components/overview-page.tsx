import { Link } from 'react-router-dom';
import { formatCLP, formatDate, formatMonth, formatNumber } from '@/lib/format';
import { ChartCard, FigureCard, OverviewGrid, QueryState } from '@/kit';
import { useProgress } from '../api/get-progress';
import { useProjects } from '../api/get-projects';
import { useProjectsSummary } from '../api/get-summary';
import { ACTIVE_PROJECT_STATES, PROJECT_STATE_LABEL, PROJECT_STATES } from '../lib/labels';
import { projectPath } from '../lib/paths';
import { ProgressBar, ProjectStateBadge } from './project-badges';

/** The module's overview: figures computed in Postgres (proy_resumen), hours and finished tasks by month, the active projects. */
export function ProjectsOverview() {
  const summary = useProjectsSummary();
  const projects = useProjects();
  const progress = useProgress();
  const pct = new Map((progress.data ?? []).map((p) => [p.proyecto_id, p]));
  return (
    <QueryState query={summary} loadingLabel="Cargando resumen..." errorTitle="No se pudo cargar el resumen">
      {(s) => {
        const active = (projects.data ?? []).filter((p) => ACTIVE_PROJECT_STATES.includes(p.estado));
        const months = s.por_mes.map((m) => ({
          mes: formatMonth(m.mes),
          horas: Number(m.horas),
          hechas: m.hechas,
        }));
        return (
          <div className="flex flex-col gap-4">
            <OverviewGrid>
              <FigureCard
                label="Proyectos en curso"
                value={formatNumber(s.por_estado.en_curso ?? 0)}
                hint={PROJECT_STATES.filter((e) => e !== 'en_curso')
                  .map((e) => `${PROJECT_STATE_LABEL[e]}: ${formatNumber(s.por_estado[e] ?? 0)}`)
                  .join(' · ')}
              />
              <FigureCard
                label="Tareas abiertas"
                value={formatNumber(s.tareas_abiertas)}
                hint="En proyectos planificados, en curso o en pausa"
              />
              <FigureCard
                label="Tareas vencidas"
                value={formatNumber(s.tareas_vencidas)}
                tone={s.tareas_vencidas ? 'danger' : 'default'}
              />
              <FigureCard
                label="Horas este mes"
                value={formatNumber(Number(s.horas_mes))}
                hint={`Presupuesto activo ${formatCLP(s.presupuesto_activo)}`}
              />
            </OverviewGrid>
            {/* Hours and finished tasks are different units: one chart each, so neither is flattened. */}
            <div className="grid gap-4 lg:grid-cols-2">
              <ChartCard
                title="Horas registradas por mes"
                kind="bar"
                xKey="mes"
                xLabel="Mes"
                data={months}
                series={[{ key: 'horas', label: 'Horas' }]}
              />
              <ChartCard
                title="Tareas terminadas por mes"
                kind="bar"
                xKey="mes"
                xLabel="Mes"
                data={months}
                series={[{ key: 'hechas', label: 'Tareas hechas' }]}
              />
            </div>
            <section aria-label="Proyectos activos" className="rounded-lg border bg-card p-4">
              <h2 className="mb-2 font-semibold">Proyectos activos</h2>
              {active.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No hay proyectos activos.{' '}
                  <Link to="proyectos" className="text-primary underline">
                    Ver todos los proyectos
                  </Link>
                  .
                </p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {active.map((p) => {
                    const a = pct.get(p.id);
                    const value = a?.tareas ? Math.round(((a.tareas_hechas ?? 0) / a.tareas) * 100) : 0;
                    return (
                      <li key={p.id} className="flex flex-wrap items-center gap-3 text-sm">
                        <Link
                          to={projectPath(p.id)}
                          className="min-w-48 font-medium text-primary underline-offset-2 hover:underline"
                        >
                          {p.nombre}
                        </Link>
                        <ProjectStateBadge estado={p.estado} />
                        <ProgressBar value={value} label={`Avance de ${p.nombre}: ${value} %`} />
                        <span className="text-muted-foreground">
                          {a?.tareas_vencidas ? `${formatNumber(a.tareas_vencidas)} vencidas · ` : ''}
                          {formatNumber(Number(a?.horas_registradas ?? 0))} de{' '}
                          {formatNumber(Number(a?.horas_estimadas ?? 0))} h · término {formatDate(p.fecha_fin)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
