import { formatCLP, formatNumber } from '@/lib/format';
import { ChartCard, FigureCard, OverviewGrid, QueryState } from '@/kit';
import { useCrmSummary } from '../api/get-summary';
import type { CrmSummary } from '../api/types';
import { OPEN_STAGES, STAGE_LABEL } from '../lib/labels';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** The overview's figures from crm_resumen (sums done in Postgres, exact). */
export function crmFigures(s: CrmSummary) {
  const closed = s.ganadas_12m + s.perdidas_12m;
  return {
    winRate: closed === 0 ? null : Math.round((s.ganadas_12m / closed) * 100),
    byMonth: s.ganado_por_mes.map((m) => ({
      mes: `${MONTHS[Number(m.mes.slice(5, 7)) - 1]} ${m.mes.slice(2, 4)}`,
      ganado: Number(m.monto),
    })),
  };
}

export default function OverviewPage() {
  const summary = useCrmSummary();
  return (
    <QueryState query={summary} loadingLabel="Cargando resumen..." errorTitle="No se pudo cargar el resumen">
      {(s) => {
        const f = crmFigures(s);
        return (
          <div className="flex flex-col gap-4">
            <OverviewGrid>
              <FigureCard
                label="Embudo ponderado"
                value={formatCLP(s.pipeline_ponderado)}
                hint={`Monto × probabilidad de ${formatNumber(s.abiertas)} oportunidades abiertas (total ${formatCLP(s.pipeline_total)})`}
              />
              <FigureCard
                label="Tasa de cierre"
                value={f.winRate === null ? '—' : `${formatNumber(f.winRate)} %`}
                hint={`${formatNumber(s.ganadas_12m)} ganadas y ${formatNumber(s.perdidas_12m)} perdidas en 12 meses`}
              />
              <FigureCard
                label="Mis actividades vencidas"
                value={formatNumber(s.actividades_vencidas)}
                tone={s.actividades_vencidas ? 'warning' : 'default'}
              />
              <FigureCard label="Leads nuevos" value={formatNumber(s.leads_nuevos)} hint="Sin contactar ni convertir" />
            </OverviewGrid>
            <ChartCard
              title="Monto ganado por mes (CLP)"
              kind="bar"
              xKey="mes"
              xLabel="Mes"
              data={f.byMonth}
              series={[{ key: 'ganado', label: 'Ganado' }]}
            />
            <section aria-label="Oportunidades abiertas por etapa" className="grid gap-2 sm:grid-cols-4">
              {OPEN_STAGES.map((st) => (
                <FigureCard
                  key={st}
                  label={STAGE_LABEL[st]}
                  value={formatNumber(s.por_etapa[st]?.n ?? 0)}
                  hint={formatCLP(s.por_etapa[st]?.monto ?? '0')}
                />
              ))}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
