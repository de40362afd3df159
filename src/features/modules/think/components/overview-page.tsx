import { Link } from 'react-router-dom';
import { bothQueries, EmptyState, FigureCard, OverviewGrid, QueryState } from '@/kit';
import { todayInChile } from '@/lib/dates';
import { formatDate, formatNumber } from '@/lib/format';
import { useKeyResults } from '../api/get-key-results';
import { useObjectives } from '../api/get-objectives';
import { OBJECTIVE_STATE_LABEL, OBJECTIVE_STATES } from '../lib/labels';
import { thinkPaths } from '../lib/paths';
import { isCurrentPeriod, periodLabel } from '../lib/period';
import { NextReview, RedKpis } from './overview-reviews';
import { Progress } from './parts';

/**
 * The module's overview: this period's objectives by state, key results at risk, check-ins due, KPIs in
 * red, the next business review and the commitments still open.
 */
export default function OverviewPage() {
  const query = bothQueries(useObjectives(), useKeyResults());
  return (
    <QueryState query={query} loadingLabel="Cargando resumen..." errorTitle="No se pudo cargar el resumen">
      {([objectives, keyResults]) => {
        const today = todayInChile();
        const current = objectives.filter((o) => isCurrentPeriod(o.periodo, today));
        const currentIds = new Set(current.map((o) => o.id));
        const title = new Map(objectives.map((o) => [o.id, o.titulo]));
        const krs = keyResults.filter((k) => currentIds.has(k.objetivo_id));
        const atRisk = krs.filter((k) => k.en_riesgo);
        const due = krs.filter((k) => k.checkin_pendiente);
        const count = (estado: string) => current.filter((o) => o.estado === estado).length;
        if (objectives.length === 0)
          return (
            <EmptyState title="Aún no hay objetivos">
              Define las <Link to={thinkPaths.perspectives}>perspectivas</Link> y crea tus{' '}
              <Link to={thinkPaths.objectives}>objetivos</Link> con sus resultados clave.
            </EmptyState>
          );
        return (
          <div className="flex flex-col gap-4">
            <OverviewGrid>
              {OBJECTIVE_STATES.map((s) => (
                <FigureCard
                  key={s}
                  label={`Objetivos: ${OBJECTIVE_STATE_LABEL[s].toLowerCase()}`}
                  value={formatNumber(count(s))}
                  tone={s === 'en_riesgo' && count(s) > 0 ? 'danger' : 'default'}
                  hint="De los periodos en curso"
                />
              ))}
            </OverviewGrid>
            <div className="grid gap-4 lg:grid-cols-2">
              <section aria-label="Resultados clave en riesgo" className="rounded-lg border bg-card p-4">
                <h2 className="mb-2 font-semibold">Resultados clave en riesgo ({formatNumber(atRisk.length)})</h2>
                <p className="mb-2 text-xs text-muted-foreground">
                  Confianza baja, o más de 25 puntos por detrás de lo transcurrido del periodo.
                </p>
                {atRisk.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Ninguno: todos van al ritmo del periodo.</p>
                ) : (
                  <ul className="flex flex-col gap-2 text-sm">
                    {atRisk.map((k) => (
                      <li key={k.id} className="flex flex-wrap items-center gap-2">
                        <Link
                          to={thinkPaths.objective(k.objetivo_id)}
                          className="font-medium text-primary hover:underline"
                        >
                          {k.titulo}
                        </Link>
                        <Progress value={k.progreso} label={`Avance de ${k.titulo}`} />
                        <span className="text-muted-foreground">{title.get(k.objetivo_id)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-label="Avances semanales pendientes" className="rounded-lg border bg-card p-4">
                <h2 className="mb-2 font-semibold">Avances semanales pendientes ({formatNumber(due.length)})</h2>
                <p className="mb-2 text-xs text-muted-foreground">Sin avance registrado en los últimos 7 días.</p>
                {due.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Todos los resultados clave tienen su avance al día.</p>
                ) : (
                  <ul className="flex flex-col gap-2 text-sm">
                    {due.map((k) => (
                      <li key={k.id} className="flex flex-wrap items-center gap-2">
                        <Link
                          to={thinkPaths.objective(k.objetivo_id)}
                          className="font-medium text-primary hover:underline"
                        >
                          {k.titulo}
                        </Link>
                        <span className="text-muted-foreground">
                          {k.ultimo_checkin ? `Último avance ${formatDate(k.ultimo_checkin)}` : 'Sin avances'} ·{' '}
                          {title.get(k.objetivo_id)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <RedKpis />
              <NextReview />
            </div>
            <section aria-label="Objetivos del periodo" className="rounded-lg border bg-card p-4">
              <h2 className="mb-2 font-semibold">Objetivos de los periodos en curso</h2>
              <ul className="flex flex-col gap-2 text-sm">
                {current.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center gap-2">
                    <Link to={thinkPaths.objective(o.id)} className="min-w-48 font-medium text-primary hover:underline">
                      {o.titulo}
                    </Link>
                    <Progress value={o.progreso} label={`Avance de ${o.titulo}`} />
                    <span className="text-muted-foreground">{periodLabel(o.periodo)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
