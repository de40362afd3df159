import { formatDayMonth, formatNumber } from '@/lib/format';
import { ChartCard, FigureCard, OverviewGrid, QueryState } from '@/kit';
import { useOpsSummary } from '../api/get-summary';
import { PRIORITIES, PRIORITY_LABEL } from '../lib/labels';

export function OpsOverview() {
  const summary = useOpsSummary();
  return (
    <QueryState query={summary} loadingLabel="Cargando resumen..." errorTitle="No se pudo cargar el resumen">
      {(s) => {
        const open = PRIORITIES.reduce((n, p) => n + (s.abiertas_por_prioridad[p] ?? 0), 0);
        const median = s.mediana_horas_cierre;
        return (
          <div className="flex flex-col gap-4">
            <OverviewGrid>
              <FigureCard
                label="Órdenes abiertas"
                value={formatNumber(open)}
                hint={PRIORITIES.map(
                  (p) => `${PRIORITY_LABEL[p]}: ${formatNumber(s.abiertas_por_prioridad[p] ?? 0)}`,
                ).join(' · ')}
              />
              <FigureCard
                label="Críticas abiertas"
                value={formatNumber(s.abiertas_por_prioridad.critica ?? 0)}
                tone={s.abiertas_por_prioridad.critica ? 'danger' : 'default'}
              />
              <FigureCard
                label="Vencidas"
                value={formatNumber(s.vencidas)}
                tone={s.vencidas ? 'warning' : 'default'}
                hint="Abiertas con fecha programada pasada"
              />
              <FigureCard
                label="Mediana hasta el cierre"
                value={
                  median === null
                    ? '—'
                    : median < 48
                      ? `${formatNumber(Math.round(median))} h`
                      : `${formatNumber(Math.round(median / 24))} días`
                }
                hint="Órdenes cerradas en los últimos 180 días"
              />
            </OverviewGrid>
            <ChartCard
              title="Órdenes por semana"
              kind="bar"
              xKey="semana"
              xLabel="Semana"
              data={s.por_semana.map((w) => ({
                semana: formatDayMonth(w.semana),
                creadas: w.creadas,
                cerradas: w.cerradas,
              }))}
              series={[
                { key: 'creadas', label: 'Creadas' },
                { key: 'cerradas', label: 'Cerradas' },
              ]}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
